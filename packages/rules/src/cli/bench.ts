import { assign, initialTransition, setup } from 'xstate';
import { getGame, machineTransition, replay, simulate, type GameRecord } from '../index.js';
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

export function runBench(args: Args, io: Io): number {
  let game;
  try {
    game = getGame(stringFlag(args, 'game'));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const gameCount = intFlag(args, 'games', 200);
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
  const rounds = intFlag(args, 'rounds', 5);
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
  return 0;
}
