/**
 * A plain description of an XState v5 machine, read off `machine.root`: nested states with their
 * description and `meta.rule`, and every transition labelled with its event and guard. The one
 * walker of machines: the docs' state list and `<ry-statechart>` both draw from it, so they
 * label the same transition the same way. No DOM; nothing here knows a game.
 */
import type { AnyStateMachine, StateValue } from 'xstate';

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
  /** Every transition leaving this state, with or without a target, in definition order. */
  readonly transitions: ChartEdge[];
}

export interface ChartEdge {
  readonly id: string;
  readonly source: string;
  /** Target state id; equals `source` for internal transitions. */
  readonly target: string;
  /** Event type, `always` for eventless, `done` for onDone or `after <delay>` for delayed ones. */
  readonly event: string;
  readonly guard: string | undefined;
  /** `event [guard]`, the text both the diagram and the docs print. */
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

/** How an event reads on the chart: XState's internal names shortened (`done`, `after 500`). */
export function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  // onDone of a compound state: `xstate.done.state.<machine>.<path>`.
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType.startsWith('xstate.done.actor.')) return 'actor done';
  return eventType;
}

/** `event [guard]`, or the event alone. */
export const transitionLabel = (event: string, guard: string | undefined): string =>
  guard ? `${event} [${guard}]` : event;

const models = new WeakMap<AnyStateMachine, ChartModel>();

/** The chart model of a machine (computed once per machine). */
export function chartModel(machine: AnyStateMachine): ChartModel {
  const known = models.get(machine);
  if (known) return known;
  const nodes = new Map<string, ChartNode>();
  const edges: ChartEdge[] = [];
  let counter = 0;

  const visit = (node: NodeLike): ChartNode => {
    const id = node.path.join('.');
    const internal: ChartEdge[] = [];
    const transitions: ChartEdge[] = [];
    const addTransitions = (event: string, list: readonly TransitionLike[]) => {
      for (const t of list) {
        const guard = guardLabel(t.guard);
        const label = transitionLabel(event, guard);
        const targets = t.target ?? [];
        if (targets.length === 0) {
          const edge = { id: `e${counter++}`, source: id, target: id, event, guard, label };
          internal.push(edge);
          transitions.push(edge);
          continue;
        }
        for (const target of targets) {
          const edge = {
            id: `e${counter++}`,
            source: id,
            target: target.path.join('.'),
            event,
            guard,
            label,
          };
          edges.push(edge);
          transitions.push(edge);
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
      transitions,
    };
    nodes.set(id, chartNode);
    return chartNode;
  };

  const root = visit(machine.root as unknown as NodeLike);
  const model = { root, edges, nodes };
  models.set(machine, model);
  return model;
}

/** Every node of a model, depth first, parents before children (the root first). */
export function chartNodes(model: ChartModel): ChartNode[] {
  const out: ChartNode[] = [];
  const walk = (node: ChartNode) => {
    out.push(node);
    node.children.forEach(walk);
  };
  walk(model.root);
  return out;
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
