/**
 * Land cards (5 per city: the free land grant "Land Ø" on top, then four priced cards from
 * cheapest to dearest) and the payouts printed on them (the amount for holding 1–5 of the city's
 * cards when a route of the city is completed). The rulebook states only: a St. Louis card costs
 * $7,000, some card costs $5,000, 2 Denver cards pay $10,000 and 1 Dodge City card pays $7,000.
 * Payouts follow the curve b·n(n+3)/4 thousand of the 1976 edition (a hobby transcription), with b
 * fixed per city by the two stated payouts where known; prices are ours.
 */
import type { CityId } from './board.js';
import { reconstructed, rulebook, type Sourced } from './provenance.js';

export interface LandPileData {
  readonly city: CityId;
  /** Printed prices of the 5 cards, top (the grant, $0) to bottom. */
  readonly prices: readonly Sourced<number>[];
  /** Payout when a route of the city completes, for holding 1, 2, 3, 4 or 5 of its cards. */
  readonly payouts: readonly Sourced<number>[];
}

const GRANT = rulebook(0, 'the land grant "Land Ø" is free and lies on top of its pile');
const r = (values: readonly number[]) => values.map((v) => reconstructed(v));
const CURVE = (b: number) => [1, 2, 3, 4, 5].map((n) => Math.floor((b * n * (n + 3)) / 4) * 1000);

export const LAND_DATA: readonly LandPileData[] = [
  {
    city: 'st-louis',
    prices: [
      GRANT,
      rulebook(7000, 'the pictured St. Louis card costs $7,000 (its place in the pile is ours)'),
      ...r([9000, 11000, 14000]),
    ],
    payouts: r(CURVE(10)),
  },
  {
    city: 'omaha',
    prices: [
      GRANT,
      reconstructed(4000),
      reconstructed(5000, 'some card costs $5,000 (it sells for $3,000); which one is ours'),
      ...r([7000, 8000]),
    ],
    payouts: r(CURVE(6)),
  },
  {
    city: 'dodge-city',
    prices: [GRANT, ...r([6000, 8000, 9000, 11000])],
    payouts: [rulebook(7000, '1 Dodge City card pays $7,000'), ...r(CURVE(7).slice(1))],
  },
  { city: 'laramie', prices: [GRANT, ...r([3000, 4000, 5000, 6000])], payouts: r(CURVE(8)) },
  {
    city: 'denver',
    prices: [GRANT, ...r([4000, 5000, 7000, 8000])],
    payouts: [
      reconstructed(4000),
      rulebook(10000, '2 Denver cards pay $10,000'),
      ...r(CURVE(4).slice(2)),
    ],
  },
  { city: 'el-paso', prices: [GRANT, ...r([3000, 4000, 5000, 6000])], payouts: r(CURVE(8)) },
  { city: 'ogden', prices: [GRANT, ...r([4000, 6000, 7000, 9000])], payouts: r(CURVE(6)) },
  { city: 'yuma', prices: [GRANT, ...r([4000, 5000, 6000, 7000])], payouts: r(CURVE(5)) },
  {
    city: 'sacramento',
    prices: [GRANT, ...r([6000, 8000, 10000, 12000])],
    payouts: r(CURVE(9)),
  },
];
