/** American Rails rules: company income (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { ACTION_ROWS } from './data/actions.js';
import { rickMikeMaryGame } from './fixtures/scenario.js';
import { checkedAmericanRails } from './invariants.js';
import { chicagoAmerican, crossroads, Driver } from './testing/scenario.js';

const CHICAGO_TO_ATLANTA = [
  '2,2',
  '1,3',
  '2,4',
  '2,5',
  '3,6',
  '3,7',
  '4,8',
  '4,9',
  '5,10',
  '5,11',
  '6,12',
];

const CHICAGO_TO_NEW_YORK = [
  '3,2',
  '4,2',
  '5,2',
  '6,2',
  '7,2',
  '8,2',
  '9,2',
  '10,2',
  '10,3',
  '11,3',
  '12,3',
  '13,3',
  '14,3',
  '15,3',
  '16,3',
];

let special: ReturnType<typeof playSpecial> | null = null;

function buildSpecial() {
  special ??= playSpecial();
  return special;
}

/** Ann's American builds Chicago → Atlanta, then Chicago → New York; Ben and Cat fund it. */
function playSpecial() {
  const d = chicagoAmerican();
  const path = [...CHICAGO_TO_ATLANTA, ...CHICAGO_TO_NEW_YORK];
  let next = 0;
  const views: Record<string, ReturnType<Driver['view']>> = {};
  for (let turns = 0; turns < 200 && next < path.length + 1; turns++) {
    const free = (id: string) =>
      d.ctx.actionTrack[d.ctx.clock.phase]![ACTION_ROWS.findIndex((r) => r.id === id)] === null;
    if (d.seat === 0) {
      d.choose(free('expand4') ? 'expand4' : 'expand3');
      while (d.phase === 'expand' && next <= path.length) {
        const hex = next < path.length ? path[next]! : '1,1';
        if (d.refusal({ type: 'build.place', company: 'american', hex })) break;
        d.place('american', hex);
        if (hex === '6,12') views.atAtlanta = d.view();
        if (hex === '5,2') views.afterAtlanta = d.view(); // the next city after Atlanta
        if (hex === '16,3') views.atNewYork = d.view();
        next++;
      }
      if (d.phase === 'expand') {
        if (d.ctx.cubesPlaced > 0) d.finish();
        else d.decline();
      }
    } else if (free('fund')) {
      d.choose('fund').fund('american');
    } else {
      d.choose(free('pass') ? 'pass' : 'develop');
      if (d.phase === 'develop') d.decline();
    }
  }
  views.final = d.view();
  expect(views.atAtlanta && views.atNewYork).toBeTruthy();
  return views as Record<
    'atAtlanta' | 'afterAtlanta' | 'atNewYork' | 'final',
    ReturnType<Driver['view']>
  >;
}

describe('american-rails company income', () => {
  it('american-rails:company-income — income rises as track reaches cities and always equals the board', () => {
    const d = crossroads()
      .choose('expand4')
      .place('american', '5,5')
      .place('american', 'indianapolis');
    expect(d.view().companies[0]!.income).toBe(4 + 2 + 0);
    expect(checkedAmericanRails.checkInvariants(d.state)).toEqual([]);
  });

  it('american-rails:full-and-shared-city-values — full value for a lone company, shared value for each of two or more', () => {
    const v = crossroads()
      .choose('expand4')
      .place('american', '5,5')
      .place('american', 'louisville')
      .view();
    expect(v.cities.louisville).toMatchObject({ full: 1, shared: 1, earnsEach: 1 });
    expect(v.cities.indianapolis).toMatchObject({ full: 4, shared: 2, earnsEach: 4 });
  });

  it('american-rails:first-track-cube-in-a-city — the first cube raises its company by the full value', () => {
    const d = crossroads()
      .choose('expand4')
      .place('american', '6,4')
      .place('american', '7,4')
      .place('american', 'columbus');
    expect(d.view().lastIncomeChange).toMatchObject({ cause: 'cube', delta: { american: 1 } });
  });

  it('american-rails:second-track-cube-in-a-city — the newcomer earns the shared value; the first company drops by full − shared', () => {
    const d = crossroads();
    d.choose('pass');
    d.choose('expand3').place('national', '5,5').place('national', 'cincinnati');
    expect(d.view().lastIncomeChange!.delta).toEqual({ american: -2, national: 2 });
    expect(
      d
        .view()
        .companies.slice(0, 2)
        .map((c) => c.income),
    ).toEqual([2, 3]);
  });

  it('american-rails:further-track-cubes-in-a-city — each further cube earns its company the shared value', () => {
    const d = crossroads();
    d.choose('pass');
    d.choose('expand3').place('national', '5,5').place('national', 'cincinnati').finish();
    d.choose('expand4').place('continental', '5,5').place('continental', 'cincinnati');
    expect(d.view().lastIncomeChange!.delta).toEqual({ continental: 2 });
    expect(d.view().cities.cincinnati!.cubes).toEqual(['american', 'national', 'continental']);
  });

  it('american-rails:development-bonus-in-shared-cities — the development bonus drops from $2 to $1 when a second company arrives', () => {
    const d = rickMikeMaryGame();
    const game = new Driver(d.players, d.seed);
    for (const move of d.moves.slice(0, d.marks['liberty-in-buffalo'])) game.do(move);
    expect(game.view().lastIncomeChange!.delta).toEqual({ national: -2, liberty: 4 });
    expect(game.view().cities.buffalo!.earnsEach).toBe(4);
  });

  it('american-rails:special-connection-bonuses — track connecting Chicago–Atlanta adds $10 at once, on top of the city values', () => {
    const { atAtlanta } = buildSpecial();
    expect(atAtlanta.lastIncomeChange).toMatchObject({
      bonuses: ['chicago-atlanta'],
      delta: { american: 15 },
    });
    expect(atAtlanta.companies[0]!.specialConnections).toEqual(['chicago-atlanta']);
  });

  it('american-rails:one-bonus-per-connection — each pair pays once', () => {
    const { afterAtlanta } = buildSpecial();
    expect(afterAtlanta.lastIncomeChange).toMatchObject({ bonuses: [], delta: { american: 2 } });
    expect(afterAtlanta.companies[0]!.specialConnections).toEqual(['chicago-atlanta']);
  });

  it('american-rails:connecting-all-three-bonus-cities — reaching the third city completes two pairs: +$20', () => {
    const { atNewYork, final } = buildSpecial();
    expect(atNewYork.lastIncomeChange).toMatchObject({
      bonuses: ['chicago-new-york', 'new-york-atlanta'],
      delta: { american: 28 },
    });
    expect(final.companies[0]!.specialConnections).toEqual([
      'chicago-new-york',
      'chicago-atlanta',
      'new-york-atlanta',
    ]);
  });

  it('american-rails:no-income-limit — income has no upper limit', () => {
    const { final } = buildSpecial();
    // Chicago 7 + Chattanooga 4 + Atlanta 5 + Fort Wayne 2 + Cleveland 4 + Pittsburg 5 + Harrisburg 1 + New York 8 + 3 x $10.
    expect(final.companies[0]!.income).toBe(66);
  });
});
