/**
 * American Rails bots: a heuristic that reads only the seat's view, the evaluation the search
 * scores playouts with, and the moves worth searching. The heuristic bids up to what a share is
 * worth to it (the dividends of the years still to come, shared among the shares that will be
 * out, against what its rivals gain if it drops out), starts companies in rich corners, expands
 * into cities and towards the special connections for companies it holds more of than its
 * rivals, and takes the action that improves its standing most.
 */
import {
  bestOf,
  economyOf,
  utility,
  withCash,
  withIncome,
  withSale,
  withTreasury,
  type Economy,
} from '../../core/stock/bot-economy.js';
import { stockScores, type StockTuning } from '../../core/stock/stock-scores.js';
import { avoidablePayoutCounter } from '../../core/stock/avoidable-payout.js';
import { hexById, mapIndex, type MapIndex } from '../../core/stock/map-index.js';
import {
  auctionTurnMove,
  bestOrDecline,
  stockCandidates,
  stockHeuristicBot,
} from '../../core/stock/stock-heuristic.js';
import type { PrngState } from '../../core/prng.js';
import type { Bot } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import type { BotGuide, CandidateTurn } from '../../core/search-bot.js';
import type { AmericanRailsHexView, AmericanRailsView } from './index.js';
import type { AmericanRailsState } from './state.js';
import { playoutView } from './view.js';

/** Income a treasury dollar turns into (cubes cost $2–$5; cities pay $1–$8 a year). */
const GROWTH = 0.35;
const FUND = 5;
const TAKE = 2;
/** Cubes the expand actions place in a good turn (fewer than their limit once money is short). */
const EXPECTED_CUBES: Readonly<Record<string, number>> = { expand3: 2.4, expand4: 3, take: 1.7 };

/** Dividend phases still to come: one per year up to the last. */
export function dividendsLeft(view: AmericanRailsView): number {
  if (view.finished) return 0;
  return Math.max(1, view.yearTrack.last - view.year + 1);
}

/** Per hexes list: the income of the best empty city (views share the list while no cube moves). */
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

/** Expected money, the greedy level's score and a hint's reasons, from this game's economy. */
export const { evaluate, greedyEvaluate, moveReasons, moveGain } =
  stockScores<AmericanRailsView>(economy);

/** The heuristic's rules of thumb that have a knob (the arena compares settings). */
export interface Tuning extends StockTuning {
  /** Weight of the best share offer when choosing the auction action. */
  readonly offer: number;
  /** What passing is worth when choosing an action. */
  readonly pass: number;
}

export const TUNING: Tuning = {
  auction: { ownWorthCap: true },
  openingMaxBid: 20,
  takeWins: true,
  offer: 0.6,
  pass: 0.1,
};

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

