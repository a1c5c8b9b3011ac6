/**
 * The bench job: measures every game (few games, several rounds of interleaved slices) and fails
 * when a game's ratio to the trivial XState machine dropped by more than a third against the
 * committed baseline (`bench-baseline.json`). Ratios, not times, so it holds on any machine.
 * `--baseline FILE` checks against another file; `--write` records the current figures.
 *
 * `node --import tsx scripts/bench-check.ts [--baseline FILE] [--write]`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchGame, compareToBaseline, type GameBench } from '../src/cli/bench.js';
import { gameIds, getGame } from '../src/engines.js';

const GAMES = 6;
const ROUNDS = 5;

const argv = process.argv.slice(2);
const at = argv.indexOf('--baseline');
const baselinePath =
  at >= 0 ? argv[at + 1]! : fileURLToPath(new URL('../bench-baseline.json', import.meta.url));

const current: GameBench[] = gameIds().map((id) => benchGame(getGame(id), GAMES, ROUNDS).figures);

if (argv.includes('--write')) {
  const text = JSON.stringify({ games: GAMES, rounds: ROUNDS, current }, null, 2);
  writeFileSync(baselinePath, `${text}\n`);
  console.log(`bench-check: baseline written to ${baselinePath}`);
} else {
  const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as { current: GameBench[] };
  const { ok, lines } = compareToBaseline(current, baseline.current);
  for (const line of lines) console.log(`bench-check: ${line}`);
  if (!ok) {
    console.error(
      'bench-check: a game lost more than a third of its speed relative to XState; profile it with scripts/profile-replay.ts (see PERFORMANCE.md).',
    );
    process.exitCode = 1;
  }
}
