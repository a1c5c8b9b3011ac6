import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ChartEdge, ChartModel, ChartNode } from './statechart-model.js';

/**
 * Lays a chart model out with ELK (layered, hierarchy included). elkjs is large, so it is
 * imported on first use from its own chunk: bundles that never draw a statechart never load it,
 * and it is served with the bundle, so the diagram works offline.
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

/** Pixel metrics used both for measuring (here) and drawing (the element). */
export const METRICS = {
  charWidth: 7.2,
  labelCharWidth: 6.3,
  lineHeight: 16,
  titleHeight: 26,
  padding: 10,
  labelHeight: 16,
  dot: 10,
} as const;

const textWidth = (text: string) => Math.ceil(text.length * METRICS.charWidth) + 8;
const labelWidth = (text: string) => Math.ceil(text.length * METRICS.labelCharWidth) + 8;

/** Lines shown inside a state: its internal (targetless) transitions. */
export function internalLines(node: ChartNode): string[] {
  return node.internal.map((edge) => `↻ ${edge.label}`);
}

type ElkLike = { layout(graph: ElkNode): Promise<ElkNode> };
type ElkConstructor = new (options?: { workerFactory?: () => Worker }) => ElkLike;
let elkPromise: Promise<ElkLike> | undefined;

/**
 * ELK in a Web Worker (a file of the same origin as the script, elk.worker.ts: a strict
 * Content-Security-Policy with `worker-src 'self'` allows it), so that laying out a large
 * machine never blocks the page. Where workers are not allowed at all, the same code runs on the
 * main thread.
 */
function loadElk(): Promise<ElkLike> {
  elkPromise ??= (async () => {
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

const nodeId = (id: string) => `n:${id}`;
const initId = (parent: string) => `init:${parent}`;

function toElk(node: ChartNode, edgesOut: ElkExtendedEdge[]): ElkNode {
  const lines = internalLines(node);
  const header = METRICS.titleHeight + lines.length * METRICS.lineHeight;
  const minWidth = Math.max(textWidth(node.key || 'machine'), ...lines.map(textWidth), 72);
  if (node.children.length === 0) {
    return {
      id: nodeId(node.id),
      width: minWidth + METRICS.padding,
      height: header + METRICS.padding / 2,
    };
  }
  const children = node.children.map((child) => toElk(child, edgesOut));
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
    },
    children,
  };
}

/** Computes the layout (async: loads ELK on first call). */
export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  const elk = await loadElk();
  const edges: ElkExtendedEdge[] = [];
  const rootElk = toElk(model.root, edges);
  for (const edge of model.edges) {
    edges.push({
      id: edge.id,
      sources: [nodeId(edge.source)],
      targets: [nodeId(edge.target)],
      labels: [{ text: edge.label, width: labelWidth(edge.label), height: METRICS.labelHeight }],
    });
  }
  const graph: ElkNode = {
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
  const result = await elk.layout(graph);

  const boxes = new Map<string, BoxLayout>();
  const collect = (n: ElkNode) => {
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    if (n.id.startsWith('n:')) boxes.set(n.id.slice(2), box);
    else if (n.id.startsWith('init:')) boxes.set(n.id, box);
    n.children?.forEach(collect);
  };
  result.children?.forEach(collect);

  const byId = new Map(model.edges.map((e) => [e.id, e]));
  const edgeLayouts: EdgeLayout[] = [];
  const initialEdges: { parent: string; path: string }[] = [];
  for (const e of (result.edges ?? []) as ElkExtendedEdge[]) {
    const path = (e.sections ?? [])
      .map((s) =>
        [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
          .map((p, i) => `${i ? 'L' : 'M'}${r(p.x)},${r(p.y)}`)
          .join(' '),
      )
      .join(' ');
    if (e.id.startsWith('i:')) {
      initialEdges.push({ parent: e.id.slice(2), path });
      continue;
    }
    const edge = byId.get(e.id);
    if (!edge) continue;
    const label = e.labels?.[0];
    edgeLayouts.push({
      edge,
      path,
      label: label
        ? {
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
            text: edge.label,
          }
        : undefined,
    });
  }
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    boxes,
    edges: edgeLayouts,
    initialEdges,
  };
}

const r = (v: number) => Math.round(v * 10) / 10;
