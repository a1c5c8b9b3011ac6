/**
 * Where each game's drill kinds live: loaded on demand (their own chunk), so the engine bundles
 * browsers load for a game never carry drills. `railyard drill`, `<ry-drill>` and the docs'
 * Practice pages all load them through here (drills.test.ts checks every game has an entry).
 *
 * Browser bundles (`<ry-lesson>`, `<ry-drill>`) load through this map, which names only each
 * game's drills: deriving it from the game list (whose lines also name engines, invariants, fixtures
 * and bots) made `railyard-learn.js` 9 KB larger up front. game-list.test.ts checks that it
 * matches the list's `drills` parts.
 */
import type { DrillSet } from '../core/drills/generate.js';

export const drillLoaders: Readonly<Record<string, () => Promise<DrillSet>>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, () => Promise<DrillSet>>, {
    'chicago-express': async () => (await import('./chicago-express/drills/index.js')).drills,
    'american-rails': async () => (await import('./american-rails/drills/index.js')).drills,
    'last-spike': async () => (await import('./last-spike/drills/index.js')).drills,
    'wild-west-express': async () => (await import('./wild-west-express/drills/index.js')).drills,
  }),
);

/** A game's drill set; throws a RangeError naming the games with drills otherwise. */
export async function loadDrillSet(id: string): Promise<DrillSet> {
  const load = drillLoaders[id];
  if (!load)
    throw new RangeError(
      `No drills for "${id}" (games with drills: ${Object.keys(drillLoaders).join(', ')})`,
    );
  return load();
}

/** Every game's drill set by id, in catalog order (`railyard drill` picks one). */
export async function loadDrillSets(): Promise<ReadonlyMap<string, DrillSet>> {
  const ids = Object.keys(drillLoaders);
  return new Map(await Promise.all(ids.map(async (id) => [id, await loadDrillSet(id)] as const)));
}
