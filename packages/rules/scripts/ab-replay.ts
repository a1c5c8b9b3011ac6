/**
 * A/B of two builds of the rules in one process, robust to machine load: replays the same seeded
 * records with build A and build B in interleaved slices and prints the median speed-up of B.
 * `npx tsc -p tsconfig.build.json --outDir .tmp/a` (before), `… --outDir .tmp/b` (after), then
 * `node --import tsx scripts/ab-replay.ts .tmp/a/index.js .tmp/b/index.js [game] [games] [rounds]`.
 */
import { resolve } from 'node:path';
import type * as Rules from '../src/index.js';

const [pathA, pathB, only, gamesArg = '20', roundsArg = '5'] = process.argv.slice(2);
const a = (await import(resolve(pathA!))) as typeof Rules;
const b = (await import(resolve(pathB!))) as typeof Rules;
const median = (v: number[]) => [...v].sort((x, y) => x - y)[v.length >> 1]!;
for (const id of only ? [only] : b.gameIds()) {
  const gameA = a.getGame(id);
  const gameB = b.getGame(id);
  const records = Array.from({ length: Number(gamesArg) }, (_, i) => {
    const players = gameB.minPlayers + (i % (gameB.maxPlayers - gameB.minPlayers + 1));
    const setup = {
      players: Array.from({ length: players }, (_, p) => `P${p + 1}`),
      seed: `ab-${i}`,
    };
    return b.simulate(gameB, setup).record;
  });
  const ratios: number[] = [];
  for (let round = 0; round < Number(roundsArg); round++)
    for (const record of records) {
      let t = performance.now();
      const ra = a.replay(gameA, record);
      const ta = performance.now() - t;
      t = performance.now();
      const rb = b.replay(gameB, record);
      const tb = performance.now() - t;
      if (!ra.ok || !rb.ok) throw new Error(`${id}: a record failed to replay`);
      if (JSON.stringify(ra.state.context) !== JSON.stringify(rb.state.context))
        throw new Error(`${id}: A and B end in different contexts`);
      if (round > 0) ratios.push(ta / tb);
    }
  console.log(`${id}: B is ${median(ratios).toFixed(2)}x A (median of ${ratios.length} slices)`);
}
