/**
 * Drift: every game's committed fixture files are what its builder makes
 * (`node --import tsx scripts/fixtures.ts --game <id>` writes them again).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildGameFixtures, gamesWithFixtures } from './fixture-builders.js';

describe('fixture builders', () => {
  it('the four games have fixtures', () => {
    expect([...gamesWithFixtures()].sort()).toEqual([
      'american-rails',
      'chicago-express',
      'last-spike',
      'wild-west-express',
    ]);
  });

  for (const id of gamesWithFixtures()) {
    it(`${id}: the committed fixture files are exactly what its builder makes (scripts/fixtures.ts --game ${id})`, async () => {
      const dir = fileURLToPath(new URL(`./${id}/fixtures/`, import.meta.url));
      const built = JSON.parse(JSON.stringify(await buildGameFixtures(id))) as {
        example: string;
      }[];
      const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      expect(files.sort()).toEqual(built.map((f) => `${f.example}.json`).sort());
      for (const fixture of built)
        expect(
          JSON.parse(readFileSync(`${dir}${fixture.example}.json`, 'utf8')),
          `${fixture.example}.json`,
        ).toEqual(fixture);
    });
  }
});
