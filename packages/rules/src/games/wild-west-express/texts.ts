/**
 * Wild West Express's presentation texts that the engine does not carry (entry point
 * `@railyard/rules/texts/wild-west-express`): the board loads it when it first shows a telegram,
 * the statechart viewer when it draws the machine.
 */
export { TELEGRAM_TEXTS } from './data/telegram-texts.js';
export { stateDescriptions } from './state-descriptions.js';
export { optionTexts } from './option-texts.js';
export { guardDescriptions } from './guard-descriptions.js';
export { eventConditions, moveSamples } from './event-conditions.js';
