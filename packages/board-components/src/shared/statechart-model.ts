/**
 * Statechart helpers of the viewer. The walk of a machine (states, transitions, guard labels,
 * `meta.rule`, descriptions) is the rules core's `chartModel`, the same one the docs' state list
 * uses; this file adds what only an animated diagram needs: which transitions the last event took.
 */
import { activeIds, type ChartEdge, type ChartModel } from '@railyard/rules';
import type { StateValue } from 'xstate';

export {
  activeIds,
  chartModel,
  guardLabel,
  type ChartEdge,
  type ChartModel,
  type ChartNode,
} from '@railyard/rules';

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
