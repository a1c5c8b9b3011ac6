/**
 * What an American Rails decision reads off the seat's view (the economy, the map's fixed facts,
 * what was already worked out this decision) and what a cube is worth where: the placement and
 * start scores the heuristic, its action choice and the search's candidates share.
 */
import { economyOf, utility, withIncome, type Economy } from '../../core/stock/bot-economy.js';
import { hexById, mapIndex, type MapIndex } from '../../core/stock/map-index.js';
import type { Tuning } from './bots.js';
import type { AmericanRailsHexView, AmericanRailsView } from './index.js';

/** Income a treasury dollar turns into (cubes cost $2–$5; cities pay $1–$8 a year). */
const GROWTH = 0.35;

/** Dividend phases still to come: one per year up to the last. */
export function dividendsLeft(view: AmericanRailsView): number {
  if (view.finished) return 0;
  return Math.max(1, view.yearTrack.last - view.year + 1);
}

/**
 * Per hexes list: the income of the best empty city. A view's list is new whenever a cube or a
 * development marker moves, and views in a row share it until then.
 */
const bestEmptyCities = new WeakMap<readonly AmericanRailsHexView[], number>();

function bestEmptyCity(hexes: readonly AmericanRailsHexView[]): number {
  let best = bestEmptyCities.get(hexes);
  if (best === undefined) {
    best = 0;
    for (const hex of hexes)
      if (hex.city && hex.cubes.length === 0) best = Math.max(best, hex.city.currentFull);
    bestEmptyCities.set(hexes, best);
  }
  return best;
}

/**
 * The economy of the view; a company not on the map yet is counted at the income of the best
 * empty city, where its first share's buyer will start it.
 */
export function economy(view: AmericanRailsView): Economy {
  const e = economyOf(view, dividendsLeft(view), GROWTH);
  const bestStart = bestEmptyCity(view.board.hexes);
  return {
    ...e,
    income: e.income.map((income, c) =>
      view.companies[c]!.inGame && !view.companies[c]!.open ? bestStart : income,
    ),
  };
}

/** This map's own fixed facts beside the shared index (the map never changes). */
interface AmericanMap {
  readonly index: MapIndex;
  /** Steps to each special city, per special city. */
  readonly specials: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * Per hex id, filled on first ask: the places of the hexes one to three steps away, in the
   * order a breadth-first walk meets them, each with its steps.
   */
  readonly nearby: Map<string, readonly { readonly at: number; readonly step: number }[]>;
}

const americanMaps = new WeakMap<MapIndex, AmericanMap>();

function americanMap(view: AmericanRailsView): AmericanMap {
  const index = mapIndex(view.board.hexes);
  let known = americanMaps.get(index);
  if (!known) {
    const specials = view.board.hexes.filter((h) => h.city?.special);
    known = {
      index,
      specials: new Map(specials.map((h) => [h.id, index.stepsFrom(h.id)])),
      nearby: new Map(),
    };
    americanMaps.set(index, known);
  }
  return known;
}

function nearby(s: Situation, hexId: string): readonly { at: number; step: number }[] {
  const known = s.map.nearby.get(hexId);
  if (known) return known;
  const { place, neighbours } = s.map.index;
  const out: { at: number; step: number }[] = [];
  const start = place.get(hexId)!;
  const seen = new Set([start]);
  let frontier = [start];
  for (let step = 1; step <= 3; step++) {
    const next: number[] = [];
    for (const at of frontier)
      for (const n of neighbours[at]!) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
        out.push({ at: n, step });
      }
    frontier = next;
  }
  s.map.nearby.set(hexId, out);
  return out;
}

