/**
 * How a careful beginner judges a tile (last-spike:laying-track), from the seat's view only:
 * what it costs, the land grant it claims, who the route it completes pays
 * (last-spike:completing-a-route, last-spike:payout-amounts) and, for the last spike, whether the
 * game would end with the seat ahead (last-spike:the-last-spike, last-spike:most-cash-wins).
 */
import { BONUS } from './data/index.js';
import type { LastSpikeView } from './view.js';
/** A land grant is a free card: about what a card of a fresh city costs. */
const GRANT_WORTH = 3000;
/** A rival's payout counts this much against the seat's own (the best rival's in full). */
const BEST_RIVAL_WEIGHT = 0.8;
const OTHER_RIVAL_WEIGHT = 0.3;
/** Laying the third tile of a route lets the next player complete it: a share of that counts. */
const SET_UP_SHARE = 0.35;

/** A tile laid by `seat`: the lay that completes the route, when there is one. */
export interface Lay {
  readonly seat: number;
  readonly tile: string;
}

/**
 * What completing `letter` pays each seat (bankrupt seats collect nothing). With `lay`, the tile
 * that completes it: a tile next to a city whose land grant is still on its pile gives the layer
 * that card before the route pays (last-spike:claiming-a-land-grant), so the layer collects for it too.
 */
export function completionTotals(view: LastSpikeView, letter: string, lay?: Lay): number[] {
  const route = view.routes[letter as keyof LastSpikeView['routes']];
  const totals = view.players.map(() => 0);
  const space = lay ? view.spaces[lay.tile] : undefined;
  const granted = space?.city && !view.cities[space.city].grantClaimed ? space.city : null;
  for (const cityId of [route.east, route.west]) {
    const city = view.cities[cityId];
    for (const player of view.players) {
      const extra = cityId === granted && player.seat === lay?.seat ? 1 : 0;
      const held = (player.cardsByCity[cityId] ?? 0) + extra;
      if (held > 0 && !player.bankrupt) totals[player.seat]! += city.payouts[held - 1] ?? 0;
    }
  }
  return totals;
}

/** The route `tile` lies on, when laying it completes the route (its last open space). */
export function completedBy(view: LastSpikeView, tile: string): string | null {
  const space = view.spaces[tile];
  if (!space) return null;
  const route = view.routes[space.route];
  return !route.complete && route.laid === route.spaces.length - 1 ? route.letter : null;
}

/** The seat's payout against its rivals': the best rival's counts most. */
export function netPayout(totals: readonly number[], seat: number): number {
  const rivals = totals.filter((_, s) => s !== seat).sort((a, b) => b - a);
  const others = rivals.slice(1).reduce((a, b) => a + b, 0);
  return (totals[seat] ?? 0) - BEST_RIVAL_WEIGHT * (rivals[0] ?? 0) - OTHER_RIVAL_WEIGHT * others;
}

/** A tie on cash won on land (last-spike:most-cash-wins), in the units of `lastSpikeLead`. */
const TIEBREAK_LEAD = 0.5;

/**
 * How far ahead of its best rival the seat would end the game if it drove the last spike with
 * `tile`: cash after cost, payouts and bonus, against every rival's cash after its payouts. A tie
 * on cash goes to the most printed land (last-spike:most-cash-wins): `TIEBREAK_LEAD` when the
 * seat's land decides it, minus that when a rival's does, 0 for a shared win. Null when some
 * cash is hidden from the seat or `tile` is not the last spike.
 */
export function lastSpikeLead(view: LastSpikeView, seat: number, tile: string): number | null {
  const space = view.spaces[tile];
  if (!space?.lastSpike) return null;
  const letter = completedBy(view, tile);
  const totals = letter
    ? completionTotals(view, letter, { seat, tile })
    : view.players.map(() => 0);
  const cash = view.players.map((p) => p.cash);
  if (cash.some((c) => c === null)) return null;
  const final = cash.map((c, s) => c! + totals[s]!);
  // The last spike pays its layer the bonus (last-spike:last-spike-bonus).
  final[seat]! += BONUS - space.layCost;
  const rivals = view.players.filter((p) => p.seat !== seat && !p.bankrupt);
  const rival = Math.max(...rivals.map((p) => final[p.seat]!));
  if (final[seat] !== rival) return final[seat]! - rival;
  // Laying a tile buys no land, so the land held now is the land at the end. (A tile dearer
  // than the seat's cash is paid by selling land first: this reads it as if it were affordable.)
  const tied = rivals.filter((p) => final[p.seat] === rival);
  const land = view.players[seat]!.landValue;
  const rivalLand = Math.max(...tied.map((p) => p.landValue));
  return land > rivalLand ? TIEBREAK_LEAD : land < rivalLand ? -TIEBREAK_LEAD : 0;
}

/** A careful beginner's score of laying `tile` now, in dollars. */
export function layValue(view: LastSpikeView, seat: number, tile: string): number {
  const space = view.spaces[tile];
  if (!space) return -Infinity;
  let value = -space.layCost;
  if (space.city !== null && !view.cities[space.city].grantClaimed) value += GRANT_WORTH;
  const letter = completedBy(view, tile);
  if (letter) value += netPayout(completionTotals(view, letter, { seat, tile }), seat);
  else {
    const route = view.routes[space.route];
    // The third tile hands the completion (and its choice) to the next players.
    if (route.laid === route.spaces.length - 2)
      value += SET_UP_SHARE * Math.min(0, netPayout(completionTotals(view, route.letter), seat));
  }
  if (space.lastSpike) {
    const lead = lastSpikeLead(view, seat, tile);
    // Ending the game ahead is the goal, sharing the win next best; behind throws it away.
    if (lead !== null)
      value += lead > 0 ? 1_000_000 + lead : lead === 0 ? 500_000 : -1_000_000 + lead;
    else value += BONUS;
  }
  return value;
}
