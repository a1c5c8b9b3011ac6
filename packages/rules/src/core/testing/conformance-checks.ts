/**
 * The checks of the shared conformance suite, each a plain function returning the problems it
 * found (empty when the game conforms), so a test can also run one on a deliberately broken game.
 * `describeGameConformance` (conformance.ts) registers them as vitest tests; this file needs no
 * test runner. Positions come from seeded random games and the game's record fixtures. The checks
 * on moves (legal, foreign and garbage moves) are in conformance-moves.ts.
 */
import type { AnyCheckedGameDefinition, AnyGameDefinition, Viewer } from '../game-definition.js';
import { parseRecord, validateRecord, type GameRecord, type JsonValue } from '../record.js';
import { createFromRecord, replay } from '../replay.js';
import { simulate } from '../bot-play.js';
import { GameSession } from '../session.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

export interface ConformanceOptions {
  /** Records that replay legally (the game's rulebook fixtures); their positions are checked too. */
  readonly records?: readonly GameRecord[];
  /** Seeds of the random games (default one seed); each is played at every player count. */
  readonly seeds?: readonly string[];
  /** Player counts of the random games (default: the game's minimum and maximum). */
  readonly playerCounts?: readonly number[];
  /** Rule option sets, used in turn by the random games (default: the defaults only). */
  readonly optionSets?: readonly Readonly<Record<string, JsonValue>>[];
  /**
   * The costly per-position checks (legal moves against the machine, views of every viewer,
   * information sets, repeated undo) run on every `every`-th position (default 6), and on the
   * first and last position of every game.
   */
  readonly every?: number;
  /** Views of every viewer are checked on every `viewsEvery`-th position (default 2 × `every`). */
  readonly viewsEvery?: number;
  /** Mutations of legal moves tried per checked position (default 24). */
  readonly mutationsPerPosition?: number;
  /** Samples of the hidden part per seat and checked position (default 2). */
  readonly hiddenSamples?: number;
  /** Records whose foreign moves are inserted (default 4: random games first, then fixtures). */
  readonly foreignRecords?: number;
  /**
   * A move with an unknown extra field must be refused at its index (default true). Set false
   * only for a game that is known to ignore unknown fields, and say so.
   */
  readonly refusesUnknownFields?: boolean;
  /** Safety stop for random games. */
  readonly maxMoves?: number;
  /** Timeout of each check, in ms (default 60 000). */
  readonly timeout?: number;
}

/** A game played out: its record and the state after each move (`states[0]` is the start). */
export interface PlayedGame {
  readonly label: string;
  readonly record: GameRecord;
  readonly states: readonly State[];
}

// ------------------------------------------------------------------ small helpers

/** The state as bytes: JSON of its state value and context. */
export function stateKey(state: State): string {
  return JSON.stringify({ value: state?.value, context: state?.context });
}

/** JSON with object keys sorted, so equal data compares equal whatever the key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

export const sameData = (a: unknown, b: unknown) => canonical(a) === canonical(b);
export const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** What keeps a value from being plain JSON (functions, class instances, NaN, cycles…). */
export function jsonProblems(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return [];
  if (typeof value === 'number')
    return Number.isFinite(value) ? [] : [`${path || '/'} is ${value}`];
  if (typeof value !== 'object') return [`${path || '/'} is a ${typeof value}`];
  if (seen.has(value)) return [`${path || '/'} is a cycle`];
  seen.add(value);
  const problems: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      problems.push(
        ...(item === undefined
          ? [`${path}/${i} is undefined`]
          : jsonProblems(item, `${path}/${i}`, seen)),
      ),
    );
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      problems.push(`${path || '/'} is a ${proto?.constructor?.name ?? 'non-plain'} object`);
    else
      for (const [key, item] of Object.entries(value))
        if (item !== undefined) problems.push(...jsonProblems(item, `${path}/${key}`, seen));
  }
  seen.delete(value);
  return problems;
}

