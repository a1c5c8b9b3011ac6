/**
 * Bundle entry `dist/railyard-last-spike.js` (and the package entry
 * `@railyard/board-components/last-spike`): `<ry-game>` with its panels and statechart, the
 * Last Spike board and engine — and no other game.
 */
import '../../elements/ry-game/ry-game-core.js';
import './game.js';

export { lastSpike } from './game.js';
export { RyLastSpikeBoard } from './ry-last-spike-board.js';
