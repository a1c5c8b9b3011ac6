import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ChartEdge, ChartModel, ChartNode } from './statechart-model.js';

/**
 * Lays a chart model out with ELK (layered, hierarchy included). The layout is a pure function
 * of the ELK input graph, so a layout is stored under a hash of that graph: the charts of the
 * catalog's games are laid out at build time (scripts/layout-charts.mjs) and shipped as small
 * JSON chunks (statechart-layouts/), found again by that hash. Only a graph nobody laid out (a
 * docs toy machine, an unusual mix of collapsed states) imports elkjs (about 1.6 MB), from its
 * own chunk and in a worker, on first use.
 */
export interface BoxLayout {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface EdgeLayout {
  readonly edge: ChartEdge;
  /** SVG path data. */
  readonly path: string;
  readonly label: (BoxLayout & { text: string }) | undefined;
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  /** Absolute boxes by state id; initial-state dots by `init:<parent id>`. */
  readonly boxes: ReadonlyMap<string, BoxLayout>;
  readonly edges: readonly EdgeLayout[];
  /** Arrows from initial-state dots. */
  readonly initialEdges: readonly { parent: string; path: string }[];
}

type Quad = [number, number, number, number];

/** A layout as JSON: boxes `[x, y, width, height]`, edges by chart edge id `[path, label box?]`. */
export interface StoredLayout {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly boxes: Readonly<Record<string, Quad>>;
  readonly edges: Readonly<Record<string, [string] | [string, Quad]>>;
  readonly init: Readonly<Record<string, string>>;
}

/** Pixel metrics used both for measuring (here) and drawing (the element). */
export const METRICS = {
  charWidth: 7.2,
  labelCharWidth: 6.3,
  lineHeight: 16,
  titleHeight: 26,
  padding: 10,
  labelHeight: 16,
  dot: 10,
  /** Room at the right of a compound state's title for its collapse toggle. */
  toggle: 22,
} as const;

const textWidth = (text: string) => Math.ceil(text.length * METRICS.charWidth) + 8;
const labelWidth = (text: string) => Math.ceil(text.length * METRICS.labelCharWidth) + 8;

/**
 * The text an arrow carries on the diagram: its event. Guards (`[isLegal]` on nearly every arrow)
 * halved how much of a chart fits a column; they are told in words in the state panel, and in
 * the arrow's accessible name, its details and the outline.
 */
export function arrowLabel(edge: ChartEdge): string {
  return edge.event;
}

/** Lines shown inside a state: its internal (targetless) transitions. */
export function internalLines(node: ChartNode): string[] {
  return node.internal.map((edge) => `↻ ${arrowLabel(edge)}`);
}

/** The line a collapsed compound state shows instead of its children. */
export function collapsedLine(node: ChartNode): string {
  let count = 0;
  const walk = (n: ChartNode) => n.children.forEach((c) => (count++, walk(c)));
  walk(node);
  return `▸ ${count} state${count === 1 ? '' : 's'} inside`;
}

/** The states drawn as boxes when `collapsed` hides some: the nearest visible state of each id. */
export function visibleState(
  model: ChartModel,
  collapsed: ReadonlySet<string>,
): (id: string) => string {
  return (id) => {
    const parts = id === '' ? [] : id.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const ancestor = parts.slice(0, i).join('.');
      if (collapsed.has(ancestor) && model.nodes.get(ancestor)?.children.length) return ancestor;
    }
    return id;
  };
}

/**
 * The transitions drawn as arrows: re-attached to collapsed states (one arrow for the same ends
 * and event), dropped when hidden inside one.
 */
export function visibleEdges(
  model: ChartModel,
  collapsed: ReadonlySet<string>,
): { edge: ChartEdge; source: string; target: string }[] {
  const visible = visibleState(model, collapsed);
  const out: { edge: ChartEdge; source: string; target: string }[] = [];
  const drawn = new Set<string>();
  for (const edge of model.edges) {
    const source = visible(edge.source);
    const target = visible(edge.target);
    const moved = source !== edge.source || target !== edge.target;
    if (source === target && moved) continue;
    // Arrows re-attached to a collapsed state with the same ends and event are drawn once (five
    // `always` arrows from the settle states inside a turn to the game's end are one arrow).
    const key = `${source} ${target} ${edge.event}`;
    if (moved && drawn.has(key)) continue;
    drawn.add(key);
    out.push({ edge, source, target });
  }
  return out;
}

