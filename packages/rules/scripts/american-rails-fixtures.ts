/**
 * Writes the American Rails rulebook fixtures (src/games/american-rails/fixtures/*.json) from the
 * scripted real game in fixtures/scenario.ts. Run: npx tsx scripts/american-rails-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildFixtures } from '../src/games/american-rails/fixtures/build.ts';

const dir = fileURLToPath(new URL('../src/games/american-rails/fixtures/', import.meta.url));
for (const fixture of buildFixtures()) {
  writeFileSync(`${dir}${fixture.example}.json`, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(
    `wrote ${fixture.example}.json (${fixture.record.moves.length} moves, ${fixture.checks.length} checks)`,
  );
}
