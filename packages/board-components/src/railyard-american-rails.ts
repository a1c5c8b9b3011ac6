/**
 * Bundle entry `dist/railyard-american-rails.js`: `<ry-game>` with its panels and statechart,
 * the American Rails board and engine — and no other game.
 */
import './elements/ry-game/ry-game.js';
import './boards/american-rails/game.js';
