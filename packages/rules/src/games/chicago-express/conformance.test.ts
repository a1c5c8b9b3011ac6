/**
 * The shared conformance suite (core/testing/conformance.ts) on Chicago Express: its rulebook
 * fixtures and seeded random games at 2, 4 and 6 players.
 */
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';

import { checkedChicagoExpress } from './invariants.js';

const records = fixtures.map((fixture) => fixture.record);

describeGameConformance(checkedChicagoExpress, {
  records,
  seeds: ['conformance-1', 'conformance-2'],
  playerCounts: [2, 4, 6],
  optionSets: [
    {},
    { chicagoTiming: 'afterBuild', offererPass: 'voidAuction', developNeedsShare: true },
    { houseEndLimit: 4, wabashCountsForEnd: false, chicagoTiming: 'resumeBuild' },
  ],
});
