/**
 * What playing a game needs besides the game's own chunk: the core `GameSession` (records are
 * replayed through XState) and the bot levels (search bot included). A chunk loaded with the
 * first game (game-table.ts), beside `<ry-game>`: the setup screen needs neither.
 */
export { GameSession, levelBots } from '@railyard/rules';
