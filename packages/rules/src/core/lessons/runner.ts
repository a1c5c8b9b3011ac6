/**
 * The headless lesson runner a `<ry-lesson>` element (or a test, or the CLI) drives. It keeps one
 * `GameSession` opened from the lesson's starting record: the board draws that session as in a
 * game. `try(move)` judges a learner's move with the engine first (illegal: the engine's own
 * refusal and rule), then with the step's goal (missed: the explanation, and nothing is applied),
 * and on success applies it and lets the other seats answer (scripted moves, then a deterministic
 * bot), returning the session's history entries with their automatic events. No DOM.
 */
import { levelBots } from '../bot-levels.js';
import type { AnyGameDefinition, IllegalMove } from '../game-definition.js';
import { message } from '../messages.js';
import { chooseBotMove, type Bot } from '../random-bot.js';
import type { GameMove } from '../record.js';
import { applyMove } from '../replay.js';
import { GameSession, type HistoryEntry } from '../session.js';
import type {
  GoalContext,
  Lesson,
  LessonPath,
  LessonStep,
  LookAt,
  Replies,
  StepContext,
} from './types.js';
import { startProgress, type LessonProgress } from './progress.js';
import { movePlaces, placesNamedIn } from './places.js';

/** Iterations of the search levels when they reply in a lesson: the same answer on every run. */
const LESSON_SEARCH_ITERATIONS = 64;
/** Goal-meeting moves hint 2 chooses among (the one at a place the step names first). */
const HINT_CANDIDATES = 60;
/** Replies after one step before the runner gives up (a lesson must hand the turn back). */
export const MAX_REPLIES = 400;

/** The step waiting for the learner, in words. */
export interface CurrentStep {
  readonly index: number;
  readonly id: string;
  /** How many steps the lesson has. */
  readonly total: number;
  /** What to do. */
  readonly task: string;
  readonly rules: readonly string[];
}

export type TryResult =
  /** The engine refuses the move: its own reason and rule; nothing changed. */
  | { readonly kind: 'illegal'; readonly error: IllegalMove }
  /** Legal, but not what the step asks: why, and the position is where it was. */
  | { readonly kind: 'missed'; readonly explanation: string; readonly rules: readonly string[] }
  /** The goal is met: the learner's move and the other seats' answers, as history tells them. */
  | {
      readonly kind: 'met';
      /** Index of the step just met. */
      readonly step: number;
      /** The step's closing words, when it has them. */
      readonly said: string | null;
      readonly played: HistoryEntry;
      readonly replies: readonly HistoryEntry[];
    }
  /** The last step is met (with its move and replies), or the lesson was already over. */
  | {
      readonly kind: 'complete';
      readonly said: string | null;
      readonly played: HistoryEntry | null;
      readonly replies: readonly HistoryEntry[];
    };

export interface Hint {
  /** 1: what to look at. 2: a legal move that meets the goal, found by the engine. */
  readonly level: 1 | 2;
  readonly text: string;
  /** The move of the second hint (for the board to show). */
  readonly move?: GameMove;
}

/** The map places a step is about (space ids; a board draws those it knows). */
export interface StepFocus {
  /** Places the step's task and first hint name: where to look. */
  readonly named: readonly string[];
  /** Places the step's `look` marks with them (a company's network). */
  readonly marked: readonly string[];
  /** The part of the view the step's `look` points out (a JSON pointer; '' for none). */
  readonly part: string;
  /** Places of the move the second hint shows: its spaces (else the places its words name). */
  readonly move: readonly string[];
  /** Other places the second hint's words name (the city a hex is next to). */
  readonly near: readonly string[];
}

export interface RunnerOptions {
  /** Saved progress to resume (any JSON: a bad or older one restarts the lesson). */
  readonly progress?: unknown;
}

/** Why a resumed lesson started over instead (null when it resumed or started fresh). */
export type RestartReason = 'version' | 'changed' | 'unreadable' | null;

