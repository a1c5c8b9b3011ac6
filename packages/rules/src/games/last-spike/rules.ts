/**
 * Pure rule helpers: costs, placements, sales, payouts, connectivity and ranking. Nothing here
 * changes state; effects.ts builds the next context from these answers.
 */
import {
  CARD_BY_ID,
  CITY_BY_ID,
  CITY_IDS,
  EAST_END,
  LAND_CARDS,
  PRICES,
  ROUTES,
  ROUTE_BY_LETTER,
  SPACE_BY_CODE,
  STEP,
  WEST_END,
  type CityId,
  type LandCard,
  type RouteLetter,
} from './data/index.js';
import type { LsContext } from './types.js';

// The board maps laid tile codes to seats (never undefined); a lookup is cheaper than
// hasOwnProperty, and the search's playouts ask this thousands of times a move.
export const isLaid = (ctx: LsContext, code: string): boolean => ctx.board[code] !== undefined;

/** A space touches a city (spaces 1 and 4) or a laid tile of its own route. */
export function isNormalSpace(ctx: LsContext, code: string): boolean {
  const space = SPACE_BY_CODE[code]!;
  if (space.city !== null) return true;
  const { route, position } = space;
  return isLaid(ctx, `${route}${position - 1}`) || isLaid(ctx, `${route}${position + 1}`);
}

/** What laying this tile costs now: its printed cost, or twice that when detached. */
export function layCost(ctx: LsContext, code: string): { cost: number; detached: boolean } {
  const detached = !isNormalSpace(ctx, code);
  const base = SPACE_BY_CODE[code]!.cost;
  return { cost: detached ? base * 2 : base, detached };
}

/** The bank pays half the printed price, rounded up to the next $1,000. */
export const salePrice = (price: number): number => Math.ceil(price / 2 / STEP) * STEP;

export function isRouteComplete(ctx: LsContext, letter: RouteLetter): boolean {
  return ROUTE_BY_LETTER[letter].spaces.every((code) => isLaid(ctx, code));
}

/** Every route of the city is complete: it can pay no more, so the bank will not buy its land. */
export function isPaidOut(ctx: LsContext, city: CityId): boolean {
  return CITY_BY_ID[city].routes.every((letter) => ctx.completed.includes(letter));
}

export const isSolvent = (ctx: LsContext, seat: number): boolean => ctx.bankrupt[seat] === null;

export const solventSeats = (ctx: LsContext): number[] =>
  ctx.players.map((_, seat) => seat).filter((seat) => isSolvent(ctx, seat));

/** The grant of a city has been claimed once its card left the top of the pile. */
export const isGrantClaimed = (ctx: LsContext, city: CityId): boolean =>
  !ctx.piles[city].includes(0);

export function grantHolder(ctx: LsContext, city: CityId): number | null {
  const seat = ctx.holdings.findIndex((cards) => cards.includes(`${city}-0`));
  return seat < 0 ? null : seat;
}

export const cardsHeld = (ctx: LsContext, seat: number, city: CityId): number =>
  ctx.holdings[seat]!.filter((id) => CARD_BY_ID[id]!.city === city).length;

/** Total printed price of the land a seat holds (grants $0): the tiebreak. */
export const landValue = (ctx: LsContext, seat: number): number =>
  ctx.holdings[seat]!.reduce((sum, id) => sum + CARD_BY_ID[id]!.price, 0);

/** The bank buys a card unless it is a grant or its city is paid out (`paidOut`). */
export const bankBuys = (card: LandCard, paidOut: boolean): boolean => !card.grant && !paidOut;

/** Cards the bank would buy from the seat. */
export function sellableCards(ctx: LsContext, seat: number): string[] {
  return ctx.holdings[seat]!.filter((id) => {
    const card = CARD_BY_ID[id]!;
    return bankBuys(card, isPaidOut(ctx, card.city));
  });
}

export const sellableValue = (ctx: LsContext, seat: number): number =>
  sellableCards(ctx, seat).reduce((sum, id) => sum + salePrice(CARD_BY_ID[id]!.price), 0);

/** Cash plus everything the bank would pay for the seat's land. */
export const purchasingPower = (ctx: LsContext, seat: number): number =>
  ctx.cash[seat]! + sellableValue(ctx, seat);

export interface LayOption {
  readonly tile: string;
  readonly cost: number;
  readonly detached: boolean;
  /** Payable now, selling land if needed. */
  readonly affordable: boolean;
  /** Allowed by the placement reading and affordable: the tile may be laid now. */
  readonly legal: boolean;
}

/**
 * Every tile of the seat's hand with its cost and whether it may be laid now. Under the
 * rulebook's reading a detached tile may be laid only when no tile of the hand can be laid
 * normally and paid for; under "always" any affordable tile may be laid. `power` is the seat's
 * `purchasingPower`, for a caller that has summed it already (the view).
 */
