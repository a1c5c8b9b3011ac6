import {
  createActor,
  initialTransition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { AnyGameDefinition, GameSetup, IllegalMove } from './game-definition.js';
import type { GameMove, GameRecord } from './record.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StateOf<D> = D extends { createGame(setup: GameSetup): infer S } ? S : any;

/** Builds the initial snapshot of a machine from its input: the pure `initialTransition`. */
export function startMachine<S>(
  machine: Parameters<typeof initialTransition>[0],
  input: unknown,
): S {
  return initialTransition(machine, input)[0] as S;
}

// XState's pure `transition()` builds a throw-away actor (and so the machine's whole initial state)
// on every call. The scope is inert — actions other than assign are collected, never run — so one
// per machine can be reused, which makes each event several times cheaper.
const inertScopes = new WeakMap<AnyStateMachine, object>();

function inertScope(machine: AnyStateMachine): object {
  let scope = inertScopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    const noop = () => {};
    scope = {
      self,
      defer: noop,
      id: '',
      logger: noop,
      sessionId: '',
      stopChild: noop,
      system: self.system,
      emit: noop,
      actionExecutor: noop,
    };
    inertScopes.set(machine, scope);
  }
  return scope;
}

/** The machine's next snapshot for an event: XState's pure transition with a cached inert scope. */
export function machineTransition<S extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  snapshot: S,
  event: EventObject,
): S {
  return machine.transition(snapshot, event, inertScope(machine) as never) as S;
}

/**
 * Every snapshot the machine passes through for one event (its microsteps, the last one being the
 * resting snapshot `machineTransition` returns). Automatic steps (dividends, payouts, the end) are
 * read off these by the games' `describeEvents`; only history asks for them, never `applyMove`.
 */
export function machineMicrosteps<S extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  snapshot: S,
  event: EventObject,
): S[] {
  return machine.microstep(snapshot, event, inertScope(machine) as never) as S[];
}

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: IllegalMove };

const moveTypeCache = new WeakMap<AnyStateMachine, ReadonlySet<string>>();

/**
 * The game's own move types: every event its chart handles, read off the chart itself. XState's
 * internal events (`xstate.*`: init, done, error…) are never moves, even where the chart handles
 * one, so a record cannot stop or derail a game with them.
 */
export function moveTypesOf(machine: AnyStateMachine): ReadonlySet<string> {
  let types = moveTypeCache.get(machine);
  if (!types) {
    types = new Set(machine.root.events.filter((type: string) => !type.startsWith('xstate.')));
    moveTypeCache.set(machine, types);
  }
  return types;
}

/**
 * Applies one move: refuses it with the game's explanation when illegal, otherwise takes the
 * machine's pure transition. Never throws for a bad move.
 */
export function applyMove<D extends AnyGameDefinition>(
  game: D,
  state: StateOf<D>,
  move: GameMove,
): MoveResult<StateOf<D>> {
  const types = moveTypesOf(game.machine);
  if (typeof move?.type !== 'string' || !types.has(move.type)) {
    return {
      ok: false,
      error: {
        reason: `"${String(move?.type)}" is not a move of ${game.title} (its moves: ${[...types].join(', ')}).`,
        rule: `${game.id}:rules`,
      },
    };
  }
  // Guards call the same checker as explainIllegal, so the machine refusing a move (returning the
  // very same snapshot) is exactly "illegal"; the explanation is only computed for refusals.
  let next: StateOf<D>;
  try {
    next = machineTransition(game.machine, state, move);
  } catch (error) {
    return {
      ok: false,
      error: {
        reason: `The move could not be applied: ${(error as Error).message}`,
        rule: `${game.id}:rules`,
      },
    };
  }
  if (next.status === 'error') {
    return {
      ok: false,
      error: {
        reason: `The machine failed on this move: ${String(next.error)}`,
        rule: `${game.id}:rules`,
      },
    };
  }
  if (next !== state) return { ok: true, state: next };
  let illegal: IllegalMove | null;
  try {
    illegal = game.explainIllegal(state, move);
  } catch (error) {
    illegal = {
      reason: `The move could not be checked: ${(error as Error).message}`,
      rule: `${game.id}:rules`,
    };
  }
  if (illegal) return { ok: false, error: illegal };
  return {
    ok: false,
    error: {
      reason: `"${String(move.type)}" is not accepted in the current phase.`,
      rule: `${game.id}:rules`,
    },
  };
}

export interface ReplayFailure<S> {
  ok: false;
  /** Index of the first refused move, or -1 when the setup itself is invalid. */
  index: number;
  move: GameMove | null;
  error: IllegalMove;
  /** The last good state (after moves[0..index-1]), or null when setup failed. */
  state: S | null;
}

export type ReplayResult<S> = { ok: true; state: S } | ReplayFailure<S>;

