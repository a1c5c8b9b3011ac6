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
import { americanRails as game, type AmericanRailsState, type AmericanRailsView } from './index.js';

const players = ['A', 'B', 'C'];
/** The heuristic without the lessons' opening cap (the positions below were found with it). */
const uncapped = tunedHeuristic({ ...TUNING, openingMaxBid: Infinity });

describe('American Rails heuristic: rules of thumb', () => {
  it('passes rather than pay more than the share adds to its own money, even to deny a rival (american-rails:opening-auction-bidding)', () => {
    // Seed s1, move 9: the Liberty share stands at $42 and the lowest bid is $43.
    const state = botPosition<AmericanRailsState>(game, uncapped, players, 's1', 9);
    const seat = game.activeSeats(state)[0]!;
    const view = game.view(state, seat) as AmericanRailsView;
    const auction = auctionSituation(view)!;
    const e = economy(view);
    expect(auction.lowest).toBe(43);
    // Keeping the share from the rival who bid $23 would still improve the seat's standing...
    expect(bidLimit(e, seat, auction)).not.toBeNull();
    // ...but at $43 the share's dividends to come are worth less to the seat than its price.
    expect(bidLimit(e, seat, auction, { ownWorthCap: true })).toBeNull();
    expect(chooseBotMove(game, state, seat, heuristicBot, 's1', 9)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it('in the opening auctions pays no more than $20 for a share, as lesson 1 teaches: money must last for the shares to come (american-rails:opening-auction-bidding)', () => {
    // Seed o1, move 3: the first opening share stands at $24; a share is worth more than $28 to the
    // seat to bid, so without the cap it would bid $28.
    const state = botPosition<AmericanRailsState>(game, uncapped, players, 'o1', 3);
    const seat = game.activeSeats(state)[0]!;
    const view = game.view(state, seat) as AmericanRailsView;
    const auction = auctionSituation(view)!;
    expect(auction.highBid).toBe(24);
    expect(bidLimit(economy(view), seat, auction, TUNING.auction)).toBeGreaterThan(20);
    expect(chooseBotMove(game, state, seat, uncapped, 'o1', 3)).toMatchObject({ amount: 28 });
    expect(chooseBotMove(game, state, seat, heuristicBot, 'o1', 3)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it('never bids above what the share adds to its own expected money (american-rails:share-auction-bidding)', () => {
    let bids = 0;
    for (const seed of ['worth-1']) {
      const { record } = simulate(
        game,
        { players, seed },
        { bots: { 0: heuristicBot, 1: heuristicBot, 2: heuristicBot } },
      );
      let state = game.createGame({ players, seed });
      for (const move of record.moves) {
        if (move.type === 'auction.bid') {
          const view = game.view(state, move.player) as AmericanRailsView;
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
        state = applied.state as AmericanRailsState;
      }
    }
    expect(bids).toBeGreaterThan(5);
  });

  it('the greedy evaluation values a bid at what winning at it is worth (american-rails:winning-an-opening-auction)', () => {
    const state = botPosition<AmericanRailsState>(game, uncapped, players, 's1', 9);
    const seat = game.activeSeats(state)[0]!;
    const bid = applyMove(game, state, { type: 'auction.bid', player: seat, amount: 43 });
    if (!bid.ok) throw new Error(bid.error.reason);
    const before = game.view(state, seat);
    const after = game.view(bid.state, seat);
    // Nothing is paid until the auction ends, so the plain evaluation cannot tell the bid apart...
    expect(evaluate(after, seat)).toBe(evaluate(before, seat));
    // ...the greedy one settles the auction as it stands: the seat pays more than the share adds.
    expect(greedyEvaluate(after, seat)).toBeLessThan(greedyEvaluate(before, seat));
  });

  it('a hint says what a bid buys and what the share’s dividends to come are worth (american-rails:winning-an-opening-auction)', () => {
    const state = botPosition<AmericanRailsState>(game, uncapped, players, 's1', 9);
    const seat = game.activeSeats(state)[0]!;
    const move = { type: 'auction.bid', player: seat, amount: 43 };
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
      /^It buys a Liberty share for \$43; its dividends to come are worth about \$\d+\.$/,
    );
  });
});
