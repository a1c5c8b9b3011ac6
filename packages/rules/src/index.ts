/**
 * @railyard/rules public API: the shared engine core, the game registry and each game's
 * definition. Everything a renderer, bot, CLI or test needs goes through here.
 */
export * from './core/index.js';
// The registry: the catalog at once, each game's parts on demand.
export { catalog, getCatalogEntry, loadGame, gameParts } from './registry.js';
// Every engine looked up synchronously (games, getGame, botsFor…) is `@railyard/rules/engines`:
// it loads every game at once, which a browser bundle must not.
// The game list itself (catalog entries and lazy parts, no engine): `@railyard/rules/games`.
export { gameList } from './games/index.js';
export { botWorkerHandler } from './bot-worker-handler.js';
// Each game's lessons load on demand (their own chunk); `@railyard/rules/lessons/<game>` imports one directly.
export { lessonLoaders, loadLessonPath } from './games/lessons.js';
// Each game's drill kinds load on demand too; `@railyard/rules/drills/<game>` imports one directly.
export { drillLoaders, loadDrillSet } from './games/drills.js';
export {
  citedRuleIds,
  ruleCoverage,
  type CitedBy,
  type RuleCoverage,
  type RuleCoverageEntry,
} from './core/lessons/coverage.js';
// The named places of a view (lesson steps and docs examples frame the map on them).
export { placeNames } from './core/lessons/places.js';
// View and move types of each game, for renderers (type-only: no game code is pulled in).
export type {
  ChicagoExpressView,
  ChicagoExpressMove,
  ChicagoExpressHexView,
  ChicagoExpressCompanyView,
  ChicagoExpressDialView,
  ChicagoExpressIndustrialView,
  ChicagoExpressAuctionView,
} from './games/chicago-express/index.js';
export type {
  AmericanRailsView,
  AmericanRailsMove,
  AmericanRailsHexView,
  AmericanRailsCompanyView,
  AmericanRailsPlayerView,
} from './games/american-rails/index.js';
export type {
  WildWestExpressView,
  WildWestExpressMove,
  WweNodeView,
  WweTrainView,
  WwePlayerView,
  WweCardView,
} from './games/wild-west-express/index.js';
