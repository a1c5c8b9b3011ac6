/**
 * The docs' live examples replay the rules fixtures (one fixture type, `RulebookFixture`, and one
 * runner, `runFixture`, of @railyard/rules) and print only numbers the engine produces.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '@railyard/rules';
import { allFixtures, runExample } from '../src/lib/examples.ts';

describe('live examples', () => {
  const fixtures = allFixtures();

  it('finds the fixtures of every game with an engine', () => {
    const games = new Set(fixtures.map((f) => f.record.game));
    const playable = catalog.filter((entry) => entry.status === 'playable').map((e) => e.id);
    expect([...games].sort()).toEqual([...playable].sort());
  });

  it.each(fixtures.map((f) => [f.example]))('%s replays and shows the rulebook numbers', (id) => {
    const run = runExample(id);
    expect(run.results.length).toBe(run.fixture.checks.length);
    for (const result of run.results) expect(result.value).toEqual(result.expected);
    expect(run.shownMove).toBeLessThanOrEqual(run.moveCount);
  });

  it('names an unknown example and the known ones', () => {
    expect(() => runExample('no-such-example')).toThrow(
      /No rules fixture for the example "no-such-example".*declined-auction/,
    );
  });
});
