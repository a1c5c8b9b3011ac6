/**
 * The page side of the bot worker (`bot.worker.ts`, protocol in `@railyard/rules`'
 * `core/bot-worker.ts`): a pool of Workers, requests matched to answers by id, and `stop()` to end
 * the searches in progress (the workers are terminated; fresh ones start with the next request,
 * or at once in a warmed pool). Answers to requests made before a `stop()` never arrive.
 *
 * Hard's move and a hint on a time budget are searched by every worker of the pool at once, each
 * on its own samples (one part each), and the parts' outcomes are combined (`pickCombined`; a
 * hint's are ranked by the first worker): on a machine with more cores the same half second plays
 * stronger. Everything else (the other levels, a search with an iteration cap, which must give
 * the move `GameSession` would) runs on the first worker alone. Once a seat plays hard, the host
 * warms the pool (`warm`): every worker starts and loads the game's engine then, so the first
 * split search waits for no worker's start, and a stop starts fresh ones the same way.
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
import { LEVEL_BUDGET_MS, pickCombined, sharedClock, SPLIT_LEVEL } from '@railyard/rules';

export type WorkerFactory = () => Worker;

/** Answers whose way back the client remembers for `RequestTiming.replyMs`. */
const REPLIES_KEPT = 5;

/** Most workers a pool runs: past four, a half second gains little and costs memory. */
export const MAX_POOL_SIZE = 4;

/** One worker per core the browser reports, one to `MAX_POOL_SIZE`. */
export function defaultPoolSize(): number {
  const cores = typeof navigator === 'undefined' ? 1 : Number(navigator.hardwareConcurrency);
  return Number.isInteger(cores) ? Math.min(MAX_POOL_SIZE, Math.max(1, cores)) : 1;
}

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
  /** The worker the request went to. */
  slot: Slot;
}

/** Distributive Omit: keeps the request union's members apart. */
type RequestBody = BotWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/** One worker of the pool, with what the client knows of its answers. */
interface Slot {
  worker: Worker | null;
  /** The last answers' way back from the worker, in ms (a page busy drawing makes it long). */
  replies: number[];
  /** The game of the last request: the worker has loaded its engine. */
  lastGame: string | null;
}

export class BotWorkerClient {
  private readonly slots: Slot[];
  private nextId = 1;
  private pending = new Map<number, Pending>();
  /** Set once a worker failed to start: hosts then play inline. */
  private failure: string | null = null;
  /** The game the pool was warmed for: a stop starts fresh workers loading it. */
  private warmed: string | null = null;

  /**
   * `now` is the clock the page shares with its workers (`sharedClock` of `@railyard/rules`);
   * tests pass their own. `size`: workers in the pool (default one per core, at most four).
   */
  constructor(
    private readonly factory: WorkerFactory = defaultWorkerFactory,
    private readonly now: () => number = sharedClock,
    size = defaultPoolSize(),
  ) {
    const count = Math.min(MAX_POOL_SIZE, Math.max(1, Math.floor(size) || 1));
    this.slots = Array.from({ length: count }, () => ({
      worker: null,
      replies: [],
      lastGame: null,
    }));
  }

  /** Workers in the pool: hard's searches on a time budget run in this many parts at once. */
  get size(): number {
    return this.slots.length;
  }

  /** False when workers cannot run here (no Worker, or the worker failed to load). */
  get available(): boolean {
    return this.failure === null && typeof Worker !== 'undefined';
  }

