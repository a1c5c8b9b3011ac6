/**
 * The shared conformance suite (core/testing/conformance.ts) on Last Spike: its rulebook fixtures
 * and seeded random games at 2, 4 and 6 players, with every rule option in turn.
 */
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';

import { checkedLastSpike } from './invariants.js';

describeGameConformance(checkedLastSpike, {
  records: fixtures.map((fixture) => fixture.record),
  seeds: ['conformance-1', 'conformance-2'],
  playerCounts: [2, 4, 6],
  optionSets: [{}, { detachedPlacement: 'always', hiddenCash: true }, { firstPlayerTile: 'keep' }],
});
