/**
 * `@railyard/rules/testing`: toy games for every package's tests (a counter game, a card
 * game with hidden hands, a shuffled deck and a die, and an auction-and-board game for element
 * tests). Not part of the runtime API.
 */
export { tinyGame } from './tiny-game.js';
export { tinyCardsGame, type TinyCardsView, type TinyCardsMove } from './tiny-cards-game.js';
export { toyAuctionGame, type ToyAuctionView, type ToyHex } from './toy-auction-game.js';
