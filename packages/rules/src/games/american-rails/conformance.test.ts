/**
 * The shared conformance suite (core/testing/conformance.ts) on American Rails: its rulebook
 * fixtures and seeded random games at 3, 4 and 5 players.
 */
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';

import { checkedAmericanRails } from './invariants.js';

describeGameConformance(checkedAmericanRails, {
  records: fixtures.map((fixture) => fixture.record),
  seeds: ['conformance-1'],
  playerCounts: [3, 4, 5],
  optionSets: [
    {},
    {
      endWhenSharesGone: true,
      endWhenSuppliesLow: true,
      takeFromPoorPlayers: 'forbidden',
      noEmptyCityPayment: 'refunded',
      firstBidder: 'left-of-selector',
      firstCubeBy: 'auctioneer',
    },
  ],
});
