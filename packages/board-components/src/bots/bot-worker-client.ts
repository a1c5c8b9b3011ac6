/**
 * The page side of the bot worker (`bot.worker.ts`, protocol in `@railyard/rules`'
 * `core/bot-worker.ts`): one Worker, requests matched to answers by id, and `stop()` to end a
 * search in progress (the worker is terminated; the next request starts a fresh one). Answers to
 * requests made before a `stop()` never arrive.
 */
import type {
  BotWorkerRequest,
  BotWorkerResponse,
  GameMove,
  GameRecord,
  HintedMove,
  RequestTiming,
  SearchLimits,
  SearchStats,
} from '@railyard/rules';
import { LEVEL_BUDGET_MS, sharedClock } from '@railyard/rules';

export type WorkerFactory = () => Worker;

/** Answers whose way back the client remembers for `RequestTiming.replyMs`. */
const REPLIES_KEPT = 5;

/** The worker file beside this module: same origin as the page's scripts. */
export const defaultWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });

/** Why a request ended without an answer. */
export class BotWorkerError extends Error {
  constructor(
    message: string,
    /** `stopped`: `stop()` ended it; `unavailable`: the worker could not run; `refused`: the request was bad. */
    readonly reason: 'stopped' | 'unavailable' | 'refused',
  ) {
    super(message);
    this.name = 'BotWorkerError';
  }
}

interface Pending {
  resolve(answer: BotWorkerResponse): void;
  reject(error: BotWorkerError): void;
}

/** Distributive Omit: keeps the request union's members apart. */
type RequestBody = BotWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

export class BotWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  /** Set once the worker failed to start: hosts then play inline. */
  private failure: string | null = null;
  /** The last answers' way back from the worker, in ms (a page busy drawing makes it long). */
  private replies: number[] = [];
  /** The game of the last request: the worker has loaded its engine. */
  private lastGame: string | null = null;

  /**
   * `now` is the clock the page shares with its workers (`sharedClock` of `@railyard/rules`);
   * tests pass their own.
   */
  constructor(
    private readonly factory: WorkerFactory = defaultWorkerFactory,
    private readonly now: () => number = sharedClock,
  ) {}

  /** False when workers cannot run here (no Worker, or the worker failed to load). */
  get available(): boolean {
    return this.failure === null && typeof Worker !== 'undefined';
  }

  /** A request is waiting for its answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * The move of `level` for `seat` at the end of `record` (the move `GameSession` would pick).
   * `waitMs`: how long the page shows the move after asking however fast the answer (a bot
   * delay); the search is not charged for the part of that wait past its budget.
   */
  async move(
    record: GameRecord,
    seat: number,
    level: string,
    search?: SearchLimits,
    waitMs = 0,
  ): Promise<{ move: GameMove; stats: SearchStats | null }> {
    const budget = search?.budgetMs ?? LEVEL_BUDGET_MS.hard;
    const answer = await this.send(
      { kind: 'move', record, seat, level, ...(search ? { search } : {}) },
      Math.max(0, waitMs - budget),
    );
    if (answer.kind !== 'move')
      throw new BotWorkerError('The bot worker answered out of turn.', 'refused');
    return { move: answer.move, stats: answer.stats };
  }

  /** The search's top `top` moves for `seat` at the end of `record`. */
  async hint(
    record: GameRecord,
    seat: number,
    top = 3,
    search?: SearchLimits,
  ): Promise<{ moves: readonly HintedMove[]; stats: SearchStats }> {
    const answer = await this.send({
      kind: 'hint',
      record,
      seat,
      top,
      ...(search ? { search } : {}),
    });
    if (answer.kind !== 'hint')
      throw new BotWorkerError('The bot worker answered out of turn.', 'refused');
    return { moves: answer.moves, stats: answer.stats };
  }

  /** Ends every search in progress: their promises reject with reason `stopped`. */
  stop(): void {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    this.replies = [];
    this.lastGame = null;
    this.rejectAll(new BotWorkerError('The bot was stopped.', 'stopped'));
  }

  /** Stops and lets go of the worker. */
  dispose(): void {
    this.stop();
  }

  private send(body: RequestBody, graceMs = 0): Promise<BotWorkerResponse> {
    const worker = this.start();
    if (!worker)
      return Promise.reject(
        new BotWorkerError(this.failure ?? 'No Web Workers here.', 'unavailable'),
      );
    const id = this.nextId++;
    // The budget is the page's wait: a warm worker takes the request's wait for a core and the
    // answer's way back (the slowest of the last few) out of its search. Its first request, or
    // the first of another game, is not charged for the start and the engine's loading: that
    // search would be cut to its floor (a hint of one move).
    const warm = this.replies.length > 0 && this.lastGame === body.record.game;
    this.lastGame = body.record.game;
    const timing: RequestTiming | undefined = warm
      ? { askedAt: this.now(), replyMs: Math.max(...this.replies), graceMs }
      : undefined;
    return new Promise<BotWorkerResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, ...(timing ? { timing } : {}), id });
    }).then((answer) => {
      if (answer.kind === 'error') throw new BotWorkerError(answer.message, 'refused');
      return answer;
    });
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    if (!this.available) return null;
    let worker: Worker;
    try {
      worker = this.factory();
    } catch (error) {
      this.failure = `The bot worker could not start: ${(error as Error).message}`;
      return null;
    }
    worker.onmessage = (event: MessageEvent<BotWorkerResponse>) => {
      const answer = event.data;
      const id = answer?.id;
      const waiting = typeof id === 'number' ? this.pending.get(id) : undefined;
      if (!waiting || typeof id !== 'number') return;
      this.pending.delete(id);
      if ('answeredAt' in answer && Number.isFinite(answer.answeredAt))
        this.replies = [...this.replies, Math.max(0, this.now() - answer.answeredAt)].slice(
          -REPLIES_KEPT,
        );
      waiting.resolve(answer);
    };
    // A worker that fails to load (a policy refusing it, a missing file) fires `error`.
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.failure = `The bot worker failed: ${event.message || 'it could not be loaded'}`;
      worker.terminate();
      if (this.worker === worker) this.worker = null;
      this.rejectAll(new BotWorkerError(this.failure, 'unavailable'));
    };
    this.worker = worker;
    return worker;
  }

  private rejectAll(error: BotWorkerError): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const request of waiting) request.reject(error);
  }
}
