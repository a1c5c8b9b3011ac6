/**
 * `@railyard/rules/testing`: toy games for every package's tests (a counter game, and a card
 * game with hidden hands, a shuffled deck and a die). Not part of the runtime API.
 */
export { tinyGame } from './tiny-game.js';
export { tinyCardsGame, type TinyCardsView, type TinyCardsMove } from './tiny-cards-game.js';
