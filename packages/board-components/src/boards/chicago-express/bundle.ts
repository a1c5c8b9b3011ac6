/**
 * Bundle entry `dist/railyard-chicago-express.js` (and the package entry
 * `@railyard/board-components/chicago-express`): `<ry-game>` with its panels and statechart, the
 * Chicago Express board and engine — and no other game.
 */
import '../../elements/ry-game/ry-game.js';
import './game.js';

export { chicagoExpress } from './game.js';
export { RyChicagoExpressBoard } from './ry-chicago-express-board.js';
