/**
 * What the stock games' bots (Chicago Express, American Rails) score alike, given each game's
 * own economy of a view: the money a seat can expect at the end, the greedy level's score with
 * the auction under way settled, a hint's reasons, and the knobs every such heuristic has. Each
 * game keeps its own numbers (growth, dividends left, its own knobs) in its folder.
 */
import {
  projectedScores,
  withAuctionSettled,
  type AuctionTuning,
  type Economy,
} from './bot-economy.js';
import type { MoveReasonInput } from '../bot-guide-hooks.js';
import { stockMoneyGain, stockMoveReasons, stockPassReason } from './stock-reasons.js';
import type { StockView } from './view.js';

/** The knobs every stock game's heuristic has (each game adds its own). */
export interface StockTuning {
  readonly auction: AuctionTuning;
  /**
   * The most paid for one share in the opening auctions, where money must last for the shares
   * still to come (what lesson 1 teaches: "no more than $20").
   */
  readonly openingMaxBid: number;
  /** Near the end, look for a move that ends the game with the seat ahead, and play it. */
  readonly takeWins: boolean;
}

export interface StockScores {
  /** The money `seat` can expect at the end (the score of a finished game). */
  evaluate(view: unknown, seat: number): number;
  /**
   * The greedy level's score: `evaluate` with the auction under way settled as it stands (the
   * high bidder buys at its bid), so that one move ahead a bid is worth what winning at it is.
   */
  greedyEvaluate(view: unknown, seat: number): number;
  /** A hint's reasons: income changes, a share's worth against its price, expected money. */
  moveReasons(input: MoveReasonInput): string[];
  /** The money the move adds to what the seat can expect at the end (the reasons' figure). */
  moveGain(input: MoveReasonInput): number;
}

/** The scores of a stock game whose view has `finished` and the players' cash. */
export function stockScores<View extends StockView & { readonly finished: boolean }>(
  economy: (view: View) => Economy,
): StockScores {
  const settled = (view: View) => withAuctionSettled(economy(view), view);
  return {
    evaluate(view, seat) {
      const v = view as View;
      if (v.finished) return v.players[seat]!.cash;
      return projectedScores(economy(v))[seat]!;
    },
    greedyEvaluate(view, seat) {
      const v = view as View;
      if (v.finished) return v.players[seat]!.cash;
      return projectedScores(settled(v))[seat]!;
    },
    moveReasons(input) {
      const before = input.before as View;
      const reasons = stockMoveReasons(
        settled(before),
        settled(input.after as View),
        before,
        input.seat,
      );
      // A pass changes little on paper: say what letting the share go means.
      if (input.move?.type.endsWith('.pass') && before.auction)
        return [stockPassReason(economy(before), before, input.seat), ...reasons].slice(0, 3);
      return reasons;
    },
    moveGain(input) {
      const before = input.before as View;
      return stockMoneyGain(settled(before), settled(input.after as View), input.seat);
    },
  };
}
