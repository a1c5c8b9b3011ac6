export * from './types.js';
export { answerText, formatNumber, judge } from './answers.js';
export { concealView } from './conceal.js';
export {
  DRILL_PLAYER_NAMES,
  defineDrills,
  drillJson,
  drillProblems,
  drillSeed,
  wrongAnswer,
  type DrillSet,
  type DrillSetSpec,
} from './generate.js';
export {
  chooseAt,
  dividendPerShareDraft,
  dividendShareLine,
  dividendTotalDraft,
  legalOfType,
  moneyTotalDraft,
  type DividendShareLine,
} from './helpers.js';
