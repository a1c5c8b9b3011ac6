/**
 * Every guard of every playable game's machine has words (the statechart's state panel shows them
 * beside each event), and no game keeps words for a guard its machine does not have: a guard
 * added, renamed or removed must show up here.
 */
import { describe, expect, it } from 'vitest';
import { chartModel } from '../core/chart.js';
import { catalog, loadGame } from '../registry.js';

const gameFolders = await Promise.all(catalog.map((entry) => loadGame(entry.id)));

/** The guard names of a chart label: `isLegal && choseAuction` → `isLegal`, `choseAuction`. */
function guardNames(label: string): string[] {
  return label
    .split(/\s*(?:&&|\|\|)\s*/)
    .map((part) => part.replace(/^!/, '').replace(/^in\(.*\)$/, ''))
    .filter(Boolean);
}

describe('guard descriptions', () => {
  it('splits compound guard labels into guard names', () => {
    expect(guardNames('isLegal && choseAuction')).toEqual(['isLegal', 'choseAuction']);
    expect(guardNames('!hasWinner || isStalled')).toEqual(['hasWinner', 'isStalled']);
  });

  for (const folder of gameFolders.filter((f) => f.definition)) {
    it(`${folder.catalog.id}: words for every guard of the machine, and only those`, async () => {
      const model = chartModel(folder.definition!.machine);
      const guards = new Set<string>();
      for (const node of model.nodes.values())
        for (const edge of node.transitions)
          if (edge.guard) guardNames(edge.guard).forEach((name) => guards.add(name));
      const texts = (await import(`./${folder.catalog.id}/texts.ts`)) as {
        guardDescriptions: Readonly<Record<string, string>>;
      };
      expect(Object.keys(texts.guardDescriptions).sort()).toEqual([...guards].sort());
      for (const name of guards) expect(texts.guardDescriptions[name]!.trim(), name).not.toBe('');
    });
  }
});