export interface Situation {
  readonly view: AmericanRailsView;
  readonly seat: number;
  readonly e: Economy;
  readonly now: number;
  readonly map: AmericanMap;
  readonly hex: (id: string) => AmericanRailsHexView | undefined;
  readonly companyIndex: ReadonlyMap<string, number>;
  /** Per company id: the steps from its nearest cube to each special city (filled on demand). */
  readonly nearest: Map<string, ReadonlyMap<string, number>>;
  /** Per company id: the places of the hexes holding its cubes (filled on demand). */
  readonly ownHexes: Map<string, readonly number[]>;
  /** Per company id: the special cities holding its cubes (filled on demand). */
  readonly ownSpecial: Map<string, readonly string[]>;
  /** Per company index: `pointWorth` (filled on demand). */
  readonly pointWorth: Map<number, number>;
  /** A placement's change of utility now, per change of the economy it makes (filled on demand). */
  readonly placed: Map<string, number>;
  /** The best placement's score, once computed (three actions ask for it). */
  placement?: number;
  readonly tuning: Tuning;
}

export function situation(view: AmericanRailsView, seat: number, tuning: Tuning): Situation {
  const e = economy(view);
  const map = americanMap(view);
  return {
    view,
    seat,
    tuning,
    e,
    now: utility(e, seat),
    map,
    hex: hexById(view.board.hexes, map.index),
    companyIndex: new Map(view.companies.map((c, i) => [c.id, i])),
    nearest: new Map(),
    ownHexes: new Map(),
    ownSpecial: new Map(),
    pointWorth: new Map(),
    placed: new Map(),
  };
}

/** The places of the hexes holding a cube of company `id` (one walk over the map a decision). */
function ownHexes(s: Situation, id: string): readonly number[] {
  const known = s.ownHexes.get(id);
  if (known) return known;
  const own: number[] = [];
  const hexes = s.view.board.hexes;
  for (let at = 0; at < hexes.length; at++)
    if ((hexes[at]!.cubes as readonly string[]).includes(id)) own.push(at);
  s.ownHexes.set(id, own);
  return own;
}

function nearestToSpecials(s: Situation, id: string): ReadonlyMap<string, number> {
  const known = s.nearest.get(id);
  if (known) return known;
  const own = ownHexes(s, id);
  const hexes = s.view.board.hexes;
  const out = new Map<string, number>();
  for (const [target, dist] of s.map.specials) {
    let nearest = 99;
    for (const at of own) nearest = Math.min(nearest, dist.get(hexes[at]!.id) ?? 99);
    out.set(target, nearest);
  }
  s.nearest.set(id, out);
  return out;
}

/** What one more income point of `company` is worth to the seat (the same for every hex). */
function pointWorth(s: Situation, company: number): number {
  let worth = s.pointWorth.get(company);
  if (worth === undefined) {
    worth = utility(withIncome(s.e, company, 1), s.seat) - s.now;
    s.pointWorth.set(company, worth);
  }
  return worth;
}

/** What a company earns from a city it joins, and what the single company already there loses. */
function cityGain(hex: AmericanRailsHexView): { gain: number; loss: number } {
  const city = hex.city;
  if (!city) return { gain: 0, loss: 0 };
  if (hex.cubes.length === 0) return { gain: city.currentFull, loss: 0 };
  return {
    gain: city.currentShared,
    loss: hex.cubes.length === 1 ? city.currentFull - city.currentShared : 0,
  };
}

/**
 * What a cube changes in the seat's utility now: `company` earns `income` more and pays `cost`,
 * and company `loser` (alone in the city before; -1 for none) earns `loss` less. Most hexes are
 * plain land at one of a few costs, so choosing an action asks the same question of many hexes:
 * each answer is computed once a decision.
 */
function placedUtility(
  s: Situation,
  company: number,
  income: number,
  cost: number,
  loser: number,
  loss: number,
): number {
  const key = `${company} ${income} ${cost} ${loser} ${loss}`;
  let change = s.placed.get(key);
  if (change === undefined) {
    let e = withIncome(s.e, company, income, cost, 1);
    if (loser >= 0) e = withIncome(e, loser, -loss);
    change = utility(e, s.seat) - s.now;
    s.placed.set(key, change);
  }
  return change;
}

