/**
 * Lessons as data: a starting position (a record), the learner's seat and steps. A step's goal is
 * a predicate over (move, position before, position after) judged with the game's own rules
 * functions, so every legal move that meets it is accepted; never one scripted answer. Nothing
 * here knows a game: each game keeps its path in `games/<id>/lessons/index.ts`.
 */
import type { AnyGameDefinition, GameDefinition, GameResult } from '../game-definition.js';
import type { MessageValues } from '../messages.js';
import type { GameMove, GameRecord } from '../record.js';
import type { BotGuide } from '../search-bot.js';
import type { BotLevel } from '../bot-level-names.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyState = any;

/** What a goal, a miss explanation or a step's words are judged on. */
export interface GoalContext<State = AnyState, Move extends GameMove = GameMove> {
  /** The learner's move, already accepted by the engine. */
  readonly move: Move;
  /** The position before the move (the game's snapshot). */
  readonly before: State;
  /** The position after it, automatic events (dividends, payouts) included. */
  readonly after: State;
  readonly game: AnyGameDefinition;
  /** The learner's seat. */
  readonly seat: number;
}

/** What a lesson that ends the game explains its result from (`Lesson.outcome`). */
export interface OutcomeContext<State = AnyState> {
  /** The lesson's first position (before its first step). */
  readonly start: State;
  /** The finished game's position. */
  readonly end: State;
  readonly result: GameResult;
  readonly game: AnyGameDefinition;
  /** The learner's seat. */
  readonly seat: number;
}

/** What a step's texts are formatted in: the position where the step waits for the learner. */
export interface StepContext<State = AnyState> {
  readonly state: State;
  readonly game: AnyGameDefinition;
  readonly seat: number;
}

/**
 * How the other seats answer after a step is met: first the scripted `moves` in order (each must
 * be legal when its turn comes: the validator checks it), then, when the script runs out and
 * another seat is still to act, the `bot` level (deterministic: the project's bot seed scheme,
 * search levels capped by iterations). Replies stop when the learner is to act again or the game
 * ends.
 */
export interface Replies {
  readonly moves?: readonly GameMove[];
  readonly bot?: BotLevel;
}

/**
 * What a step's first hint points out besides the places its words name, worked out at the
 * position where the step waits: a company's network (its hexes, marked together) and a part of
 * the board that is not a map place (the dials, a company's income track).
 */
export interface LookAt {
  /** Map spaces marked together (a company's network: every hex holding its pieces). */
  readonly places?: readonly string[];
  /** A JSON pointer into the learner's view (`/dials`, `/companies/0`): the board highlights it. */
  readonly part?: string;
}

export interface LessonStep<State = AnyState, Move extends GameMove = GameMove> {
  /** Kebab-case, unique in its lesson (progress and links name steps by it). */
  readonly id: string;
  /** What to do, in plain English: an ICU template (`{name}`, plural, select) with `values`. */
  readonly task: string;
  /** Rule ids (`<game>:<anchor>`) this step teaches; each must be a rule section of the game. */
  readonly rules: readonly string[];
  /** True for every legal move that does what the step asks (judged with the rules functions). */
  readonly goal: (context: GoalContext<State, Move>) => boolean;
  /**
   * Why a legal move misses the goal, in words (ICU template with `values`, or a function of the
   * missed move when the reason depends on it).
   */
  readonly miss: string | ((context: GoalContext<State, Move>) => string);
  /** First hint: what to look at (ICU template with `values`). The second hint is generated. */
  readonly hint: string;
  /** What the first hint marks on the board besides the places its words name. */
  readonly look?: (context: StepContext<State>) => LookAt;
  /** Said once the goal is met, before the replies (ICU template, formatted after the move). */
  readonly met?: string;
  /** Values for the templates, from the position where the step waits. */
  readonly values?: (context: StepContext<State>) => MessageValues;
  /** How the other seats answer; default: the lesson's `replies`. */
  readonly replies?: Replies;
}

export interface Lesson<State = AnyState, Move extends GameMove = GameMove> {
  /** Kebab-case, unique in the game's path; also the lesson's URL segment. */
  readonly id: string;
  readonly game: string;
  readonly title: string;
  /** One or two sentences: what the lesson teaches. */
  readonly summary: string;
  /**
   * Raised whenever the starting position, the steps' order or the scripted replies change:
   * saved progress of another version restarts the lesson instead of replaying into a position
   * it was not made for.
   */
  readonly version: number;
  /** The position before the first step: setup, options, seed (a fixed deal) and the moves before it. */
  readonly start: GameRecord;
  /** The seat the learner plays. */
  readonly seat: number;
  readonly steps: readonly LessonStep<State, Move>[];
  /** Default replies of the other seats for every step (default: the `easy` bot). */
  readonly replies?: Replies;
  /**
   * For a lesson that ends the game: what decided its result, worked out from the positions and
   * the engine's result (never a typed answer: the learner's moves and the bots' replies vary).
   */
  readonly outcome?: (context: OutcomeContext<State>) => string;
}

/** A game's lessons in teaching order, with what the runner needs to play them. */
export interface LessonPath<G extends AnyGameDefinition = AnyGameDefinition> {
  readonly game: G;
  readonly lessons: readonly Lesson[];
  /** The game's bot guide, for replies by the `easy` and search levels (else random play). */
  readonly botGuide?: BotGuide;
  /**
   * Rule ids the game cites that no lesson step or drill teaches, each with the reason (shown on
   * the coverage page beside the gap).
   */
  readonly untaught?: Readonly<Record<string, string>>;
}

/** Types a game's lessons against its state and moves: `defineLesson<ChicagoExpressState, CeMove>({...})`. */
export function defineLesson<State, Move extends GameMove>(
  lesson: Lesson<State, Move>,
): Lesson<State, Move> {
  return lesson;
}

/** Builds a path, refusing lessons of another game and repeated ids. */
export function defineLessonPath<G extends GameDefinition<AnyState, AnyState, unknown>>(
  game: G,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lessons: readonly Lesson<any, any>[],
  botGuide?: BotGuide,
  untaught?: Readonly<Record<string, string>>,
): LessonPath<G> {
  const seen = new Set<string>();
  for (const lesson of lessons) {
    if (lesson.game !== game.id)
      throw new Error(`Lesson "${lesson.id}" is a lesson of "${lesson.game}", not "${game.id}"`);
    if (seen.has(lesson.id))
      throw new Error(`Lesson id "${lesson.id}" is used twice in ${game.id}`);
    seen.add(lesson.id);
  }
  for (const rule of Object.keys(untaught ?? {}))
    if (!rule.startsWith(`${game.id}:`))
      throw new Error(`An untaught rule of ${game.id} must be one of its rule ids, not "${rule}"`);
  return {
    game,
    lessons: lessons as readonly Lesson[],
    ...(botGuide ? { botGuide } : {}),
    ...(untaught ? { untaught } : {}),
  };
}
