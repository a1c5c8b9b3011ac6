import { expect } from 'vitest';
import { describeDrills } from '../../../core/testing/drill-suite.js';
import { applyMove } from '../../../core/replay.js';
import type { DrillQuestion } from '../../../core/drills/types.js';
import { wildWestExpress } from '../index.js';
import { cityAt, stationOwner } from '../rules.js';
import type { WildWestExpressState } from '../state.js';
import { drills } from './index.js';

/** The question's train move as the engine plays it, with the seat's and the station owner's cash change. */
function played(q: DrillQuestion, state: WildWestExpressState) {
  const moved = applyMove(wildWestExpress, state, q.move!);
  if (!moved.ok) throw new Error(moved.error.reason);
  const after = moved.state.context;
  const before = state.context;
  const city = cityAt((q.move!.path as string[]).at(-1)!);
  const owner = city ? stationOwner(before, city) : -1;
  const gain = (seat: number) => after.cash[seat]! - before.cash[seat]!;
  return {
    after,
    kinds: after.events.map((e) => e.kind),
    seatGain: gain(q.seat),
    ownerGain: owner >= 0 && owner !== q.seat ? gain(owner) : 0,
  };
}

describeDrills<WildWestExpressState>(drills, {
  independent: {
    // The ends of the engine's legal moves for that train.
    'train-stops': (q, state) => {
      const ends = wildWestExpress
        .legalMoves(state)
        .flatMap((m) =>
          m.type === 'train.move' && m.train === q.about!.train ? [m.path.at(-1)!] : [],
        );
      expect([...(q.answer as string[])].sort()).toEqual([...new Set(ends)].sort());
    },
    // What the seat earns when the engine moves the train there, the fee it pays added back.
    'delivery-pay': (q, state) => {
      const { kinds, seatGain, ownerGain, after } = played(q, state);
      if (kinds.includes('competition')) return; // a competition prize is paid on top
      const owed = after.trains.find((t) => t.id === q.about!.train)!.owes?.amount ?? 0;
      expect(seatGain + ownerGain + owed).toBe(q.answer);
    },
    'coal-water-fee': (q, state) => {
      const { ownerGain, after } = played(q, state);
      const owed = after.trains.find((t) => t.id === q.about!.train)!.owes?.amount ?? 0;
      expect(ownerGain + owed).toBe(q.answer);
    },
    // When the desperado wins the engine's duel, its owner gains the predicted loot.
    'duel-loot': (q, state) => {
      const { kinds, after } = played(q, state);
      const desperado = state.context.desperados.find((d) => d.id === q.about!.desperado)!;
      if (kinds.includes('robbery') && !kinds.includes('fee') && !kinds.includes('competition'))
        expect(after.cash[desperado.owner]! - state.context.cash[desperado.owner]!).toBe(q.answer);
      else expect(kinds.includes('robbery')).toBe(false);
    },
    // The rule by plain arithmetic on the rolls the question names.
    'duel-winner': (q) => {
      const [d, t] = q.prompt.match(/rolls (\d)/g)!.map((r) => Number(r.slice(-1)));
      expect(q.answer).toEqual([d! > t! ? 'desperado' : 'train']);
    },
    'success-points': (q, state) =>
      expect(wildWestExpress.view(state, q.seat).players[q.seat]!.points).toBe(q.answer),
  },
});
