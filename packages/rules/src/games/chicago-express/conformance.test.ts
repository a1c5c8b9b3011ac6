/**
 * The shared conformance suite (core/testing/conformance.ts) on Chicago Express: its rulebook
 * fixtures and seeded random games at 2, 4 and 6 players.
 */
import { expect, it } from 'vitest';
import { checkForeignMoves, describeGameConformance } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import { chicagoExpress } from './index.js';

const records = fixtures.map((fixture) => fixture.record);

describeGameConformance(chicagoExpress, {
  records,
  seeds: ['conformance-1', 'conformance-2'],
  playerCounts: [2, 4, 6],
  optionSets: [
    {},
    { chicagoTiming: 'afterBuild', offererPass: 'voidAuction', developNeedsShare: true },
    { houseEndLimit: 4, wabashCountsForEnd: false },
  ],
  // Chicago Express ignores unknown fields on a move today (American Rails refuses them); the
  // test below turns red once it refuses them too: then drop this line.
  refusesUnknownFields: false,
});

it.fails(
  'chicago-express conformance: a move with an unknown extra field is refused at its index (known gap)',
  () => {
    expect(checkForeignMoves(chicagoExpress, records[0]!)).toEqual([]);
  },
);
