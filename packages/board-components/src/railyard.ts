/**
 * Bundle entry `dist/railyard.js`: registers every element once (a second copy on the page is
 * skipped, see shared/define.ts) and every game of `@railyard/rules`, so that
 * `<script type="module" src="…/railyard.js">` plus `<ry-game game="…">` is all a page needs.
 * Games without a board of their own are still playable through the panels and the move bar.
 */
import { games } from '@railyard/rules';
import './elements/ry-game/ry-game.js';
import './elements/ry-statechart/ry-statechart.js';
import './elements/ry-game-log/ry-game-log.js';
import './elements/ry-player-panel/ry-player-panel.js';
import './elements/ry-auction-panel/ry-auction-panel.js';
import './elements/ry-action-bar/ry-action-bar.js';
import './boards/chicago-express/game.js';
import './boards/american-rails/game.js';
import './boards/last-spike/game.js';
import { findGame, registerGame } from './shared/game-registry.js';

for (const definition of Object.values(games)) {
  if (!findGame(definition.id)) registerGame(definition);
}

export * from './index.js';