/** A cube of `company` in `hexId`: the income it brings now and the connections it nears. */
export function placementScore(s: Situation, company: number, hexId: string): number {
  const hex = s.hex(hexId);
  if (!hex || hex.nextCubeCost === null) return -Infinity;
  const id = s.view.companies[company]!.id;
  const { gain, loss } = cityGain(hex);
  const specials = s.map.specials;
  let ownSpecial = s.ownSpecial.get(id);
  if (!ownSpecial) {
    ownSpecial = [...specials.keys()].filter((h) => s.hex(h)!.cubes.includes(id));
    s.ownSpecial.set(id, ownSpecial);
  }
  let bonus = 0;
  if (hex.city?.special && ownSpecial.length > 0)
    bonus = s.view.board.specialConnectionBonus * ownSpecial.length;
  const immediate = placedUtility(
    s,
    company,
    gain + bonus,
    hex.nextCubeCost,
    loss > 0 ? s.companyIndex.get(hex.cubes[0]!)! : -1,
    loss,
  );
  const point = pointWorth(s, company);
  // Cities next door, and progress towards a special city the company still lacks.
  let nextBest = 0;
  for (const n of s.map.index.neighbours[s.map.index.place.get(hexId)!]!) {
    const next = s.view.board.hexes[n]!;
    if (next.cubes.includes(id) || next.nextCubeCost === null) continue;
    nextBest = Math.max(nextBest, cityGain(next).gain);
  }
  let towards = 0;
  if (ownSpecial.length > 0) {
    const nearest = nearestToSpecials(s, id);
    for (const [target, dist] of specials) {
      if (ownSpecial.includes(target)) continue;
      const here = dist.get(hexId) ?? 99;
      if (here < nearest.get(target)!)
        towards = Math.max(towards, (0.6 * s.view.board.specialConnectionBonus) / (1 + here));
    }
  }
  return immediate + point * (0.5 * nextBest + towards);
}

/** Where to start a company: the city, plus the cities within reach. */
export function startScore(s: Situation, company: number, hexId: string): number {
  const hex = s.hex(hexId)!;
  let reach = 0;
  for (const { at, step } of nearby(s, hexId)) {
    const near = s.view.board.hexes[at]!;
    if (near.city) reach += cityGain(near).gain / step;
  }
  const e = withIncome(s.e, company, cityGain(hex).gain);
  return utility(e, s.seat) - s.now + 0.3 * reach + (hex.city?.special ? 3 : 0);
}

/**
 * The placements the seat could make now, read off the view (for choosing an action): for each
 * company it holds, on the map with cubes left, the hexes next to the company's cubes, without
 * one, that its treasury can pay for (found from its cubes rather than by asking every hex).
 */
export function placementOptions(s: Situation): { company: number; hex: number }[] {
  const options: { company: number; hex: number }[] = [];
  const hexes = s.view.board.hexes;
  s.view.companies.forEach((c, company) => {
    if (s.e.holdings[s.seat]![company]! <= 0 || !c.inGame || !c.startHex || c.supply <= 0) return;
    const reached = new Set<number>();
    for (const at of ownHexes(s, c.id)) for (const n of s.map.index.neighbours[at]!) reached.add(n);
    for (const hex of reached) {
      const { cubes, nextCubeCost } = hexes[hex]!;
      if (!cubes.includes(c.id) && nextCubeCost !== null && nextCubeCost <= c.treasury)
        options.push({ company, hex });
    }
  });
  return options;
}

/** The best of the placements the seat could make now (-Infinity: none). */
export function bestPlacement(s: Situation): number {
  let best = -Infinity;
  for (const { company, hex } of placementOptions(s))
    best = Math.max(best, placementScore(s, company, s.view.board.hexes[hex]!.id));
  return best;
}
