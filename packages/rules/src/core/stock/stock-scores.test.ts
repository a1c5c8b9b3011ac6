import { describe, expect, it } from 'vitest';
import { projectedScores, withSale, type Economy } from './bot-economy.js';
import { stockMoveReasons } from './stock-reasons.js';
import type { StockView } from './view.js';
import { stockScores } from './stock-scores.js';

/** Two seats, one company: seat 0 holds its only sold share. */
const economy: Economy = {
  cash: [20, 30],
  holdings: [[1], [0]],
  income: [6],
  treasury: [10],
  held: [1],
  unsold: [2],
  supply: [10],
  dividendsLeft: 3,
  growth: 0.3,
};

const view = (over: Partial<StockView> = {}) =>
  ({
    players: [{ cash: 20 }, { cash: 30 }],
    companies: [{ id: 'red' }],
    auction: null,
    finished: false,
    ...over,
  }) as unknown as StockView;

const scores = stockScores<StockView>(() => economy);

describe('stockScores (the stock games’ shared bot scores)', () => {
  it('a finished game scores the cash; otherwise the money expected from the economy', () => {
    expect(scores.evaluate(view({ finished: true }), 1)).toBe(30);
    expect(scores.evaluate(view(), 0)).toBe(projectedScores(economy)[0]);
  });

  it('the greedy score settles the auction under way at its high bid; evaluate does not', () => {
    const bidding = view({
      auction: { item: 'red', highBidder: 1, highBid: 8 } as unknown as StockView['auction'],
    });
    const settled = projectedScores(withSale(economy, 1, 0, 8));
    expect(scores.greedyEvaluate(bidding, 1)).toBe(settled[1]);
    expect(scores.greedyEvaluate(bidding, 1)).not.toBe(scores.evaluate(bidding, 1));
    expect(scores.greedyEvaluate(view({ finished: true }), 0)).toBe(20);
  });

  it('a hint’s reasons compare the settled economies before and after', () => {
    const before = view({
      auction: { item: 'red', highBidder: 1, highBid: 8 } as unknown as StockView['auction'],
    });
    const reasons = scores.moveReasons({ before, after: view(), seat: 1 } as never);
    const settledBefore = withSale(economy, 1, 0, 8);
    expect(reasons).toEqual(stockMoveReasons(settledBefore, economy, before, 1));
  });
});
