/**
 * The frame both stock games' heuristic bots (Chicago Express, American Rails) share around each
 * game's own choice: the only move at once, a winning move near the end, and the auction turn
 * with its cap for the opening auctions; and the head of the search's candidates.
 */
import { immediateWins } from '../greedy-bot.js';
import { seedPrng, type PrngState } from '../prng.js';
import type { Bot } from '../random-bot.js';
import type { GameMove } from '../record.js';
import { inPreferenceOrder, topOfType } from '../search-bot.js';
import { auctionCandidates, auctionMove, bestOf, type Economy } from './bot-economy.js';
import type { StockTuning } from './stock-scores.js';
import type { StockView } from './view.js';

export interface StockHeuristic<View> {
  readonly id: string;
  readonly label: string;
  readonly tuning: StockTuning;
  /** True when a move may end the game (then a move that wins at once is looked for first). */
  readonly nearTheEnd: (view: View) => boolean;
  /** The game's own choice among the seat's legal moves. */
  readonly decide: (
    view: View,
    seat: number,
    moves: readonly GameMove[],
    prng: PrngState,
  ) => [GameMove, PrngState];
}

/** A stock game's heuristic bot around its `decide`. */
export function stockHeuristicBot<View>(heuristic: StockHeuristic<View>): Bot {
  const { id, label, tuning, nearTheEnd, decide } = heuristic;
  return {
    id,
    label,
    chooseMove(turn, prng) {
      if (turn.legalMoves.length === 1) return [turn.legalMoves[0]!, prng];
      const view = turn.view as View;
      // Near the end a careful player looks for a move that ends the game with it ahead.
      if (tuning.takeWins && nearTheEnd(view)) {
        const [wins, next] = immediateWins(turn, prng);
        if (wins.length > 0) return [wins[0]!.move, next];
        prng = next;
      }
      return decide(view, turn.seat, turn.legalMoves, prng);
    },
  };
}

/**
 * The heuristic's bid or pass when `moves` are an auction's (else null): in the opening auctions
 * (`opening`) no more than `openingMaxBid` for a share.
 */
export function auctionTurnMove(
  e: Economy,
  seat: number,
  view: StockView,
  moves: readonly GameMove[],
  prng: PrngState,
  { auction, openingMaxBid }: StockTuning,
  opening: boolean,
): [GameMove, PrngState] | null {
  if (!moves.some((m) => m.type === 'auction.bid' || m.type === 'auction.pass')) return null;
  const tuning = opening ? { ...auction, maxBid: openingMaxBid } : auction;
  return auctionMove(e, seat, view, moves, prng, tuning);
}

/**
 * The best of `list` by `score` (near-ties drawn from the PRNG), or `decline` when the best is
 * worth nothing or there is none.
 */
export function bestOrDecline(
  list: readonly GameMove[],
  score: (move: GameMove) => number,
  prng: PrngState,
  decline: GameMove | undefined,
): [GameMove, PrngState] {
  const [top, next] = bestOf(list, score, prng);
  return [top && (top.score > 0 || !decline) ? top.item : decline!, next];
}

/** Moves of one type the search looks at first: the best `count` by `score`. */
export interface CandidateKind {
  readonly type: string;
  readonly count: number;
  readonly score: (move: GameMove) => number;
}

/** A fixed PRNG for the candidates' first choice (any fixed state would do). */
const CANDIDATE_PRNG: PrngState = seedPrng('candidates');

/**
 * A stock game's candidates for the search: a few bid amounts in an auction, else the best few
 * moves of the first of `kinds` the seat may play, else every move with the heuristic's choice
 * first. The order must not depend on a PRNG the search does not hand over: `decide` gets a fixed
 * one, so ties are broken by legal order.
 */
export function stockCandidates(
  s: {
    readonly e: Economy;
    readonly seat: number;
    readonly view: StockView;
    readonly tuning: StockTuning;
  },
  moves: readonly GameMove[],
  decide: (moves: readonly GameMove[], prng: PrngState) => [GameMove, PrngState],
  kinds: readonly CandidateKind[],
): readonly GameMove[] {
  const [chosen] = decide(moves, CANDIDATE_PRNG);
  const bids = auctionCandidates(s.e, s.seat, s.view, moves, chosen, s.tuning.auction);
  if (bids) return bids;
  for (const { type, count, score } of kinds)
    if (moves.some((m) => m.type === type)) return topOfType(chosen, moves, type, count, score);
  return inPreferenceOrder(chosen, moves);
}
