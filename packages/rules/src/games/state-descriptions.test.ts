/**
 * Every playable game describes each state of its machine, and only those: the descriptions live
 * beside the machine (state-descriptions.ts, loaded by browsers with the game's texts), so a state
 * added, renamed or removed must show up here.
 */
import { describe, expect, it } from 'vitest';
import { chartModel } from '../core/chart.js';
import { catalog, loadGame } from '../registry.js';

const gameFolders = await Promise.all(catalog.map((entry) => loadGame(entry.id)));

describe('state descriptions', () => {
  for (const folder of gameFolders.filter((f) => f.definition)) {
    it(`${folder.catalog.id}: one non-empty description for every state of the machine`, async () => {
      const ids = [...chartModel(folder.definition!.machine).nodes.keys()].sort();
      const described = folder.stateDescriptions ?? {};
      expect(Object.keys(described).sort()).toEqual(ids);
      for (const id of ids) expect(described[id]!.trim(), id).not.toBe('');
      // The game's public texts entry carries the same table.
      const texts = await import(`./${folder.catalog.id}/texts.ts`);
      expect(texts.stateDescriptions).toBe(folder.stateDescriptions);
    });
  }
});
