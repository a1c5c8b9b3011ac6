/**
 * The rules of thumb both stock games' heuristics (Chicago Express, American Rails) keep, each
 * checked on a position from a seeded game the heuristic without the opening cap plays against
 * itself (`botPosition`): what a careful beginner does there, and why. Each game gives its
 * positions and numbers, and its rule ids in `<test>.rules.json`; a game's own rules of thumb
 * stay in its test file. The test names are in stock-thumbs.names.json, where the docs' index of
 * rule-citing tests reads them with the game's rule ids.
 */
import { expect, it } from 'vitest';
import { simulate } from '../bot-play.js';
import type { AnyGameDefinition } from '../game-definition.js';
import { chooseBotMove, type Bot } from '../random-bot.js';
import { applyMove } from '../replay.js';
import {
  auctionSituation,
  bidLimit,
  projectedScores,
  withSale,
  type AuctionTuning,
  type Economy,
} from '../stock/bot-economy.js';
import type { StockScores } from '../stock/stock-scores.js';
import type { StockView } from '../stock/view.js';
import { botPosition } from './bot-position.js';
import NAMES from './stock-thumbs.names.json';

/** The checks, each citing the rule its game gives for it. */
type Check = 'overpay' | 'openingCap' | 'worth' | 'winning';

/** A seeded position: `moves` moves into game `seed` of `players`. */
interface Position {
  readonly players: readonly string[];
  readonly seed: string;
  readonly moves: number;
}

export interface StockThumbs {
  readonly game: AnyGameDefinition;
  readonly heuristic: Bot;
  /** The heuristic without the lessons' opening cap (the positions were found with it). */
  readonly uncapped: Bot;
  readonly auctionTuning: AuctionTuning;
  readonly economy: (view: StockView) => Economy;
  readonly scores: StockScores;
  /** An auction where the share is worth less to the seat to bid than the `lowest` bid. */
  readonly overpay: Position & { readonly lowest: number };
  /** An opening auction at `highBid` where the uncapped heuristic would bid `uncappedBid`. */
  readonly openingCap: Position & {
    readonly highBid: number;
    readonly uncappedBid: number;
  };
  /** Games the heuristic plays against itself, checking each bid it makes. */
  readonly worth: { readonly seeds: readonly string[] };
  /** The hint's first reason for a bid at the `overpay` position (the check `winning`). */
  readonly winning: { readonly reason: RegExp };
  /** The rule id each check cites (from the game's `<test>.rules.json`). */
  readonly rules: Readonly<Record<Check, string>>;
}

/** Registers the shared rules-of-thumb tests inside the caller's `describe`. */
export function itKeepsStockThumbs(thumbs: StockThumbs): void {
  const { game, heuristic, uncapped, economy, scores, overpay, openingCap, rules } = thumbs;
  /** The name of the helper's `n`th test, with its check's rule id. */
  const named = (n: number, check: Check) => {
    const test = NAMES.tests[n]!;
    if (test.check !== check) throw new Error(`stock-thumbs.names.json: test ${n} is not ${check}`);
    return test.title.replace('{rule}', rules[check]);
  };
  const at = ({ players, seed, moves }: Position) => {
    const state = botPosition<unknown>(game, uncapped, players, seed, moves);
    const seat = game.activeSeats(state)[0]!;
    return { state, seat, view: game.view(state, seat) as StockView };
  };
  /** The seat's bid of the `overpay` position's lowest amount, and the state after it. */
  const overbid = () => {
    const { state, seat } = at(overpay);
    const move = { type: 'auction.bid', player: seat, amount: overpay.lowest };
    const bid = applyMove(game, state, move);
    if (!bid.ok) throw new Error(bid.error.reason);
    return { move, seat, before: game.view(state, seat), after: game.view(bid.state, seat) };
  };

  it(named(0, 'overpay'), () => {
    const { state, seat, view } = at(overpay);
    const auction = auctionSituation(view)!;
    const e = economy(view);
    expect(auction.lowest).toBe(overpay.lowest);
    // Keeping the share from the high bidder would still improve the seat's standing...
    expect(bidLimit(e, seat, auction)).not.toBeNull();
    // ...but at the lowest bid the share's dividends to come are worth less to the seat.
    expect(bidLimit(e, seat, auction, { ownWorthCap: true })).toBeNull();
    expect(chooseBotMove(game, state, seat, heuristic, overpay.seed, overpay.moves)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it(named(1, 'openingCap'), () => {
    const { state, seat, view } = at(openingCap);
    const auction = auctionSituation(view)!;
    const { seed, moves } = openingCap;
    expect(auction.highBid).toBe(openingCap.highBid);
    expect(bidLimit(economy(view), seat, auction, thumbs.auctionTuning)).toBeGreaterThan(
      openingCap.highBid,
    );
    expect(chooseBotMove(game, state, seat, uncapped, seed, moves)).toMatchObject({
      amount: openingCap.uncappedBid,
    });
    expect(chooseBotMove(game, state, seat, heuristic, seed, moves)).toEqual({
      type: 'auction.pass',
      player: seat,
    });
  });

  it(named(2, 'worth'), () => {
    let bids = 0;
    const players = overpay.players;
    for (const seed of thumbs.worth.seeds) {
      const bots = { 0: heuristic, 1: heuristic, 2: heuristic };
      const { record } = simulate(game, { players, seed }, { bots });
      let state = game.createGame({ players, seed });
      for (const move of record.moves) {
        if (move.type === 'auction.bid') {
          const view = game.view(state, move.player) as StockView;
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
        state = applied.state;
      }
    }
    expect(bids).toBeGreaterThan(5);
  });

  it(named(3, 'winning'), () => {
    const { seat, before, after } = overbid();
    // Nothing is paid until the auction ends, so the plain evaluation cannot tell the bid apart...
    expect(scores.evaluate(after, seat)).toBe(scores.evaluate(before, seat));
    // ...the greedy one settles the auction as it stands: the seat pays more than the share adds.
    expect(scores.greedyEvaluate(after, seat)).toBeLessThan(scores.greedyEvaluate(before, seat));
  });

  it(named(4, 'winning'), () => {
    const { move, seat, before, after } = overbid();
    const reasons = scores.moveReasons({ game, seat, move, before, after });
    expect(reasons[0]).toMatch(thumbs.winning.reason);
  });
}
