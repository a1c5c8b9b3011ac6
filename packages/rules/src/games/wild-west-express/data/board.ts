/**
 * The movement graph derived from our network (network.ts): every town, junction and track
 * space is a node; each step of movement goes from a node to a neighbour. Track spaces are named
 * `<from>~<to>:<step>` after their leg.
 */
import {
  CITIES,
  JUNCTIONS,
  LEGS,
  type CityId,
  type FeatureKind,
  type ZoneId,
  zoneAt,
} from './network.js';

export { zoneAt };

export type NodeKind = 'city' | 'junction' | 'track';

export interface BoardNode {
  readonly id: string;
  readonly kind: NodeKind;
  /** Town or junction name; null for plain track. */
  readonly name: string | null;
  readonly city: CityId | null;
  readonly zone: ZoneId;
  readonly feature: FeatureKind | null;
  readonly x: number;
  readonly y: number;
}

const nodes: BoardNode[] = [
  ...CITIES.map((c) => ({
    id: c.id,
    kind: 'city' as const,
    name: c.name,
    city: c.id,
    zone: c.zone,
    feature: null,
    x: c.x,
    y: c.y,
  })),
  ...JUNCTIONS.map((j) => ({
    id: j.id,
    kind: 'junction' as const,
    name: j.name,
    city: null,
    zone: zoneAt(j.x),
    feature: null,
    x: j.x,
    y: j.y,
  })),
];
const index: Record<string, number> = Object.fromEntries(nodes.map((n, i) => [n.id, i]));
const edges: [number, number][] = [];

for (const leg of LEGS) {
  const a = nodes[index[leg.from]!]!;
  const b = nodes[index[leg.to]!]!;
  let previous = index[leg.from]!;
  for (let step = 1; step < leg.steps; step++) {
    const t = step / leg.steps;
    const x = Math.round(a.x + (b.x - a.x) * t);
    const id = `${leg.from}~${leg.to}:${step}`;
    index[id] = nodes.length;
    nodes.push({
      id,
      kind: 'track',
      name: null,
      city: null,
      zone: zoneAt(x),
      feature: leg.features?.[step] ?? null,
      x,
      y: Math.round(a.y + (b.y - a.y) * t),
    });
    edges.push([previous, index[id]!]);
    previous = index[id]!;
  }
  edges.push([previous, index[leg.to]!]);
}

export const NODES: readonly BoardNode[] = nodes;
export const NODE_COUNT = nodes.length;
export const NODE_INDEX: Readonly<Record<string, number>> = index;
/** Neighbours of each node (node indices), in leg order. */
export const NEIGHBOURS: readonly (readonly number[])[] = (() => {
  const out = nodes.map(() => [] as number[]);
  for (const [a, b] of edges) {
    out[a]!.push(b);
    out[b]!.push(a);
  }
  return out;
})();
/** The track between nodes, for drawing: pairs of node ids. */
export const EDGES: readonly (readonly [string, string])[] = edges.map(([a, b]) => [
  nodes[a]!.id,
  nodes[b]!.id,
]);

export const isNodeId = (id: unknown): id is string =>
  typeof id === 'string' && Object.prototype.hasOwnProperty.call(index, id);
export const isCityNode = (node: number) => NODES[node]!.kind === 'city';
export const nodeOfCity = (city: CityId): number => index[city]!;

/**
 * Shortest distance in steps from every node to every node (BFS; the graph is small). Only the
 * bots read it: marked pure, so a bundle without them neither carries nor computes it.
 */
export const DISTANCE: readonly (readonly number[])[] = /* @__PURE__ */ nodes.map((_, start) => {
  const d = new Array<number>(nodes.length).fill(Infinity);
  d[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const n = queue[head]!;
    for (const m of NEIGHBOURS[n]!)
      if (d[m] === Infinity) {
        d[m] = d[n]! + 1;
        queue.push(m);
      }
  }
  return d;
});

/** How a node is named in words. */
export function nodeLabel(id: string): string {
  if (!isNodeId(id)) return id;
  const node = NODES[index[id]!]!;
  if (node.name) return node.name;
  const [ends, step] = id.split(':');
  const [from, to] = ends!.split('~');
  const name = (end: string) => NODES[index[end]!]!.name ?? end;
  const kind =
    node.feature === 'telegram'
      ? 'telegram space'
      : node.feature === 'star'
        ? 'sheriff star'
        : 'track space';
  return `${kind} ${step} from ${name(from!)} towards ${name(to!)}`;
}
