/**
 * Decides when a bot seat of a session acts, and asks a bot for its move. Hosts (`<ry-game>`, a
 * lesson, a test) inject when things happen (the scheduler) and who thinks (the client: the
 * session's own bot on the spot, or a search in a worker). The runner follows the session's
 * changes itself; the host only says when its own conditions change (paused, shown or not).
 * No timers here: the scheduler owns time.
 */
import type { GameMove } from './record.js';
import type { Bot } from './random-bot.js';
import type { GameSession } from './session.js';

/** Runs tasks later. `after` returns the function that cancels its task. */
export interface BotScheduler {
  after(delayMs: number, task: () => void): () => void;
}

/** A bot's turn: which seat, its level (the id in the session's bots) and the bot. */
export interface BotTurnRequest {
  readonly session: GameSession;
  readonly seat: number;
  readonly level: string;
  readonly bot: Bot;
  /** False once the turn was dropped (the position changed, paused): its answer is not wanted. */
  readonly wanted: () => boolean;
}

/** Chooses a bot's move; null when it was stopped. May answer at once or later. */
export type BotMoveClient = (turn: BotTurnRequest) => GameMove | null | Promise<GameMove | null>;

export interface BotRunnerOptions {
  scheduler: BotScheduler;
  /** Default: the session's own bot (`session.chooseBotMove()`). */
  client?: BotMoveClient;
  /** How long a bot "thinks" before it is asked (default 0). */
  delayMs?: (turn: BotTurnRequest) => number;
  /** The host's own conditions (shown, in play mode); checked before each turn. */
  allowed?: () => boolean;
  /**
   * Plays the chosen move; false when it was not applied (a host cancelled it): the bot then
   * waits for the next change. Default: `session.apply(move, { bot: true })`.
   */
  play?: (move: GameMove, turn: BotTurnRequest) => boolean;
  /** The seat thinking now, or null. */
  onThinking?: (turn: BotTurnRequest | null) => void;
  /** A bot could not move; it does not try again until the next change. */
  onError?: (error: unknown, turn: BotTurnRequest) => void;
  /** A turn in progress was dropped (the position changed): stop a search that runs for it. */
  onStop?: () => void;
}

export class BotRunner {
  private pausedFlag = false;
  /** Bumped by every session change; a turn's answer counts only at the revision it was asked at. */
  private revision = 0;
  /** The revision at which a bot's move was cancelled or failed: that bot waits for a change. */
  private stalledAt = -1;
  private turn: { request: BotTurnRequest; revision: number; cancel: () => void } | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    readonly session: GameSession,
    private readonly options: BotRunnerOptions,
  ) {
    this.unsubscribe = session.subscribe(() => {
      this.revision++;
      this.stop();
      this.update();
    });
  }

  get paused(): boolean {
    return this.pausedFlag;
  }

  /** Pausing stops a turn in progress; resuming lets a bot whose move was cancelled ask again. */
  set paused(value: boolean) {
    if (value === this.pausedFlag) return;
    this.pausedFlag = value;
    this.stalledAt = -1;
    if (value) this.stop();
    else this.update();
  }

  /** The seat whose bot is thinking, or null. */
  get thinking(): number | null {
    return this.turn?.request.seat ?? null;
  }

  /** Starts the turn of the bot to act, when one is and nothing holds it back. */
  update(): void {
    const { session, options } = this;
    if (this.turn || this.pausedFlag || this.stalledAt === this.revision) return;
    if (session.isViewingHistory || (options.allowed && !options.allowed())) return;
    const toMove = session.botToMove();
    if (!toMove) return;
    const revision = this.revision;
    const current = () => this.turn === turn && this.revision === revision;
    const request: BotTurnRequest = {
      session,
      seat: toMove.seat,
      level: session.bots[String(toMove.seat)] ?? '',
      bot: toMove.bot,
      wanted: current,
    };
    const turn = { request, revision, cancel: () => {} };
    this.turn = turn;
    turn.cancel = options.scheduler.after(Math.max(0, options.delayMs?.(request) ?? 0), () => {
      if (!current()) return;
      let answer: GameMove | null | Promise<GameMove | null>;
      try {
        answer = options.client ? options.client(request) : session.chooseBotMove();
      } catch (error) {
        return this.fail(error, request);
      }
      if (answer instanceof Promise)
        answer.then(
          (move) => current() && this.play(move, request),
          (error: unknown) => current() && this.fail(error, request),
        );
      else this.play(answer, request);
    });
    options.onThinking?.(request);
  }

  /** Drops the turn in progress (its answer is ignored). */
  stop(): void {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    turn.cancel();
    this.options.onStop?.();
    this.options.onThinking?.(null);
  }

  /** Stops following the session. */
  dispose(): void {
    this.stop();
    this.unsubscribe();
  }

  private play(move: GameMove | null, request: BotTurnRequest): void {
    this.turn = null;
    this.options.onThinking?.(null);
    if (!move) return;
    const revision = this.revision;
    const play = this.options.play ?? ((m: GameMove) => this.session.apply(m, { bot: true }).ok);
    if (!play(move, request) && this.revision === revision) this.stalledAt = revision;
  }

  private fail(error: unknown, request: BotTurnRequest): void {
    this.turn = null;
    this.stalledAt = this.revision;
    this.options.onThinking?.(null);
    this.options.onError?.(error, request);
  }
}

/**
 * A scheduler whose tasks run when `run()` is called, in the order of their delays (then of
 * scheduling): for hosts without a clock (the CLI) and for tests.
 */
export class QueueScheduler implements BotScheduler {
  private tasks: { at: number; order: number; task: () => void }[] = [];
  private order = 0;
  /** The time of the task run last (the sum of delays, not the clock). */
  now = 0;

  after(delayMs: number, task: () => void): () => void {
    const entry = { at: this.now + delayMs, order: this.order++, task };
    this.tasks.push(entry);
    return () => {
      this.tasks = this.tasks.filter((t) => t !== entry);
    };
  }

  get pending(): number {
    return this.tasks.length;
  }

  /** Runs the next task; false when none is waiting. */
  step(): boolean {
    if (this.tasks.length === 0) return false;
    this.tasks.sort((a, b) => a.at - b.at || a.order - b.order);
    const next = this.tasks.shift()!;
    this.now = next.at;
    next.task();
    return true;
  }

  /** Runs tasks (also those they schedule) until none is left or `limit` ran; returns how many. */
  run(limit = Infinity): number {
    let count = 0;
    while (count < limit && this.step()) count++;
    return count;
  }
}
