/**
 * @railyard/rules public API: the shared engine core, the game registry and each game's
 * definition. Everything a renderer, bot, CLI or test needs goes through here.
 */
export * from './core/index.js';
export { games, getGame, gameIds } from './registry.js';
