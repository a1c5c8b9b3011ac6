// The stock games' shared parts (Chicago Express, American Rails): the open-outcry auction,
// dividends and the bots' share economy.
export * from './view.js';
export * from './auction.js';
export * from './dividends.js';
export * from './bot-economy.js';
export * from './choice-facts.js';