/** Every viewer of a game with `players` seats: each seat, then `'spectator'` and `'all'`. */
export function viewersOf(playerCount: number): Viewer[] {
  return [...Array.from({ length: playerCount }, (_, seat) => seat), 'spectator', 'all'];
}

/** Seats of a state whose context names its players (the suite passes the record's count). */
export const playerCount = (state: State): number =>
  (state?.context?.players as unknown[] | undefined)?.length ?? 0;

/** Rule ids a refusal may cite: the game's rule sections, `<game>:rules` and `<game>:setup`. */
export function allowedRuleIds(game: AnyGameDefinition): Set<string> {
  return new Set([...game.ruleSections.map((s) => s.id), `${game.id}:rules`, `${game.id}:setup`]);
}

export function attempt<T>(what: string, problems: string[], run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    problems.push(`${what} threw: ${(error as Error)?.message ?? String(error)}`);
    return undefined;
  }
}

/** Positions worth the costly checks: every `every`-th, and the first and last. */
export function sampledIndexes(count: number, every: number, offset = 0): number[] {
  const out = new Set<number>([0, count - 1]);
  for (let i = offset % every; i < count; i += every) out.add(i);
  return [...out].filter((i) => i >= 0 && i < count).sort((a, b) => a - b);
}

/** Takes `count` items spread evenly over a list. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, k) => items[Math.floor((k * items.length) / count)]!);
}

// ------------------------------------------------------------------ playing games

/** Replays a record keeping every state; throws if it does not replay. */
export function playRecord(
  game: AnyGameDefinition,
  record: GameRecord,
  label = 'record',
): PlayedGame {
  const created = createFromRecord(game, record);
  if (!created.ok) throw new Error(`${label}: ${created.error.reason}`);
  const states: State[] = [created.state];
  const result = replay(game, record, { onState: (state) => states.push(state) });
  if (!result.ok)
    throw new Error(`${label}: move ${result.index} is refused: ${result.error.reason}`);
  return { label, record, states };
}

/** The random games of the options: every seed at every player count, played to the end. */
export function playRandomGames(
  game: AnyGameDefinition,
  options: ConformanceOptions = {},
): PlayedGame[] {
  const seeds = options.seeds ?? ['conformance'];
  const counts = options.playerCounts ?? [...new Set([game.minPlayers, game.maxPlayers])];
  const optionSets = options.optionSets ?? [{}];
  const out: PlayedGame[] = [];
  for (const seed of seeds)
    for (const count of counts) {
      const players = Array.from({ length: count }, (_, k) => `Player ${k + 1}`);
      const gameOptions = { ...optionSets[out.length % optionSets.length]! };
      const states: State[] = [game.createGame({ players, seed, options: gameOptions })];
      const { record } = simulate(
        game,
        { players, seed, options: gameOptions },
        {
          maxMoves: options.maxMoves ?? 5000,
          onState: (state) => states.push(state),
        },
      );
      const about = Object.keys(gameOptions).length
        ? `, options ${JSON.stringify(gameOptions)}`
        : '';
      out.push({ label: `random game ${seed} (${count} players${about})`, record, states });
    }
  return out;
}

// ------------------------------------------------------------------ the checks

/**
 * Determinism: the record replays to the same state byte for byte (JSON of value and context)
 * twice, and a `GameSession` opened from it holds that same state, at the end and midway.
 */
export function checkDeterminism(game: AnyGameDefinition, record: GameRecord): string[] {
  const problems: string[] = [];
  const first = attempt('replay', problems, () => replay(game, record));
  const second = attempt('replay', problems, () => replay(game, record));
  if (!first?.ok || !second?.ok) return [...problems, 'the record does not replay'];
  if (stateKey(first.state) !== stateKey(second.state))
    problems.push('two replays of the same record end in different states');
  problems.push(...jsonProblems(first.state.context, 'context'));
  const opened = attempt('GameSession.open', problems, () => GameSession.open(game, record));
  if (opened && !opened.ok) problems.push(`GameSession.open refuses the record: ${opened.message}`);
  if (opened?.ok) {
    if (stateKey(opened.session.state) !== stateKey(first.state))
      problems.push('GameSession ends in another state than replay');
    const mid = Math.floor(record.moves.length / 2);
    const midway = replay(game, record, { upTo: mid });
    if (midway.ok && stateKey(opened.session.stateAfter(mid)) !== stateKey(midway.state))
      problems.push(`GameSession.stateAfter(${mid}) differs from a replay of ${mid} moves`);
  }
  return problems;
}

