/**
 * The shared conformance suite (core/testing/conformance.ts) on Last Spike: its rulebook fixtures,
 * a repro record of issue 22 (a position no seeded game reaches: a player raising cash for the
 * kept first-player tile, where samples for the other seats once counted that tile twice) and
 * seeded random games at 2, 4 and 6 players, with every rule option in turn.
 */
import type { GameRecord } from '../../core/record.js';
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import keptPendingTile from './fixtures/repros/last-spike-sample-hidden-kept-pending-tile.json';
import { checkedLastSpike } from './invariants.js';

describeGameConformance(checkedLastSpike, {
  records: [...fixtures.map((fixture) => fixture.record), keptPendingTile as GameRecord],
  seeds: ['conformance-1', 'conformance-2'],
  playerCounts: [2, 4, 6],
  optionSets: [{}, { detachedPlacement: 'always', hiddenCash: true }, { firstPlayerTile: 'keep' }],
});
