import { expect } from 'vitest';
import { describeDrills } from '../../../core/testing/drill-suite.js';
import { applyMove } from '../../../core/replay.js';
import type { DrillQuestion } from '../../../core/drills/types.js';
import { chicagoExpress } from '../index.js';
import type { ChicagoExpressState } from '../state.js';
import { drills } from './index.js';

/** The position after the question's move. */
function after(q: DrillQuestion, state: ChicagoExpressState): ChicagoExpressState {
  const moved = applyMove(chicagoExpress, state, q.move!);
  if (!moved.ok) throw new Error(moved.error.reason);
  return moved.state;
}

const company = (q: DrillQuestion, state: ChicagoExpressState) =>
  chicagoExpress.view(state, q.seat).companies.find((c) => c.id === q.about!.company)!;

describeDrills<ChicagoExpressState>(drills, {
  independent: {
    // The auction the move opens starts at the predicted minimum.
    'minimum-bid': (q, state) => expect(after(q, state).context.auction!.minimum).toBe(q.answer),
    // The engine's legal offers.
    'auctionable-shares': (q, state) => {
      const offers = chicagoExpress
        .legalMoves(state)
        .flatMap((m) => (m.type === 'auction.offer' ? [m.company] : []));
      expect([...(q.answer as string[])].sort()).toEqual(offers.sort());
    },
    // Arithmetic on what the board shows: income over shares sold, rounded up.
    'dividend-per-share': (q, state) => {
      const c = company(q, state);
      expect(q.answer).toBe(Math.ceil(c.income / c.sharesSold));
    },
    'dividend-total': (q, state) => {
      const v = chicagoExpress.view(state, q.seat);
      const mine = v.players[q.seat]!.shares;
      const total = v.companies.reduce(
        (sum, c) =>
          sum + (mine[c.id] ?? 0) * (c.sharesSold ? Math.ceil(c.income / c.sharesSold) : 0),
        0,
      );
      expect(q.answer).toBe(total);
    },
    // The company's treasury and income after the placement the engine makes.
    'placement-cost': (q, state) => {
      const c = company(q, state);
      expect(c.treasury - company(q, after(q, state)).treasury).toBe(q.answer);
    },
    'placement-income': (q, state) => {
      const placed = after(q, state).context.lastBuild!.placements.at(-1)!;
      expect(placed.incomeGain).toBe(q.answer);
    },
    // The engine's legal placements for that company.
    'build-targets': (q, state) => {
      const legal = chicagoExpress
        .legalMoves(state)
        .flatMap((m) =>
          m.type === 'build.place' && m.company === q.about!.company ? [m.hex] : [],
        );
      expect([...(q.answer as string[])].sort()).toEqual(legal.sort());
    },
    'develop-income': (q, state) => {
      const change = after(q, state).context.lastDevelop!.incomeChanges[0]!;
      expect(change.after - change.before).toBe(q.answer);
    },
  },
});
