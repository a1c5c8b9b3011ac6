/**
 * @railyard/rules public API: the shared engine core, the game registry and each game's
 * definition. Everything a renderer, bot, CLI or test needs goes through here.
 */
export * from './core/index.js';
export {
  catalog,
  games,
  getGame,
  gameIds,
  getCatalogEntry,
  getRulebook,
  getStateDescriptions,
  getOptionTexts,
  describedOptions,
} from './registry.js';
export { botsFor, botGuideFor, botWorkerHandler } from './bots.js';
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
