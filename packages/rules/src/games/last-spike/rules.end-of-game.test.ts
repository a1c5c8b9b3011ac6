/** Last Spike rules: the last spike and the end (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedLastSpike as game } from './invariants.js';
import { ranking } from './rules.js';
import { Scenario } from './testing/scenario.js';
import type { LsContext } from './types.js';
import {
  R,
  ANN,
  BOB,
  planned,
  refused,
  lay,
  checkInvariantsAfterEach,
} from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('the last spike and the end', () => {
  /** Ann and Bob build St. Louis–Dodge City–El Paso–Yuma–Sacramento; Bob lays Z3 last. */
  function southernLine(): Scenario {
    const ann = ['B1', 'B3', 'F1', 'F3', 'X1', 'X3', 'Z1', 'Z4'];
    const bob = ['B2', 'B4', 'F2', 'F4', 'X2', 'X4', 'Z2', 'Z3'];
    const s = planned(ann, bob);
    for (let i = 0; i < 7; i++) s.turn(ann[i]!).turn(bob[i]!, i === 2 ? 'st-louis' : null);
    s.turn('Z4');
    return s;
  }

  it(`${R('end-of-the-game')} — E1: only the last spike ends the game`, () => {
    const s = southernLine();
    expect(s.view().completedRoutes).toEqual(['B', 'F', 'X']);
    expect(game.result(s.state)).toBeNull();
    expect(s.view().lastSpikeTiles).toEqual(['Z3']);
    expect(s.view().spaces.Z3!.lastSpike).toBe(true);
  });

  it(`${R('last-spike-bonus')} — T7: the tile is paid, then $20,000, then the route pays; no buy, no draw`, () => {
    const s = southernLine();
    const before = [...s.ctx.cash];
    s.apply(lay(BOB, 'Z3'));
    expect(s.view().lastSpike).toEqual({
      seat: BOB,
      tile: 'Z3',
      cost: 5000,
      bonus: 20000,
      sequence: ['cost', 'bonus', 'payout'],
    });
    // Bob holds the Yuma grant (1 card: $5,000), Ann the Sacramento grant (1 card: $9,000).
    expect(s.ctx.cash[BOB]).toBe(before[BOB]! - 5000 + 20000 + 5000);
    expect(s.ctx.cash[ANN]).toBe(before[ANN]! + 9000);
    expect(s.view().finished).toBe(true);
    expect(game.legalMoves(s.state)).toEqual([]);
    // The game is over and every hand is shown: undo never takes the last spike back.
    expect(s.view('spectator').players.every((p) => p.hand !== null)).toBe(true);
    expect(game.isUndoBarrier(southernLine().state, lay(BOB, 'Z3'))).toBe(true);
    refused(s, { type: 'tile.draw', player: BOB }, R('end-of-the-game'));
  });

  it(`${R('paying-for-the-last-spike')} — the last spike is paid like any tile (selling land if short)`, () => {
    const s = southernLine();
    s.setCash(BOB, 1000);
    s.apply(lay(BOB, 'Z3'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(game.result(s.state)).toBeNull();
    s.apply({ type: 'land.sell', player: BOB, card: 'st-louis-1' });
    expect(game.result(s.state)).not.toBeNull();
    expect(s.ctx.cash[BOB]).toBe(1000 + 4000 - 5000 + 20000 + 5000);
  });

  it(`${R('final-payout')} — the completed route pays after the bonus`, () => {
    const s = southernLine();
    s.apply(lay(BOB, 'Z3'));
    const kinds = s.ctx.log.filter((e) => e.turn === s.ctx.turn).map((e) => e.kind);
    expect(kinds).toEqual(['lay', 'complete', 'bonus', 'payout', 'payout']);
  });

  it(`${R('most-cash-wins')} — E2: the most cash wins`, () => {
    const s = southernLine();
    s.apply(lay(BOB, 'Z3'));
    const result = game.result(s.state)!;
    const cash = s.ctx.cash;
    const winner = cash[ANN]! > cash[BOB]! ? ANN : BOB;
    expect(result.winners).toEqual([winner]);
    expect(result.standings[0]).toMatchObject({ seat: winner, score: cash[winner], rank: 1 });
  });

  it(`${R('tiebreak')} — E2: equal cash: the higher total land price wins; still equal: shared`, () => {
    const base = game.createGame({ players: ['A', 'B', 'C'], seed: 'tie' }).context;
    const ctx: LsContext = {
      ...base,
      cash: [50000, 50000, 50000],
      holdings: [
        ['st-louis-0', 'st-louis-1'],
        ['omaha-1', 'omaha-2'],
        ['omaha-3', 'denver-0'],
      ],
    };
    // A: 7,000; B: 4,000 + 5,000 = 9,000; C: 7,000 + 0 = 7,000.
    expect(ranking(ctx).map((r) => [r.seat, r.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ]);
  });
});
