/** The bot levels' code (search bot included), a chunk loaded with the first game (game-table.ts). */
export { levelBots } from '@railyard/rules';
