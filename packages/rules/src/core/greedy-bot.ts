/**
 * One move ahead, for every game: the `greedy` level (a yardstick the arena reports beside
 * random and easy) and the immediate-win check the `hard` level and the arena share. Both apply
 * moves only to samples of what the seat may know (`BotTurn.sample`), never the true state.
 */
import type { AnyGameDefinition } from './game-definition.js';
import { nextInt, type PrngState } from './prng.js';
import type { Bot, BotTurn } from './random-bot.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { rewardsFromResult, rewardsFromScores, type BotGuide } from './search-bot.js';

/** Samples of the hidden part a greedy move is judged on (one when nothing is hidden). */
const GREEDY_SAMPLES = 3;
/**
 * Above this many legal moves (Wild West Express's paths) one sample: three made a greedy Wild
 * West Express game take three minutes on a loaded machine.
 */
const MANY_MOVES = 40;
/** Samples a move must win on to count as winning at once (one when nothing is hidden). */
const WIN_SAMPLES = 4;

function samplesOf(turn: BotTurn, count: number, prng: PrngState): [unknown[], PrngState] {
  const states: unknown[] = [];
  let s = prng;
  if (!turn.sample) return [states, s];
  const n = turn.game.hiddenInformation || turn.game.sampleHidden ? count : 1;
  for (let i = 0; i < n; i++) {
    let state: unknown;
    [state, s] = turn.sample(s);
    states.push(state);
  }
  return [states, s];
}

/** How far `seat` finishes ahead of its best rival (negative when behind). */
function marginOf(game: AnyGameDefinition, state: unknown, seat: number): number {
  const result = game.result(state);
  if (!result) return 0;
  let own = 0;
  let rival = -Infinity;
  for (const standing of result.standings)
    if (standing.seat === seat) own = standing.score;
    else rival = Math.max(rival, standing.score);
  return rival === -Infinity ? own : own - rival;
}

/** True when `move` ends the game in `state` with `seat` among the winners. */
export function winsAtOnce(
  game: AnyGameDefinition,
  state: unknown,
  move: GameMove,
  seat: number,
): boolean {
  const applied = applyMove(game, state, move);
  if (!applied.ok) return false;
  return game.result(applied.state)?.winners.includes(seat) ?? false;
}

export interface ImmediateWin {
  readonly move: GameMove;
  /** The mover's lead over its best rival at the end (the least over the samples). */
  readonly margin: number;
  /** True when the mover wins alone in every sample. */
  readonly alone: boolean;
}

/**
 * The seat's moves that end the game with it among the winners in every sample of what it
 * cannot see, best first: a sole win before a shared one, then by the margin. A move that wins
 * at once is the soonest win there is; among them the margin decides.
 */
export function immediateWins(turn: BotTurn, prng: PrngState): [ImmediateWin[], PrngState] {
  const [states, s] = samplesOf(turn, WIN_SAMPLES, prng);
  const wins: ImmediateWin[] = [];
  for (const move of turn.legalMoves) {
    let margin = Infinity;
    let alone = true;
    let won = states.length > 0;
    for (const state of states) {
      const applied = applyMove(turn.game, state, move);
      const result = applied.ok ? turn.game.result(applied.state) : null;
      if (!applied.ok || !result?.winners.includes(turn.seat)) {
        won = false;
        break;
      }
      alone &&= result.winners.length === 1;
      margin = Math.min(margin, marginOf(turn.game, applied.state, turn.seat));
    }
    if (won) wins.push({ move, margin, alone });
  }
  wins.sort((a, b) => Number(b.alone) - Number(a.alone) || b.margin - a.margin);
  return [wins, s];
}

/** The seat's reward in [0, 1] in `state`: the result's when finished, else the evaluation's. */
function greedyScore(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  evaluate: ((view: unknown, seat: number) => number) | undefined,
): number {
  const seats = (game.view(state, seat) as { players?: readonly unknown[] }).players?.length ?? 0;
  const result = game.result(state);
  if (result) return rewardsFromResult(result, seats)[seat] ?? 0;
  if (!evaluate) return 0.5;
  const scores: number[] = [];
  for (let other = 0; other < seats; other++) scores.push(evaluate(game.view(state, other), other));
  return rewardsFromScores(scores)[seat] ?? 0.5;
}

/**
 * Scores of every legal move one move ahead (mean over a few samples of the hidden part), in the
 * order of `turn.legalMoves`.
 */
export function greedyScores(
  turn: BotTurn,
  guide: BotGuide,
  prng: PrngState,
): [number[], PrngState] {
  const evaluate = guide.greedyEvaluate ?? guide.evaluate;
  const count = turn.legalMoves.length > MANY_MOVES ? 1 : GREEDY_SAMPLES;
  const [states, s] = samplesOf(turn, count, prng);
  const scores = turn.legalMoves.map((move) => {
    let total = 0;
    for (const state of states) {
      const applied = applyMove(turn.game, state, move);
      total += applied.ok ? greedyScore(turn.game, applied.state, turn.seat, evaluate) : 0;
    }
    return total / Math.max(1, states.length);
  });
  return [scores, s];
}

/**
 * The greedy level: every legal move applied to samples of the seat's information set, the one
 * whose position the game's evaluation rates best against the best rival played (ties drawn at
 * random). A game that cannot be sampled plays its heuristic.
 */
export function greedyBot(guide: BotGuide): Bot {
  return {
    id: 'greedy',
    label: 'One-move-ahead bot (greedy)',
    chooseMove(turn, prng) {
      if (turn.legalMoves.length === 1) return [turn.legalMoves[0]!, prng];
      if (!turn.sample) return guide.heuristic.chooseMove(turn, prng);
      const [scores, s] = greedyScores(turn, guide, prng);
      const top = Math.max(...scores);
      const best = turn.legalMoves.filter((_, i) => scores[i]! >= top - 1e-9);
      const [index, after] = nextInt(s, best.length);
      return [best[index]!, after];
    },
  };
}