export class LessonRunner {
  private current: GameSession;
  private stepIndex = 0;
  private learnerMoves: GameMove[] = [];
  private botTable: Readonly<Record<string, Bot>> | null = null;
  /** Scripted replies that were illegal and answered by the bot instead (the validator reports them). */
  readonly replyProblems: string[] = [];
  /** Set when saved progress could not be resumed and the lesson started over. */
  restarted: RestartReason = null;

  private constructor(
    readonly path: LessonPath,
    readonly lesson: Lesson,
  ) {
    this.current = openStart(path, lesson);
  }

  /** The game as it stands (a new session after `reset`: re-read it then). */
  get session(): GameSession {
    return this.current;
  }

  /** Opens a lesson of the path by id (throws a RangeError naming the known ids otherwise). */
  static start(path: LessonPath, lessonId: string, options: RunnerOptions = {}): LessonRunner {
    const lesson = path.lessons.find((l) => l.id === lessonId);
    if (!lesson)
      throw new RangeError(
        `${path.game.title} has no lesson "${lessonId}" (lessons: ${path.lessons.map((l) => l.id).join(', ') || 'none'})`,
      );
    const runner = new LessonRunner(path, lesson);
    if (options.progress !== undefined) runner.resume(options.progress);
    return runner;
  }

  get game(): AnyGameDefinition {
    return this.path.game;
  }

  get seat(): number {
    return this.lesson.seat;
  }

  get complete(): boolean {
    return this.stepIndex >= this.lesson.steps.length;
  }

  /** Index of the step waiting for the learner (`steps.length` once complete). */
  get stepNumber(): number {
    return this.stepIndex;
  }

  private get stepData(): LessonStep | undefined {
    return this.lesson.steps[this.stepIndex];
  }

  private stepContext(): StepContext {
    return { state: this.session.state, game: this.game, seat: this.seat };
  }

  private format(step: LessonStep, template: string, context = this.stepContext()): string {
    return message(template, step.values ? step.values(context) : {});
  }

  /** The step waiting for the learner, or null once the lesson is complete. */
  get step(): CurrentStep | null {
    const step = this.stepData;
    if (!step) return null;
    return {
      index: this.stepIndex,
      id: step.id,
      total: this.lesson.steps.length,
      task: this.format(step, step.task),
      rules: step.rules,
    };
  }

  /**
   * What decided the result of the game the lesson finished (its `outcome`, from the lesson's
   * first position and the engine's result), or null before the end or without one.
   */
  outcome(): string | null {
    const result = this.session.result();
    if (!this.complete || !result || !this.lesson.outcome) return null;
    // Asked at every render of a finished lesson: the start position is a replay, so once a state.
    const end = this.session.state;
    const known = this.outcomeOf;
    if (known && known.end === end) return known.text;
    const text = this.lesson.outcome({
      start: this.session.stateAfter(this.lesson.start.moves.length),
      end,
      result,
      game: this.game,
      seat: this.seat,
    });
    this.outcomeOf = { end, text };
    return text;
  }
  private outcomeOf: { end: unknown; text: string } | null = null;

  /** Judges and, when it meets the goal, plays the learner's move. */
  try(move: GameMove): TryResult {
    const step = this.stepData;
    if (!step) return { kind: 'complete', said: null, played: null, replies: [] };
    const before = this.session.state;
    const applied = applyMove(this.game, before, move);
    if (!applied.ok) return { kind: 'illegal', error: applied.error };
    const context: GoalContext = {
      move,
      before,
      after: applied.state,
      game: this.game,
      seat: this.seat,
    };
    // A move of another seat can be legal only when the lesson waits for that seat: never a goal.
    if (move.player !== this.seat || !step.goal(context)) {
      const explanation =
        typeof step.miss === 'function' ? step.miss(context) : this.format(step, step.miss);
      return { kind: 'missed', explanation, rules: step.rules };
    }
    const said = step.met
      ? this.format(step, step.met, { state: applied.state, game: this.game, seat: this.seat })
      : null;
    const index = this.session.moveCount;
    this.session.apply(move);
    this.learnerMoves.push(move);
    this.stepIndex++;
    this.reply(step.replies ?? this.lesson.replies ?? {});
    const [played, ...replies] = this.entriesFrom(index) as [HistoryEntry, ...HistoryEntry[]];
    return this.complete
      ? { kind: 'complete', said, played, replies }
      : { kind: 'met', step: this.stepIndex - 1, said, played, replies };
  }

