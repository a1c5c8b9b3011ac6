/**
 * Plain tables the engine reads, derived from the sourced data files (board.ts, land.ts,
 * money.ts). Correct a number there; everything here follows.
 */
import { CITY_DATA, ROUTE_DATA, type CityId, type RouteLetter } from './board.js';
import { LAND_DATA } from './land.js';
import { HAND_SIZE, LAST_SPIKE_BONUS, MONEY_STEP, STARTING_CASH } from './money.js';

export type { CityId, RouteLetter } from './board.js';
export type { Provenance, Sourced } from './provenance.js';
export { CITY_DATA, ROUTE_DATA } from './board.js';
export { LAND_DATA } from './land.js';

export interface City {
  readonly id: CityId;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** Letters of the routes that end here (its possible payouts). */
  readonly routes: readonly RouteLetter[];
}

export interface Route {
  readonly letter: RouteLetter;
  readonly east: CityId;
  readonly west: CityId;
  /** Tile codes of spaces 1–4, east to west. */
  readonly spaces: readonly [string, string, string, string];
}

export interface Space {
  /** Tile code, e.g. "A3": route letter and space number. */
  readonly code: string;
  readonly route: RouteLetter;
  /** 1 (next to the east city) to 4 (next to the west city). */
  readonly position: 1 | 2 | 3 | 4;
  /** Cost of a normal lay; a detached lay costs twice this. */
  readonly cost: number;
  /** The city this space touches (spaces 1 and 4), or null. */
  readonly city: CityId | null;
}

export interface LandCard {
  /** `<city>-<k>`, k 0 (the grant) to 4 (the dearest). */
  readonly id: string;
  readonly city: CityId;
  readonly rank: number;
  readonly price: number;
  readonly grant: boolean;
}

export const ROUTES: readonly Route[] = ROUTE_DATA.map((route) => {
  const l = route.letter.value;
  return {
    letter: l,
    east: route.east.value,
    west: route.west.value,
    // Frozen, as are a city's routes and payouts: the playout view shares them, uncopied.
    spaces: Object.freeze([`${l}1`, `${l}2`, `${l}3`, `${l}4`] as const),
  };
});

export const ROUTE_BY_LETTER: Readonly<Record<RouteLetter, Route>> = Object.fromEntries(
  ROUTES.map((route) => [route.letter, route]),
) as Record<RouteLetter, Route>;

export const CITIES: readonly City[] = CITY_DATA.map((city) => ({
  id: city.id,
  name: city.name.value,
  x: city.x.value,
  y: city.y.value,
  routes: Object.freeze(
    ROUTES.filter((r) => r.east === city.id || r.west === city.id).map((r) => r.letter),
  ),
}));

export const CITY_IDS: readonly CityId[] = CITIES.map((c) => c.id);

export const CITY_BY_ID: Readonly<Record<CityId, City>> = Object.fromEntries(
  CITIES.map((city) => [city.id, city]),
) as Record<CityId, City>;

export const SPACES: readonly Space[] = ROUTE_DATA.flatMap((route, r) =>
  route.costs.map((cost, i): Space => {
    const position = (i + 1) as 1 | 2 | 3 | 4;
    return {
      code: ROUTES[r]!.spaces[i]!,
      route: ROUTES[r]!.letter,
      position,
      cost: cost.value,
      city: position === 1 ? ROUTES[r]!.east : position === 4 ? ROUTES[r]!.west : null,
    };
  }),
);

/** All 48 tile codes in canonical order (A1 … Z4): the order "closest to A1" ranks them. */
export const TILE_CODES: readonly string[] = SPACES.map((s) => s.code).sort(compareTiles);

export const SPACE_BY_CODE: Readonly<Record<string, Space>> = Object.fromEntries(
  SPACES.map((space) => [space.code, space]),
);

/** Canonical tile order: route letter first, then space number (A3 comes before B1). */
export function compareTiles(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1;
}

export const isTileCode = (value: unknown): value is string =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SPACE_BY_CODE, value);

export const isCityId = (value: unknown): value is CityId =>
  typeof value === 'string' && (CITY_IDS as readonly string[]).includes(value);

export const LAND_CARDS: readonly LandCard[] = LAND_DATA.flatMap((pile) =>
  pile.prices.map((price, rank) => ({
    id: `${pile.city}-${rank}`,
    city: pile.city,
    rank,
    price: price.value,
    grant: rank === 0,
  })),
);

export const CARD_BY_ID: Readonly<Record<string, LandCard>> = Object.fromEntries(
  LAND_CARDS.map((card) => [card.id, card]),
);

export const isCardId = (value: unknown): value is string =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(CARD_BY_ID, value);

/** Printed price of each city's cards by rank (index 0, the grant, is $0). */
export const PRICES: Readonly<Record<CityId, readonly number[]>> = Object.fromEntries(
  LAND_DATA.map((pile) => [pile.city, pile.prices.map((p) => p.value)]),
) as unknown as Record<CityId, readonly number[]>;

/** Payout for holding 1–5 cards of the city (index = cards held - 1). */
export const PAYOUTS: Readonly<Record<CityId, readonly number[]>> = Object.fromEntries(
  LAND_DATA.map((pile) => [pile.city, Object.freeze(pile.payouts.map((p) => p.value))]),
) as unknown as Record<CityId, readonly number[]>;

export const CARDS_PER_CITY = 5;
export const TILE_COUNT = 48;
export const CARD_COUNT = 45;
export const HAND = HAND_SIZE.value;
export const BONUS = LAST_SPIKE_BONUS.value;
export const STEP = MONEY_STEP.value;
export const startingCash = (players: number): number => STARTING_CASH[players]!.value;
export const EAST_END: CityId = 'st-louis';
export const WEST_END: CityId = 'sacramento';
