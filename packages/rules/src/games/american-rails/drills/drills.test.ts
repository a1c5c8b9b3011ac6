import { expect } from 'vitest';
import { describeDrills } from '../../../core/testing/drill-suite.js';
import { applyMove } from '../../../core/replay.js';
import type { DrillQuestion } from '../../../core/drills/types.js';
import { americanRails } from '../index.js';
import type { AmericanRailsState } from '../state.js';
import { drills } from './index.js';

/** The position after the question's move. */
function after(q: DrillQuestion, state: AmericanRailsState): AmericanRailsState {
  const moved = applyMove(americanRails, state, q.move!);
  if (!moved.ok) throw new Error(moved.error.reason);
  return moved.state;
}

const companyOf = (q: DrillQuestion, state: AmericanRailsState, id = q.about!.company) =>
  americanRails.view(state, q.seat).companies.find((c) => c.id === id)!;

describeDrills<AmericanRailsState>(drills, {
  independent: {
    // Arithmetic on what the board shows: income over shares held, rounded up.
    'dividend-per-share': (q, state) => {
      const c = companyOf(q, state);
      expect(q.answer).toBe(Math.ceil(c.income / c.sharesHeld));
    },
    'dividend-total': (q, state) => {
      const v = americanRails.view(state, q.seat);
      const mine = v.players[q.seat]!.shares;
      const total = v.companies.reduce(
        (sum, c) =>
          sum + (mine[c.id] ?? 0) * (c.sharesHeld ? Math.ceil(c.income / c.sharesHeld) : 0),
        0,
      );
      expect(q.answer).toBe(total);
    },
    // The company's treasury and income after the engine places the cube.
    'cube-cost': (q, state) => {
      expect(companyOf(q, state).treasury - companyOf(q, after(q, state)).treasury).toBe(q.answer);
    },
    'cube-income': (q, state) => {
      expect(companyOf(q, after(q, state)).income - companyOf(q, state).income).toBe(q.answer);
    },
    'build-targets': (q, state) => {
      const legal = americanRails
        .legalMoves(state)
        .flatMap((m) =>
          m.type === 'build.place' && m.company === q.about!.company ? [m.hex] : [],
        );
      expect([...(q.answer as string[])].sort()).toEqual(legal.sort());
    },
    'develop-income': (q, state) => {
      const change = after(q, state).context.last.incomeChange!.deltas[0]!;
      expect(change.after - change.before).toBe(q.answer);
    },
  },
});
