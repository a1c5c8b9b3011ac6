/**
 * What a move costs early and late in a long game, headless: a seeded game with random bots on
 * every seat, each move chosen as the playground chooses it (a bot worker request carrying the
 * record) and followed by what a page does after a move (the record as JSON, the history for a
 * spectator). Prints the mean ms per move of each part over windows of 100 moves. A measurement,
 * not a test: times depend on the machine. Run:
 *   npx tsx scripts/long-game-moves.ts [--game wild-west-express] [--players 3] [--seed long-21]
 */
import { createBotWorkerHandler, GameSession, type GameMove } from '../src/index.js';
import { botGuideFor, getGame } from '../src/engines.js';

// The worker's handler with every engine already loaded (timed synchronously, move by move).
const botWorkerHandler = createBotWorkerHandler({ game: getGame, guide: botGuideFor });

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const game = getGame(arg('game', 'wild-west-express'));
const players = Array.from({ length: Number(arg('players', '3')) }, (_, i) => `P${i + 1}`);
const session = GameSession.start(game, { players, seed: arg('seed', 'long-21') });
const windows = arg('windows', '0,1400,1900,2400').split(',').map(Number);

const parts = ['worker move', 'apply', 'record JSON', 'history'] as const;
const spent: Record<(typeof parts)[number], number[]> = {
  'worker move': [],
  apply: [],
  'record JSON': [],
  history: [],
};
const time = (part: (typeof parts)[number], run: () => void) => {
  const start = performance.now();
  run();
  spent[part].push(performance.now() - start);
};

let id = 0;
while (!session.finished && session.moveCount < Math.max(...windows) + 100) {
  const seat = session.activeSeats()[0]!;
  let move: GameMove | undefined;
  time('worker move', () => {
    const answer = botWorkerHandler({
      kind: 'move',
      id: ++id,
      record: session.record,
      seat,
      level: 'random',
    });
    if (answer.kind !== 'move') throw new Error(JSON.stringify(answer));
    move = answer.move;
  });
  time('apply', () => void session.apply(move!, { bot: true }));
  time('record JSON', () => void JSON.stringify(session.record));
  time('history', () => void session.history('spectator'));
}

console.log(
  `${game.title}, ${players.length} players, seed ${arg('seed', 'long-21')}: ${session.moveCount} moves`,
);
for (const from of windows) {
  if (session.moveCount < from + 100) {
    console.log(`  moves ${from}-${from + 100}: not reached`);
    continue;
  }
  const figures = parts.map((part) => {
    const slice = spent[part].slice(from, from + 100);
    return `${part} ${(slice.reduce((a, b) => a + b, 0) / slice.length).toFixed(2)} ms`;
  });
  console.log(`  moves ${from}-${from + 100}: ${figures.join(', ')}`);
}
