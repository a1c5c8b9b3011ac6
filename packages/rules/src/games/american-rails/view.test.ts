/**
 * The view reuses the hex and city objects of the last views it made (view.ts `hexView`,
 * `mapView`): bots take a view on every move of every playout. A reused object must always be
 * the one a fresh view would make, whatever order positions are viewed in.
 */
import { describe, expect, it } from 'vitest';
import {
  checkViewsInAnyOrder,
  gamePositions,
  remadeHexes,
} from '../../core/testing/view-memo-checks.js';
import { heuristicBot } from './bots.js';
import { COMPANIES } from './data/companies.js';
import { americanRails, type AmericanRailsHexView, type AmericanRailsView } from './index.js';
import { cubeCost } from './rules.js';
import type { AmericanRailsState } from './state.js';

const positions = (...seeds: string[]) =>
  gamePositions<AmericanRailsState>(americanRails, heuristicBot, seeds);

describe('american-rails view', () => {
  it('shows every position as its context says, viewed in any order', () => {
    // Two games, so a hex's cube list can have the same length and other colours.
    const games = positions('view-memo', 'view-memo-2');
    const developed = games.changedAt('developed');
    // The games must place cubes and develop cities, or the test would prove little.
    expect(games.changedAt('cubes').length).toBeGreaterThan(20);
    expect(developed.length).toBeGreaterThan(1);
    checkViewsInAnyOrder(americanRails, games.all, developed, (seen, state, at) => {
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
      view.companies.forEach((company, c) =>
        expect(company.cubesOnMap, `${at}, ${company.id}`).toBe(
          ctx.cubes.filter((there) => there.includes(c)).length,
        ),
      );
    });
  });

  it('remakes only the hex a cube went to, and nothing after a move off the map', () => {
    const { all, changedAt, untouchedAfter } = positions('view-reuse');
    const at = changedAt('cubes')[0]!;
    const remade = remadeHexes<AmericanRailsHexView>(americanRails, all[at - 1], all[at]);
    expect(remade).toHaveLength(1);
    const before = americanRails
      .view(all[at - 1]!, 0)
      .board.hexes.find((h) => h.id === remade[0]!.id)!;
    expect(remade[0]!.cubes.length).toBe(before.cubes.length + 1);
    // A bid, say: the same map objects.
    const still = untouchedAfter(at, ['cubes', 'developed']);
    const [a, b] = [americanRails.view(all[still - 1]!, 0), americanRails.view(all[still]!, 0)];
    expect(b.board.hexes).toBe(a.board.hexes);
    expect(b.cities).toBe(a.cities);
  });
});
