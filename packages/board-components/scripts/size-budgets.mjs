/**
 * The bundle budgets that scripts/check-size.mjs enforces, one per board folder plus the
 * all-games bundle. Kept apart from the check so tests can read the list without a build.
 */
import { gameBoards } from './game-boards.mjs';

const KB = 1024;

/** Every board folder (src/boards/<id>/game.ts) is a game with a board + engine budget. */
export const budgetGames = gameBoards().map((board) => board.id);
export const BOARD_BUDGET = 45 * KB;
export const GAME_BUNDLE_BUDGET = 62 * KB;

/**
 * Text that only a given engine contains: its rule ids, `"<id>:<section>"`, which its machine's
 * `meta.rule` and its explanations carry (a board or a shared element names no rule of a game).
 */
export const engineMarker = (game) => new RegExp(`["'\`]${game}:[a-z0-9]`);
export const ELK_MARKER = 'org.eclipse.elk';

/** Every one-file bundle: one per game (vite.config.ts `bundles`), and the all-games one. */
export const checks = [
  // The one-script embeds: the above plus <ry-game>, its panels and log (statechart and elkjs lazy).
  ...budgetGames.map((game) => ({
    file: `railyard-${game}.js`,
    limit: GAME_BUNDLE_BUDGET,
    game,
    what: 'ry-game + board + engine',
  })),
  // The shared elements and libraries once, plus about 13 KB gzip for each game's board + engine.
  {
    file: 'railyard.js',
    limit: (62 + 13 * budgetGames.length) * KB,
    game: null,
    what: 'every element and game',
  },
];
