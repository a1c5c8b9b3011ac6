/**
 * The heuristic's rules of thumb, each checked on a position from a seeded game the heuristic
 * plays against itself (`botPosition`): what a careful beginner does there, and why.
 */
import { describe, expect, it } from 'vitest';
import {
  auctionSituation,
  bidLimit,
  projectedScores,
  withSale,
} from '../../core/stock/bot-economy.js';
import { simulate } from '../../core/bot-play.js';
import { chooseBotMove } from '../../core/random-bot.js';
import { applyMove } from '../../core/replay.js';
import { botPosition } from '../../core/testing/bot-position.js';
import {
  economy,
  evaluate,
  greedyEvaluate,
  heuristicBot,
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
  it('passes rather than pay more than the share adds to its own money, even to deny a rival (chicago-express:opening-auction-bidding)', () => {
    // Seed s1, move 8: the PRR share stands at $23 and the lowest bid is $24.
    const state = botPosition<ChicagoExpressState>(game, uncapped, players, 's1', 8);
    const seat = game.activeSeats(state)[0]!;
    const view = game.view(state, seat) as ChicagoExpressView;
    const auction = auctionSituation(view)!;
    const e = economy(view);
    expect(auction.lowest).toBe(24);
    // Keeping the share from the rival who bid $23 would still improve the seat's standing...
    expect(bidLimit(e, seat, auction)).not.toBeNull();
    // ...but at $24 the share's dividends to come are worth less to the seat than its price.
    expect(bidLimit(e, seat, auction, { ownWorthCap: true })).toBeNull();
    expect(chooseBotMove(game, state, seat, heuristicBot, 's1', 8)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it('in the opening auctions pays no more than $20 for a share, as lesson 1 teaches: money must last for the shares to come (chicago-express:opening-auction-bidding)', () => {
    // Four players, seed o1, move 4: the first PRR share stands at $20; a share is worth more than $21 to the
    // seat to bid, so without the cap it would bid $21.
    const state = botPosition<ChicagoExpressState>(game, uncapped, ['A', 'B', 'C', 'D'], 'o1', 4);
    const seat = game.activeSeats(state)[0]!;
    const view = game.view(state, seat) as ChicagoExpressView;
    const auction = auctionSituation(view)!;
    expect(auction.highBid).toBe(20);
    expect(bidLimit(economy(view), seat, auction, TUNING.auction)).toBeGreaterThan(20);
    expect(chooseBotMove(game, state, seat, uncapped, 'o1', 4)).toMatchObject({ amount: 21 });
    expect(chooseBotMove(game, state, seat, heuristicBot, 'o1', 4)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it('never bids above what the share adds to its own expected money (chicago-express:bidding)', () => {
    let bids = 0;
    for (const seed of ['worth-1', 'worth-2']) {
      const { record } = simulate(
        game,
        { players, seed },
        { bots: { 0: heuristicBot, 1: heuristicBot, 2: heuristicBot } },
      );
      let state = game.createGame({ players, seed });
      for (const move of record.moves) {
        if (move.type === 'auction.bid') {
          const view = game.view(state, move.player) as ChicagoExpressView;
          const auction = auctionSituation(view)!;
          const e = economy(view);
          const amount = move.amount as number;
          // What the seat has if it drops out: the high bidder (if any) buys at its bid.
          const otherwise =
            auction.highBidder === null
              ? e
              : withSale(e, auction.highBidder, auction.company, auction.highBid!);
          expect(
            projectedScores(withSale(e, move.player, auction.company, amount))[move.player]!,
          ).toBeGreaterThanOrEqual(projectedScores(otherwise)[move.player]!);
          bids++;
        }
        const applied = applyMove(game, state, move);
        if (!applied.ok) throw new Error(applied.error.reason);
        state = applied.state as ChicagoExpressState;
      }
    }
    expect(bids).toBeGreaterThan(5);
  });

  it('the greedy evaluation values a bid at what winning at it is worth (chicago-express:winning-the-auction)', () => {
    const state = botPosition<ChicagoExpressState>(game, uncapped, players, 's1', 8);
    const seat = game.activeSeats(state)[0]!;
    const bid = applyMove(game, state, { type: 'auction.bid', player: seat, amount: 24 });
    if (!bid.ok) throw new Error(bid.error.reason);
    const before = game.view(state, seat);
    const after = game.view(bid.state, seat);
    // Nothing is paid until the auction ends, so the plain evaluation cannot tell the bid apart...
    expect(evaluate(after, seat)).toBe(evaluate(before, seat));
    // ...the greedy one settles the auction as it stands: the seat pays more than the share adds.
    expect(greedyEvaluate(after, seat)).toBeLessThan(greedyEvaluate(before, seat));
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

  it('a hint says what a bid buys and what the share’s dividends to come are worth (chicago-express:winning-the-auction)', () => {
    const state = botPosition<ChicagoExpressState>(game, uncapped, players, 's1', 8);
    const seat = game.activeSeats(state)[0]!;
    const move = { type: 'auction.bid', player: seat, amount: 24 };
    const bid = applyMove(game, state, move);
    if (!bid.ok) throw new Error(bid.error.reason);
    const reasons = moveReasons({
      game,
      seat,
      move,
      before: game.view(state, seat),
      after: game.view(bid.state, seat),
    });
    expect(reasons[0]).toMatch(
      /^It buys a Pennsylvania Railroad share for \$24; its dividends to come are worth about \$\d+\.$/,
    );
  });
});
