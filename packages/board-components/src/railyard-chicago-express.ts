/**
 * Bundle entry `dist/railyard-chicago-express.js`: `<ry-game>` with its panels and statechart,
 * the Chicago Express board and engine — and no other game.
 */
import './elements/ry-game/ry-game.js';
import './boards/chicago-express/game.js';
