/** Chicago Express rules: develop a hex (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { R, PRR, twoPlayers, refused, accepted, boToChicago } from './testing/rules-helpers.js';

describe('chicago-express develop a hex', () => {
  it('chicago-express:developing-cities-mountains-and-forests — needs a locomotive there; once only; takes a house from the supply', () => {
    const s = twoPlayers();
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'Q3' },
      R('developing-cities-mountains-and-forests'),
    );
    s.apply({ type: 'action.decline', player: 0 });
    s.idle();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.develop('Q3');
    expect(s.view.houseSupply).toBe(19);
    expect(s.view.board.hexes.find((h) => h.id === 'Q3')!.house).toBe(true);
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'Q3' },
      R('developing-cities-mountains-and-forests'),
    );
  });

  it('chicago-express:effect-on-cities-and-mountains — every company on the hex gains the house value', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.build('nyc', ['R2', 'Q3']);
    s.develop('Q3');
    expect(s.view.lastDevelop!.incomeChanges).toEqual([
      { company: 'prr', before: 8, after: 9 },
      { company: 'nyc', before: 9, after: 10 },
    ]);
  });

  it('chicago-express:effect-on-forests — the company on the forest gets $2 from the bank; income unchanged', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3']);
    const treasury = s.view.companies[PRR]!.treasury;
    s.develop('R3');
    expect(s.view.companies[PRR]!.treasury).toBe(treasury + 2);
    expect(s.view.companies[PRR]!.income).toBe(7);
    expect(s.view.lastDevelop).toMatchObject({
      kind: 'forest',
      cashTo: { company: 'prr', amount: 2 },
    });
    expect(s.view.houseSupply).toBe(19);
  });

  it('chicago-express:hexes-that-cannot-be-developed — plains, start hexes and Chicago cannot be developed', () => {
    const s = twoPlayers();
    s.build('prr', ['R4']);
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'R4' },
      R('hexes-that-cannot-be-developed'),
    );
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'R5' },
      R('hexes-that-cannot-be-developed'),
    );
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'A2' },
      R('hexes-that-cannot-be-developed'),
    );
  });

  it('chicago-express:developing-industrial-cities — needs a locomotive; may be developed repeatedly; Pittsburgh +2 a step', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.choose('develop');
    refused(s, { type: 'develop.place', player: 0, hex: 'K4' }, R('developing-industrial-cities'));
    s.apply({ type: 'action.decline', player: 0 });
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    const before = s.income('prr');
    s.untilCan(1, 'develop').develop('K4');
    expect(s.view.industrial[2]!.value).toBe(6);
    expect(s.income('prr')).toBe(before + 2);
  });

  it('chicago-express:industrial-city-maximum — a city on its last space cannot be developed further (Pittsburgh 8 by default)', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    s.untilCan(1, 'develop').develop('K4');
    s.untilCan(0, 'develop').develop('K4');
    expect(s.view.industrial[2]).toMatchObject({ value: 8, max: 8, atMax: true });
    s.untilCan(1, 'develop').choose('develop');
    refused(s, { type: 'develop.place', player: 1, hex: 'K4' }, R('industrial-city-maximum'));
  });

  it('chicago-express:effect-on-industrial-cities — every company there gains the difference (see the wheeling-develop fixture for two companies)', () => {
    const s = twoPlayers({ pittsburghMax: 10 }, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    const before = s.income('prr');
    s.untilCan(1, 'develop').develop('K4');
    expect(s.view.lastDevelop).toMatchObject({
      kind: 'industrial',
      valueBefore: 4,
      valueAfter: 6,
      incomeChanges: [{ company: 'prr', before, after: before + 2 }],
    });
  });

  it('chicago-express:detroit-develops-automatically — players may not develop Detroit', () => {
    const s = twoPlayers();
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'E0' },
      R('detroit-develops-automatically'),
    );
  });

  it('chicago-express:fort-wayne — Fort Wayne counts as a city: other companies may build there and it can be developed', () => {
    const { s } = boToChicago({}, 3); // B&O stops on Fort Wayne
    expect(s.view.board.hexes.find((h) => h.id === 'D3')!.locos).toEqual(['bo']);
    const income = s.income('bo');
    s.untilCan(0, 'develop').develop('D3');
    expect(s.income('bo')).toBe(income + 2);
  });

  it('chicago-express:develop-a-hex — option developNeedsShare requires a share of a company on the hex', () => {
    const s = twoPlayers({ developNeedsShare: true });
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.choose('develop');
    const why = refused(s, { type: 'develop.place', player: 1, hex: 'Q3' }, R('develop-a-hex'));
    expect(why).toMatch(/share/);
    const plain = twoPlayers();
    plain.build('prr', ['R4', 'R3', 'Q3']);
    plain.choose('develop');
    accepted(plain, { type: 'develop.place', player: 1, hex: 'Q3' });
  });
});
