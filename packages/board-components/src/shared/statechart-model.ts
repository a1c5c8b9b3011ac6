import type { AnyStateMachine, StateValue } from 'xstate';

/**
 * A plain description of an XState v5 machine for drawing: nested states, transitions labelled
 * with their events and guards, and each state's `meta.rule` and description. Works from
 * `machine.root` for any machine; nothing here knows a game.
 */
export interface ChartNode {
  /** Dot path from the root (`turn.chooseAction`); the root's id is `''`. */
  readonly id: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly description: string | undefined;
  /** `meta.rule` of the state, e.g. `chicago-express:auction-a-share`. */
  readonly rule: string | undefined;
  readonly children: ChartNode[];
  /** Id of the initial child (compound states). */
  readonly initial: string | undefined;
  /** Transitions without a target (they update context and stay): listed inside the state. */
  readonly internal: ChartEdge[];
}

export interface ChartEdge {
  readonly id: string;
  readonly source: string;
  /** Target state id; equals `source` for internal transitions. */
  readonly target: string;
  /** Event type, `always` for eventless or `after <delay>` for delayed transitions. */
  readonly event: string;
  readonly guard: string | undefined;
  readonly label: string;
}

export interface ChartModel {
  readonly root: ChartNode;
  /** Transitions with a target, for the diagram's arrows. */
  readonly edges: ChartEdge[];
  /** Every node by id. */
  readonly nodes: ReadonlyMap<string, ChartNode>;
}

interface NodeLike {
  key: string;
  path: string[];
  type: ChartNode['type'];
  description?: string;
  meta?: unknown;
  states: Record<string, NodeLike>;
  initial?: { target: readonly NodeLike[] };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

interface TransitionLike {
  target?: readonly NodeLike[];
  guard?: unknown;
  reenter?: boolean;
}

/** Readable text for an XState v5 guard: named, parameterised, inline or higher-order. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map((g) => guardLabel(g) ?? '?');
      if (fn.name === 'not') return `!${parts[0]}`;
      if (fn.name === 'or') return parts.join(' || ');
      return parts.join(' && ');
    }
    if (fn.stateValue !== undefined) return `in(${JSON.stringify(fn.stateValue)})`;
    return fn.name || 'guard';
  }
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'guard';
}

function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  // onDone of a compound state: `xstate.done.state.<machine>.<path>`.
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType.startsWith('xstate.done.actor.')) return 'actor done';
  return eventType;
}

/** Builds the chart model of a machine. */
export function chartModel(machine: AnyStateMachine): ChartModel {
  const nodes = new Map<string, ChartNode>();
  const edges: ChartEdge[] = [];
  let counter = 0;

  const visit = (node: NodeLike): ChartNode => {
    const id = node.path.join('.');
    const internal: ChartEdge[] = [];
    const addTransitions = (event: string, list: readonly TransitionLike[]) => {
      for (const t of list) {
        const guard = guardLabel(t.guard);
        const label = guard ? `${event} [${guard}]` : event;
        const targets = t.target ?? [];
        if (targets.length === 0) {
          internal.push({ id: `e${counter++}`, source: id, target: id, event, guard, label });
          continue;
        }
        for (const target of targets) {
          edges.push({
            id: `e${counter++}`,
            source: id,
            target: target.path.join('.'),
            event,
            guard,
            label,
          });
        }
      }
    };
    for (const [eventType, list] of node.transitions) addTransitions(eventLabel(eventType), list);
    if (node.always) addTransitions('always', node.always);
    const children = Object.values(node.states).map(visit);
    const meta = node.meta as { rule?: unknown } | undefined;
    const initialTarget = node.initial?.target?.[0];
    const chartNode: ChartNode = {
      id,
      key: node.key,
      type: node.type,
      description: node.description,
      rule: typeof meta?.rule === 'string' ? meta.rule : undefined,
      children,
      initial: node.type === 'compound' && initialTarget ? initialTarget.path.join('.') : undefined,
      internal,
    };
    nodes.set(id, chartNode);
    return chartNode;
  };

  const root = visit(machine.root as unknown as NodeLike);
  return { root, edges, nodes };
}

/** Every active state id for a state value, ancestors first: `{turn: 'build'}` → `['turn', 'turn.build']`. */
export function activeIds(value: StateValue | undefined | null, prefix = ''): string[] {
  if (value === undefined || value === null) return [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const id = join(key);
    out.push(id);
    out.push(...activeIds(child as StateValue, id));
  }
  return out;
}

function matchesEvent(descriptor: string, eventType: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true;
  return descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1));
}

/**
 * The transitions an event most likely took between two state values: among transitions for the
 * event leaving a previously active state (deepest state first, as XState selects them), the
 * first whose target is active afterwards, or an internal one; then the eventless (`always`)
 * transitions that carried the machine on to the states active afterwards. Guards are not
 * evaluated: the arrival states decide between guarded alternatives.
 */
export function lastTransitions(
  model: ChartModel,
  previous: StateValue | undefined | null,
  eventType: string | undefined | null,
  current: StateValue | undefined | null,
): ChartEdge[] {
  if (!eventType || previous === undefined || previous === null) return [];
  const before = activeIds(previous);
  const after = new Set(activeIds(current));
  after.add('');
  const sources = ['', ...before].sort((a, b) => depth(b) - depth(a));
  const candidates: ChartEdge[] = [];
  for (const source of sources) {
    const node = model.nodes.get(source);
    if (!node) continue;
    candidates.push(
      ...model.edges.filter((e) => e.source === source && matchesEvent(e.event, eventType)),
    );
    candidates.push(...node.internal.filter((e) => matchesEvent(e.event, eventType)));
  }
  let fallback: ChartEdge[] = [];
  for (const edge of candidates) {
    if (
      after.has(edge.target) &&
      (edge.target !== edge.source || isLeafActive(model, edge.target, after))
    )
      return [edge];
    const chain = alwaysChain(model, edge.target, after);
    if (chain) return [edge, ...chain];
    if (fallback.length === 0) fallback = [edge];
  }
  return fallback;
}

/** The transition of the last event (see `lastTransitions`), without the eventless ones after it. */
export function lastTransition(
  model: ChartModel,
  previous: StateValue | undefined | null,
  eventType: string | undefined | null,
  current: StateValue | undefined | null,
): ChartEdge | undefined {
  return lastTransitions(model, previous, eventType, current)[0];
}

function isLeafActive(model: ChartModel, id: string, after: Set<string>): boolean {
  const node = model.nodes.get(id);
  return !!node && (node.children.length === 0 || node.children.some((c) => after.has(c.id)));
}

/** Shortest path of eventless (`always`, `done`) edges from `start` to a state active afterwards, if any. */
function alwaysChain(
  model: ChartModel,
  start: string,
  after: Set<string>,
): ChartEdge[] | undefined {
  const queue: { id: string; path: ChartEdge[] }[] = [{ id: start, path: [] }];
  const seen = new Set([start]);
  while (queue.length) {
    const { id, path } = queue.shift()!;
    for (const edge of model.edges) {
      if (
        edge.source !== id ||
        (edge.event !== 'always' && edge.event !== 'done') ||
        seen.has(edge.target)
      )
        continue;
      const next = [...path, edge];
      if (after.has(edge.target)) return next;
      seen.add(edge.target);
      queue.push({ id: edge.target, path: next });
    }
  }
  return undefined;
}

function depth(id: string): number {
  return id === '' ? 0 : id.split('.').length;
}
