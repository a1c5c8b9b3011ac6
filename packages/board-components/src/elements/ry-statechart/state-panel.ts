/**
 * What the state panel of `<ry-statechart>` tells, as plain data (no DOM): the breadcrumb of the
 * active state, and the events of a state from the position shown, each with its guard in words
 * and whether the position allows it. Guards are put in words from the game's texts
 * (`guardDescriptions`, by guard name); whether an event is allowed comes from the legal moves of
 * the position, each matched to the transition the machine would take for it.
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import {
  activeIds,
  guardLabel,
  type ChartEdge,
  type ChartModel,
} from '../../shared/statechart-model.js';

/** The position the panel judges events in: a snapshot of the drawn machine and its legal moves. */
export interface ChartPosition {
  readonly snapshot: AnyMachineSnapshot;
  /**
   * The legal moves the reader may know of (each an event of the machine), or `undefined` when
   * they belong to a seat whose hand the reader may not see: the panel then gives no verdicts.
   */
  readonly legalMoves:
    readonly { readonly type: string; readonly [field: string]: unknown }[] | undefined;
}

export type Verdict = 'allowed' | 'blocked' | 'automatic-not-yet' | 'hidden';

export interface EventRow {
  readonly edge: ChartEdge;
  /** An eventless transition (`always`, `done`, `after …`): the machine takes it by itself. */
  readonly automatic: boolean;
  /** The guard in words ("every player has drafted …"), or undefined without a guard. */
  readonly words: string | undefined;
  /** Only for a state of the active path, judged in a position. */
  readonly verdict: Verdict | undefined;
  /** How many legal moves take this transition (allowed rows). */
  readonly ways: number;
}

const AUTOMATIC = /^(always|done|actor done|after .*)$/;

/**
 * A guard label in words: each named guard's words from `words`, joined as the label joins them
 * (`a && b` → "… and …"); a guard without words is printed by name.
 */
export function guardWords(
  guard: string | undefined,
  words: Readonly<Record<string, string>> | undefined,
): string | undefined {
  if (!guard) return undefined;
  const say = (name: string): string => {
    const negated = name.startsWith('!');
    const bare = negated ? name.slice(1) : name;
    const text = words?.[bare] ?? bare;
    return negated ? `not (${text})` : text;
  };
  return guard
    .split(' || ')
    .map((any) => any.split(' && ').map(say).join(' and '))
    .join(', or ');
}

/** The ids of a state and its ancestors, outermost first (`turn.moving` → `turn`, `turn.moving`). */
export function ancestry(id: string): string[] {
  if (id === '') return [];
  const parts = id.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/**
 * The breadcrumb of the position: the innermost active state with the compound states above it,
 * outermost first; with no state value, the path the machine starts on.
 */
export function activePath(model: ChartModel, value: StateValue | undefined): string[] {
  const ids = activeIds(value);
  if (ids.length > 0) return ancestry(ids[ids.length - 1]!).filter((id) => model.nodes.has(id));
  const path: string[] = [];
  for (let node = model.root; node.initial;) {
    path.push(node.initial);
    const next = model.nodes.get(node.initial);
    if (!next) break;
    node = next;
  }
  return path;
}

interface TransitionLike {
  readonly source: { readonly path: readonly string[] };
  readonly target?: readonly { readonly path: readonly string[] }[];
  readonly eventType: string;
  readonly guard?: unknown;
}
type Machine = {
  getTransitionData(snapshot: AnyMachineSnapshot, event: unknown): readonly TransitionLike[];
};

/** Moves matched to a transition each, at most this many a type (a long bid ladder needs no more). */
const MATCH_LIMIT = 400;

/** How many legal moves take each transition of `edges`, by edge id. */
function countWays(edges: readonly ChartEdge[], position: ChartPosition): Map<string, number> {
  const ways = new Map<string, number>();
  const byEvent = new Map<string, ChartEdge[]>();
  for (const edge of edges) byEvent.set(edge.event, [...(byEvent.get(edge.event) ?? []), edge]);
  const machine = (position.snapshot as unknown as { machine?: Machine }).machine;
  const seen = new Map<string, number>();
  for (const move of position.legalMoves ?? []) {
    const candidates = byEvent.get(move.type);
    if (!candidates?.length) continue;
    let edge: ChartEdge | undefined = candidates[0];
    if (candidates.length > 1) {
      // Guarded alternatives (`action.choose` to an auction, a build…): ask the machine which.
      const count = (seen.get(move.type) ?? 0) + 1;
      seen.set(move.type, count);
      if (count > MATCH_LIMIT || !machine) continue;
      const taken = machine.getTransitionData(position.snapshot, move)[0];
      edge = taken ? candidates.find((e) => matches(e, taken)) : undefined;
    }
    if (edge) ways.set(edge.id, (ways.get(edge.id) ?? 0) + 1);
  }
  return ways;
}

function matches(edge: ChartEdge, taken: TransitionLike): boolean {
  const source = taken.source.path.join('.');
  const target = taken.target?.[0]?.path.join('.') ?? source;
  return (
    edge.source === source &&
    edge.target === target &&
    edge.guard === guardLabel(taken.guard) &&
    edge.event === taken.eventType
  );
}

/**
 * The events of a state, innermost state's first (as the machine looks for a transition), each
 * with its guard in words; with a position in which the state is active, each judged: allowed
 * (and by how many legal moves), blocked, or, for an eventless one, not taken yet (a position
 * shown is one the machine rests in, so no eventless transition of it is enabled).
 */
export function eventRows(
  model: ChartModel,
  stateId: string,
  words: Readonly<Record<string, string>> | undefined,
  position?: { readonly active: boolean } & ChartPosition,
): EventRow[] {
  const edges = ['', ...ancestry(stateId)]
    .reverse()
    .flatMap((id) => model.nodes.get(id)?.transitions ?? []);
  const judged = position?.active;
  const ways = judged && position.legalMoves ? countWays(edges, position) : new Map();
  return edges.map((edge) => {
    const automatic = AUTOMATIC.test(edge.event);
    const count = ways.get(edge.id) ?? 0;
    const verdict: Verdict | undefined = !judged
      ? undefined
      : automatic
        ? 'automatic-not-yet'
        : !position.legalMoves
          ? 'hidden'
          : count > 0
            ? 'allowed'
            : 'blocked';
    return { edge, automatic, words: guardWords(edge.guard, words), verdict, ways: count };
  });
}