export interface ReplayOptions<S> {
  /** Called with each state after a move, e.g. to check invariants or cache snapshots. */
  onState?: (state: S, index: number) => void;
  /** Replay only the first `upTo` moves. */
  upTo?: number;
}

/** Creates the game from a record's setup, naming the problem instead of throwing. */
export function createFromRecord<D extends AnyGameDefinition>(
  game: D,
  record: GameRecord,
): { ok: true; state: StateOf<D> } | ReplayFailure<StateOf<D>> {
  try {
    return {
      ok: true,
      state: game.createGame({
        players: record.players,
        seed: record.seed,
        options: record.options,
      }),
    };
  } catch (error) {
    return {
      ok: false,
      index: -1,
      move: null,
      state: null,
      error: { reason: `Invalid setup: ${(error as Error).message}`, rule: `${game.id}:setup` },
    };
  }
}

/**
 * Whether reading a record passes over `moves[index]`, refused in `state`: the game declares it a
 * move its earlier versions asked for and this one no longer does (`isObsoleteMove`), so records
 * written before keep replaying. A hook that throws counts as "no".
 */
export function isObsoleteRecordMove<D extends AnyGameDefinition>(
  game: D,
  state: StateOf<D>,
  moves: readonly GameMove[],
  index: number,
): boolean {
  if (!game.isObsoleteMove) return false;
  try {
    return game.isObsoleteMove(state, moves[index]!, moves[index - 1]) === true;
  } catch {
    return false;
  }
}

/**
 * Replays a record to its final state, or reports the first illegal move with its index and reason.
 * An obsolete move of an old record (`isObsoleteRecordMove`) leaves the state as it is: indexes
 * (`upTo`, `onState`, a refusal's) still count the record's moves.
 */
export function replay<D extends AnyGameDefinition>(
  game: D,
  record: GameRecord,
  options: ReplayOptions<StateOf<D>> = {},
): ReplayResult<StateOf<D>> {
  if (record.game !== game.id) {
    return {
      ok: false,
      index: -1,
      move: null,
      state: null,
      error: {
        reason: `This record is for "${record.game}", not "${game.id}"`,
        rule: `${game.id}:setup`,
      },
    };
  }
  const created = createFromRecord(game, record);
  if (!created.ok) return created;
  let state = created.state;
  const count = Math.min(options.upTo ?? record.moves.length, record.moves.length);
  for (let index = 0; index < count; index++) {
    const move = record.moves[index]!;
    const result = applyMove(game, state, move);
    if (result.ok) state = result.state;
    else if (!isObsoleteRecordMove(game, state, record.moves, index))
      return { ok: false, index, move, error: result.error, state };
    options.onState?.(state, index);
  }
  return { ok: true, state };
}

/**
 * Snapshots every `interval` moves so that "the position after move n" (history scrubbing,
 * undo) replays at most `interval` moves from the nearest cached state.
 */
export class ReplayCache<D extends AnyGameDefinition> {
  private readonly checkpoints = new Map<number, StateOf<D>>();

  constructor(
    private readonly game: D,
    private record: GameRecord,
    private readonly interval = 16,
  ) {}

  /** Replaces the record; checkpoints past the first differing move are dropped. */
  setRecord(record: GameRecord): void {
    const old = this.record.moves;
    let same = 0;
    const sameSetup =
      record.seed === this.record.seed &&
      JSON.stringify(record.players) === JSON.stringify(this.record.players) &&
      JSON.stringify(record.options) === JSON.stringify(this.record.options);
    if (sameSetup)
      while (
        same < old.length &&
        same < record.moves.length &&
        JSON.stringify(old[same]) === JSON.stringify(record.moves[same])
      )
        same++;
    for (const key of [...this.checkpoints.keys()])
      if (!sameSetup || key > same) this.checkpoints.delete(key);
    this.record = record;
  }

  /** State after the first `count` moves (count 0 = initial state). Throws if the record is illegal there. */
  stateAfter(count: number): StateOf<D> {
    let start = 0;
    for (const key of this.checkpoints.keys()) if (key <= count && key > start) start = key;
    let state: StateOf<D>;
    if (start === 0) {
      const created = createFromRecord(this.game, this.record);
      if (!created.ok) throw new Error(created.error.reason);
      state = created.state;
      this.checkpoints.set(0, state);
    } else {
      state = this.checkpoints.get(start)!;
    }
    for (let index = start; index < count; index++) {
      const result = applyMove(this.game, state, this.record.moves[index]!);
      if (result.ok) state = result.state;
      else if (!isObsoleteRecordMove(this.game, state, this.record.moves, index))
        throw new Error(`Move ${index}: ${result.error.reason}`);
      if ((index + 1) % this.interval === 0) this.checkpoints.set(index + 1, state);
    }
    return state;
  }
}
