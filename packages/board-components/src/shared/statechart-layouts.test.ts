/**
 * The layouts laid out at build time (scripts/layout-charts.mjs) into each board's folder: every
 * game's chart has them, under the hash of its current graph, so a chart that changed without a new layout fails here;
 * drawing such a chart needs no ELK; and a stored layout is what ELK computes for that graph.
 */
import { describe, expect, it } from 'vitest';
import { chartModel } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import elkPackage from 'elkjs/package.json';
import {
  ELK_VERSION,
  computeLayout,
  elkGraph,
  elkStats,
  graphHash,
  layoutChart,
  type ElkLike,
} from './statechart-layout.js';
import { findStoredLayout, storedLayouts } from './statechart-layouts/index.js';

/** The layout files of the board folders (by path), and any left in the shared folder. */
const boardLayouts = import.meta.glob<{ hash: string }>('../boards/*/statechart-layouts/*.json', {
  eager: true,
  import: 'default',
});
const sharedLayouts = import.meta.glob('./statechart-layouts/*.json');

const compoundStates = (id: string) =>
  [...chartModel(games[id]!.machine).nodes.values()]
    .filter((n) => n.id !== '' && n.children.length > 0)
    .map((n) => n.id);

describe('stored statechart layouts', () => {
  for (const id of Object.keys(games)) {
    it(`${id}: every mix of collapsed states a reader can reach is laid out for the current chart (else run scripts/layout-charts.mjs)`, async () => {
      const model = chartModel(games[id]!.machine);
      // The viewer opens collapsed and the reader toggles any state: every subset can be drawn.
      const all = compoundStates(id);
      const views = Array.from({ length: 2 ** all.length }, (_, mask) =>
        all.filter((_, i) => mask & (1 << i)),
      );
      for (const collapsed of views) {
        const hash = graphHash(elkGraph(model, new Set(collapsed)));
        expect(
          storedLayouts,
          `layout of ${id} with [${collapsed.join(', ')}] collapsed`,
        ).toHaveProperty(hash);
        expect((await findStoredLayout(hash))!.hash).toBe(hash);
      }
    });
  }

  it('the layouts live in each board folder, and the index lists exactly those files (else run scripts/layout-charts.mjs)', () => {
    expect(Object.keys(sharedLayouts)).toEqual([]);
    const folders = new Set<string>();
    const hashes = Object.entries(boardLayouts).map(([path, layout]) => {
      const [, id, file] = /boards\/([^/]+)\/statechart-layouts\/([^/]+)$/.exec(path)!;
      expect(file!.startsWith(`${id}.`), `${path} is named for its folder's game`).toBe(true);
      folders.add(id!);
      return layout.hash;
    });
    expect([...folders].sort()).toEqual(Object.keys(games).sort());
    expect(hashes.sort()).toEqual(Object.keys(storedLayouts).sort());
  });

  it('hashes carry the installed elkjs version (an upgrade lays every chart out again)', () => {
    expect(ELK_VERSION).toBe(elkPackage.version);
  });

  it('a change to a chart changes its graph hash (a stale layout is never used)', () => {
    const model = chartModel(games['chicago-express']!.machine);
    const graph = elkGraph(model);
    const renamed = JSON.parse(JSON.stringify(graph).replace('"n:turn"', '"n:turns"'));
    expect(graphHash(renamed)).not.toBe(graphHash(graph));
    expect(storedLayouts).not.toHaveProperty(graphHash(renamed));
  });

  it('draws every game and view from stored layouts without loading ELK', async () => {
    for (const id of Object.keys(games)) {
      const model = chartModel(games[id]!.machine);
      const layout = await layoutChart(model, new Set(), findStoredLayout);
      expect(layout.boxes.size).toBe(model.nodes.size + countInitials(model));
      expect(layout.edges.length).toBe(model.edges.length);
      await layoutChart(model, new Set(compoundStates(id)), findStoredLayout);
    }
    expect(elkStats.loads).toBe(0);
  });

  it('a stored layout is the one ELK computes for the graph now', async () => {
    const { default: Elk } = (await import('elkjs/lib/elk.bundled.js')) as unknown as {
      default: new () => ElkLike;
    };
    const graph = elkGraph(chartModel(games['chicago-express']!.machine));
    const fresh = await computeLayout(new Elk(), graph);
    expect(await findStoredLayout(fresh.hash)).toEqual(fresh);
  });
});

function countInitials(model: ReturnType<typeof chartModel>): number {
  return [...model.nodes.values()].filter((n) => n.initial).length;
}
