/**
 * Last Spike for `<ry-game>`: defines the board and registers the engine. Imported by the
 * per-game bundle and by the full bundle.
 */
import { lastSpike } from '@railyard/rules/last-spike';
import { registerGame } from '../../shared/game-registry.js';
import './ry-last-spike-board.js';

registerGame(lastSpike);

export { lastSpike };
