/** The data honours every fact the rulebook states, and every value says where it comes from. */
import { describe, expect, it } from 'vitest';
import { CITY_DATA, ROUTE_DATA } from './data/board.js';
import {
  CITIES,
  CITY_BY_ID,
  LAND_CARDS,
  PAYOUTS,
  ROUTE_BY_LETTER,
  SPACE_BY_CODE,
  SPACES,
  TILE_CODES,
} from './data/index.js';
import { LAND_DATA } from './data/land.js';
import { LAST_SPIKE_BONUS, STARTING_CASH } from './data/money.js';
import type { Sourced } from './data/provenance.js';

const SOURCES = ['rulebook', 'inferred', 'reconstructed'];

describe('last-spike data', () => {
  it('last-spike:game-board — 9 cities, 12 routes of 4 spaces, 48 unique tiles', () => {
    expect(CITIES).toHaveLength(9);
    expect(ROUTE_DATA).toHaveLength(12);
    expect(SPACES).toHaveLength(48);
    expect(new Set(TILE_CODES).size).toBe(48);
  });

  it('last-spike:game-board — the facts the rulebook states', () => {
    expect(ROUTE_BY_LETTER.A).toMatchObject({ east: 'st-louis', west: 'omaha' });
    expect(SPACE_BY_CODE.A4!.city).toBe('omaha');
    expect(SPACE_BY_CODE.C1!.city).toBe('omaha');
    expect(SPACE_BY_CODE.D1!.city).toBe('omaha');
    expect([ROUTE_BY_LETTER.V.east, ROUTE_BY_LETTER.V.west].sort()).toEqual(['denver', 'ogden']);
    expect(CITY_BY_ID.denver.routes).toHaveLength(4);
    expect(CITY_BY_ID.yuma.routes).toHaveLength(3);
    expect(CITY_BY_ID['st-louis'].routes).toHaveLength(2);
    expect(SPACE_BY_CODE.A3!.cost).toBe(3000);
    expect(SPACE_BY_CODE.V3!.cost).toBe(3000);
    expect(LAND_CARDS.some((c) => c.city === 'st-louis' && c.price === 7000)).toBe(true);
    expect(LAND_CARDS.some((c) => c.price === 5000)).toBe(true);
    expect(PAYOUTS.denver[1]).toBe(10000);
    expect(PAYOUTS['dodge-city'][0]).toBe(7000);
    expect(Object.fromEntries(Object.entries(STARTING_CASH).map(([n, c]) => [n, c.value]))).toEqual(
      {
        2: 60000,
        3: 50000,
        4: 40000,
        5: 35000,
        6: 30000,
      },
    );
    expect(LAST_SPIKE_BONUS.value).toBe(20000);
  });

  it('every field carries its provenance (rulebook / inferred / reconstructed)', () => {
    const all: Sourced<unknown>[] = [
      ...CITY_DATA.flatMap((c) => [c.name, c.x, c.y]),
      ...ROUTE_DATA.flatMap((r) => [r.letter, r.east, r.west, ...r.costs]),
      ...LAND_DATA.flatMap((p) => [...p.prices, ...p.payouts]),
    ];
    for (const value of all) expect(SOURCES).toContain(value.source);
    // Only the stated facts are marked rulebook among costs and payouts.
    const rulebookCosts = ROUTE_DATA.flatMap((r) =>
      r.costs.flatMap((c, i) => (c.source === 'rulebook' ? [`${r.letter.value}${i + 1}`] : [])),
    );
    expect(rulebookCosts.sort()).toEqual(['A3', 'V3']);
    const rulebookPayouts = LAND_DATA.flatMap((p) =>
      p.payouts.flatMap((v, i) => (v.source === 'rulebook' ? [`${p.city}×${i + 1}`] : [])),
    );
    expect(rulebookPayouts.sort()).toEqual(['denver×2', 'dodge-city×1']);
  });

  it('land piles: 5 cards a city, the grant free, prices ascending; payouts rise with cards held', () => {
    for (const pile of LAND_DATA) {
      const prices = pile.prices.map((p) => p.value);
      expect(prices).toHaveLength(5);
      expect(prices[0]).toBe(0);
      for (let i = 1; i < 5; i++) expect(prices[i]!).toBeGreaterThan(prices[i - 1]!);
      const payouts = pile.payouts.map((p) => p.value);
      for (let i = 1; i < 5; i++) expect(payouts[i]!).toBeGreaterThan(payouts[i - 1]!);
      for (const v of [...prices, ...payouts]) expect(v % 1000).toBe(0);
    }
  });
});
