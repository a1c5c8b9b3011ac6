/**
 * Wild West Express's bot guide: the heuristic (`testing/bots.ts`, which reads only the seat's
 * view) and an evaluation in the units of the result's standings (success points), for the
 * shared search bot. Points count only whole $1,200 of cash, so a playout cut off mid-game
 * would not see money earned within a band, nor cargo on its way to a buyer: the evaluation
 * counts both at the rate whole bands pay.
 */
import { seedPrng, type PrngState } from '../../core/prng.js';
import type { GameMove } from '../../core/record.js';
import type { MoveReasonInput } from '../../core/bot-guide-hooks.js';
import { inPreferenceOrder, type BotGuide, type CandidateTurn } from '../../core/search-bot.js';
import { DISTANCE, NODE_INDEX } from './data/board.js';
import { carefulBot, pointsAfter } from './bot-careful.js';
import { cargoValueAt } from './testing/bots.js';
import type { WweView } from './view.js';

/** Points per dollar of cash at the end (2 for every full $1,200). */
const POINTS_PER_DOLLAR = 2 / 1200;
/** Share of a cargo's expected sale value counted before it is sold. */
const CARGO_SHARE = 0.6;

export function evaluate(view: unknown, seat: number): number {
  const v = view as WweView;
  const player = v.players[seat];
  if (!player) return 0;
  if (v.finished) return player.points + player.cash / 100_000;
  let cargo = 0;
  for (const train of v.trains)
    if (train.owner === seat && train.cargo.length > 0)
      cargo += Math.max(0, cargoValueAt(train, NODE_INDEX[train.at]!, seat, v));
  const banded = 2 * Math.floor(player.cash / 1200);
  return player.points - banded + POINTS_PER_DOLLAR * (player.cash + CARGO_SHARE * cargo);
}

/** The search leaves the heuristic's move only for one this much better in mean reward. */
const SWITCH_MARGIN = 0.02;
/** Paths kept per train, and rides per desperado, for the search. */
const PATHS_PER_PIECE = 3;
/** Dynamite spaces kept for the search (besides the heuristic's own choice). */
const DYNAMITE_SPACES = 2;

/** Dollars a train's cargo is worth at the end of `path`, less visible dynamite there. */
function pathValue(view: WweView, seat: number, move: GameMove): number {
  const train = view.trains.find((t) => t.id === move.train);
  const end = (move.path as string[]).at(-1)!;
  if (!train) return 0;
  const mined = view.dynamite.some((d) => d.at === end) ? 120 : 0;
  return cargoValueAt(train, NODE_INDEX[end]!, seat, view) - mined;
}

/** How close a desperado's ride ends to the nearest loaded rival train (higher is closer). */
function rideValue(view: WweView, seat: number, move: GameMove): number {
  const end =
    move.type === 'desperado.jump' ? (move.to as string) : (move.path as string[]).at(-1)!;
  const node = NODE_INDEX[end]!;
  const loaded = view.trains.filter((t) => t.owner !== seat && t.cargo.length > 0);
  if (!loaded.length) return 0;
  return -Math.min(...loaded.map((t) => DISTANCE[NODE_INDEX[t.at]!]![node]!));
}

/** Dynamite on a space a loaded rival train reaches with its next roll is worth laying. */
function dynamiteValue(view: WweView, seat: number, move: GameMove): number {
  const node = NODE_INDEX[move.space as string]!;
  let value = -1;
  for (const t of view.trains) {
    if (t.owner === seat || t.cargo.length === 0) continue;
    const d = DISTANCE[NODE_INDEX[t.at]!]![node]!;
    if (d >= 8 && d <= 10) value = Math.max(value, t.cargo.length);
  }
  return value;
}

/** A sheriff next to a rival desperado guards the trains around it (higher is nearer). */
function sheriffValue(view: WweView, seat: number, move: GameMove): number {
  const node = NODE_INDEX[move.space as string]!;
  const rivals = view.desperados.filter((d) => d.owner !== seat);
  if (!rivals.length) return 0;
  return -Math.min(...rivals.map((d) => DISTANCE[NODE_INDEX[d.at]!]![node]!));
}

