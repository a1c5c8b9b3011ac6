import { describe, expect, it } from 'vitest';
import { describeFixtures } from '../../core/testing/index.js';
import { fixtureCollector, runFixture, type RulebookFixture } from '../../core/fixtures.js';
import { fixtures } from './fixtures/index.js';
import { chicagoExpress } from './index.js';
import { checkedChicagoExpress } from './invariants.js';

const DOC_EXAMPLES = [
  'declined-auction',
  'nyc-minimum-bid',
  'binghamton-build',
  'charleston-develop',
  'wheeling-develop',
  'dividend-three-shares',
  'dividend-round-up',
  'wabash-opening',
];

describe('chicago-express rulebook examples (fixtures)', () => {
  it('every example of the docs (except the garbled income illustrations) has a fixture', () => {
    const ids = fixtures.map((f) => f.example);
    for (const id of DOC_EXAMPLES) expect(ids).toContain(id);
  });

  describeFixtures(checkedChicagoExpress, fixtures);

  it('a check fails when the rulebook number is wrong (the checks can fail)', () => {
    const fixture = fixtures.find((f) => f.example === 'nyc-minimum-bid')!;
    const wrong = {
      ...fixture,
      checks: fixture.checks.map((c) =>
        c.path === '/companies/2/minimumBid' ? { ...c, expected: 7 } : c,
      ),
    };
    expect(runFixture(chicagoExpress, wrong).problems).toEqual([
      '"NYC minimum bid" is 8 in the engine, but the rulebook says 7',
    ]);
  });

  it('the builders add a fixture only when the engine shows its numbers (fixtureCollector)', () => {
    const fixture = fixtures.find((f) => f.example === 'nyc-minimum-bid')!;
    const built: RulebookFixture[] = [];
    const add = fixtureCollector(chicagoExpress, built);
    const wrong = { ...fixture, checks: [{ ...fixture.checks[0]!, expected: -1 }] };
    expect(() => add(wrong)).toThrow(/^nyc-minimum-bid: "NYC income" is 22 in the engine/);
    add(fixture);
    expect(built).toEqual([fixture]);
  });
});
