#!/usr/bin/env node
/**
 * Lays out the statechart of every game of the catalog with ELK, in node, and writes the
 * positions the viewer draws to each game's board folder (src/boards/<id>/statechart-layouts/,
 * one JSON file per view), plus src/shared/statechart-layouts/index.ts, which maps each layout's
 * graph hash to its file. Run by the package's build
 * before Vite, so the shipped bundles carry positions instead of elkjs (about 1.6 MB).
 *
 * Views laid out per game: every mix of expanded compound states a reader can reach (see views()).
 * Any other chart (a machine set directly) is laid out in the browser, by the lazily loaded ELK.
 *
 * A layout is stored under the hash of its ELK input graph: when a chart changes and nobody runs
 * this script, statechart-layouts.test.ts fails (the game's graph hash is not in the index, or
 * this script's --check finds a file missing, stale or left over).
 *
 *   node scripts/layout-charts.mjs          write what is stale, remove what no game uses
 *   node scripts/layout-charts.mjs --check  exit 1 when anything is stale, write nothing
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameBoards } from './game-boards.mjs';

const { register } = await import('tsx/esm/api');
register();
const { chartModel } = await import('@railyard/rules');
const { games } = await import('@railyard/rules/engines');
const layout = await import('../src/shared/statechart-layout.ts');

/** Paths below src/: the layouts (in the board folders) and the generated index. */
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const indexDir = 'shared/statechart-layouts/';
const layoutDir = (id) => `boards/${id}/statechart-layouts/`;
const boards = new Set(gameBoards().map((board) => board.id));
const check = process.argv.includes('--check');

/**
 * The views of one game: name → collapsed state ids. The viewer opens with every compound state
 * collapsed but the active state's ancestors, and the reader expands or collapses any of them:
 * every set of expanded states whose parents are expanded too (what a reader can reach) is laid
 * out, so no game's chart ever needs ELK in the browser. The charts have 3–4 compound states, so
 * that is 2–12 views a game.
 */
function views(model) {
  const compound = [...model.nodes.values()].filter((n) => n.id !== '' && n.children.length > 0);
  /** Every expandable set below `nodes` (each a list of ids), parents before their children. */
  const sets = (nodes) => {
    let out = [[]];
    for (const node of nodes) {
      const inner = node.children.filter((c) => c.children.length > 0);
      const options = [[], ...sets(inner).map((set) => [node.id, ...set])];
      out = out.flatMap((set) => options.map((option) => [...set, ...option]));
    }
    return out;
  };
  const roots = model.root.children.filter((c) => c.children.length > 0);
  return sets(roots).map((expanded) => {
    const name =
      expanded.length === 0
        ? 'overview'
        : expanded.length === compound.length
          ? 'expanded'
          : `open-${expanded.map((id) => id.replaceAll('.', '-')).join('+')}`;
    return [name, compound.filter((n) => !expanded.includes(n.id)).map((n) => n.id)];
  });
}

const wanted = new Map(); // path below src/ → { game, view, graph, hash }
for (const [id, definition] of Object.entries(games)) {
  if (!boards.has(id)) {
    console.error(`Statechart layouts: ${id} has no board folder (src/boards/${id}/game.ts).`);
    process.exit(1);
  }
  const model = chartModel(definition.machine);
  for (const [view, collapsed] of views(model)) {
    const graph = layout.elkGraph(model, new Set(collapsed));
    const hash = layout.graphHash(graph);
    // Two views can make the same graph (a state collapsed alone = the overview of a small chart).
    if ([...wanted.values()].some((w) => w.hash === hash)) continue;
    // The game in the name too: the chunks built from these files keep telling games apart.
    wanted.set(`${layoutDir(id)}${id}.${view}.json`, { game: id, view, graph, hash });
  }
}

/** Every layout file there is: in each board folder, and any left in the old shared folder. */
const present = new Set(
  [indexDir, ...[...boards].map(layoutDir)].flatMap((dir) =>
    existsSync(`${srcDir}${dir}`)
      ? readdirSync(`${srcDir}${dir}`)
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${dir}${f}`)
      : [],
  ),
);
const storedHash = (file) => {
  try {
    return JSON.parse(readFileSync(`${srcDir}${file}`, 'utf8')).hash;
  } catch {
    return undefined;
  }
};
const stale = [...wanted].filter(([file, w]) => storedHash(file) !== w.hash);
const unused = [...present].filter((file) => !wanted.has(file));

const index = await formatted(indexSource(wanted), `${srcDir}${indexDir}index.ts`);
const indexStale = (() => {
  try {
    return readFileSync(`${srcDir}${indexDir}index.ts`, 'utf8') !== index;
  } catch {
    return true;
  }
})();

if (check) {
  const problems = [
    ...stale.map(([file]) => `${file} is missing or stale`),
    ...unused.map((file) => `${file} belongs to no game's chart`),
    ...(indexStale ? ['index.ts is out of date'] : []),
  ];
  if (problems.length) {
    console.error(
      `Statechart layouts: ${problems.join('; ')}. Run node packages/board-components/scripts/layout-charts.mjs.`,
    );
    process.exit(1);
  }
  console.log(`Statechart layouts: ${wanted.size} up to date.`);
  process.exit(0);
}

if (stale.length) {
  const { default: Elk } = await import('elkjs/lib/elk.bundled.js');
  const elk = new Elk();
  for (const [file, w] of stale) {
    const stored = await layout.computeLayout(elk, w.graph);
    mkdirSync(dirname(`${srcDir}${file}`), { recursive: true });
    writeFileSync(`${srcDir}${file}`, `${JSON.stringify(stored)}\n`);
  }
}
for (const file of unused) rmSync(`${srcDir}${file}`);
if (indexStale) writeFileSync(`${srcDir}${indexDir}index.ts`, index);
console.log(
  `Statechart layouts: ${wanted.size} views of ${Object.keys(games).length} games (${stale.length} laid out, ${unused.length} removed).`,
);

/** The index as the repository's Prettier writes it (so lint passes on the generated file). */
async function formatted(source, filepath) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...options, filepath });
}

function indexSource(files) {
  const lines = [...files]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, w]) => `  '${w.hash}': () => import('../../${file}'),`);
  return `/**
 * Generated by scripts/layout-charts.mjs (do not edit): the statechart layouts laid out at
 * build time (in each board's folder, statechart-layouts/), by the hash of their ELK input graph.
 * Each is a chunk of its own, loaded when a chart with that graph is drawn.
 */
import type { StoredLayout } from '../statechart-layout.js';

export const storedLayouts: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
${lines.join('\n')}
};

/** The stored layout with this graph hash, if the build laid it out. */
export function findStoredLayout(hash: string): Promise<StoredLayout> | undefined {
  return storedLayouts[hash]?.().then((module) => module.default as StoredLayout);
}
`;
}
