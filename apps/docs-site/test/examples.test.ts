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

  it('frames each example on the places its moves, events and title name', () => {
    const places = (id: string) => runExample(id).focus.zoomTo.split(' ');
    // The payout's cities come from the completion event, the tile from the move.
    expect(places('payout-denver-dodge-city')).toEqual(
      expect.arrayContaining(['E3', 'denver', 'dodge-city']),
    );
    // The title names the route's two cities.
    expect(places('track-tile-a3')).toEqual(
      expect.arrayContaining(['A3', 'A4', 'st-louis', 'omaha']),
    );
    // American Rails hex ids hold a comma; the title and labels name Buffalo (hex 11,0).
    expect(places('buffalo-shared-development')).toContain('11,0');
    // Company ids are not places.
    expect(places('majestic-dividend')).not.toContain('majestic');
    for (const fixture of fixtures)
      console.log(fixture.example, '→', runExample(fixture.example).focus.zoomTo);
  });

  it('names an unknown example and the known ones', () => {
    expect(() => runExample('no-such-example')).toThrow(
      /No rules fixture for the example "no-such-example".*declined-auction/,
    );
  });
});