export function layOptions(
  ctx: LsContext,
  seat: number,
  power = purchasingPower(ctx, seat),
): LayOption[] {
  const options = ctx.hands[seat]!.map((tile) => {
    const { cost, detached } = layCost(ctx, tile);
    const affordable = cost <= power;
    return { tile, cost, detached, affordable, legal: affordable };
  });
  const normalPossible = options.some((o) => o.affordable && !o.detached);
  if (normalPossible && ctx.options.detachedPlacement === 'onlyWhenNoNormalLay')
    for (const o of options) if (o.detached) o.legal = false;
  return options;
}

export const legalLays = (ctx: LsContext, seat: number): string[] =>
  layOptions(ctx, seat)
    .filter((o) => o.legal)
    .map((o) => o.tile);

/** St. Louis and Sacramento are joined by completed routes. */
export function isConnected(completed: readonly RouteLetter[]): boolean {
  const seen = new Set<CityId>([EAST_END]);
  const queue: CityId[] = [EAST_END];
  while (queue.length > 0) {
    const city = queue.shift()!;
    for (const letter of completed) {
      const route = ROUTE_BY_LETTER[letter];
      const other = route.east === city ? route.west : route.west === city ? route.east : null;
      if (other && !seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen.has(WEST_END);
}

/**
 * Tiles laid on each route, read off the board's own keys: one pass over at most 48 laid tiles
 * instead of a lookup per space (the view and the search's playouts ask on every move).
 */
export function laidPerRoute(ctx: LsContext): Record<RouteLetter, number> {
  const counts = {} as Record<RouteLetter, number>;
  for (const route of ROUTES) counts[route.letter] = 0;
  for (const code of Object.keys(ctx.board)) counts[SPACE_BY_CODE[code]!.route] += 1;
  return counts;
}

/** Unlaid tiles that would drive the last spike if laid now (complete a route and join the ends). */
export function lastSpikeTiles(
  ctx: LsContext,
  laid: Readonly<Record<RouteLetter, number>> = laidPerRoute(ctx),
): string[] {
  const out: string[] = [];
  for (const route of ROUTES) {
    if (laid[route.letter] !== 3 || !isConnected([...ctx.completed, route.letter])) continue;
    out.push(route.spaces.find((code) => !isLaid(ctx, code))!);
  }
  return out;
}

/** Cities where the seat may buy the top card now: grant claimed, a card left, cash on hand. */
export function buyableCities(ctx: LsContext, seat: number): CityId[] {
  return CITY_IDS.filter((city) => {
    const top = ctx.piles[city][0];
    return (
      isGrantClaimed(ctx, city) &&
      top !== undefined &&
      CARD_BY_ID[`${city}-${top}`]!.price <= ctx.cash[seat]!
    );
  });
}

/** Price of the top card of a city's pile, or null when the pile is empty. */
export function topPrice(ctx: LsContext, city: CityId): number | null {
  const top = ctx.piles[city][0];
  return top === undefined ? null : PRICES[city][top]!;
}

/** The payments a completed route makes: each holder of each of its two cities' cards. */
export function routePayments(
  ctx: LsContext,
  letter: RouteLetter,
  payouts: Readonly<Record<CityId, readonly number[]>>,
): { city: CityId; seat: number; cards: number; amount: number }[] {
  const route = ROUTE_BY_LETTER[letter];
  const out: { city: CityId; seat: number; cards: number; amount: number }[] = [];
  for (const city of [route.east, route.west]) {
    for (const seat of solventSeats(ctx)) {
      const cards = cardsHeld(ctx, seat, city);
      if (cards > 0) out.push({ city, seat, cards, amount: payouts[city][cards - 1]! });
    }
  }
  return out;
}

export interface Rank {
  readonly seat: number;
  readonly cash: number;
  readonly land: number;
  readonly rank: number;
}

/**
 * Final ranking: solvent players by cash, then by the printed price of the land they hold; still
 * tied players share the rank. Bankrupt players follow, the later bankruptcy ranking higher.
 */
export function ranking(ctx: LsContext): Rank[] {
  const key = (seat: number): [number, number, number] =>
    ctx.bankrupt[seat] === null
      ? [1, ctx.cash[seat]!, landValue(ctx, seat)]
      : [0, ctx.bankrupt[seat]!, 0];
  const better = (a: number, b: number) => {
    const ka = key(a),
      kb = key(b);
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i]! > kb[i]!;
    return false;
  };
  const seats = ctx.players.map((_, seat) => seat);
  return seats
    .map((seat) => ({
      seat,
      cash: ctx.cash[seat]!,
      land: landValue(ctx, seat),
      rank: 1 + seats.filter((other) => better(other, seat)).length,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

/** Every card that exists, for invariants. */
export const ALL_CARD_IDS: readonly string[] = LAND_CARDS.map((c) => c.id);