const nodeId = (id: string) => `n:${id}`;
const initId = (parent: string) => `init:${parent}`;

function toElk(
  node: ChartNode,
  collapsed: ReadonlySet<string>,
  edgesOut: ElkExtendedEdge[],
): ElkNode {
  const folded = node.children.length > 0 && collapsed.has(node.id) && node.id !== '';
  const lines = [...internalLines(node), ...(folded ? [collapsedLine(node)] : [])];
  const header = METRICS.titleHeight + lines.length * METRICS.lineHeight;
  // The title is bold and ends in " §" when the state links to a rule: measured wider.
  const title =
    Math.ceil(textWidth(`${node.key || 'machine'} §`) * 1.08) +
    (node.children.length ? METRICS.toggle : 0);
  const minWidth = Math.max(title, ...lines.map(textWidth), 72);
  if (node.children.length === 0 || folded) {
    return {
      id: nodeId(node.id),
      width: minWidth + METRICS.padding,
      height: header + METRICS.padding / 2,
    };
  }
  const children = node.children.map((child) => toElk(child, collapsed, edgesOut));
  if (node.initial) {
    children.unshift({ id: initId(node.id), width: METRICS.dot, height: METRICS.dot });
    edgesOut.push({
      id: `i:${node.id}`,
      sources: [initId(node.id)],
      targets: [nodeId(node.initial)],
    });
  }
  return {
    id: nodeId(node.id),
    layoutOptions: {
      'elk.padding': `[top=${header + 6},left=${METRICS.padding},bottom=${METRICS.padding},right=${METRICS.padding}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${minWidth + METRICS.padding}, ${header + 20})`,
      // The game's phases: cycles (a turn and back) broken along the states' order, so they stack
      // in a column rather than side by side (American Rails's collapsed chart 406 -> 210 px wide).
      ...(node.id === '' ? { 'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST' } : {}),
    },
    children,
  };
}

/** The ELK input graph of a chart with some compound states collapsed (no ELK needed). */
export function elkGraph(model: ChartModel, collapsed: ReadonlySet<string> = new Set()): ElkNode {
  const edges: ElkExtendedEdge[] = [];
  const rootElk = toElk(model.root, collapsed, edges);
  for (const { edge, source, target } of visibleEdges(model, collapsed)) {
    edges.push({
      id: edge.id,
      sources: [nodeId(source)],
      targets: [nodeId(target)],
      labels: [
        {
          text: arrowLabel(edge),
          width: labelWidth(arrowLabel(edge)),
          height: METRICS.labelHeight,
        },
      ],
    });
  }
  return {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [rootElk],
    edges,
  };
}

/** The elkjs version layouts are made with: part of the hash, so an upgrade lays out again. */
export const ELK_VERSION = '0.12.1';

/**
 * The key of a graph's stored layout: two 32-bit FNV-1a hashes of its JSON and the ELK version
 * (with different offsets). Any change that moves a box (a state, a label, a metric) changes it.
 */
