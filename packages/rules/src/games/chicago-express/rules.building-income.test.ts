/** Chicago Express rules: income from building (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { PRR, NYC, twoPlayers, boToChicago } from './testing/rules-helpers.js';

describe('chicago-express income from building', () => {
  it('chicago-express:undeveloped-cities-and-mountains — a city or mountain without a house adds its black number', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    expect(s.view.companies[PRR]!.income).toBe(7 + 1);
  });

  it('chicago-express:developed-cities-and-mountains — with a house it adds black number + house value', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.develop('Q3');
    s.build('prr', ['Q4']);
    s.idle();
    expect(s.view.companies[PRR]!.income).toBe(7 + 1 + 1);
    s.until(1).build('nyc', ['R2', 'Q3']);
    expect(s.view.lastBuild!.placements[1]).toMatchObject({ hex: 'Q3', incomeGain: 2 });
    expect(s.view.companies[NYC]!.income).toBe(8 + 1 + 1);
  });

  it('chicago-express:forests-and-plains — forests and plains add nothing', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3']);
    expect(s.view.companies[PRR]!.income).toBe(7);
  });

  it('chicago-express:connecting-an-industrial-city — an industrial city adds its current table value', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    expect(s.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'K4', incomeGain: 4 });
    // Detroit has advanced in the dividend phases meanwhile: connecting it later gives its current value.
    const { s: d } = boToChicago({}, 3);
    d.buildAlong(1, 'bo', ['E3', 'E2', 'E1']);
    d.buildAlong(1, 'bo', ['E0']);
    const detroit = d.view.industrial[0]!.value;
    expect(detroit).toBeGreaterThan(1);
    expect(d.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'E0', incomeGain: detroit });
  });

  it('chicago-express:connecting-chicago — Chicago adds 7 to the income of the company reaching it', () => {
    const { s } = boToChicago({}, 1);
    const before = s.income('bo');
    s.buildAlong(1, 'bo', ['A2']);
    expect(s.income('bo')).toBe(before + 7);
  });
});
