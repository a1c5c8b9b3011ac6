/**
 * The placements the heuristic weighs when it chooses an action (`placementOptions`), found from
 * the view by each company's cubes, against the rules' own legal placements of the position.
 */
import { describe, expect, it } from 'vitest';
import { gamePositions } from '../../core/testing/view-memo-checks.js';
import { bestPlacement, placementOptions, placementScore, situation } from './bot-placement.js';
import { heuristicBot, TUNING } from './bots.js';
import { americanRails, type AmericanRailsView } from './index.js';
import { legalPlacements } from './rules.js';
import type { AmericanRailsState } from './state.js';

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
          legalPlacements(state.context, seat)
            .map(([company, hex]) => `${company} ${hex}`)
            .sort(),
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
