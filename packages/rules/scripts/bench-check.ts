/**
 * The bench job: measures every game (`railyard bench --json`, few games, best of several
 * rounds) and fails when a game's ratio to the trivial XState machine dropped by more than a
 * third against the committed baseline (`bench-baseline.json`). Ratios, not times, so the check
 * holds on any machine. `--baseline FILE` checks against another file; `--write` records the
 * current figures as the new baseline.
 *
 * `node --import tsx scripts/bench-check.ts [--baseline FILE] [--write]`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchGame, type GameBench } from '../src/cli/bench.js';
import { gameIds, getGame } from '../src/index.js';

const GAMES = 10;
const ROUNDS = 7;
/** A ratio may fall to this share of its baseline before the check fails. */
const FLOOR = 2 / 3;

const argv = process.argv.slice(2);
const flag = (name: string) => argv.indexOf(`--${name}`);
const baselinePath =
  flag('baseline') >= 0
    ? argv[flag('baseline') + 1]!
    : fileURLToPath(new URL('../bench-baseline.json', import.meta.url));

const current: GameBench[] = gameIds().map((id) => benchGame(getGame(id), GAMES, ROUNDS).figures);

if (flag('write') >= 0) {
  writeFileSync(baselinePath, JSON.stringify({ games: GAMES, rounds: ROUNDS, current }, null, 2) + '\n');
  console.log(`bench-check: baseline written to ${baselinePath}`);
  process.exit(0);
}

const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as { current: GameBench[] };
let failed = 0;
for (const now of current) {
  const before = baseline.current.find((b) => b.game === now.game);
  const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
  if (!before) {
    console.log(`bench-check: ${now.game} ratio ${pct(now.ratio)} (no baseline yet)`);
    continue;
  }
  const ok = now.ratio >= before.ratio * FLOOR;
  if (!ok) failed++;
  console.log(
    `bench-check: ${now.game} ratio ${pct(now.ratio)} vs baseline ${pct(before.ratio)} (floor ${pct(before.ratio * FLOOR)}) ${ok ? 'ok' : 'FAILED'}`,
  );
}
if (failed) {
  console.error(
    `bench-check: ${failed} game(s) lost more than a third of their speed relative to XState; profile with scripts/profile-replay.ts (see PERFORMANCE.md).`,
  );
  process.exit(1);
}
