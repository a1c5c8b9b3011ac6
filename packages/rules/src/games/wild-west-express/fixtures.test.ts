import { describe, expect, it } from 'vitest';
import { describeFixtures } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import { checkedWildWestExpress } from './invariants.js';

/** The worked examples of the checklist (shared/games/wild-west-express.md). */
const DOC_EXAMPLES = [
  'ownership-bonus-large-train',
  'starting-position',
  'starting-success-points',
  'telegram-moves-landing-train',
];

describe('wild-west-express worked examples (fixtures)', () => {
  it('every worked example has a fixture', () => {
    expect(fixtures.map((f) => f.example).sort()).toEqual([...DOC_EXAMPLES].sort());
  });

  describeFixtures(checkedWildWestExpress, fixtures);

  for (const fixture of fixtures)
    it(`${fixture.rule} — ${fixture.example}: uses the documented scripted dice`, () => {
      expect(Array.isArray(fixture.record.options.scriptedDice)).toBe(true);
    });
});
