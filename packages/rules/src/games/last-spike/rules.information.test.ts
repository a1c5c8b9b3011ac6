/** Last Spike rules: information (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { seedPrng } from '../../core/prng.js';
import { checkedLastSpike as game } from './invariants.js';
import type { LsMove } from './types.js';
import { R, ANN, BOB, two, lay, checkInvariantsAfterEach } from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('information', () => {
  it(`${R('drawing-starting-tiles')} — describeMove never names a drawn tile to another seat`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], ['Z4']);
    s.apply(lay(ANN, 'A1'));
    const draw: LsMove = { type: 'tile.draw', player: ANN };
    expect(game.describeMove(draw, s.state, ANN)).toBe('Ann draws Z4.');
    expect(game.describeMove(draw, s.state, 'all')).toBe('Ann draws Z4.');
    for (const viewer of [BOB, 'spectator'] as const)
      expect(game.describeMove(draw, s.state, viewer)).toBe('Ann draws a tile.');
    expect(game.describeMove(lay(BOB, 'E1'), s.state, BOB)).toMatch(/lays E1/);
  });

  it(`${R('land-ownership-is-public')} — option hiddenCash: a seat sees only its own cash until the end`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], { hiddenCash: true });
    expect(s.view(ANN).players.map((p) => p.cash)).toEqual([60000, null]);
    expect(s.view(BOB).players.map((p) => p.cash)).toEqual([null, 60000]);
    expect(s.view('spectator').players.map((p) => p.cash)).toEqual([null, null]);
    expect(s.view('all').players.map((p) => p.cash)).toEqual([60000, 60000]);
    expect(s.view(BOB).purchasingPower).toBeNull();
    const open = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(open.view('spectator').players.map((p) => p.cash)).toEqual([60000, 60000]);
  });

  it(`${R('two-player-game')} — sampleHidden deals only unseen tiles anew, from the seat's knowledge`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.turn('A1').turn('E1');
    for (const seat of [ANN, BOB]) {
      const [sample] = game.sampleHidden(s.state, seat, seedPrng('p1'));
      expect(game.view(sample, seat)).toEqual(game.view(s.state, seat));
      expect(game.checkInvariants(sample)).toEqual([]);
      expect(sample.context.hands[seat]).toEqual(s.ctx.hands[seat]);
      // A function of the information set: sampling from the sample gives the same result.
      const [again] = game.sampleHidden(sample, seat, seedPrng('p2'));
      const [direct] = game.sampleHidden(s.state, seat, seedPrng('p2'));
      expect(again.context).toEqual(direct.context);
    }
    const [a] = game.sampleHidden(s.state, ANN, seedPrng('p1'));
    const [b] = game.sampleHidden(s.state, ANN, seedPrng('p3'));
    expect(a.context.supply).not.toEqual(b.context.supply);
  });

  it('invariants catch a duplicated tile and negative cash', () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const bad = {
      ...s.state,
      context: { ...s.ctx, supply: [...s.ctx.supply, 'A1'], cash: [-1000, 60000] },
    } as typeof s.state;
    const problems = game.checkInvariants(bad);
    expect(problems.some((p) => /tiles not conserved/.test(p))).toBe(true);
    expect(problems.some((p) => /never be negative/.test(p))).toBe(true);
  });
});
