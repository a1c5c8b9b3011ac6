/**
 * The shared conformance suite (core/testing/conformance.ts) on Wild West Express: its worked
 * example fixtures and seeded random games at 2 and 5 players, with the variants in turn.
 */
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';

import { checkedWildWestExpress } from './invariants.js';

describeGameConformance(checkedWildWestExpress, {
  records: fixtures.map((fixture) => fixture.record),
  seeds: ['conformance-1'],
  playerCounts: [2, 5],
  optionSets: [
    {},
    { expensiveDynamite: true, extraGangs: true, twoDesperados: true, roundLimit: 20 },
  ],
  every: 12,
});