interface Situation {
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

function situation(view: AmericanRailsView, seat: number, tuning = TUNING): Situation {
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
 * and `loser` (the company alone in the city before) earns `loss` less. Most hexes are plain land
 * at one of a few costs, so choosing an action asks the same question of many hexes: each answer
 * is computed once a decision.
 */
function placedUtility(
  s: Situation,
  company: number,
  income: number,
  cost: number,
  loser: string | null,
  loss: number,
): number {
  const key = `${company} ${income} ${cost} ${loser} ${loss}`;
  let change = s.placed.get(key);
  if (change === undefined) {
    let e = withIncome(s.e, company, income, cost, 1);
    if (loser !== null) e = withIncome(e, s.companyIndex.get(loser)!, -loss);
    change = utility(e, s.seat) - s.now;
    s.placed.set(key, change);
  }
  return change;
}

/** A cube of `company` in `hexId`: the income it brings now and the connections it nears. */
function placementScore(s: Situation, company: number, hexId: string): number {
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
    loss > 0 ? hex.cubes[0]! : null,
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
function startScore(s: Situation, company: number, hexId: string): number {
  const hex = s.hex(hexId)!;
  let reach = 0;
  for (const { at, step } of nearby(s, hexId)) {
    const near = s.view.board.hexes[at]!;
    if (near.city) reach += cityGain(near).gain / step;
  }
  const e = withIncome(s.e, company, cityGain(hex).gain);
  return utility(e, s.seat) - s.now + 0.3 * reach + (hex.city?.special ? 3 : 0);
}

function developScore(s: Situation, hexId: string): number {
  const hex = s.hex(hexId);
  if (!hex || hex.cubes.length === 0) return -Infinity;
  const bonus =
    hex.cubes.length === 1
      ? s.view.board.developmentBonus.full
      : s.view.board.developmentBonus.shared;
  let e = s.e;
  for (const id of hex.cubes) e = withIncome(e, s.companyIndex.get(id)!, bonus);
  return utility(e, s.seat) - s.now;
}

const fundScore = (s: Situation, company: number): number =>
  s.view.companies[company]!.inGame
    ? utility(withTreasury(s.e, company, FUND), s.seat) - s.now
    : -Infinity;

function takeScore(s: Situation, from: string): number {
  if (from === 'bank') return utility(withCash(s.e, s.seat, TAKE), s.seat) - s.now;
  let e = s.e;
  s.view.players.forEach((p) => {
    if (p.seat !== s.seat) e = withCash(e, p.seat, -Math.min(TAKE, p.cash));
  });
  return utility(e, s.seat) - s.now;
}

const offerScore = (s: Situation, company: number): number => {
  const c = s.view.companies[company]!;
  if (!c.inGame || c.sharesLeft <= 0 || c.minimumBid > s.e.cash[s.seat]!) return -Infinity;
  return utility(withSale(s.e, s.seat, company, c.minimumBid), s.seat) - s.now;
};

/**
 * Placements the seat could make now, read off the view (for choosing an action): the hexes next
 * to a company's cubes, found from its cubes rather than by asking every hex of the map.
 */
function bestPlacement(s: Situation): number {
  let best = -Infinity;
  const hexes = s.view.board.hexes;
  s.view.companies.forEach((c, company) => {
    if (s.e.holdings[s.seat]![company]! <= 0 || !c.inGame || !c.startHex || c.supply <= 0) return;
    const reached = new Set<number>();
    for (const at of ownHexes(s, c.id)) for (const n of s.map.index.neighbours[at]!) reached.add(n);
    for (const at of reached) {
      const hex = hexes[at]!;
      if (hex.cubes.includes(c.id) || hex.nextCubeCost === null) continue;
      if (hex.nextCubeCost > c.treasury) continue;
      best = Math.max(best, placementScore(s, company, hex.id));
    }
  });
  return best;
}

const byType = (moves: readonly GameMove[], type: string) => moves.filter((m) => m.type === type);
const maxOf = (values: number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity);

function actionValue(s: Situation, action: string): number {
  const placement = () => (s.placement ??= Math.max(0, bestPlacement(s)));
  switch (action) {
    case 'expand3':
    case 'expand4':
      return EXPECTED_CUBES[action]! * placement();
    case 'take': {
      const money = Math.max(takeScore(s, 'bank'), takeScore(s, 'players'));
      return s.view.players.length >= 4
        ? Math.max(money, EXPECTED_CUBES.take! * placement())
        : money;
    }
    case 'auction':
      return s.tuning.offer * maxOf(s.view.companies.map((_, c) => offerScore(s, c)));
    case 'fund':
      return maxOf(s.view.companies.map((_, c) => fundScore(s, c)));
    case 'develop':
      return s.view.developmentSupply > 0
        ? maxOf(
            s.view.board.hexes
              .filter((h) => h.city?.developable && !h.city.developed)
              .map((h) => developScore(s, h.id)),
          )
        : -Infinity;
    default:
      // Pass: nothing now, an early turn in the next phase.
      return s.tuning.pass;
  }
}

/** The heuristic's move; near-ties are drawn from the bot's PRNG. */
function decide(s: Situation, moves: readonly GameMove[], prng: PrngState): [GameMove, PrngState] {
  const bid = auctionTurnMove(s.e, s.seat, s.view, moves, prng, s.tuning, s.view.round === 0);
  if (bid) return bid;
  const decline = moves.find((m) => m.type === 'action.decline' || m.type === 'build.finish');
  const pickOr = (list: readonly GameMove[], score: (m: GameMove) => number) =>
    bestOrDecline(list, score, prng, decline);
  const pick = (list: readonly GameMove[], score: (m: GameMove) => number) => {
    const [top, next] = bestOf(list, score, prng);
    return [top!.item, next] as [GameMove, PrngState];
  };
  const starts = byType(moves, 'build.start');
  if (starts.length) {
    const company = s.companyIndex.get(s.view.pending.company ?? '') ?? 0;
    return pick(starts, (m) => startScore(s, company, m.hex as string));
  }
  const offers = byType(moves, 'auction.offer');
  if (offers.length)
    return pickOr(offers, (m) => offerScore(s, s.companyIndex.get(m.company as string)!));
  const chooses = byType(moves, 'action.choose');
  if (chooses.length) return pick(chooses, (m) => actionValue(s, m.action as string));
  const takes = byType(moves, 'money.take');
  const places = byType(moves, 'build.place');
  if (takes.length || places.length) {
    const value = new Map<GameMove, number>([
      ...takes.map((m) => [m, takeScore(s, m.from as string)] as const),
      ...places.map(
        (m) =>
          [
            m,
            placementScore(s, s.companyIndex.get(m.company as string)!, m.hex as string),
          ] as const,
      ),
    ]);
    return pickOr([...value.keys()], (m) => value.get(m)!);
  }
  const funds = byType(moves, 'fund.pay');
  if (funds.length)
    return pickOr(funds, (m) => fundScore(s, s.companyIndex.get(m.company as string)!));
  const develops = byType(moves, 'develop.place');
  if (develops.length) return pickOr(develops, (m) => developScore(s, m.hex as string));
  return [decline ?? moves[0]!, prng];
}

/** True in the last year, when a move may end the game (american-rails:game-ends-after-1857). */
export function nearTheEnd(view: AmericanRailsView): boolean {
  return !view.finished && dividendsLeft(view) <= 1;
}

/** The heuristic with its knobs set (`TUNING` by default). */
export function tunedHeuristic(tuning: Tuning): Bot {
  return stockHeuristicBot<AmericanRailsView>({
    id: 'american-rails-heuristic',
    label: 'American Rails heuristic bot',
    tuning,
    nearTheEnd,
    decide: (view, seat, moves, prng) => decide(situation(view, seat, tuning), moves, prng),
  });
}

export const heuristicBot: Bot = tunedHeuristic(TUNING);

/** For the search: a few bid amounts, the best placements and starts, and the rest. */
function candidates(turn: CandidateTurn, tuning = TUNING): readonly GameMove[] {
  const s = situation(turn.view as AmericanRailsView, turn.seat, tuning);
  const starting = () => s.companyIndex.get(s.view.pending.company ?? '') ?? 0;
  return stockCandidates(s, turn.legalMoves, (moves, prng) => decide(s, moves, prng), [
    {
      type: 'build.place',
      count: 4,
      score: (m) => placementScore(s, s.companyIndex.get(m.company as string)!, m.hex as string),
    },
    { type: 'build.start', count: 4, score: (m) => startScore(s, starting(), m.hex as string) },
    { type: 'develop.place', count: 3, score: (m) => developScore(s, m.hex as string) },
  ]);
}

/**
 * The arena's count of dividends a move hands a rival (at least $10 more than the mover gets)
 * that a legal move of the same kind would not have set off.
 */
const PAYOUT_COUNTER = avoidablePayoutCounter(10, (n) => `$${n}`);

/** The levels' guide with the heuristic's knobs set (`TUNING` by default). */
export function tunedGuide(tuning: Tuning): BotGuide {
  return {
    heuristic: tuning === TUNING ? heuristicBot : tunedHeuristic(tuning),
    evaluate,
    greedyEvaluate,
    moveReasons,
    moveGain,
    candidates: (turn) => candidates(turn, tuning),
    playoutView: (state) => playoutView(state as AmericanRailsState),
    arenaCounter: PAYOUT_COUNTER,
    // A turn here is many small moves (cubes, takes, bids): playouts of the level's depth end
    // inside the same phase, so they run three times as deep (hard 30 moves, medium 24). At 30
    // iterations a move against two easy bots (seed stock) this won 18 of the first 21 games,
    // where the level's 10 moves won 11 of 60 (the docs' bots guide).
    depthScale: 3,
  };
}

export const botGuide: BotGuide = tunedGuide(TUNING);
