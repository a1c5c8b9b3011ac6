/** Last Spike rules: laying track (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { moveTypesOf } from '../../core/replay.js';
import { TILE_CODES } from './data/index.js';
import { checkedLastSpike as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import {
  R,
  ANN,
  BOB,
  two,
  refused,
  accepted,
  lay,
  checkInvariantsAfterEach,
  checked,
} from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('laying track', () => {
  it(`${R('turn-order')} — T1: clockwise from the first player`, () => {
    const current = checked(Scenario.dealt(['A', 'B', 'C'], ['B1', 'A3', 'C1'], []));
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(current.current);
      current.turn(
        current.ctx.hands[current.current]!.find((t) =>
          game.legalMoves(current.state).some((m) => m.type === 'tile.lay' && m.tile === t),
        )!,
      );
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });

  it(`${R('turn-sequence')} — T2: laying a tile is mandatory, before buying or drawing`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(new Set(game.legalMoves(s.state).map((m) => m.type))).toEqual(new Set(['tile.lay']));
    refused(s, { type: 'land.decline', player: ANN }, R('laying-track'));
    refused(s, { type: 'tile.draw', player: ANN }, R('laying-track'));
    refused(s, { type: 'land.buy', player: ANN, city: 'omaha' }, R('laying-track'));
    refused(s, lay(BOB, 'E1'), R('turn-order'));
    refused(s, lay(ANN, 'B1'), R('laying-track'));
    expect(moveTypesOf(game.machine).has('turn.pass')).toBe(false);
  });

  it(`${R('where-a-tile-may-be-laid')} — T3: normal cost next to a city or a laid tile of the same route`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['A2', 'B1', 'B2', 'D1']);
    expect(s.view().spaces.A1!.layCost).toBe(4000);
    expect(s.view().spaces.A2).toMatchObject({ layCost: 4000, detached: true });
    s.turn('A1');
    expect(s.ctx.cash[ANN]).toBe(56000);
    expect(s.view().spaces.A2).toMatchObject({ cost: 2000, layCost: 2000, detached: false });
    s.turn('A2');
    expect(s.ctx.cash[BOB]).toBe(58000);
    expect(s.view().lastLay).toMatchObject({ tile: 'A2', cost: 2000, detached: false });
  });

  it(`${R('detached-tiles-cost-double')} — T3 (rulebook reading): detached only when no tile can be laid normally`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(game.legalMoves(s.state)).toEqual([lay(ANN, 'A1')]);
    const why = refused(s, lay(ANN, 'C2'), R('detached-tiles-cost-double'));
    expect(why).toMatch(/double cost only when none of your tiles/);
  });

  it(`${R('detached-tiles-cost-double')} — T3: with no normal lay, any tile at double cost`, () => {
    const s = two(['C2', 'E3', 'X2', 'W2'], ['E1', 'B1', 'B2', 'D1']);
    expect(game.legalMoves(s.state)).toHaveLength(4);
    s.turn('C2');
    expect(s.view().lastLay).toMatchObject({ tile: 'C2', cost: 2000, detached: true });
    expect(s.ctx.cash[ANN]).toBe(58000);
    expect(s.view().spaces.C3).toMatchObject({ layCost: 2000, detached: false });
  });

  it(`${R('detached-tiles-cost-double')} — T3: a normal lay that cannot be paid does not block a detached one`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']).setCash(ANN, 3000);
    expect(game.legalMoves(s.state)).toEqual([lay(ANN, 'C2')]);
    refused(s, lay(ANN, 'A1'), R('paying-for-track'));
  });

  it(`${R('detached-tiles-cost-double')} — T3 option "always": a detached tile may always be laid at double cost`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], {
      detachedPlacement: 'always',
    });
    accepted(s, lay(ANN, 'C2'));
    s.turn('C2');
    expect(s.ctx.cash[ANN]).toBe(58000);
  });

  it(`${R('paying-for-track')} — the cost goes to the bank`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    expect(s.ctx.ledger.received).toBe(4000);
    expect(s.ctx.cash).toEqual([56000, 60000]);
  });

  it(`${R('track-tile-codes')} — a tile fits exactly its own space and must be in hand`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    refused(s, lay(ANN, 'Q9'), R('track-tile-codes'));
    refused(s, lay(ANN, 'E1'), R('laying-track'));
    expect(TILE_CODES).toHaveLength(48);
  });
});
