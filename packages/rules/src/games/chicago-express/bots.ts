/**
 * Chicago Express bots: a heuristic that reads only the seat's view, the evaluation the search
 * scores playouts with, and the moves worth searching. The heuristic bids up to what a share is
 * worth to it (dividends still to come, shared among the shares that will be out, against what
 * its rivals gain if it drops out), builds where income grows (towards cities and Chicago) for
 * companies it holds more of than its rivals, and develops where its own companies earn.
 */
import {
  bestOf,
  economyOf,
  utility,
  withIncome,
  withSale,
  withTreasury,
  type Economy,
} from '../../core/stock/bot-economy.js';
import { stockScores, type StockTuning } from '../../core/stock/stock-scores.js';
import { avoidablePayoutCounter } from '../../core/stock/avoidable-payout.js';
import { hexById, mapIndex } from '../../core/stock/map-index.js';
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
import type { ChicagoExpressHexView, ChicagoExpressView } from './index.js';

/** Income a company's treasury dollar turns into (locomotives cost 1–6 per hex). */
const GROWTH = 0.3;
/** Money a forest development gives the company there. */
const FOREST_BONUS = 2;
/** Locomotives a company places in a typical dividend round. */
const LOCOS_PER_ROUND = 8;

/** Dividend phases still to come, the next included, from the end conditions in the view. */
export function dividendsLeft(view: ChicagoExpressView): number {
  if (view.finished) return 0;
  if (view.end.triggered.length > 0) return 1;
  const dial = (id: string) => view.dials.find((d) => d.id === id)?.length ?? 4;
  const smallest3 = (values: number[]) =>
    values
      .sort((a, b) => a - b)
      .slice(0, 3)
      .reduce((a, b) => a + b, 0);
  const detroit = view.industrial.find((i) => i.id === 'detroit');
  const byDetroit = detroit ? Math.ceil((detroit.max - detroit.value) / detroit.step) + 1 : 8;
  const shares = smallest3(view.companies.map((c) => c.sharesLeft));
  const byShares = Math.ceil(shares / Math.max(1, dial('auction') - 1)) + 1;
  const houses = view.houseSupply - view.end.houseLimit;
  const byHouses = Math.ceil(houses / Math.max(1, dial('develop') - 1)) + 1;
  const locos = smallest3(view.companies.map((c) => c.supply));
  const byLocos = Math.ceil(locos / LOCOS_PER_ROUND) + 1;
  // Part of the current round is played already: the next dividend is nearer than a full round.
  const played = view.dials.reduce((sum, d) => sum + Math.min(d.position, d.length), 0);
  const round = dial('auction') + dial('build') + dial('develop');
  return Math.max(1, Math.min(byDetroit, byShares, byHouses, byLocos) - (0.5 * played) / round);
}

export const economy = (view: ChicagoExpressView): Economy =>
  economyOf(view, dividendsLeft(view), GROWTH);

/** Expected money, the greedy level's score and a hint's reasons, from this game's economy. */
export const { evaluate, greedyEvaluate, moveReasons, moveGain } =
  stockScores<ChicagoExpressView>(economy);

/** The heuristic's rules of thumb that have a knob (the arena compares settings). */
export interface Tuning extends StockTuning {
  /** Weights of the actions' best outcomes when choosing one. */
  readonly build: number;
  readonly offer: number;
  readonly develop: number;
}

export const TUNING: Tuning = {
  auction: { ownWorthCap: true },
  openingMaxBid: 20,
  takeWins: true,
  build: 2,
  offer: 0.6,
  develop: 1,
};

interface Board {
  /** A hex of the view by id. */
  readonly hex: (id: string) => ChicagoExpressHexView | undefined;
  /** Steps from each hex to Chicago. */
  readonly toChicago: ReadonlyMap<string, number>;
}

function boardOf(view: ChicagoExpressView): Board {
  const index = mapIndex(view.board.hexes);
  return {
    hex: hexById(view.board.hexes, index),
    toChicago: index.stepsFrom(view.board.chicago),
  };
}

