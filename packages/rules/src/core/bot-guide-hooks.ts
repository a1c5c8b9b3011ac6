/**
 * Hooks of a game's bot guide beyond the search's own (`BotGuide` extends these): the greedy
 * level's evaluation, the reasons a hint gives in words, and the arena's game-specific counts.
 * Types only: the shared code that uses them is in greedy-bot.ts, bot-worker.ts and arena.ts.
 */
import type { AnyGameDefinition } from './game-definition.js';
import type { GameMove } from './record.js';

/** What a hint's reasons are computed from: only what the seat may know. */
export interface MoveReasonInput {
  readonly game: AnyGameDefinition;
  readonly seat: number;
  readonly move: GameMove;
  /** The seat's view before the move. */
  readonly before: unknown;
  /** The seat's view after the move, applied to a sample of what the seat cannot see. */
  readonly after: unknown;
}

/** Counts the arena keeps per bot level for one game (summed over the level's moves). */
export interface ArenaCounter {
  /** Count id -> words for the report (`completions` -> `route completions`). */
  readonly labels: Readonly<Record<string, string>>;
  /**
   * Count id -> the count it is a share of: the report prints `n of m (x%)`. Counts without an
   * entry are printed alone.
   */
  readonly shareOf?: Readonly<Record<string, string>>;
  /**
   * What one move adds to the counts of the level that made it. The arena is the judge: it
   * passes full states (`before` and `after` the move) and the mover's legal moves in `before`.
   */
  count(input: {
    readonly game: AnyGameDefinition;
    readonly before: unknown;
    readonly after: unknown;
    readonly move: GameMove;
    readonly seat: number;
    readonly legalMoves: readonly GameMove[];
  }): Readonly<Record<string, number>> | null;
}

export interface BotGuideHooks {
  /**
   * The greedy level's score of a position for `seat` (the units of `evaluate`); default
   * `evaluate`. The greedy level plays the move whose position scores best against the best
   * rival's, one move ahead.
   */
  greedyEvaluate?(view: unknown, seat: number): number;
  /**
   * Why a move is good, in short sentences a learner can follow: what it earns, what it denies a
   * rival. Hints show them under the move.
   */
  moveReasons?(input: MoveReasonInput): readonly string[];
  /**
   * The figure a move's reasons quote for the seat (stock games: the money it adds by the end, in
   * dollars). A hint whose later move quotes more than its first says why the first still leads.
   */
  moveGain?(input: MoveReasonInput): number;
  /** Game-specific counts for the arena report (Last Spike: completions that pay rivals). */
  arenaCounter?: ArenaCounter;
  /**
   * A level's own playout depth multiplier, in place of the search's `depthScale` (Last Spike:
   * hard plays out to the game's end, while medium's quarter budget keeps short playouts so that
   * it still draws its deals). Like `depthScale` it multiplies the depth asked for, so `arena
   * --depth 3` gives Last Spike's hard 300-move playouts.
   */
  levelDepthScale?: Readonly<Partial<Record<'medium' | 'hard', number>>>;
}
