/**
 * Each event of a game in words, and why none is legal now. The statechart's state panel says,
 * for each event a state accepts, what the rules check for such a move (a game's
 * `eventConditions`, in its texts) and, when no move of that type is legal, the checker's own
 * refusals. The refusals come from the game's `explainIllegal` asked about sample moves of the
 * type (a game's `moveSamples`: the values each field may take), so the panel and a refused move
 * say the same thing. One path for every game: a game gives only the data.
 */
import type { IllegalMove } from './game-definition.js';
import type { JsonValue } from './record.js';

/**
 * The guard every game's machine puts on its moves (`machineKit`'s `legal(phase)`, which spells
 * it out so the engines do not bundle this module): it asks the game's checker, so its words are
 * the event's condition.
 */
export const CHECKER_GUARD = 'isLegal';

/** What the rules check for a move of one type, in words, and the rule section that says so. */
export interface EventCondition {
  /** A condition that completes "allowed when …" ("the bid is above the current bid …"). */
  readonly text: string;
  /** The rule section (`<game>:<anchor>`) the condition comes from. */
  readonly rule?: string;
}

/**
 * A game's conditions by event type (`auction.bid`), or by event type and chart state where the
 * condition differs by state (`auction.bid@openingAuctions`; the state is the one whose
 * transition it is).
 */
export type EventConditions = Readonly<Record<string, EventCondition>>;

/** The condition of `event` on a transition of the chart state `state`. */
export function eventCondition(
  conditions: EventConditions | undefined,
  state: string,
  event: string,
): EventCondition | undefined {
  return conditions?.[`${event}@${state}`] ?? conditions?.[event];
}

/**
 * The values a field may take: a list (the map's hexes, the companies, amounts), or read off the
 * acting seat's own view (the trains it owns), so a sample never uses what the seat may not see.
 */
export type FieldSamples =
  readonly JsonValue[] | ((seatView: never, seat: number) => readonly JsonValue[]);

/**
 * The values each field of a move type may take, by move type and field name (`build.place`:
 * `{ company: [...], hex: [...] }`); a type without fields needs no entry.
 */
export type MoveSamples = Readonly<Record<string, Readonly<Record<string, FieldSamples>>>>;

/** One reason the checker gave, with how many of the sample moves it refused for it. */
export interface Refusal extends IllegalMove {
  readonly count: number;
}

/** Why no move of a type is legal: the refusals, most frequent first, of the moves tried. */
export interface TypeRefusal {
  readonly tried: number;
  readonly refusals: readonly Refusal[];
}

/** The checker, the seats to act and a seat's view: what `typeRefusal` needs of a game. */
export interface RefusalChecker<State> {
  explainIllegal(state: State, move: { type: string; player: number }): IllegalMove | null;
  activeSeats(state: State): number[];
  view(state: State, viewer: number): unknown;
}

/** At most this many sample moves are asked about a type (a map's hexes times its companies). */
const SAMPLE_LIMIT = 2000;
/** The reasons shown: the most frequent rules, each with its first reason. */
const REASONS_SHOWN = 3;

/** Every combination of the fields' values, the first field varying slowest, up to `limit`. */
function combinations(
  fields: Readonly<Record<string, FieldSamples>>,
  seatView: () => unknown,
  seat: number,
  limit: number,
): Record<string, JsonValue>[] {
  let out: Record<string, JsonValue>[] = [{}];
  for (const [name, samples] of Object.entries(fields)) {
    const values = typeof samples === 'function' ? samples(seatView() as never, seat) : samples;
    const next: Record<string, JsonValue>[] = [];
    for (const partial of out)
      for (const value of values) {
        if (next.length >= limit) break;
        next.push({ ...partial, [name]: value });
      }
    out = next;
  }
  return out;
}

/** The sample moves of a type, judged: how many are legal, and the refusals of the others. */
export interface SampleVerdicts extends TypeRefusal {
  readonly legal: number;
}

/**
 * The game's checker asked about each sample move of `type` (capped) for the first seat to act:
 * how many are legal, and the refusals of the others grouped by the rule they cite, the most
 * frequent first, each told with the reason of the first move it refused. The reasons are the
 * ones the seat would get trying the move, so a host shows them only to a reader who may see
 * that seat's moves.
 */
export function sampleVerdicts<State>(
  game: RefusalChecker<State>,
  state: State,
  type: string,
  samples: MoveSamples | undefined,
  stopAtLegal = false,
): SampleVerdicts {
  const player = game.activeSeats(state)[0] ?? 0;
  let view: unknown;
  const seatView = () => (view ??= game.view(state, player));
  const moves = combinations(samples?.[type] ?? {}, seatView, player, SAMPLE_LIMIT);
  const byRule = new Map<string, { reason: string; count: number }>();
  let legal = 0;
  for (const fields of moves) {
    const why = game.explainIllegal(state, { ...fields, type, player });
    if (!why) {
      legal += 1;
      if (stopAtLegal) break;
      continue;
    }
    const known = byRule.get(why.rule);
    if (known) known.count += 1;
    else byRule.set(why.rule, { reason: why.reason, count: 1 });
  }
  const refusals = [...byRule]
    .map(([rule, { reason, count }]) => ({ rule, reason, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, REASONS_SHOWN);
  return { tried: moves.length, legal, refusals };
}

/**
 * Why no move of `type` is legal now for the first seat to act (`sampleVerdicts`' refusals), or
 * null when a sample move is legal (the type is not blocked).
 */
export function typeRefusal<State>(
  game: RefusalChecker<State>,
  state: State,
  type: string,
  samples: MoveSamples | undefined,
): TypeRefusal | null {
  const { legal, tried, refusals } = sampleVerdicts(game, state, type, samples, true);
  return legal > 0 ? null : { tried, refusals };
}
