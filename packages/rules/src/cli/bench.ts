import { assign, initialTransition, setup } from 'xstate';
import {
  GameSession,
  getGame,
  machineTransition,
  nextInt,
  replay,
  seedPrng,
  simulate,
  type AnyGameDefinition,
  type GameRecord,
} from '../index.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';

/** The reference: a machine whose only work per event is one assign. */
const trivialMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'tick' } },
  actions: { increment: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({ context: { count: 0 }, on: { tick: { actions: 'increment' } } });

function trivialEventsPerSecond(events: number): number {
  let [snapshot] = initialTransition(trivialMachine);
  const event = { type: 'tick' } as const;
  const start = performance.now();
  for (let i = 0; i < events; i++) snapshot = machineTransition(trivialMachine, snapshot, event);
  const seconds = (performance.now() - start) / 1000;
  if (snapshot.context.count !== events) throw new Error('trivial machine miscounted');
  return events / seconds;
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

export function runBench(args: Args, io: Io): number {
  let game;
  try {
    game = getGame(stringFlag(args, 'game'));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const gameCount = intFlag(args, 'games', 200, 100_000);
  const records: GameRecord[] = [];
  for (let i = 0; i < gameCount; i++) {
    const players = game.minPlayers + (i % (game.maxPlayers - game.minPlayers + 1));
    records.push(
      simulate(game, {
        players: Array.from({ length: players }, (_, p) => `P${p + 1}`),
        seed: `bench-${i}`,
      }).record,
    );
  }
  const events = records.reduce((sum, r) => sum + r.moves.length, 0);
  // Warm up both paths so the JIT has compiled them before timing.
  for (const record of records.slice(0, 10)) replay(game, record);
  trivialEventsPerSecond(Math.min(events, 50_000));

  // Alternate engine and reference runs and keep each one's best round, so that load from other
  // processes (which only ever slows a round down) distorts the ratio as little as possible.
  const rounds = intFlag(args, 'rounds', 5, 1000);
  let bestEngine = 0;
  let bestTrivial = 0;
  let bestSeconds = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (const record of records) {
      const outcome = replay(game, record);
      if (!outcome.ok) throw new Error(`bench record failed to replay: ${outcome.error.reason}`);
    }
    const seconds = (performance.now() - start) / 1000;
    bestSeconds = Math.min(bestSeconds, seconds);
    bestEngine = Math.max(bestEngine, events / seconds);
    bestTrivial = Math.max(bestTrivial, trivialEventsPerSecond(events));
  }
  const ratio = bestEngine / bestTrivial;
  io.out(
    `${game.id}: ${gameCount} games, ${events} events; best of ${rounds} rounds ${bestSeconds.toFixed(2)} s`,
  );
  io.out(`  games/s   ${(gameCount / bestSeconds).toFixed(1)}`);
  io.out(`  events/s  ${Math.round(bestEngine)} (engine, full rules: machine guards + transition)`);
  io.out(`  events/s  ${Math.round(bestTrivial)} (trivial one-assign XState machine, same run)`);
  io.out(`  ratio     ${(ratio * 100).toFixed(1)}% (goal >= 25%)`);
  const timings = sessionTimings(game, records, intFlag(args, 'session-moves', 400));
  io.out(
    `  undo      median ${ms(median(timings.undos))}, worst ${ms(worst(timings.undos))} (${timings.undos.length} undos on a ${timings.moves}-move game; goal < 1 ms median, < 10 ms worst)`,
  );
  io.out(
    `  jump      median ${ms(median(timings.jumps))}, worst ${ms(worst(timings.jumps))} (${timings.jumps.length} jumps to random positions, with the view)`,
  );
  return 0;
}
