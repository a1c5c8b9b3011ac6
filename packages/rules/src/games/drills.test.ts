import { describe, expect, it } from 'vitest';
import { drillLoaders, loadDrillSet } from '../index.js';
import { gameIds } from '../engines.js';
import { loadDrillSets } from './drills.js';

const drillSets = await loadDrillSets();

describe('drill loaders', () => {
  it('every game with an engine has its drill kinds loadable by id, the same set the CLI uses', async () => {
    expect(Object.keys(drillLoaders).sort()).toEqual(gameIds().sort());
    for (const id of gameIds()) {
      const set = await loadDrillSet(id);
      expect(set.game.id).toBe(id);
      expect(set.kinds.map((k) => k.id)).toEqual(drillSets.get(id)!.kinds.map((k) => k.id));
    }
  });

  it('an unknown or prototype id is refused, naming the games with drills', async () => {
    for (const id of ['chess', 'constructor', '__proto__'])
      await expect(loadDrillSet(id)).rejects.toThrow(
        /No drills for .* \(games with drills: chicago-express/,
      );
  });
});