  /** A request is waiting for its answer (a warm start's loads count too). */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * The move of `level` for `seat` at the end of `record`: under an iteration cap, or on a pool of
   * one, the move `GameSession` would pick; hard on a time budget, the pool's combined choice.
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
    const body = { kind: 'move', record, seat, level, ...(search ? { search } : {}) } as const;
    const graceMs = Math.max(0, waitMs - budget);
    if (this.slots.length === 1 || level !== SPLIT_LEVEL || search?.iterations !== undefined) {
      const { move, stats } = moveAnswer(await this.send(body, graceMs));
      return { move, stats };
    }
    return pickCombined((await this.inParts(body, graceMs)).map(moveAnswer));
  }

  /** The search's top `top` moves for `seat` at the end of `record` (on a time budget, every worker's). */
  async hint(
    record: GameRecord,
    seat: number,
    top = 3,
    search?: SearchLimits,
  ): Promise<{ moves: readonly HintedMove[]; stats: SearchStats }> {
    const body = { kind: 'hint', record, seat, top, ...(search ? { search } : {}) } as const;
    if (this.slots.length === 1 || search?.iterations !== undefined)
      return hintAnswer(await this.send(body));
    // Every worker searches a part; the first then ranks the moves of all the parts' outcomes
    // (in part order: `inParts` answers in the pool's order).
    const outcomes = (await this.inParts(body, 0))
      .map(hintAnswer)
      .flatMap((answer) => (answer.part ? [answer.part.outcome] : []));
    return hintAnswer(await this.send({ ...body, outcomes }));
  }

  /**
   * `body` sent to every worker of the pool as one part of its search each; the answers of the
   * parts that came back, in part order. A part that failed (a worker that could not load) leaves
   * the others' answers; a stop, or every part failing, ends the request. Where the parts share
   * out the candidates, the failed part's share goes unsearched for that move: the others still
   * weigh the heuristic's move, which every part searches, against their own shares.
   */
  private async inParts(body: RequestBody, graceMs: number): Promise<BotWorkerResponse[]> {
    const count = this.slots.length;
    const settled = await Promise.allSettled(
      this.slots.map((_, index) =>
        this.send({ ...body, part: { index, count } } as RequestBody, graceMs, index),
      ),
    );
    const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    const stopped = failed.find((e) => e instanceof BotWorkerError && e.reason === 'stopped');
    if (stopped || answers.length === 0) throw stopped ?? failed[0];
    return answers;
  }

  /**
   * Starts every worker of the pool and has it load `game`'s engine now, so that the first split
   * search (or the first after a stop) does not wait for the slowest worker's start. Workers that
   * have loaded the game, or are loading it, are left alone; a pool of one is not warmed (its
   * first answer was never charged for the start). Nothing is reported: a worker that fails
   * makes the pool unavailable for the next request. `null`: no seat plays hard any more, so a
   * stop starts no fresh workers.
   */
  warm(game: string | null): void {
    const warmed = this.slots.length > 1 ? game : null;
    this.warmed = warmed;
    if (warmed === null) return;
    this.slots.forEach((slot, index) => {
      if (slot.lastGame !== warmed)
        this.send({ kind: 'load', game: warmed }, 0, index).catch(() => undefined);
    });
  }

  /**
   * Ends every search in progress: their promises reject with reason `stopped`. A warmed pool
   * starts fresh workers loading its game at once.
   */
  stop(): void {
    if (!this.slots.some((slot) => slot.worker)) return;
    for (const slot of this.slots) {
      slot.worker?.terminate();
      Object.assign(slot, { worker: null, replies: [], lastGame: null });
    }
    this.rejectAll(new BotWorkerError('The bot was stopped.', 'stopped'));
    if (this.warmed !== null) this.warm(this.warmed);
  }

  /** Stops and lets go of the workers. */
  dispose(): void {
    this.warmed = null;
    this.stop();
  }

  private send(body: RequestBody, graceMs = 0, index = 0): Promise<BotWorkerResponse> {
    const slot = this.slots[index]!;
    const worker = this.start(slot);
    if (!worker)
      return Promise.reject(
        new BotWorkerError(this.failure ?? 'No Web Workers here.', 'unavailable'),
      );
    const id = this.nextId++;
    // The budget is the page's wait: a warm worker takes the request's wait for a core and the
    // answer's way back (the slowest of the last few) out of its search. Its first request, or
    // the first of another game, is not charged for the start and the engine's loading: that
    // search would be cut to its floor (a hint of one move). The answers' ways back are counted
    // again from another game's first request (a load, say), which a search may follow before
    // the game is in.
    const game = body.kind === 'load' ? body.game : body.record.game;
    if (slot.lastGame !== game) slot.replies = [];
    const warm = slot.replies.length > 0;
    slot.lastGame = game;
    const timing: RequestTiming | undefined = warm
      ? { askedAt: this.now(), replyMs: Math.max(...slot.replies), graceMs }
      : undefined;
    return new Promise<BotWorkerResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot });
      worker.postMessage({ ...body, ...(timing ? { timing } : {}), id });
    }).then((answer) => {
      if (answer.kind === 'error') throw new BotWorkerError(answer.message, 'refused');
      return answer;
    });
  }

  private start(slot: Slot): Worker | null {
    if (slot.worker) return slot.worker;
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
        slot.replies = [...slot.replies, Math.max(0, this.now() - answer.answeredAt)].slice(
          -REPLIES_KEPT,
        );
      waiting.resolve(answer);
    };
    // A worker that fails to load (a policy refusing it, a missing file) fires `error`.
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.failure = `The bot worker failed: ${event.message || 'it could not be loaded'}`;
      worker.terminate();
      if (slot.worker === worker) slot.worker = null;
      // Only this worker's requests fail now: the other parts of a split search still answer.
      // Later requests find the pool unavailable, and hosts play inline.
      this.rejectAll(new BotWorkerError(this.failure, 'unavailable'), slot);
    };
    slot.worker = worker;
    return worker;
  }

  /** Rejects the requests waiting for `slot`'s worker, or for any worker. */
  private rejectAll(error: BotWorkerError, slot?: Slot): void {
    const waiting = [...this.pending].filter(([, request]) => !slot || request.slot === slot);
    for (const [id, request] of waiting) {
      this.pending.delete(id);
      request.reject(error);
    }
  }
}

/** The answer, if it is of the kind asked for. */
function answerOf<K extends 'move' | 'hint'>(
  kind: K,
): (answer: BotWorkerResponse) => Extract<BotWorkerResponse, { kind: K }> {
  return (answer) => {
    if (answer.kind !== kind)
      throw new BotWorkerError('The bot worker answered out of turn.', 'refused');
    return answer as Extract<BotWorkerResponse, { kind: K }>;
  };
}
const moveAnswer = answerOf('move');
const hintAnswer = answerOf('hint');
