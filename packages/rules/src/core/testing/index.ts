/**
 * `@railyard/rules/testing`: toy games for every package's tests (a counter game, a card
 * game with hidden hands, a shuffled deck and a die, and an auction-and-board game for element
 * tests). Not part of the runtime API.
 */
export { tinyGame } from './tiny-game.js';
export { toyGameEntry } from './toy-game/parts.js';
export { tinyCardsGame, type TinyCardsView, type TinyCardsMove } from './tiny-cards-game.js';
export { tinyCardsGuide, tinyCardsHeuristic, tinyCardsListedGuide } from './tiny-cards-guide.js';
export { toyAuctionGame, type ToyAuctionView, type ToyHex } from './toy-auction-game.js';
export {
  describeGameConformance,
  checkDeterminism,
  checkSimulationDeterminism,
  checkRecordRoundTrip,
  checkInvariantsThroughout,
  checkResult,
  checkLegalMoves,
  checkForeignMoves,
  checkViews,
  checkInformationSets,
  checkUndoBarriers,
  checkEndIsUndoBarrier,
  checkPrototypeNames,
  checkDescriptions,
  checkChartPhases,
  restingStates,
  checkSampleCounts,
  checkSampleCountsThroughout,
  foreignMoves,
  mutationsOf,
  playRandomGames,
  playRecord,
  stateKey,
  jsonProblems,
  viewersOf,
  allowedRuleIds,
  type ConformanceOptions,
  type PlayedGame,
} from './conformance.js';
export { ScriptedGame } from './scripted-game.js';
export { countTransitions } from './count-transitions.js';
export { describeFixtures } from './fixture-tests.js';
export { botPosition, winsAgainst } from './bot-position.js';
export { describeDrills, questionState, type DrillSuiteOptions } from './drill-suite.js';
