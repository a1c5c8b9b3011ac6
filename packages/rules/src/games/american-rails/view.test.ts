/**
 * The view reuses the hex and city objects of the last views it made (view.ts `hexView`,
 * `mapView`): bots take a view on every move of every playout. A reused object must always be
 * the one a fresh view would make, whatever order positions are viewed in.
 */
import { describe, expect, it } from 'vitest';
import {
  changedAt,
  checkViewsInAnyOrder,
  gamePositions,
} from '../../core/testing/view-memo-checks.js';
import { heuristicBot } from './bots.js';
import { COMPANIES } from './data/companies.js';
import { americanRails, type AmericanRailsView } from './index.js';
import { cubeCost } from './rules.js';
import type { AmericanRailsState } from './state.js';

const positions = (seed: string) =>
  gamePositions<AmericanRailsState>(americanRails, heuristicBot, seed);

describe('american-rails view', () => {
  it('shows every position as its context says, viewed in any order', () => {
    // Two games, so a hex's cube list can have the same length and other colours.
    const all = [...positions('view-memo'), ...positions('view-memo-2')];
    const developed = changedAt(all, 'developed');
    // The games must place cubes and develop cities, or the test would prove little.
    expect(changedAt(all, 'cubes').length).toBeGreaterThan(20);
    expect(developed.length).toBeGreaterThan(1);
    checkViewsInAnyOrder(americanRails, all, developed, (seen, state, at) => {
      const view = seen as AmericanRailsView;
      const ctx = state.context;
      view.board.hexes.forEach((hex, i) => {
        const where = `${at}, hex ${hex.id}`;
        expect(hex.cubes, where).toEqual(ctx.cubes[i]!.map((c) => COMPANIES[c]!.id));
        if (hex.nextCubeCost !== null) expect(hex.nextCubeCost, where).toBe(cubeCost(ctx, i));
        if (hex.city) {
          expect(hex.city.developed, where).toBe(ctx.developed[i]);
          expect(view.cities[hex.city.slug], where).toMatchObject({
            hex: hex.id,
            cubes: hex.cubes,
          });
        }
      });
    });
  });

  it('reuses the objects of hexes a move left alone, and remakes the hex a cube went to', () => {
    const all = positions('view-reuse');
    const at = changedAt(all, 'cubes')[0]!;
    const before = americanRails.view(all[at - 1]!, 0).board.hexes;
    const after = americanRails.view(all[at]!, 0).board.hexes;
    const changed = after.filter((hex, i) => hex !== before[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.cubes.length).toBe(
      before.find((h) => h.id === changed[0]!.id)!.cubes.length + 1,
    );
  });
});