interface Situation {
  readonly view: ChicagoExpressView;
  readonly seat: number;
  readonly e: Economy;
  readonly now: number;
  readonly board: Board;
  readonly companyIndex: ReadonlyMap<string, number>;
  readonly tuning: Tuning;
}

function situation(view: ChicagoExpressView, seat: number, tuning = TUNING): Situation {
  const e = economy(view);
  return {
    view,
    seat,
    tuning,
    e,
    now: utility(e, seat),
    board: boardOf(view),
    companyIndex: new Map(view.companies.map((c, i) => [c.id, i])),
  };
}

/** Can `company` place its next locomotive on `hex` (terrain, network, money)? */
function canBuild(s: Situation, company: number, hex: ChicagoExpressHexView): boolean {
  const id = s.view.companies[company]!.id;
  if (hex.terrain === 'start' || hex.locos.includes(id)) return false;
  if ((hex.terrain === 'forest' || hex.terrain === 'mountain') && hex.locos.length > 0)
    return false;
  if (s.view.companies[company]!.supply <= 0) return false;
  if (hex.nextCost > s.view.companies[company]!.treasury) return false;
  return hex.neighbours.some((n) => s.board.hex(n)?.locos.includes(id));
}

/** How much a locomotive of `company` on `hexId` improves the seat's standing. */
function placementScore(s: Situation, company: number, hexId: string): number {
  const hex = s.board.hex(hexId);
  if (!hex) return -Infinity;
  const c = s.view.companies[company]!;
  const after = withIncome(s.e, company, hex.value, hex.nextCost, 1);
  const immediate = utility(after, s.seat) - s.now;
  // What one more income point of this company is worth to the seat (negative when rivals
  // hold more of it): the hexes this one opens up are valued at that rate.
  const point = utility(withIncome(s.e, company, 1), s.seat) - s.now;
  let nextBest = 0;
  for (const n of hex.neighbours) {
    const next = s.board.hex(n);
    if (!next || next.terrain === 'start' || next.locos.includes(c.id)) continue;
    if ((next.terrain === 'forest' || next.terrain === 'mountain') && next.locos.length > 0)
      continue;
    nextBest = Math.max(nextBest, next.value);
  }
  let towardsChicago = 0;
  if (!c.reachedChicago) {
    const nearest = Math.min(
      ...s.view.board.hexes
        .filter((h) => h.locos.includes(c.id))
        .map((h) => s.board.toChicago.get(h.id) ?? 99),
    );
    const here = s.board.toChicago.get(hexId) ?? 99;
    if (here < nearest) towardsChicago = 6 / (1 + here);
  }
  return immediate + point * (0.5 * nextBest + towardsChicago);
}

/** The income change (or money) a development on `hex` brings, applied to the economy. */
function developed(s: Situation, hex: ChicagoExpressHexView): Economy {
  let e = s.e;
  const companies = hex.locos.map((id) => s.companyIndex.get(id)!);
  if (hex.terrain === 'forest') return withTreasury(e, companies[0]!, FOREST_BONUS);
  let gain = hex.houseValue;
  if (hex.terrain === 'industrial') {
    const row = s.view.industrial.find((i) => i.hex === hex.id);
    gain = row ? Math.min(row.step, row.max - row.value) : 0;
  }
  for (const c of companies) e = withIncome(e, c, gain);
  return e;
}

const developScore = (s: Situation, hexId: string): number => {
  const hex = s.board.hex(hexId);
  return hex ? utility(developed(s, hex), s.seat) - s.now : -Infinity;
};

/** Develop targets from the view (for choosing the action before the targets are legal moves). */
function developTargets(s: Situation): string[] {
  const out: string[] = [];
  for (const hex of s.view.board.hexes) {
    if (hex.locos.length === 0) continue;
    if (hex.terrain === 'industrial') {
      const row = s.view.industrial.find((i) => i.hex === hex.id);
      if (row && row.playerDevelops && !row.atMax) out.push(hex.id);
    } else if (
      (hex.terrain === 'city' || hex.terrain === 'mountain' || hex.terrain === 'forest') &&
      !hex.house &&
      s.view.houseSupply > 0
    )
      out.push(hex.id);
  }
  return out;
}