/**
 * For the search: the heuristic's move first, then a few of each kind of move that can come in
 * the hundreds (paths of a train, rides of a desperado, dynamite spaces), best by the heuristic's
 * own measures, and every other move. Without this cut the search spreads a hundred iterations
 * over dynamite spaces and paths the heuristic rightly ignores, and dice noise makes one of them
 * look best (issue 13).
 */
function candidates(turn: CandidateTurn): readonly GameMove[] {
  const view = turn.view as WweView;
  const moves = turn.legalMoves;
  const [chosen] = carefulBot.chooseMove(turn, CANDIDATE_PRNG);
  const groupOf = (m: GameMove): string | null => {
    if (m.type === 'train.move') return `train:${String(m.train)}`;
    if (m.type === 'desperado.move' || m.type === 'desperado.jump')
      return `desperado:${String(m.desperado)}`;
    if (m.type === 'dynamite.lay') return 'dynamite';
    if (m.type === 'sheriff.place') return 'sheriff';
    return null;
  };
  const scoreOf = (m: GameMove): number => {
    if (m.type === 'train.move') return pathValue(view, turn.seat, m);
    if (m.type === 'dynamite.lay') return dynamiteValue(view, turn.seat, m);
    if (m.type === 'sheriff.place') return sheriffValue(view, turn.seat, m);
    if (groupOf(m)) return rideValue(view, turn.seat, m);
    return 0;
  };
  const ranked = inPreferenceOrder(chosen, moves, (m) => (groupOf(m) ? scoreOf(m) : 1e9));
  const kept = new Map<string, number>();
  return ranked.filter((m, i) => {
    const group = groupOf(m);
    if (i === 0 || group === null) return true;
    if (group === 'dynamite' && dynamiteValue(view, turn.seat, m) < 0) return false;
    const count = (kept.get(group) ?? 0) + 1;
    kept.set(group, count);
    return count <= (group === 'dynamite' ? DYNAMITE_SPACES : PATHS_PER_PIECE);
  });
}

/** A fixed PRNG for the candidates' first choice (any fixed state would do). */
const CANDIDATE_PRNG: PrngState = seedPrng('candidates');

/** Why a move is good, in words (the seat's views before and after it). */
function moveReasons({ seat, move, before, after }: MoveReasonInput): string[] {
  const view = before as WweView;
  const reasons: string[] = [];
  const points = pointsAfter(view, seat, move);
  if (points !== null)
    reasons.push(
      points >= view.target
        ? `It brings you to ${points} success points, the ${view.target} needed to win.`
        : `It brings you to ${points} success points.`,
    );
  const cashBefore = view.players[seat]?.cash ?? 0;
  const cashAfter = (after as WweView).players[seat]?.cash ?? cashBefore;
  if (cashAfter > cashBefore) reasons.push(`It earns you $${cashAfter - cashBefore}.`);
  if (move.type === 'train.move') {
    const value = pathValue(view, seat, move);
    if (value > 0)
      reasons.push(`It takes the train where its cargo is worth about $${Math.round(value)}.`);
  }
  return reasons;
}

export const botGuide: BotGuide = {
  moveReasons,
  heuristic: carefulBot,
  evaluate,
  candidates,
  switchMargin: SWITCH_MARGIN,
  pairedRoot: 5,
  // Playouts of 80 moves at `hard` (about a round of three players: rivals' rolls, duels and
  // dynamite get to answer the move) instead of 20: hard against two heuristic bots, 18 seeded
  // games each, won 6 and 8 (100 and 300 iterations) with 20 moves, 11 and 15 (100 iterations)
  // and 14 (500 ms a move on a loaded machine, about 120 iterations) with 80 (issue 13).
  depthScale: 8,
};
