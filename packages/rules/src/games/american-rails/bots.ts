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
  utility,
  withCash,
  withIncome,
  withSale,
  withTreasury,
} from '../../core/stock/bot-economy.js';
import { stockScores, type StockTuning } from '../../core/stock/stock-scores.js';
import { avoidablePayoutCounter } from '../../core/stock/avoidable-payout.js';
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
import {
  bestPlacement,
  dividendsLeft,
  economy,
  placementScore,
  situation,
  startScore,
  type Situation,
} from './bot-placement.js';
import type { AmericanRailsView } from './index.js';
import type { AmericanRailsState } from './state.js';
import { playoutView } from './view.js';

export { dividendsLeft, economy } from './bot-placement.js';

const FUND = 5;
const TAKE = 2;
/** Cubes the expand actions place in a good turn (fewer than their limit once money is short). */
const EXPECTED_CUBES: Readonly<Record<string, number>> = { expand3: 2.4, expand4: 3, take: 1.7 };

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
    // inside the same phase, so they run six times as deep (hard 60 moves, medium 48). Against
    // two easy bots (seed stock), 30 moves lifted hard at 30 iterations from 11 of 60 games to
    // 107 of 200; 60 moves at 85 iterations (about what half a second gives one of a browser's
    // two workers) won 120 of the first 140 games, where 30 moves at 170 won 94 (the docs' bots
    // guide). `--depth 5` plays the level of 30 moves again.
    depthScale: 6,
  };
}

export const botGuide: BotGuide = tunedGuide(TUNING);
