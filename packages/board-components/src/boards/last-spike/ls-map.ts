/**
 * The Last Spike schematic map's geometry and words: where cities and track spaces sit, what
 * each target says to a screen reader, and where a city's name goes (the board element draws
 * the targets and owns the moves).
 */
import type {
  LastSpikeCityView,
  LastSpikeSpaceView,
  LastSpikeView,
} from '@railyard/rules/last-spike';
import type { Point } from '../../shared/hex.js';
import { money } from '../../shared/players-table.js';

/** Money in thousands where room is short (map labels, the payout row): $10k, as money. */
export const thousands = (amount: number): string => `$${amount / 1000}k`;

export const UNIT = 150;
export const MARGIN = 60;
/** Room beside the map for the names of St. Louis and Sacramento. */
export const MARGIN_X = 132;
/** Centre of a city on the schematic diamond (x 0–4 west to east, y -2–2 north to south). */
export const cityPoint = (city: { x: number; y: number }): Point => ({
  x: MARGIN_X + city.x * UNIT,
  y: MARGIN + (city.y + 2) * UNIT,
});
/** Track squares: as large as the 30-unit step between neighbours allows, for legible codes. */
export const SPACE = 27;

/** A place on the map that takes a move: a track space or a city. */
export interface Target {
  readonly id: string;
  readonly kind: 'space' | 'city';
  readonly point: Point;
}

/** A track space in words: its tile, route, cost and whether it is laid. */
export function spaceLabel(view: LastSpikeView, space: LastSpikeSpaceView): string {
  const route = view.routes[space.route];
  const east = view.cities[route.east].name;
  const west = view.cities[route.west].name;
  const where = space.city ? `, next to ${view.cities[space.city].name}` : '';
  const state = space.laid
    ? `laid by ${view.players[space.laidBy!]?.name ?? 'a player'}`
    : `empty, lays for ${money(space.layCost)}${space.detached ? ' (detached: double)' : ''}`;
  const spike = space.lastSpike ? ', would drive the last spike' : '';
  return `Tile ${space.code}: ${east}–${west}, space ${space.position}${where}, cost ${money(space.cost)}, ${state}${spike}`;
}

/** A city in words: its land grant, next land price and payouts. */
export function cityLabel(view: LastSpikeView, city: LastSpikeCityView): string {
  const grant = city.grantClaimed
    ? `grant taken${city.grantHolder !== null ? ` by ${view.players[city.grantHolder]?.name}` : ''}`
    : 'grant unclaimed';
  const top = city.topPrice === null ? 'no land left' : `next card ${money(city.topPrice)}`;
  const paid = `${city.payoutsMade} of ${city.routes.length} payouts made${city.paidOut ? ', paid out' : ''}`;
  return `${city.name}: ${grant}, ${top}, ${paid}`;
}

/** Where a city's name goes: away from its routes (straight up when they leave evenly). */
export function labelSpot(
  view: LastSpikeView,
  city: LastSpikeCityView,
): { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' } {
  let sx = 0;
  let sy = 0;
  for (const letter of city.routes) {
    const route = view.routes[letter];
    const other = view.cities[route.east === city.id ? route.west : route.east];
    const len = Math.hypot(other.x - city.x, other.y - city.y) || 1;
    sx += (other.x - city.x) / len;
    sy += (other.y - city.y) / len;
  }
  const len = Math.hypot(sx, sy);
  // Routes all round (Denver): above the first spaces of its two upper routes.
  if (len < 1e-6) return { dx: 0, dy: -50, anchor: 'middle' };
  const ux = -sx / len;
  const uy = -sy / len;
  const anchor = ux > 0.3 ? 'start' : ux < -0.3 ? 'end' : 'middle';
  return { dx: ux * 26, dy: uy * 26 + (uy > 0.3 ? 10 : uy < -0.3 ? 0 : 4), anchor };
}

/** The point a fraction `t` of the way from `a` to `b`. */
export function along(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
