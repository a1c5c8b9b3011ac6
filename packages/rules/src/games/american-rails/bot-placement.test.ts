/**
 * The placements the heuristic weighs when it chooses an action (`placementOptions`), found from
 * each company's cubes, against the same list worked out from the position's context hex by hex.
 */
import { describe, expect, it } from 'vitest';
import { gamePositions } from '../../core/testing/view-memo-checks.js';
import { bestPlacement, placementOptions, placementScore, situation } from './bot-placement.js';
import { heuristicBot, TUNING } from './bots.js';
import { HEXES } from './data/board.js';
import { americanRails, type AmericanRailsView } from './index.js';
import { cubeCost } from './rules.js';
import type { AmericanRailsState } from './state.js';

/** Company index and hex index of every cube `seat` could have a company of its own place now. */
function placementsFromContext(state: AmericanRailsState, seat: number): string[] {
  const ctx = state.context;
  const out: string[] = [];
  ctx.companies.forEach((company, c) => {
    if (ctx.holdings[seat]![c]! <= 0 || !company.inGame || company.startHex < 0) return;
    if (company.supply <= 0) return;
    HEXES.forEach((hex, h) => {
      const there = ctx.cubes[h]!;
      if (there.includes(c) || !hex.neighbours.some((n) => ctx.cubes[n]!.includes(c))) return;
      const blocked = (hex.terrain === 'forest' || hex.terrain === 'mountain') && there.length > 0;
      if (!blocked && cubeCost(ctx, h) <= company.treasury) out.push(`${c} ${h}`);
    });
  });
  return out.sort();
}

describe('American Rails heuristic: the placements an action is weighed by', () => {
  it('are the hexes next to each held company’s cubes that it can pay for, and the best is their top score (american-rails:where-track-may-be-placed, american-rails:company-pays-for-track, american-rails:hex-limits)', () => {
    const states = [
      ...gamePositions<AmericanRailsState>(americanRails, heuristicBot, ['placements-3']).all,
      ...gamePositions<AmericanRailsState>(
        americanRails,
        heuristicBot,
        ['placements-5'],
        ['A', 'B', 'C', 'D', 'E'],
      ).all,
    ];
    let weighed = 0;
    for (const state of states) {
      const view = americanRails.view(state, 0) as AmericanRailsView;
      for (const { seat } of view.players) {
        const s = situation(view, seat, TUNING);
        const options = placementOptions(s);
        expect(options.map((o) => `${o.company} ${o.hex}`).sort()).toEqual(
          placementsFromContext(state, seat),
        );
        weighed += options.length;
        const scores = options.map((o) =>
          placementScore(s, o.company, view.board.hexes[o.hex]!.id),
        );
        expect(bestPlacement(s)).toBe(Math.max(-Infinity, ...scores));
      }
    }
    // Companies grow across the map in these games: many placements to weigh.
    expect(weighed).toBeGreaterThan(5000);
  });
});
