/**
 * @railyard/board-components: the element classes, events and helpers. Importing this module
 * defines no element; import `@railyard/board-components/railyard` (every element and game),
 * `@railyard/board-components/<game>` (one game: `<ry-game>`, that game's board class and
 * engine), or an element's own module to register them.
 */
export {
  RyGame,
  parsePlayers,
  parseBots,
  parseViewer,
} from './elements/ry-game/ry-game.component.js';
export type { ApplyResult, GameMode } from './elements/ry-game/ry-game.component.js';
export { RyStatechart } from './elements/ry-statechart/ry-statechart.component.js';
export { RyGameLog } from './elements/ry-game-log/ry-game-log.component.js';
export type { LogEntry, LogMention } from './elements/ry-game-log/ry-game-log.component.js';
export { RyPlayerPanel } from './elements/ry-player-panel/ry-player-panel.component.js';
export { RyAuctionPanel } from './elements/ry-auction-panel/ry-auction-panel.component.js';
export { RyActionBar } from './elements/ry-action-bar/ry-action-bar.component.js';
export { RyBoardBase } from './boards/board-base.js';
export { RyHexBoardBase } from './boards/hex-board-base.js';
export {
  RyIntentEvent,
  RyMoveRequestEvent,
  RyViewerChangeEvent,
  RyMoveEvent,
  RyGameEndEvent,
  RyErrorEvent,
  RyScrubEvent,
  RySpotlightEvent,
  RyPauseEvent,
} from './shared/events.js';
export {
  registerGame,
  findGame,
  registeredGameIds,
  GAME_REGISTERED,
  type RegisteredGame,
} from './shared/game-registry.js';
export { defineElement } from './shared/define.js';
export { styleProps, type StyleProps } from './shared/style-props.js';
export {
  chartModel,
  activeIds,
  lastTransitions,
  type ChartModel,
  type ChartNode,
  type ChartEdge,
} from './shared/statechart-model.js';
export { ruleUrl } from './shared/rule-links.js';
export { resolvePointer } from './shared/json-pointer.js';
