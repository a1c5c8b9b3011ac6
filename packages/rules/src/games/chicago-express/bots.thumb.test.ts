/**
 * The heuristic's rules of thumb, each checked on a position from a seeded game the heuristic
 * plays against itself (`botPosition`): what a careful beginner does there, and why.
 */
import { describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../core/random-bot.js';
import { applyMove } from '../../core/replay.js';
import { botPosition } from '../../core/testing/bot-position.js';
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
import {
  chicagoExpress as game,
  type ChicagoExpressState,
  type ChicagoExpressView,
} from './index.js';

const players = ['A', 'B', 'C'];
/** The heuristic without the lessons' opening cap (the positions below were found with it). */
const uncapped = tunedHeuristic({ ...TUNING, openingMaxBid: Infinity });

describe('Chicago Express heuristic: rules of thumb', () => {
  itKeepsStockThumbs({
    game,
    heuristic: heuristicBot,
    uncapped,
    auctionTuning: TUNING.auction,
    economy: (view) => economy(view as ChicagoExpressView),
    scores: { evaluate, greedyEvaluate, moveReasons, moveGain },
    rules: thumbRules.rules,
    // Seed s1, move 8: the PRR share stands at $23 and the lowest bid is $24.
    overpay: {
      players,
      seed: 's1',
      moves: 8,
      lowest: 24,
    },
    // Four players, seed o1, move 4: the first PRR share stands at $20; a share is worth more
    // than $21 to the seat to bid, so without the cap it would bid $21.
    openingCap: {
      players: ['A', 'B', 'C', 'D'],
      seed: 'o1',
      moves: 4,
      highBid: 20,
      uncappedBid: 21,
    },
    worth: { seeds: ['worth-1', 'worth-2'] },
    winning: {
      reason:
        /^It buys a Pennsylvania Railroad share for \$24; its dividends to come are worth about \$\d+\.$/,
    },
  });

  it('near the end, takes the move that ends the game with it ahead (chicago-express:checking-for-the-end-of-the-game)', () => {
    // Seed win-0, move 207: an end condition holds; declining the build ends the action round,
    // the dividend phase that follows ends the game, and the seat wins. Building on for BO
    // instead would let the rivals play on.
    const state = botPosition<ChicagoExpressState>(game, uncapped, players, 'win-0', 207);
    const seat = game.activeSeats(state)[0]!;
    const move = chooseBotMove(game, state, seat, heuristicBot, 'win-0', 207);
    expect(move).toEqual({ type: 'action.decline', player: seat });
    const after = applyMove(game, state, move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(game.result(after.state)?.winners).toEqual([seat]);
  });
});
