/**
 * Bundle entry `dist/railyard-wild-west-express.js` (and the package entry
 * `@railyard/board-components/wild-west-express`): `<ry-game>` with its panels and statechart,
 * the Wild West Express board and engine — and no other game.
 */
import '../../elements/ry-game/ry-game-core.js';
import './game.js';

export { wildWestExpress } from './game.js';
export { RyWildWestExpressBoard } from './ry-wild-west-express-board.js';
