/**
 * The view reuses the hex and city objects of the last views it made (view.ts `hexView`,
 * `mapView`): bots take a view on every move of every playout. A reused object must always be
 * the one a fresh view would make, whatever order positions are viewed in, as a search jumps
 * between branches.
 */
import { describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../core/random-bot.js';
import { nextInt, seedPrng } from '../../core/prng.js';
import { applyMove } from '../../core/replay.js';
import { heuristicBot } from './bots.js';
import { COMPANIES } from './data/companies.js';
import { americanRails } from './index.js';
import { cubeCost } from './rules.js';
import type { AmericanRailsState } from './state.js';

/** Every position of a seeded game between easy bots. */
function positions(seed: string): AmericanRailsState[] {
  let state = americanRails.createGame({ players: ['A', 'B', 'C'], seed });
  const out = [state];
  for (let at = 0; !americanRails.result(state) && at < 2000; at++) {
    const seat = americanRails.activeSeats(state)[0]!;
    const applied = applyMove(
      americanRails,
      state,
      chooseBotMove(americanRails, state, seat, heuristicBot, seed, at),
    );
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state as AmericanRailsState;
    out.push(state);
  }
  return out;
}

/** The same position with every array of its context new, so no remembered hex matches it. */
const copied = (state: AmericanRailsState): AmericanRailsState =>
  ({ ...state, context: structuredClone(state.context) }) as AmericanRailsState;

describe('american-rails view', () => {
  it('shows every position as its context says, viewed in any order', () => {
    // Two games, so a hex's cube list can have the same length and other colours.
    const all = [...positions('view-memo'), ...positions('view-memo-2')];
    const changed = (key: 'cubes' | 'developed') =>
      all.flatMap((s, i) => (i > 0 && s.context[key] !== all[i - 1]!.context[key] ? [i] : []));
    const placed = changed('cubes');
    const developed = changed('developed');
    // The games must place cubes and develop cities, or the test would prove little.
    expect(placed.length).toBeGreaterThan(20);
    expect(developed.length).toBeGreaterThan(1);
    // Back and forth over each development (same cubes, other markers), then at random.
    const order = developed.flatMap((i) => [i - 1, i, i - 1, i]);
    let prng = seedPrng('view-order');
    for (let k = 0; k < 600; k++) {
      let at: number;
      [at, prng] = nextInt(prng, all.length);
      order.push(at);
    }
    const seen: [number, string][] = [];
    for (const at of order) {
      const state = all[at]!;
      const ctx = state.context;
      const view = americanRails.view(state, 0);
      // Each hex against the context itself, not against another (possibly reused) view.
      view.board.hexes.forEach((hex, i) => {
        const where = `position ${at}, hex ${hex.id}`;
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
      seen.push([at, JSON.stringify(view)]);
    }
    // Then each against a view made from scratch: a copy's arrays match no remembered hex. (Not
    // inside the loop above: viewing a copy there would leave nothing remembered to reuse.)
    for (const [at, json] of seen)
      expect(json, `position ${at}`).toBe(JSON.stringify(americanRails.view(copied(all[at]!), 0)));
  });

  it('reuses the objects of hexes a move left alone, and remakes the hex a cube went to', () => {
    const all = positions('view-reuse');
    const at = all.findIndex((s, i) => i > 0 && s.context.cubes !== all[i - 1]!.context.cubes);
    expect(at).toBeGreaterThan(0);
    const before = americanRails.view(all[at - 1]!, 0).board.hexes;
    const after = americanRails.view(all[at]!, 0).board.hexes;
    const changed = after.filter((hex, i) => hex !== before[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.cubes.length).toBe(
      before.find((h) => h.id === changed[0]!.id)!.cubes.length + 1,
    );
  });
});
