/**
 * Bundle entry `dist/railyard-american-rails.js` (and the package entry
 * `@railyard/board-components/american-rails`): `<ry-game>` with its panels and statechart, the
 * American Rails board and engine — and no other game.
 */
import '../../elements/ry-game/ry-game.js';
import './game.js';

export { americanRails } from './game.js';
export { RyAmericanRailsBoard } from './ry-american-rails-board.js';
