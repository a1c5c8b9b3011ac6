/**
 * `@railyard/rules/engines`: every engine of the game list, looked up synchronously, with the bot
 * tables built on them: for Node hosts (the CLI, the docs build, scripts, tests). Importing it
 * loads every game (a top-level await in `loaded-games.ts`), so browsers never do: they take the
 * catalog and `loadGame` from `@railyard/rules`, or one game's own entry point.
 */
export {
  games,
  getGame,
  gameIds,
  getRulebook,
  getStateDescriptions,
  getOptionTexts,
  describedOptions,
  gameFolder,
} from './loaded-games.js';
export { botsFor, botGuideFor } from './bots.js';