  /** History entries from move `index` on, told to the learner (the start's moves are not told again). */
  private entriesFrom(index: number): HistoryEntry[] {
    const { record } = this.session;
    const entries: HistoryEntry[] = [];
    for (let i = index; i < record.moves.length; i++) {
      const move = record.moves[i]!;
      entries.push({
        index: i,
        move,
        seat: move.player,
        bot: i > index,
        description: this.session.describe(i, this.seat),
        events: this.session.events(i, this.seat),
      });
    }
    return entries;
  }

  /** The other seats move until the learner is to act again or the game ends. */
  private reply(replies: Replies): void {
    const script = [...(replies.moves ?? [])];
    for (let count = 0; count < MAX_REPLIES; count++) {
      if (this.session.finished) break;
      const active = this.session.activeSeats();
      if (active.length === 0 || active.includes(this.seat)) break;
      const scripted = script.shift();
      if (scripted) {
        const result = this.session.apply(scripted, { bot: true });
        if (result.ok) continue;
        this.replyProblems.push(
          `step ${this.stepIndex} (${this.lesson.steps[this.stepIndex - 1]!.id}): scripted reply ${JSON.stringify(scripted)} is refused: ${result.error.reason} (${result.error.rule})`,
        );
      }
      const seat = active[0]!;
      const bot = this.bots()[replies.bot ?? 'easy'] ?? this.bots().easy!;
      const chosen = chooseBotMove(
        this.game,
        this.session.state,
        seat,
        bot,
        this.session.record.seed,
        this.session.moveCount,
      );
      this.session.apply(chosen, { bot: true });
    }
    if (script.length)
      this.replyProblems.push(
        `step ${this.stepIndex} (${this.lesson.steps[this.stepIndex - 1]!.id}): ${script.length} scripted repl${script.length === 1 ? 'y was' : 'ies were'} left unplayed when the turn came back`,
      );
  }

  private bots(): Readonly<Record<string, Bot>> {
    return (this.botTable ??= levelBots(this.game, this.path.botGuide, {
      iterations: LESSON_SEARCH_ITERATIONS,
    }));
  }

  /**
   * The learner's legal moves that meet the current goal, in the engine's order (at most `limit`).
   * Empty when the goal cannot be reached (the validator reports it) or the lesson is over.
   */
  goalMoves(limit = Infinity): GameMove[] {
    const step = this.stepData;
    if (!step) return [];
    return findGoalMoves(this.game, this.session.state, this.seat, step, limit);
  }

  /** The learner's legal moves that miss the goal (at most `limit`). */
  missMoves(limit = Infinity): GameMove[] {
    const step = this.stepData;
    if (!step) return [];
    return findGoalMoves(this.game, this.session.state, this.seat, step, limit, false);
  }

  /** Hint 1 says what to look at; hint 2 shows a move that works, found from the goal. */
  hint(level: 1 | 2): Hint | null {
    const step = this.stepData;
    if (!step) return null;
    if (level === 1) return { level, text: this.format(step, step.hint) };
    const move = this.hintMove();
    if (!move) return null;
    const described = this.game.describeMove(move, this.session.state, this.seat) || move.type;
    return { level, text: message('Try this: {move}', { move: described }), move };
  }

  /**
   * The move hint 2 shows: a goal-meeting move at a place the step's words name, when one is
   * (so that the text and the hint agree), else the engine's first goal-meeting move.
   */
  private hintMove(): GameMove | undefined {
    const step = this.stepData;
    if (!step) return undefined;
    const key = `${this.stepIndex}/${this.session.moveCount}`;
    if (this.hinted?.key === key) return this.hinted.move;
    const moves = this.goalMoves(HINT_CANDIDATES);
    const named = new Set(this.namedPlaces());
    const move =
      (named.size > 0
        ? moves.find((m) => this.placesOfMove(m).some((place) => named.has(place)))
        : undefined) ?? moves[0];
    this.hinted = { key, move };
    return move;
  }

