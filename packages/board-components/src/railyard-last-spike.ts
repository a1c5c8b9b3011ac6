/**
 * Bundle entry `dist/railyard-last-spike.js`: `<ry-game>` with its panels and statechart, the
 * Last Spike board and engine — and no other game.
 */
import './elements/ry-game/ry-game.js';
import './boards/last-spike/game.js';