const offerScore = (s: Situation, company: number): number => {
  const c = s.view.companies[company]!;
  if (!c.auctionable || c.minimumBid > s.e.cash[s.seat]!) return -Infinity;
  return utility(withSale(s.e, s.seat, company, c.minimumBid), s.seat) - s.now;
};

function bestBuild(s: Situation): number {
  let best = -Infinity;
  s.view.companies.forEach((_, company) => {
    if (s.e.holdings[s.seat]![company]! <= 0) return;
    for (const hex of s.view.board.hexes)
      if (canBuild(s, company, hex)) best = Math.max(best, placementScore(s, company, hex.id));
  });
  return best;
}

const byType = (moves: readonly GameMove[], type: string) => moves.filter((m) => m.type === type);

/**
 * The heuristic's move. Near-ties are drawn from the bot's PRNG (the game has no chance, so
 * without it every game between the same bots would be the same game).
 */
function decide(s: Situation, moves: readonly GameMove[], prng: PrngState): [GameMove, PrngState] {
  const bid = auctionTurnMove(
    s.e,
    s.seat,
    s.view,
    moves,
    prng,
    s.tuning,
    s.view.openingAuction !== null,
  );
  if (bid) return bid;
  const decline = moves.find((m) => m.type === 'action.decline' || m.type === 'build.finish');
  const pickOr = (list: readonly GameMove[], score: (m: GameMove) => number) =>
    bestOrDecline(list, score, prng, decline);
  const offers = byType(moves, 'auction.offer');
  if (offers.length)
    return pickOr(offers, (m) => offerScore(s, s.companyIndex.get(m.company as string)!));
  const places = byType(moves, 'build.place');
  if (places.length)
    return pickOr(places, (m) =>
      placementScore(s, s.companyIndex.get(m.company as string)!, m.hex as string),
    );
  const develops = byType(moves, 'develop.place');
  if (develops.length) return pickOr(develops, (m) => developScore(s, m.hex as string));
  const chooses = byType(moves, 'action.choose');
  if (chooses.length) {
    const value: Record<string, number> = {
      build: s.tuning.build * bestBuild(s),
      auction:
        s.tuning.offer * Math.max(-Infinity, ...s.view.companies.map((_, c) => offerScore(s, c))),
      develop:
        s.tuning.develop * Math.max(-Infinity, ...developTargets(s).map((h) => developScore(s, h))),
    };
    const [top, next] = bestOf(chooses, (m) => value[m.action as string] ?? -Infinity, prng);
    if (top && top.score > -Infinity) return [top.item, next];
    // Nothing useful anywhere: the action that moves the game on with the least harm.
    return [chooses.find((m) => m.action === 'develop') ?? chooses[0]!, next];
  }
  return [decline ?? moves[0]!, prng];
}

/**
 * True when the game may end within a move or two: an end condition holds (the next dividend
 * phase ends the game) or the estimate says the next dividend is the last but one.
 */
export function nearTheEnd(view: ChicagoExpressView): boolean {
  return !view.finished && (view.end.triggered.length > 0 || dividendsLeft(view) <= 2);
}

/** The heuristic with its knobs set (`TUNING` by default). */
export function tunedHeuristic(tuning: Tuning): Bot {
  return stockHeuristicBot<ChicagoExpressView>({
    id: 'chicago-express-heuristic',
    label: 'Chicago Express heuristic bot',
    tuning,
    nearTheEnd,
    decide: (view, seat, moves, prng) => decide(situation(view, seat, tuning), moves, prng),
  });
}

export const heuristicBot: Bot = tunedHeuristic(TUNING);

/** For the search: a few bid amounts, the best placements and developments, and the rest. */
function candidates(turn: CandidateTurn, tuning = TUNING): readonly GameMove[] {
  const s = situation(turn.view as ChicagoExpressView, turn.seat, tuning);
  return stockCandidates(s, turn.legalMoves, (moves, prng) => decide(s, moves, prng), [
    {
      type: 'build.place',
      count: 4,
      score: (m) => placementScore(s, s.companyIndex.get(m.company as string)!, m.hex as string),
    },
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
    arenaCounter: PAYOUT_COUNTER,
  };
}

export const botGuide: BotGuide = tunedGuide(TUNING);
