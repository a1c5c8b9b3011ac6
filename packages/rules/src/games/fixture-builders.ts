/**
 * Each game's fixture builder: `fixtures/build.ts` in the folder of every game whose parts have
 * fixtures (found by id, so a new game adds no line here). `scripts/fixtures.ts` writes what
 * they build and a test checks the committed files against them. Tests and scripts only: the
 * builders play scripted games and are not part of the package.
 */
import type { RulebookFixture } from '../core/fixtures.js';
import { catalog, gameParts } from '../registry.js';

/** The ids of the games with fixtures, in catalog order. */
export const gamesWithFixtures = (): string[] =>
  catalog.filter((entry) => gameParts(entry.id)?.fixtures).map((entry) => entry.id);

/** What a game's builder makes. */
export async function buildGameFixtures(id: string): Promise<RulebookFixture[]> {
  // A path from the id (no list to keep): vitest and tsx both load the TypeScript file.
  const file = new URL(`./${id}/fixtures/build.ts`, import.meta.url).href;
  const builder = (await import(/* @vite-ignore */ file)) as {
    buildFixtures: () => RulebookFixture[];
  };
  return builder.buildFixtures();
}
