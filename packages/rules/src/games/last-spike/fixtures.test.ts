import { describe, expect, it } from 'vitest';
import { runFixture } from '../../core/fixtures.js';
import { describeFixtures } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import { lastSpike } from './index.js';
import { checkedLastSpike } from './invariants.js';

/** The seven worked examples of the rulebook (checklist "Worked examples"). */
const BOOK_EXAMPLES = [
  'first-player-draw',
  'track-tile-a3',
  'omaha-land-grant',
  'payout-denver-dodge-city',
  'buy-st-louis-land',
  'land-sale-half-price',
  'last-spike-ogden-denver',
];

describe('last-spike rulebook examples (fixtures)', () => {
  it('every worked example of the rulebook has a fixture', () => {
    expect(fixtures.map((f) => f.example)).toEqual(BOOK_EXAMPLES);
  });

  describeFixtures(checkedLastSpike, fixtures);

  for (const fixture of fixtures)
    it(`${fixture.rule} — ${fixture.example}: its deal is marked non-standard, and a spectator sees the rulebook's numbers too`, () => {
      expect(fixture.record.options.fixedDeal).toMatch(/\|/);
      expect(fixture.note).toMatch(/./);
      // The docs read a spectator's view: the checks never depend on hidden items.
      expect(runFixture(lastSpike, fixture, 'spectator').problems).toEqual([]);
    });
});