export function graphHash(graph: ElkNode): string {
  const text = `${ELK_VERSION} ${JSON.stringify(graph)}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const r = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;

/** ELK's answer, reduced to what the viewer draws (rounded to 0.1 px), as JSON. */
export function storeLayout(hash: string, result: ElkNode): StoredLayout {
  const boxes: Record<string, Quad> = {};
  const collect = (n: ElkNode) => {
    const key = n.id.startsWith('n:') ? n.id.slice(2) : n.id.startsWith('init:') ? n.id : null;
    if (key !== null) boxes[key] = [r(n.x), r(n.y), r(n.width), r(n.height)];
    n.children?.forEach(collect);
  };
  result.children?.forEach(collect);
  const edges: Record<string, [string] | [string, Quad]> = {};
  const init: Record<string, string> = {};
  for (const e of (result.edges ?? []) as ElkExtendedEdge[]) {
    const path = (e.sections ?? [])
      .map((s) =>
        [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
          .map((p, i) => `${i ? 'L' : 'M'}${r(p.x)},${r(p.y)}`)
          .join(' '),
      )
      .join(' ');
    if (e.id.startsWith('i:')) {
      init[e.id.slice(2)] = path;
      continue;
    }
    const label = e.labels?.[0];
    edges[e.id] = label
      ? [path, [r(label.x), r(label.y), r(label.width), r(label.height)]]
      : [path];
  }
  return { hash, width: r(result.width), height: r(result.height), boxes, edges, init };
}

/** A stored layout joined back to the chart model it was made from. */
export function readLayout(model: ChartModel, stored: StoredLayout): ChartLayout {
  const box = ([x, y, width, height]: Quad): BoxLayout => ({ x, y, width, height });
  const byId = new Map(model.edges.map((e) => [e.id, e]));
  const edges: EdgeLayout[] = [];
  for (const [id, [path, label]] of Object.entries(stored.edges)) {
    const edge = byId.get(id);
    if (!edge) continue;
    edges.push({
      edge,
      path,
      label: label ? { ...box(label), text: arrowLabel(edge) } : undefined,
    });
  }
  return {
    width: stored.width,
    height: stored.height,
    boxes: new Map(Object.entries(stored.boxes).map(([id, quad]) => [id, box(quad)])),
    edges,
    initialEdges: Object.entries(stored.init).map(([parent, path]) => ({ parent, path })),
  };
}

export type ElkLike = { layout(graph: ElkNode): Promise<ElkNode> };
type ElkConstructor = new (options?: { workerFactory?: () => Worker }) => ElkLike;
let elkPromise: Promise<ElkLike> | undefined;
/** How many times this page imported ELK (tests check that stored layouts need none). */
export const elkStats = { loads: 0 };

/**
 * ELK in a Web Worker (a file of the same origin as the script, elk.worker.ts: a strict
 * Content-Security-Policy with `worker-src 'self'` allows it), so that laying out a large
 * machine never blocks the page. Where workers are not allowed at all, the same code runs on the
 * main thread.
 */
function loadElk(): Promise<ElkLike> {
  elkPromise ??= (async () => {
    elkStats.loads++;
    try {
      const api = await import('elkjs/lib/elk-api.js');
      const Elk = (api as unknown as { default: ElkConstructor }).default;
      const elk = new Elk({
        workerFactory: () =>
          new Worker(new URL('./elk.worker.ts', import.meta.url), { type: 'module' }),
      });
      await Promise.race([
        elk.layout({ id: 'probe', children: [] }),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the layout worker did not answer')), 15_000),
        ),
      ]);
      return elk;
    } catch {
      const bundled = await import('elkjs/lib/elk.bundled.js');
      return new (bundled as unknown as { default: ElkConstructor }).default();
    }
  })();
  return elkPromise;
}

/** Lays a graph out with a given ELK (the build script's, in node) and stores the result. */
export async function computeLayout(elk: ElkLike, graph: ElkNode): Promise<StoredLayout> {
  const hash = graphHash(graph);
  return storeLayout(hash, await elk.layout(graph));
}

/** Finds a stored layout by graph hash; the build-time index is wired in by the caller. */
export type LayoutLookup = (hash: string) => Promise<StoredLayout | undefined> | undefined;

/**
 * The layout of a chart with some states collapsed: the stored one when `lookup` has it, else
 * computed by ELK (loaded on first use).
 */
export async function layoutChart(
  model: ChartModel,
  collapsed: ReadonlySet<string> = new Set(),
  lookup?: LayoutLookup,
): Promise<ChartLayout> {
  const graph = elkGraph(model, collapsed);
  const hash = graphHash(graph);
  const stored = await lookup?.(hash);
  if (stored && stored.hash === hash) return readLayout(model, stored);
  return readLayout(model, await computeLayout(await loadElk(), graph));
}
