/**
 * The heuristic's rules of thumb, each checked on a position from a seeded game the heuristic
 * plays against itself (`botPosition`): what a careful beginner does there, and why.
 */
import { describe } from 'vitest';
import { itKeepsStockThumbs } from '../../core/testing/stock-thumbs.js';
import thumbRules from './bots.thumb.rules.json';
import {
  economy,
  evaluate,
  greedyEvaluate,
  heuristicBot,
  moveGain,
  moveReasons,
  tunedHeuristic,
  TUNING,
} from './bots.js';
import { americanRails as game, type AmericanRailsView } from './index.js';

describe('American Rails heuristic: rules of thumb', () => {
  itKeepsStockThumbs({
    game,
    heuristic: heuristicBot,
    uncapped: tunedHeuristic({ ...TUNING, openingMaxBid: Infinity }),
    auctionTuning: TUNING.auction,
    economy: (view) => economy(view as AmericanRailsView),
    scores: { evaluate, greedyEvaluate, moveReasons, moveGain },
    rules: thumbRules.rules,
    // Seed s1, move 9: the Liberty share stands at $42 and the lowest bid is $43.
    overpay: {
      players: ['A', 'B', 'C'],
      seed: 's1',
      moves: 9,
      lowest: 43,
    },
    // Seed o1, move 3: the first opening share stands at $24; a share is worth more than $28
    // to the seat to bid, so without the cap it would bid $28.
    openingCap: {
      players: ['A', 'B', 'C'],
      seed: 'o1',
      moves: 3,
      highBid: 24,
      uncappedBid: 28,
    },
    worth: { seeds: ['worth-1'] },
    winning: {
      reason: /^It buys a Liberty share for \$43; its dividends to come are worth about \$\d+\.$/,
    },
  });
});
