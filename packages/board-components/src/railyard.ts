/**
 * Bundle entry `dist/railyard.js`: registers every element once (a second copy on the page is
 * skipped, see shared/define.ts) and every game with a board folder (`src/boards/<id>/game.ts`:
 * its board and engine), so that `<script type="module" src="…/railyard.js">` plus
 * `<ry-game game="…">` is all a page needs. Every playable game of the catalog has a board
 * folder (the docs site's catalog test checks it). Board classes are exported by each game's
 * entry (`@railyard/board-components/<game>`).
 */
import './elements/ry-game/ry-game.js';
import './elements/ry-statechart/ry-statechart.js';
import './elements/ry-game-log/ry-game-log.js';
import './elements/ry-player-panel/ry-player-panel.js';
import './elements/ry-auction-panel/ry-auction-panel.js';
import './elements/ry-action-bar/ry-action-bar.js';

// Adding a board folder adds its game here.
import.meta.glob('./boards/*/game.ts', { eager: true });

export * from './index.js';
