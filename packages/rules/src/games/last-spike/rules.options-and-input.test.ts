/** Last Spike rules: options and bad input (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { checkedLastSpike as game } from './invariants.js';
import { R, two, checkInvariantsAfterEach } from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('options and bad input', () => {
  it(`${R('drawing-starting-tiles')} — option fixedDeal: a bad deal is refused with one clear message`, () => {
    const make =
      (fixedDeal: string, players = ['A', 'B']) =>
      () =>
        game.createGame({ players, seed: 'x', options: { fixedDeal } });
    expect(make('A1 B1')).toThrow(/must read "FIRST… \| STACK…"/);
    expect(make('A1 Q7 | ')).toThrow(/"Q7" in the first-player draw is not a tile code/);
    expect(make('A1 | B1')).toThrow(/one tile per seat \(2\), got 1/);
    expect(make('A1 B1 | C1 C1')).toThrow(/tile C1 appears twice in the stack/);
    expect(() =>
      game.createGame({
        players: ['A', 'B'],
        seed: 'x',
        options: { firstPlayerTile: 'keep', fixedDeal: 'A1 B1 | A1' },
      }),
    ).toThrow(/A1 is kept in a hand/);
    expect(() =>
      game.createGame({
        players: ['A', 'B'],
        seed: 'x',
        options: { detachedPlacement: 'sometimes' },
      }),
    ).toThrow(/options.detachedPlacement must be one of/);
    expect(() =>
      game.createGame({ players: ['A', 'B'], seed: 'x', options: { hiddenCash: 'yes' } }),
    ).toThrow(/options.hiddenCash must be a boolean/);
  });

  it(`${R('turn-sequence')} — malformed moves are refused with a reason, never a crash`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    for (const move of [
      null,
      7,
      [],
      { type: 'tile.lay' },
      { type: 'tile.lay', player: 0, tile: 5 },
      { type: 'x.y', player: 0 },
      { type: 'tile.lay', player: 9, tile: 'A1' },
    ]) {
      const why = game.explainIllegal(s.state, move as GameMove);
      expect(why?.reason.length).toBeGreaterThan(10);
      expect(applyMove(game, s.state, move as GameMove).ok).toBe(false);
    }
  });
});
