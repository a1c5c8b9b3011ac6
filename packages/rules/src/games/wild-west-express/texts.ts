/**
 * Wild West Express's presentation texts that the engine does not carry (entry point
 * `@railyard/rules/texts/wild-west-express`): boards load it when they first show them.
 */
export { TELEGRAM_TEXTS } from './data/telegram-texts.js';
