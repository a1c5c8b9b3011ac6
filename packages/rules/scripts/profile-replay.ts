/**
 * Profiles the replay of seeded random games of one game (simulation excluded) and writes a
 * `.cpuprofile` (see PERFORMANCE.md):
 * `node --import tsx scripts/profile-replay.ts <game> [games] [rounds] [out.cpuprofile]`
 * (profile compiled code: `npx tsc -p tsconfig.build.json --outDir .tmp/dist` and
 * `PROFILE_RULES=$PWD/.tmp/dist/index.js`).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type * as Rules from '../src/index.js';

// PROFILE_RULES=<built index.js> profiles compiled output (real line numbers, no tsx helpers).
const { getGame, replay, simulate } = (await import(
  process.env.PROFILE_RULES ?? '../src/index.js'
)) as typeof Rules;

const [id = 'chicago-express', gamesArg = '40', roundsArg = '10', out] = process.argv.slice(2);
const game = getGame(id);
const records = Array.from({ length: Number(gamesArg) }, (_, i) => {
  const players = game.minPlayers + (i % (game.maxPlayers - game.minPlayers + 1));
  return simulate(game, {
    players: Array.from({ length: players }, (_, p) => `P${p + 1}`),
    seed: `bench-${i}`,
  }).record;
});
for (const record of records.slice(0, 5)) replay(game, record);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const start = performance.now();
let events = 0;
for (let round = 0; round < Number(roundsArg); round++)
  for (const record of records) {
    const outcome = replay(game, record);
    if (!outcome.ok) throw new Error(outcome.error.reason);
    events += record.moves.length;
  }
const seconds = (performance.now() - start) / 1000;
const { profile } = await session.post('Profiler.stop');
writeFileSync(out ?? `/tmp/prof/${id}.cpuprofile`, JSON.stringify(profile));
console.log(
  `${id}: ${events} events in ${seconds.toFixed(2)} s, ${Math.round(events / seconds)} events/s`,
);
