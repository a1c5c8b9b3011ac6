/**
 * Writes a game's rulebook fixtures (src/games/<id>/fixtures/<example>.json) from its builder
 * (src/games/<id>/fixtures/build.ts), or with --check only says which files differ.
 *   node --import tsx scripts/fixtures.ts --game <id|all> [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildGameFixtures, gamesWithFixtures } from '../src/games/fixture-builders.js';

const args = process.argv.slice(2);
const at = args.indexOf('--game');
const wanted = at >= 0 ? args[at + 1] : undefined;
const check = args.includes('--check');
const known = gamesWithFixtures();
if (!wanted || (wanted !== 'all' && !known.includes(wanted))) {
  console.error(
    `usage: scripts/fixtures.ts --game <id|all> [--check]; games: ${known.join(', ')}` +
      (wanted ? ` (got "${wanted}")` : ''),
  );
  process.exit(2);
}

let stale = 0;
for (const id of wanted === 'all' ? known : [wanted]) {
  const dir = fileURLToPath(new URL(`../src/games/${id}/fixtures/`, import.meta.url));
  for (const fixture of await buildGameFixtures(id)) {
    const path = `${dir}${fixture.example}.json`;
    // Written as the repository formats JSON (prettier), so that a rebuild changes no line.
    const options = { ...(await resolveConfig(path)), parser: 'json' };
    const text = await format(JSON.stringify(fixture, null, 2), options);
    let old = '';
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      // A new fixture.
    }
    if (old === text) continue;
    stale++;
    if (check) console.log(`${id}: ${fixture.example}.json differs from its builder`);
    else {
      writeFileSync(path, text);
      console.log(
        `${id}: wrote ${fixture.example}.json (${fixture.record.moves.length} moves, ${fixture.checks.length} checks)`,
      );
    }
  }
}
if (check && stale > 0) process.exit(1);
if (stale === 0) console.log('every fixture file is what its builder makes');
