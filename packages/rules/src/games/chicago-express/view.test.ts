/**
 * The view reuses the hex objects of the last views it made (view.ts `hexView`, `mapView`): bots
 * take a view on every move of every playout. A reused object must always be the one a fresh
 * view would make, whatever order positions are viewed in.
 */
import { describe, expect, it } from 'vitest';
import {
  changedAt,
  checkViewsInAnyOrder,
  gamePositions,
} from '../../core/testing/view-memo-checks.js';
import { heuristicBot } from './bots.js';
import { COMPANIES } from './data/companies.js';
import { INDUSTRIAL_AT } from './data/board.js';
import { chicagoExpress, type ChicagoExpressView } from './index.js';
import { hexValue } from './rules.js';
import type { ChicagoExpressState } from './state.js';

const positions = (seed: string) =>
  gamePositions<ChicagoExpressState>(chicagoExpress, heuristicBot, seed);

describe('chicago-express view', () => {
  it('shows every position as its context says, viewed in any order', () => {
    // Two games, so a hex's locomotive list can have the same length and other colours.
    const all = [...positions('view-memo'), ...positions('view-memo-2')];
    const houses = changedAt(all, 'houses');
    const industrial = changedAt(all, 'industrial');
    // The games must build, develop and raise industrial values, or the test would prove little.
    expect(changedAt(all, 'pieces').length).toBeGreaterThan(20);
    expect(houses.length).toBeGreaterThan(1);
    expect(industrial.length).toBeGreaterThan(1);
    checkViewsInAnyOrder(chicagoExpress, all, [...houses, ...industrial], (seen, state, at) => {
      const view = seen as ChicagoExpressView;
      const ctx = state.context;
      view.board.hexes.forEach((hex, i) => {
        const where = `${at}, hex ${hex.id}`;
        expect(hex.locos, where).toEqual(ctx.pieces[i]!.map((c) => COMPANIES[c]!.id));
        expect(hex.house, where).toBe(ctx.houses[i]);
        const ind = INDUSTRIAL_AT[i]!;
        expect(hex.industrialValue, where).toBe(ind >= 0 ? ctx.industrial[ind] : null);
        expect(hex.value, where).toBe(hexValue(ctx, i));
      });
      view.companies.forEach((company, c) =>
        expect(company.locosOnMap, `${at}, ${company.id}`).toBe(
          ctx.pieces.filter((here) => here.includes(c)).length,
        ),
      );
    });
  });

  it('reuses the objects of hexes a move left alone, and remakes the hex a locomotive went to', () => {
    const all = positions('view-reuse');
    const at = changedAt(all, 'pieces')[0]!;
    const before = chicagoExpress.view(all[at - 1]!, 0).board.hexes;
    const after = chicagoExpress.view(all[at]!, 0).board.hexes;
    const changed = after.filter((hex, i) => hex !== before[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.locos.length).toBe(
      before.find((h) => h.id === changed[0]!.id)!.locos.length + 1,
    );
  });
});
