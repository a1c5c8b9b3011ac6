/**
 * The view reuses the hex objects of the last views it made (view.ts `hexView`, `mapView`): bots
 * take a view on every move of every playout. A reused object must always be the one a fresh
 * view would make, whatever order positions are viewed in.
 */
import { describe, expect, it } from 'vitest';
import {
  checkViewsInAnyOrder,
  gamePositions,
  remadeHexes,
} from '../../core/testing/view-memo-checks.js';
import { heuristicBot } from './bots.js';
import { INDUSTRIAL_AT } from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { chicagoExpress, type ChicagoExpressHexView, type ChicagoExpressView } from './index.js';
import { hexValue } from './rules.js';
import type { ChicagoExpressState } from './state.js';

const positions = (...seeds: string[]) =>
  gamePositions<ChicagoExpressState>(chicagoExpress, heuristicBot, seeds);

describe('chicago-express view', () => {
  it('shows every position as its context says, viewed in any order', () => {
    // Two games, so a hex's locomotive list can have the same length and other colours.
    const games = positions('view-memo', 'view-memo-2');
    const houses = games.changedAt('houses');
    const industrial = games.changedAt('industrial');
    // The games must build, develop and raise industrial values, or the test would prove little.
    expect(games.changedAt('pieces').length).toBeGreaterThan(20);
    expect(houses.length).toBeGreaterThan(1);
    expect(industrial.length).toBeGreaterThan(1);
    checkViewsInAnyOrder(
      chicagoExpress,
      games.all,
      [...houses, ...industrial],
      (seen, state, at) => {
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
      },
    );
  });

  it('remakes only the hex a locomotive went to, and nothing after a move off the map', () => {
    const { all, changedAt, untouchedAfter } = positions('view-reuse');
    const at = changedAt('pieces')[0]!;
    const remade = remadeHexes<ChicagoExpressHexView>(chicagoExpress, all[at - 1], all[at]);
    expect(remade).toHaveLength(1);
    const before = chicagoExpress
      .view(all[at - 1]!, 0)
      .board.hexes.find((h) => h.id === remade[0]!.id)!;
    expect(remade[0]!.locos.length).toBe(before.locos.length + 1);
    // A bid, say: the same map objects.
    const still = untouchedAfter(at, ['pieces', 'houses', 'industrial']);
    const [a, b] = [chicagoExpress.view(all[still - 1]!, 0), chicagoExpress.view(all[still]!, 0)];
    expect(b.board.hexes).toBe(a.board.hexes);
  });
});
