/**
 * Last Spike's presentation texts that the engine does not carry (entry point
 * `@railyard/rules/texts/last-spike`): the statechart viewer loads it when it draws the machine.
 */
export { stateDescriptions } from './state-descriptions.js';
export { optionTexts } from './option-texts.js';
export { guardDescriptions } from './guard-descriptions.js';
export { eventConditions, moveSamples } from './event-conditions.js';