  private hinted: { key: string; move: GameMove | undefined } | null = null;

  private learnerView(): unknown {
    return this.session.view(this.seat);
  }

  /** Places the step's task and first hint name. */
  private namedPlaces(): string[] {
    const step = this.stepData;
    if (!step) return [];
    const text = `${this.format(step, step.task)}\n${this.format(step, step.hint)}`;
    return placesNamedIn(text, this.learnerView());
  }

  /** What the waiting step's `look` points out at this position (nothing when it has none). */
  lookAt(): LookAt {
    const step = this.stepData;
    return step?.look ? step.look(this.stepContext()) : {};
  }

  /** The places a move's description names ("Q5 (next to Harrisburg)", "in Buffalo"). */
  private describedPlaces(move: GameMove): string[] {
    const described = this.game.describeMove(move, this.session.state, this.seat) || '';
    return placesNamedIn(described, this.learnerView());
  }

  /** A move's spaces and the places its description names. */
  private placesOfMove(move: GameMove): string[] {
    return [...new Set([...movePlaces(move), ...this.describedPlaces(move)])];
  }

  /** The map places the waiting step is about (empty once the lesson is complete). */
  focus(): StepFocus {
    if (!this.stepData) return { named: [], marked: [], part: '', move: [], near: [] };
    const move = this.hintMove();
    const spaces = movePlaces(move);
    const described = move ? this.describedPlaces(move) : [];
    const look = this.lookAt();
    return {
      named: this.namedPlaces(),
      marked: look.places ?? [],
      part: look.part ?? '',
      move: spaces.length ? spaces : described,
      near: described.filter((place) => !spaces.includes(place)),
    };
  }

  /** Progress as plain JSON (save it anywhere; `start(path, id, { progress })` resumes it). */
  progress(): LessonProgress {
    return {
      ...startProgress(this.lesson),
      step: this.stepIndex,
      complete: this.complete,
      moves: this.learnerMoves.map((m) => ({ ...m })),
    };
  }

  /** Replays saved progress; anything that does not fit this version starts the lesson over. */
  private resume(saved: unknown): void {
    const progress = saved as Partial<LessonProgress> | null;
    if (
      typeof progress !== 'object' ||
      progress === null ||
      progress.game !== this.lesson.game ||
      progress.lesson !== this.lesson.id ||
      !Array.isArray(progress.moves)
    ) {
      this.restarted = 'unreadable';
      return;
    }
    if (progress.version !== this.lesson.version) {
      this.restarted = 'version';
      return;
    }
    for (const move of progress.moves as GameMove[]) {
      const result = this.try(move);
      if (result.kind !== 'met' && result.kind !== 'complete') {
        this.reset();
        this.restarted = 'changed';
        return;
      }
    }
  }

  /** Back to the lesson's starting position. */
  reset(): void {
    // A new session, not an undo: undo may not cross a roll or a draw, a lesson restart may.
    this.current = openStart(this.path, this.lesson);
    this.stepIndex = 0;
    this.learnerMoves = [];
    this.replyProblems.length = 0;
    this.restarted = null;
  }
}

function openStart(path: LessonPath, lesson: Lesson): GameSession {
  const opened = GameSession.open(path.game, lesson.start);
  if (!opened.ok)
    throw new RangeError(
      `Lesson ${lesson.game}/${lesson.id}: its starting record does not open: ${opened.message}`,
    );
  return opened.session;
}

/**
 * The legal moves of `seat` in `state` that meet (or, with `meeting` false, miss) a step's goal,
 * each applied by the engine and judged on its real outcome.
 */
export function findGoalMoves(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  step: LessonStep,
  limit = Infinity,
  meeting = true,
): GameMove[] {
  if (game.result(state)) return [];
  const out: GameMove[] = [];
  for (const move of game.legalMoves(state) as GameMove[]) {
    if (move.player !== seat) continue;
    const applied = applyMove(game, state, move);
    if (!applied.ok) continue;
    if (step.goal({ move, before: state, after: applied.state, game, seat }) === meeting) {
      out.push(move);
      if (out.length >= limit) break;
    }
  }
  return out;
}
