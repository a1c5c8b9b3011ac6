/**
 * What the state panel of `<ry-statechart>` tells, as plain data (no DOM): the breadcrumb of the
 * active state, and the events of a state from the position shown, each with what the rules check
 * for it and whether the position allows it. The words come from the game's texts: each event's
 * condition (`eventConditions`, with its rule) and the other guards' words (`guardDescriptions`);
 * whether an event is allowed comes from the legal moves of the position, each matched to the
 * transition the machine would take for it; why one is blocked, from the game's own checker
 * (`typeRefusal`).
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import {
  CHECKER_GUARD,
  eventCondition,
  sampleVerdicts,
  type EventCondition,
  type EventConditions,
  type MoveSamples,
  type RefusalChecker,
  type SampleVerdicts,
  type TypeRefusal,
} from '@railyard/rules';
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

/**
 * Why a blocked row is blocked: the checker's refusals of every move of the type it was asked
 * about (`refused`), or, when moves of the type are legal, that each of them takes another
 * transition of the event (`elsewhere`, with how many there are and the refusals of the others).
 */
export type BlockedWhy =
  | ({ readonly kind: 'refused' } & TypeRefusal)
  | ({ readonly kind: 'elsewhere' } & TypeRefusal & { readonly legal: number });

export interface EventRow {
  readonly edge: ChartEdge;
  /** An eventless transition (`always`, `done`, `after …`): the machine takes it by itself. */
  readonly automatic: boolean;
  /**
   * The guard in words ("every player has drafted …"), or undefined without a guard; the
   * checker's guard is left out when the event has its condition (which says what it checks).
   */
  readonly words: string | undefined;
  /** What the rules check for a move of this event, with the rule cited (the game's texts). */
  readonly condition: EventCondition | undefined;
  /** Only for a state of the active path, judged in a position. */
  readonly verdict: Verdict | undefined;
  /** How many legal moves take this transition (allowed rows). */
  readonly ways: number;
  /** Blocked rows, when the game's checker was at hand to ask. */
  readonly blocked?: BlockedWhy;
}

/** What the panel reads its words from, and the game's checker for blocked events. */
export interface PanelSources {
  /** Guards in words, by guard name (`guardDescriptions`). */
  readonly guards?: Readonly<Record<string, string>>;
  readonly conditions?: EventConditions;
  readonly samples?: MoveSamples;
  /** The drawn game's checker; without it a blocked row says no more than "blocked". */
  readonly checker?: RefusalChecker<AnyMachineSnapshot>;
}

const AUTOMATIC = /^(always|done|actor done|after .*)$/;

/**
 * A guard label in words: each named guard's words from `words`, joined as the label joins them
 * (`a && b` → "… and …"); a guard without words is printed by name.
 */
export function guardWords(
  guard: string | undefined,
  words: Readonly<Record<string, string>> | undefined,
  leaveOut?: string,
): string | undefined {
  if (!guard) return undefined;
  const say = (name: string): string => {
    const negated = name.startsWith('!');
    const bare = negated ? name.slice(1) : name;
    const text = words?.[bare] ?? bare;
    return negated ? `not (${text})` : text;
  };
  const text = guard
    .split(' || ')
    .map((any) =>
      any
        .split(' && ')
        .filter((name) => name !== leaveOut)
        .map(say)
        .join(' and '),
    )
    .filter(Boolean)
    .join(', or ');
  return text || undefined;
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

/** The checker's verdicts on each type's sample moves, once per position (the panel redraws often). */
const verdictsBySnapshot = new WeakMap<object, Map<string, SampleVerdicts>>();

/**
 * Why a row of `type` is blocked: when moves of the type are legal, they take another transition;
 * else the checker's refusals of the type's sample moves (asked once per type).
 */
function blockedWhy(
  type: string,
  position: ChartPosition,
  sources: PanelSources,
  asked: Map<string, SampleVerdicts>,
): BlockedWhy | undefined {
  const legal = position.legalMoves!.filter((move) => move.type === type).length;
  const none = { tried: 0, refusals: [] };
  // Asked only once the texts (with the samples) are in: a move without its fields says nothing.
  if (!sources.checker || !sources.samples)
    return legal > 0 ? { kind: 'elsewhere', legal, ...none } : undefined;
  let verdicts = asked.get(type);
  if (!verdicts)
    asked.set(
      type,
      (verdicts = sampleVerdicts(sources.checker, position.snapshot, type, sources.samples)),
    );
  const { tried, refusals } = verdicts;
  return legal > 0
    ? { kind: 'elsewhere', legal, tried, refusals }
    : { kind: 'refused', tried, refusals };
}

/**
 * The events of a state, innermost state's first (as the machine looks for a transition), each
 * with its condition and guard in words; with a position in which the state is active, each
 * judged: allowed (and by how many legal moves), blocked (and why, in the checker's words), or,
 * for an eventless one, not taken yet (a position shown is one the machine rests in, so no
 * eventless transition of it is enabled).
 */
export function eventRows(
  model: ChartModel,
  stateId: string,
  sources: PanelSources,
  position?: { readonly active: boolean } & ChartPosition,
): EventRow[] {
  const edges = ['', ...ancestry(stateId)]
    .reverse()
    .flatMap((id) => model.nodes.get(id)?.transitions ?? []);
  const judged = position?.active;
  const ways = judged && position.legalMoves ? countWays(edges, position) : new Map();
  let asked = judged ? verdictsBySnapshot.get(position.snapshot) : undefined;
  if (judged && !asked) verdictsBySnapshot.set(position.snapshot, (asked = new Map()));
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
    const condition = automatic
      ? undefined
      : eventCondition(sources.conditions, edge.source, edge.event);
    const words = guardWords(edge.guard, sources.guards, condition ? CHECKER_GUARD : undefined);
    const blocked =
      verdict === 'blocked' ? blockedWhy(edge.event, position!, sources, asked!) : undefined;
    return { edge, automatic, words, condition, verdict, ways: count, blocked };
  });
}
