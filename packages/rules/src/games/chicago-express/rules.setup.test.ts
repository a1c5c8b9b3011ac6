/** Chicago Express rules: setup (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { PRR, WAB, synthetic } from './testing/rules-helpers.js';

describe('chicago-express setup', () => {
  it('chicago-express:starting-money — $120 split equally: 2p 60, 3p 40, 4p 30, 5p 24, 6p 20', () => {
    const expected: Record<number, number> = { 2: 60, 3: 40, 4: 30, 5: 24, 6: 20 };
    for (let n = 2; n <= 6; n++) {
      const s = new Scenario(Array.from({ length: n }, (_, i) => `P${i}`));
      expect(s.view.players.map((p) => p.cash)).toEqual(new Array(n).fill(expected[n]));
    }
  });

  it('chicago-express:setup — 2 to 6 players; other counts and unknown options are refused with a RangeError', () => {
    expect(() => game.createGame({ players: ['A'], seed: 'x' })).toThrow(RangeError);
    expect(() =>
      game.createGame({ players: Array.from({ length: 7 }, (_, i) => `P${i}`), seed: 'x' }),
    ).toThrow(RangeError);
    expect(() => game.createGame({ players: ['A', 'B'], seed: 'x', options: { nope: 1 } })).toThrow(
      /nope/,
    );
    expect(() =>
      game.createGame({ players: ['A', 'B'], seed: 'x', options: { houseEndLimit: 7 } }),
    ).toThrow(/houseEndLimit/);
  });

  it('chicago-express:share-certificates — PRR 3, B&O 4, NYC 5, C&O 6, Wabash 2 shares', () => {
    expect(
      new Scenario(['A', 'B']).view.companies.map((c) => [c.short, c.sharesTotal, c.sharesLeft]),
    ).toEqual([
      ['PRR', 3, 3],
      ['B&O', 4, 4],
      ['NYC', 5, 5],
      ['C&O', 6, 6],
      ['WAB', 2, 2],
    ]);
  });

  it('chicago-express:placing-locomotives-and-shares — PRR 20, B&O 22, NYC 24, C&O 26, Wabash 11 locomotives; one of each of the four on its start hex, Fort Wayne empty', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.companies.map((c) => c.locosTotal)).toEqual([20, 22, 24, 26, 11]);
    expect(v.companies.map((c) => c.supply)).toEqual([19, 21, 23, 25, 11]);
    const at = (id: string) => v.board.hexes.find((h) => h.id === id)!;
    expect(at('R5').locos).toEqual(['prr']);
    expect(at('Q7').locos).toEqual(['bo']);
    expect(at('S3').locos).toEqual(['nyc']);
    expect(at('Q9').locos).toEqual(['co']);
    expect(at('D3').locos).toEqual([]);
    expect([at('R5').name, at('Q7').name, at('S3').name, at('Q9').name, at('D3').name]).toEqual([
      'Philadelphia',
      'Baltimore',
      'New York',
      'Washington',
      'Fort Wayne',
    ]);
  });

  it('chicago-express:placing-the-income-discs — incomes PRR 7, B&O 6, NYC 8, C&O 5; the Wabash disc stays off the track', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.companies.map((c) => c.income)).toEqual([7, 6, 8, 5, 0]);
    expect(v.companies[WAB]!.open).toBe(false);
  });

  it('chicago-express:placing-the-houses — 20 houses in the supply; Detroit 1, Wheeling 3, Pittsburgh 4 in the table', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.houseSupply).toBe(20);
    expect(v.industrial.map((i) => [i.name, i.value, i.step])).toEqual([
      ['Detroit', 1, 1],
      ['Wheeling', 3, 1],
      ['Pittsburgh', 4, 2],
    ]);
  });

  it('chicago-express:map-terrain — 160 hexes; Detroit, Wheeling and Pittsburgh are industrial; Chicago is worth 7; adjacency is symmetric', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.board.hexes).toHaveLength(160);
    expect(v.board.hexes.filter((h) => h.terrain === 'industrial').map((h) => h.name)).toEqual([
      'Detroit',
      'Wheeling',
      'Pittsburgh',
    ]);
    expect(v.board.hexes.find((h) => h.id === 'A2')).toMatchObject({
      name: 'Chicago',
      terrain: 'chicago',
      value: 7,
    });
    const byId = new Map(v.board.hexes.map((h) => [h.id, h]));
    for (const h of v.board.hexes)
      for (const n of h.neighbours) expect(byId.get(n)!.neighbours).toContain(h.id);
  });

  it('chicago-express:income-above-50 — above 50 the view shows a +50 marker and the disc at income - 50 (synthetic income, no short game reaches 51)', () => {
    const s = new Scenario(['A', 'B']);
    const state = synthetic(s.state, { income: [57, 6, 8, 5, 0] });
    expect(game.view(state, 'all').companies[PRR]).toMatchObject({
      income: 57,
      plus50: true,
      incomeTrack: 7,
    });
    expect(game.view(s.state, 'all').companies[PRR]).toMatchObject({
      income: 7,
      plus50: false,
      incomeTrack: 7,
    });
  });
});
