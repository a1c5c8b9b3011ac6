/** Last Spike rules: set-up (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { CITY_IDS, LAND_DATA, compareTiles } from './data/index.js';
import { checkedLastSpike as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, ANN, BOB, two, checkInvariantsAfterEach, checked } from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('set-up', () => {
  it(`${R('setup')} — S1: 2 to 6 players`, () => {
    for (const n of [1, 7])
      expect(() =>
        game.createGame({ players: Array.from({ length: n }, (_, i) => `P${i}`), seed: 'x' }),
      ).toThrow(/2 to 6 players/);
    for (let n = 2; n <= 6; n++) {
      const state = game.createGame({
        players: Array.from({ length: n }, (_, i) => `P${i}`),
        seed: 'x',
      });
      expect(game.checkInvariants(state)).toEqual([]);
    }
  });

  it(`${R('starting-money')} — S2: cash by player count`, () => {
    const expected: Record<number, number> = { 2: 60000, 3: 50000, 4: 40000, 5: 35000, 6: 30000 };
    for (let n = 2; n <= 6; n++) {
      const state = game.createGame({
        players: Array.from({ length: n }, (_, i) => `P${i}`),
        seed: 'x',
      });
      expect(state.context.cash).toEqual(Array(n).fill(expected[n]));
    }
  });

  it(`${R('land-cards')} — S3: nine piles of five, the grant on top, then prices ascending`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const view = s.view();
    expect(Object.keys(view.cities)).toEqual(CITY_IDS);
    for (const city of CITY_IDS) {
      const pile = view.cities[city].pile;
      expect(pile).toHaveLength(5);
      expect(pile[0]).toBe(0);
      expect([...pile].sort((a, b) => a - b)).toEqual(pile);
      expect(new Set(pile.slice(1)).size).toBe(4);
    }
    expect(LAND_DATA.flatMap((p) => p.prices)).toHaveLength(45);
  });

  it(`${R('choosing-the-first-player')} — S4: the tile closest to A1 starts (A3 beats B1)`, () => {
    const current = checked(Scenario.dealt(['Ann', 'Bob'], ['B1', 'A3'], []));
    expect(current.ctx.firstPlayer).toBe(BOB);
    expect(current.view().turn).toBe(BOB);
    expect(current.view().firstPlayerDraw).toEqual([
      { seat: ANN, tile: 'B1' },
      { seat: BOB, tile: 'A3' },
    ]);
    // Seeded: the starter always holds the lowest draw; the drawn tiles go back and are reshuffled.
    let everyDrawerKeptItsTile = 0;
    for (let i = 0; i < 20; i++) {
      const state = game.createGame({ players: ['A', 'B', 'C', 'D'], seed: `first-${i}` });
      const draws = state.context.firstPlayerDraw;
      const lowest = [...draws].sort((a, b) => compareTiles(a.tile, b.tile))[0]!;
      expect(state.context.current).toBe(lowest.seat);
      if (draws.every((d) => state.context.hands[d.seat]!.includes(d.tile)))
        everyDrawerKeptItsTile++;
    }
    expect(everyDrawerKeptItsTile).toBeLessThan(3);
  });

  it(`${R('choosing-the-first-player')} — variant "keep": each keeps the drawn tile, seen by all, and draws 3`, () => {
    for (let i = 0; i < 10; i++) {
      const state = game.createGame({
        players: ['A', 'B', 'C'],
        seed: `keep-${i}`,
        options: { firstPlayerTile: 'keep' },
      });
      const spectator = game.view(state, 'spectator');
      for (const { seat, tile } of state.context.firstPlayerDraw) {
        expect(state.context.hands[seat]).toContain(tile);
        expect(state.context.hands[seat]).toHaveLength(4);
        expect(spectator.players[seat]!.knownTiles).toEqual([tile]);
        expect(spectator.players[seat]!.hand).toBeNull();
      }
      expect(game.checkInvariants(state)).toEqual([]);
    }
    const kept = checked(
      new Scenario(['Ann', 'Bob'], {
        firstPlayerTile: 'keep',
        fixedDeal: 'A1 B1 | U2 C1 C2 C3 D1 D2 D3',
      }),
    );
    expect(kept.ctx.hands[ANN]).toEqual(['A1', 'C1', 'C2', 'C3']);
    kept.turn('A1');
    expect(kept.view('spectator').players[ANN]!.knownTiles).toEqual([]);
  });

  it(`${R('two-player-game')} — S5: one tile set aside face down, seen by nobody`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], {}, 'V2');
    expect(s.ctx.setAside).toEqual(['V2']);
    for (const viewer of [ANN, BOB, 'spectator'] as const) {
      expect(s.view(viewer).setAside).toBeNull();
      expect(s.view(viewer).setAsideCount).toBe(1);
    }
    expect(s.view('all').setAside).toEqual(['V2']);
    const three = game.createGame({ players: ['A', 'B', 'C'], seed: 'x' });
    expect(three.context.setAside).toEqual([]);
  });

  it(`${R('drawing-starting-tiles')} — S6: four hidden tiles each`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(s.ctx.hands).toEqual([
      ['A1', 'C2', 'E3', 'X2'],
      ['B1', 'B2', 'D1', 'E1'],
    ]);
    const annView = s.view(ANN);
    expect(annView.players[ANN]!.hand).toEqual(['A1', 'C2', 'E3', 'X2']);
    expect(annView.players[BOB]!.hand).toBeNull();
    expect(annView.players[BOB]!.handSize).toBe(4);
    expect(s.view('spectator').players.every((p) => p.hand === null)).toBe(true);
    expect(s.view(ANN).supply).toBeNull();
    expect(s.view('all').supply).toHaveLength(48 - 9);
  });
});
