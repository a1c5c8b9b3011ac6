import { expect } from 'vitest';
import { describeDrills } from '../../../core/testing/drill-suite.js';
import { applyMove } from '../../../core/replay.js';
import type { GameMove } from '../../../core/record.js';
import type { DrillQuestion } from '../../../core/drills/types.js';
import { CARD_BY_ID } from '../data/index.js';
import { lastSpike } from '../index.js';
import { phaseOf, type LastSpikeState } from '../state.js';
import type { LogEntry } from '../types.js';
import { drills } from './index.js';

function apply(state: LastSpikeState, move: GameMove): LastSpikeState {
  const moved = applyMove(lastSpike, state, move);
  if (!moved.ok) throw new Error(moved.error.reason);
  return moved.state;
}

/** Lays the question's tile as the engine does, selling land first when cash is short. */
function laid(q: DrillQuestion, state: LastSpikeState): LogEntry[] {
  let next = apply(state, q.move!);
  while (phaseOf(next) === 'raisingCash')
    next = apply(
      next,
      lastSpike.legalMoves(next).find((m) => m.type === 'land.sell')!,
    );
  return next.context.log.slice(state.context.log.length);
}

const view = (q: DrillQuestion, state: LastSpikeState) => lastSpike.view(state, q.seat);

describeDrills<LastSpikeState>(drills, {
  independent: {
    // The hand's costs the seat's own view shows.
    'lay-cost': (q, state) => {
      const option = view(q, state).handOptions!.find((o) => o.tile === q.about!.space)!;
      expect(option.cost).toBe(q.answer);
    },
    // The engine's legal lays.
    'lay-spaces': (q, state) => {
      const legal = lastSpike
        .legalMoves(state)
        .flatMap((m) => (m.type === 'tile.lay' ? [m.tile] : []));
      expect([...(q.answer as string[])].sort()).toEqual(legal.sort());
    },
    // The payouts the engine logs when the tile is laid.
    'route-payout': (q, state) => {
      const paid = laid(q, state).reduce((sum, e) => sum + (e.kind === 'payout' ? e.amount : 0), 0);
      expect(paid).toBe(q.answer);
    },
    'route-payees': (q, state) => {
      const seats = laid(q, state).flatMap((e) => (e.kind === 'payout' ? [String(e.seat)] : []));
      expect([...(q.answer as string[])].sort()).toEqual([...new Set(seats)].sort());
    },
    // Half the printed price, rounded up to $1,000, by plain arithmetic.
    'sale-price': (q, state) => {
      expect(state).toBeDefined();
      expect(q.answer).toBe(Math.ceil(CARD_BY_ID[q.about!.card!]!.price / 2000) * 1000);
    },
    'purchasing-power': (q, state) => expect(view(q, state).purchasingPower).toBe(q.answer),
    'last-spike-spaces': (q, state) => {
      const marked = Object.values(view(q, state).spaces).filter((s) => s.lastSpike);
      expect([...(q.answer as string[])].sort()).toEqual(marked.map((s) => s.code).sort());
    },
  },
  // With hidden cash, the others' cash is changed too: the question must not depend on it.
  hiddenVariants: (state, seat) =>
    state.context.options.hiddenCash
      ? [
          {
            ...state,
            context: {
              ...state.context,
              cash: state.context.cash.map((c, s) => (s === seat ? c : c + 7000)),
            },
          } as LastSpikeState,
        ]
      : [],
});
