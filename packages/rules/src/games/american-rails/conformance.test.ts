/**
 * The shared conformance suite (core/testing/conformance.ts) on American Rails: its rulebook
 * fixtures and seeded random games at 3 and 5 players.
 */
import { describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import { americanRails } from './index.js';

describeGameConformance(americanRails, {
  records: fixtures.map((fixture) => fixture.record),
  seeds: ['conformance-1', 'conformance-2'],
  playerCounts: [3, 5],
});