/** The same setup played by the same bots twice gives the same record. */
export function checkSimulationDeterminism(game: AnyGameDefinition, played: PlayedGame): string[] {
  const { players, seed, options } = played.record;
  const again = simulate(
    game,
    { players, seed, options },
    { maxMoves: played.record.moves.length + 1 },
  );
  return canonical(again.record) === canonical(played.record)
    ? []
    : [`${played.label}: a second simulation of the same setup plays another game`];
}

/** Record round trip: JSON text → parse → validate → replay gives the same state. */
export function checkRecordRoundTrip(game: AnyGameDefinition, record: GameRecord): string[] {
  const problems: string[] = [];
  const text = JSON.stringify(record);
  const parsed = parseRecord(text);
  if (!parsed.ok)
    return [`parseRecord refuses the record's JSON: ${show(parsed.problems.slice(0, 3))}`];
  const validated = validateRecord(JSON.parse(text));
  if (!validated.ok)
    problems.push(`validateRecord refuses the record: ${show(validated.problems)}`);
  if (!sameData(parsed.value, record)) problems.push('the parsed record differs from the original');
  const original = replay(game, record);
  const copy = replay(game, parsed.value);
  if (!original.ok || !copy.ok) problems.push('the record or its copy does not replay');
  else if (stateKey(original.state) !== stateKey(copy.state))
    problems.push('the JSON copy of the record replays to another state');
  return problems;
}

/** `checkInvariants` holds in every state of a played game (after every event). */
export function checkInvariantsThroughout(
  game: AnyCheckedGameDefinition,
  played: PlayedGame,
): string[] {
  const problems: string[] = [];
  played.states.forEach((state, index) => {
    const found = attempt(`checkInvariants after ${index} moves`, problems, () =>
      game.checkInvariants(state),
    );
    for (const problem of found ?? [])
      problems.push(`${played.label}, after ${index} moves: ${problem}`);
  });
  return problems;
}

/**
 * Result and turn agree: `result` is non-null exactly when no seat is to act (then no move is
 * legal); its winners are exactly the standings ranked 1, and the standings name every seat once.
 */
export function checkResult(game: AnyGameDefinition, state: State, players?: number): string[] {
  const problems: string[] = [];
  const result = attempt('result', problems, () => game.result(state));
  const active = attempt('activeSeats', problems, () => game.activeSeats(state));
  if (result === undefined || active === undefined) return problems;
  if ((result !== null) !== (active.length === 0))
    problems.push(
      `result is ${result === null ? 'null' : 'set'} but the seats to act are ${show(active)}`,
    );
  if (result) {
    const seats = result.standings.map((s) => s.seat);
    const count = players ?? playerCount(state);
    if (new Set(seats).size !== seats.length || (count > 0 && seats.length !== count))
      problems.push(`standings ${show(seats)} do not name each of the ${count} seats once`);
    const notStanding = result.winners.filter((w) => !seats.includes(w));
    if (notStanding.length) problems.push(`winners ${show(notStanding)} are not in the standings`);
    const rankOne = result.standings.filter((s) => s.rank === 1).map((s) => s.seat);
    if (!sameData([...rankOne].sort(), [...result.winners].sort()))
      problems.push(`winners ${show(result.winners)} are not the rank-1 seats ${show(rankOne)}`);
    const legal = attempt('legalMoves', problems, () => game.legalMoves(state)) ?? [];
    if (legal.length) problems.push(`the game is over but ${legal.length} moves are legal`);
  }
  return problems;
}
