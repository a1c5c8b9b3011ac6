import { assign, initialTransition, setup } from 'xstate';
import {
  GameSession,
  applyMove,
  createFromRecord,
  machineTransition,
  nextInt,
  replay,
  seedPrng,
  simulate,
  type AnyGameDefinition,
  type GameMove,
  type GameRecord,
} from '../index.js';
import { gameIds, getGame } from '../engines.js';
import { CliError, intFlag, type Args, type Io } from './args.js';
import { benchSearch } from './bench-search.js';

/** The reference: a machine whose only work per event is one assign. */
const trivialMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'tick' } },
  actions: { increment: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({ context: { count: 0 }, on: { tick: { actions: 'increment' } } });

/** Runs the trivial machine for `events` events from its initial snapshot. */
function trivialRun(events: number): void {
  let [snapshot] = initialTransition(trivialMachine);
  const event = { type: 'tick' } as const;
  for (let i = 0; i < events; i++) snapshot = machineTransition(trivialMachine, snapshot, event);
  if (snapshot.context.count !== events) throw new Error('trivial machine miscounted');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const worst = (values: number[]) => Math.max(0, ...values);
const ms = (value: number) => `${value.toFixed(3)} ms`;

/**
 * Undo and history jumps as a host meets them: a `GameSession` on a game of `length` moves (the
 * longest bench record, cut to that length), timing each `undo()` from the end down to half, and
 * `jumpTo(i)` + the view of that position for seeded random indexes.
 */
function sessionTimings(game: AnyGameDefinition, records: GameRecord[], length: number) {
  const longest = records.reduce((a, b) => (b.moves.length > a.moves.length ? b : a));
  const record = { ...longest, moves: longest.moves.slice(0, length) };
  const opened = GameSession.open(game, record);
  if (!opened.ok) throw new Error(`bench record failed to open: ${opened.message}`);
  const session = opened.session;
  const jumps: number[] = [];
  let prng = seedPrng('bench-jumps');
  for (let i = 0; i < 1000; i++) {
    let index: number;
    [index, prng] = nextInt(prng, record.moves.length + 1);
    const start = performance.now();
    session.jumpTo(index);
    game.view(session.viewedState, 'all');
    jumps.push(performance.now() - start);
  }
  session.jumpTo(null);
  const undos: number[] = [];
  while (session.moveCount > record.moves.length / 2) {
    const start = performance.now();
    if (!session.undo()) break;
    undos.push(performance.now() - start);
  }
  return { moves: record.moves.length, undos, jumps };
}

/** One game's figures; ratios are comparable across machines and commits, times only in one run. */
export interface GameBench {
  game: string;
  games: number;
  events: number;
  /** Engine events/s replaying the records (guards + transition), each record at its best round. */
  eventsPerSecond: number;
  /** The trivial one-assign machine's events/s, measured between the engine's rounds. */
  trivialEventsPerSecond: number;
  /** eventsPerSecond ÷ trivialEventsPerSecond (interleaved slices, each at its best round). */
  ratio: number;
  /** Random playouts per second: legal-move generation, the random bot and the transitions. */
  playoutGamesPerSecond: number;
  /** Milliseconds to replay the first `replayMoves` moves of the longest record (best round). */
  replayMs: number;
  replayMoves: number;
}

const REPLAY_MOVES = 300;
/** Moves per timed chunk: short enough that most chunks run once without being preempted. */
const CHUNK = 16;

function setupFor(game: AnyGameDefinition, i: number) {
  const players = game.minPlayers + (i % (game.maxPlayers - game.minPlayers + 1));
  return { players: Array.from({ length: players }, (_, p) => `P${p + 1}`), seed: `bench-${i}` };
}

/** Measures one game: playouts (timed), then alternating engine / trivial replay rounds. */
export function benchGame(game: AnyGameDefinition, gameCount: number, rounds: number) {
  const records: GameRecord[] = [];
  const simStart = performance.now();
  for (let i = 0; i < gameCount; i++) records.push(simulate(game, setupFor(game, i)).record);
  const playoutGamesPerSecond = gameCount / ((performance.now() - simStart) / 1000);
  const events = records.reduce((sum, r) => sum + r.moves.length, 0);
  const longest = records.reduce((a, b) => (b.moves.length > a.moves.length ? b : a));
  const replayRecord = { ...longest, moves: longest.moves.slice(0, REPLAY_MOVES) };
  // Warm up both paths so the JIT has compiled them before timing.
  for (const record of records.slice(0, 10)) replay(game, record);
  trivialRun(Math.min(events, 50_000));

  // Load from other processes only ever slows a run down, and whole-round rates swing wildly
  // under it. So the moves are timed in short chunks (CHUNK moves from the position before
  // them), each followed by the trivial machine doing as many events; every chunk keeps its
  // fastest time over the rounds, and the rates (so the ratio) come from the sums of those.
  const chunks: { state: unknown; moves: GameMove[] }[] = [];
  for (const record of records) {
    const states: unknown[] = [];
    const outcome = replay(game, record, { onState: (state) => states.push(state) });
    if (!outcome.ok) throw new Error(`bench record failed to replay: ${outcome.error.reason}`);
    const initial = createFromRecord(game, record);
    if (!initial.ok) throw new Error(`bench record failed to open: ${initial.error.reason}`);
    for (let k = 0; k < record.moves.length; k += CHUNK)
      chunks.push({
        state: k === 0 ? initial.state : states[k - 1],
        moves: record.moves.slice(k, k + CHUNK),
      });
  }
  const bestEngineMs = chunks.map(() => Infinity);
  const bestTrivialMs = chunks.map(() => Infinity);
  let [trivial] = initialTransition(trivialMachine);
  const tick = { type: 'tick' } as const;
  let bestReplay = Infinity;
  for (let round = 0; round < rounds; round++) {
    chunks.forEach((chunk, i) => {
      const start = performance.now();
      let state = chunk.state;
      for (const move of chunk.moves) {
        const result = applyMove(game, state, move);
        if (!result.ok) throw new Error(`bench move refused: ${result.error.reason}`);
        state = result.state;
      }
      const engine = performance.now() - start;
      const trivialStart = performance.now();
      for (let e = 0; e < chunk.moves.length; e++)
        trivial = machineTransition(trivialMachine, trivial, tick);
      const reference = performance.now() - trivialStart;
      bestEngineMs[i] = Math.min(bestEngineMs[i]!, engine);
      bestTrivialMs[i] = Math.min(bestTrivialMs[i]!, reference);
    });
    // A few tries a round: a whole replay is long enough to be preempted now and then.
    for (let attempt = 0; attempt < 4; attempt++) {
      const replayStart = performance.now();
      replay(game, replayRecord);
      bestReplay = Math.min(bestReplay, performance.now() - replayStart);
    }
  }
  const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
  const bestSeconds = sum(bestEngineMs) / 1000;
  const bestEngine = events / bestSeconds;
  const bestTrivial = events / (sum(bestTrivialMs) / 1000);
  const figures: GameBench = {
    game: game.id,
    games: gameCount,
    events,
    eventsPerSecond: Math.round(bestEngine),
    trivialEventsPerSecond: Math.round(bestTrivial),
    ratio: Number((bestEngine / bestTrivial).toFixed(4)),
    playoutGamesPerSecond: Number(playoutGamesPerSecond.toFixed(2)),
    replayMs: Number(bestReplay.toFixed(3)),
    replayMoves: replayRecord.moves.length,
  };
  return { figures, records, bestSeconds };
}

/** A ratio may fall to this share of its baseline before the bench check fails. */
export const RATIO_FLOOR = 2 / 3;

/**
 * The bench check: one line per game, and whether every game kept at least `RATIO_FLOOR` of its
 * baseline ratio. Games without a baseline pass (and say so).
 */
export function compareToBaseline(
  current: readonly GameBench[],
  baseline: readonly Pick<GameBench, 'game' | 'ratio'>[],
): { ok: boolean; lines: string[] } {
  const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
  let ok = true;
  const lines = current.map((now) => {
    const before = baseline.find((b) => b.game === now.game);
    if (!before) return `${now.game}: ratio ${pct(now.ratio)} (no baseline yet)`;
    const floor = before.ratio * RATIO_FLOOR;
    const kept = now.ratio >= floor;
    if (!kept) ok = false;
    return `${now.game}: ratio ${pct(now.ratio)} vs baseline ${pct(before.ratio)} (floor ${pct(floor)}) ${kept ? 'ok' : 'FAILED'}`;
  });
  return { ok, lines };
}

export function runBench(args: Args, io: Io): number {
  let chosen: AnyGameDefinition[];
  try {
    const id = args.flags.game;
    chosen = typeof id === 'string' ? [getGame(id)] : gameIds().map((gameId) => getGame(gameId));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const gameCount = intFlag(args, 'games', 200, 100_000);
  const rounds = intFlag(args, 'rounds', 5, 1000);
  // 0 leaves the search out (it takes seconds a game).
  const searchIterations = intFlag(args, 'search-iterations', 60, 10_000, 0);
  const search = (game: AnyGameDefinition) =>
    searchIterations > 0 ? benchSearch(game, searchIterations, Math.min(rounds, 3)) : null;
  if (args.flags.json === true) {
    const results = chosen.map((game) => ({
      ...benchGame(game, gameCount, rounds).figures,
      search: search(game),
    }));
    io.out(JSON.stringify({ rounds, games: results }, null, 2));
    return 0;
  }
  for (const game of chosen) {
    const { figures, records, bestSeconds } = benchGame(game, gameCount, rounds);
    io.out(
      `${game.id}: ${gameCount} games, ${figures.events} events; best of ${rounds} rounds ${bestSeconds.toFixed(2)} s`,
    );
    io.out(`  games/s   ${(gameCount / bestSeconds).toFixed(1)} (replay)`);
    io.out(
      `  playouts  ${figures.playoutGamesPerSecond.toFixed(1)} games/s (random bot: legal moves + transitions)`,
    );
    io.out(
      `  events/s  ${figures.eventsPerSecond} (engine, full rules: machine guards + transition)`,
    );
    io.out(
      `  events/s  ${figures.trivialEventsPerSecond} (trivial one-assign XState machine, same run)`,
    );
    io.out(`  ratio     ${(figures.ratio * 100).toFixed(1)}% (goal >= 50%)`);
    io.out(`  replay    ${ms(figures.replayMs)} for a ${figures.replayMoves}-move record`);
    const timings = sessionTimings(game, records, intFlag(args, 'session-moves', 400));
    io.out(
      `  undo      median ${ms(median(timings.undos))}, worst ${ms(worst(timings.undos))} (${timings.undos.length} undos on a ${timings.moves}-move game; goal < 1 ms median, < 10 ms worst)`,
    );
    io.out(
      `  jump      median ${ms(median(timings.jumps))}, worst ${ms(worst(timings.jumps))} (${timings.jumps.length} jumps to random positions, with the view)`,
    );
    const searched = search(game);
    if (searched)
      io.out(
        `  search    ${searched.playoutMovesPerSecond} playout moves/s (hard level, whole searches in CPU time: ${searched.positions} positions, ${searched.iterations} iterations each, ${searched.playoutMoves} playout moves, ${searched.bestMs.toFixed(0)} ms at best)`,
      );
  }
  return 0;
}
