/**
 * The bot side of a Web Worker, without the Worker: a message protocol and a pure handler, so
 * that browsers (and tests, and Node worker threads) run the search off the main thread with
 * the same code. A host wraps it in a few lines:
 *
 * ```ts
 * // bot-worker.js (module worker)
 * import { botWorkerHandler } from '@railyard/rules';
 * self.onmessage = async (event) => self.postMessage(await botWorkerHandler(event.data));
 * // page
 * const worker = new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
 * worker.postMessage({ kind: 'move', id: 1, record: session.record, seat: 1, level: 'hard' });
 * worker.onmessage = ({ data }) => data.kind === 'move' && session.apply(data.move, { bot: true });
 * ```
 *
 * Each move or hint request carries the record (the worker keeps no game), so answers never refer
 * to a position the page has left: the host drops answers whose `id` it no longer waits for
 * (after an undo, say). Pausing is not sending the next request; stopping a search in progress is
 * `worker.terminate()` and a new Worker. The move is the one `GameSession.chooseBotMove` would
 * pick (same bot seed scheme), so a record plays the same with or without a worker. A pool of
 * workers may split hard's search or a hint's (a request's `part`): each worker then answers its
 * part's outcome, and the page combines them (`pickCombined`; a hint's, a last request with
 * `outcomes`), as `levelBots(..., { parts })` does in one thread. A `load` request has a worker
 * load a game's engine before any search needs it (a pool warming its workers).
 */
import { levelBots } from './bot-levels.js';
import type { AnyGameDefinition } from './game-definition.js';
import { chooseBotMove } from './random-bot.js';
import type { GameMove, GameRecord } from './record.js';
import type { BotGuide, SearchOutcome, SearchStats } from './search-bot.js';
import { answerHint } from './bot-worker-hint.js';
import { partOf, statsOf } from './bot-worker-parts.js';
import { GameSession } from './session.js';

export { MAX_SEARCH_PARTS, pickCombined } from './bot-worker-parts.js';

export interface SearchLimits {
  /** Iteration cap of `hard` (reproducible answers). */
  readonly iterations?: number;
  /** Time budget of `hard` per move in milliseconds (default 500). */
  readonly budgetMs?: number;
}

/**
 * When and how the page asked for a move or a hint: the part of its wait that comes out of the
 * search's budget, so that a busy machine makes the search shorter rather than the page's wait
 * longer. Times are on `sharedClock`, which a page and its workers read alike.
 */
export interface RequestTiming {
  /** `sharedClock()` on the page when it asked. */
  readonly askedAt: number;
  /** How long the page expects the answer to take to reach it (earlier answers' `answeredAt`). */
  readonly replyMs?: number;
  /**
   * How much longer than hard's budget the page waits for the move anyway (a bot delay): that
   * much of the wait is not charged.
   */
  readonly graceMs?: number;
}

export type BotWorkerRequest =
  | {
      readonly kind: 'move';
      readonly id: number;
      readonly record: GameRecord;
      readonly seat: number;
      /** A level id: random, easy, medium, hard. */
      readonly level: string;
      readonly search?: SearchLimits;
      readonly timing?: RequestTiming;
      /**
       * This worker's part of hard's search when a pool splits it (`LevelOptions.parts`): the
       * answer then carries the part's outcome, and `pickCombined` the move of all the parts.
       */
      readonly part?: { readonly index: number; readonly count: number };
    }
  | {
      /** "What would a strong player do?": the search's top moves for the seat to act. */
      readonly kind: 'hint';
      readonly id: number;
      readonly record: GameRecord;
      readonly seat: number;
      /** How many moves to list (default 3). */
      readonly top?: number;
      readonly search?: SearchLimits;
      readonly timing?: RequestTiming;
      /** This worker's part of the hint's search (a pool): the answer carries its outcome. */
      readonly part?: { readonly index: number; readonly count: number };
      /** Every part's outcome (`part` answers): they are ranked without another search. */
      readonly outcomes?: readonly SearchOutcome[];
    }
  | {
      /**
       * Load the game's engine and bot guide before any search asks for them: a pool starts its
       * workers this way once a seat plays hard, so the first split search waits for none.
       */
      readonly kind: 'load';
      readonly id: number;
      /** A game id of the list. */
      readonly game: string;
    };

type LoadRequest = Extract<BotWorkerRequest, { kind: 'load' }>;
type SearchRequest = Exclude<BotWorkerRequest, LoadRequest>;

/** One worker's part of a split search, as `pickCombined` combines it with the others. */
export interface SearchPart {
  readonly index: number;
  readonly outcome: SearchOutcome;
  /** The guide's `switchMargin` (`pickMove`). */
  readonly margin: number;
}

export interface HintedMove {
  readonly move: GameMove;
  /** Share of the search's visits, 0..1. */
  readonly share: number;
  /** The seat's mean reward after the move, 0..1. */
  readonly value: number;
  /** One line of English, as the seat may read it. */
  readonly description: string;
  /** Why the move is good, in short sentences (what it earns, what it denies a rival). */
  readonly reasons: readonly string[];
}

export type BotWorkerResponse =
  | {
      readonly kind: 'move';
      readonly id: number;
      readonly move: GameMove;
      readonly stats: SearchStats | null;
      /** When the worker answered (on `sharedClock`). */
      readonly answeredAt: number;
      /** The request's part of a split search, when it searched (not a move found at once). */
      readonly part?: SearchPart;
    }
  | {
      readonly kind: 'hint';
      readonly id: number;
      /** None in a part's answer: the parts' outcomes are ranked together. */
      readonly moves: readonly HintedMove[];
      readonly stats: SearchStats;
      /** When the worker answered (on `sharedClock`). */
      readonly answeredAt: number;
      /** The request's part of a split hint search (the ranking worker reads its own margin). */
      readonly part?: Omit<SearchPart, 'margin'>;
    }
  | {
      /** The game of a `load` request is ready. */
      readonly kind: 'loaded';
      readonly id: number;
      readonly game: string;
      /** When the worker answered (on `sharedClock`). */
      readonly answeredAt: number;
    }
  | { readonly kind: 'error'; readonly id: number | null; readonly message: string };

/** What the handler needs from the package: the games and their bot guides. */
export interface BotWorkerHost {
  /** The game with this id; throws for an unknown id. */
  game(id: string): AnyGameDefinition;
  guide(game: AnyGameDefinition): BotGuide | undefined;
}

const REQUEST_KINDS: ReadonlySet<string> = new Set(['move', 'hint', 'load']);

const fail = (id: number | null, message: string): BotWorkerResponse => ({
  kind: 'error',
  id,
  message,
});

/** Milliseconds on the clock every context of a page shares (`performance.timeOrigin` based). */
export const sharedClock = (): number => performance.timeOrigin + performance.now();

/**
 * A handler for worker messages; it never throws, bad requests get an `error` answer. `now` is
 * `sharedClock`, also the searches' clock (tests pass their own).
 */
export function createBotWorkerHandler(
  host: BotWorkerHost,
  now: () => number = sharedClock,
): (request: unknown) => BotWorkerResponse {
  const sessions = new ContinuedSessions();
  return (raw) => {
    const sent = raw as { kind?: unknown; id?: unknown; game?: unknown } | null;
    const id = typeof sent?.id === 'number' ? sent.id : null;
    if (!sent || !REQUEST_KINDS.has(sent.kind as string))
      return fail(id, 'A bot worker request has kind "move", "hint" or "load".');
    if (id === null) return fail(null, 'A bot worker request needs a numeric id.');
    if (sent.kind === 'load') return loaded(host, id, sent.game, now);
    const request = sent as Partial<SearchRequest>;
    const record = request.record as GameRecord | undefined;
    if (!record || typeof record.game !== 'string')
      return fail(id, 'The request carries no game record.');
    let game: AnyGameDefinition;
    try {
      game = host.game(record.game);
    } catch (error) {
      return fail(id, (error as Error).message);
    }
    const opened = sessions.open(game, record);
    if (!opened.ok) return fail(id, opened.message);
    const session = opened.session;
    const seat = request.seat;
    if (typeof seat !== 'number' || !session.activeSeats().includes(seat))
      return fail(id, `Seat ${String(seat)} is not to act in this position.`);
    const search = request.search ?? {};
    const limits = {
      ...(typeof search.iterations === 'number' ? { iterations: search.iterations } : {}),
      ...(typeof search.budgetMs === 'number' ? { budgetMs: search.budgetMs } : {}),
    };
    // An iteration cap is the same search however long the page waited.
    const spentMs =
      limits.iterations === undefined ? spentOf(request.timing as RequestTiming, now()) : 0;
    const guide = host.guide(game);
    try {
      if (request.kind === 'move') {
        const part = partOf(request.part, 'move');
        if (typeof part === 'string') return fail(id, part);
        let searched: SearchOutcome | null = null;
        const table = levelBots(game, guide, {
          ...limits,
          spentMs,
          clock: now,
          ...(part ? { part: part.index, parts: part.count } : {}),
          onSearch: (outcome) => (searched = outcome),
        });
        const level = String(request.level);
        if (!Object.hasOwn(table, level))
          return fail(id, `Unknown bot "${level}" (known: ${Object.keys(table).join(', ')}).`);
        const move = chooseBotMove(
          game,
          session.state,
          seat,
          table[level]!,
          record.seed,
          session.moveCount,
        );
        const outcome = searched as SearchOutcome | null;
        const answer = { kind: 'move', id, move, stats: outcome && statsOf(outcome) } as const;
        const margin = guide?.switchMargin ?? 0;
        return {
          ...answer,
          ...(part && outcome ? { part: { index: part.index, outcome, margin } } : {}),
          answeredAt: now(),
        };
      }
      const asked = request as Partial<Extract<BotWorkerRequest, { kind: 'hint' }>>;
      const hint = answerHint({
        id,
        game,
        guide,
        state: session.state,
        moveCount: session.moveCount,
        seed: record.seed,
        seat,
        limits,
        spentMs,
        now,
        top: asked.top,
        part: asked.part,
        outcomes: asked.outcomes,
      });
      return typeof hint === 'string' ? fail(id, hint) : hint;
    } catch (error) {
      return fail(id, `The bot failed: ${(error as Error).message}`);
    }
  };
}

/** The answer to a load request: the game's engine and guide are in (or why not). */
function loaded(
  host: BotWorkerHost,
  id: number,
  game: unknown,
  now: () => number,
): BotWorkerResponse {
  if (typeof game !== 'string') return fail(id, 'A load request names its game.');
  try {
    host.guide(host.game(game));
  } catch (error) {
    return fail(id, (error as Error).message);
  }
  return { kind: 'loaded', id, game, answeredAt: now() };
}

/**
 * The milliseconds of a move's wait gone before its search: the request's wait since `askedAt`
 * and the answer's expected way back, less the page's grace. Values that are not finite numbers,
 * or an `askedAt` in the future (another clock), count as nothing; no timing spends nothing.
 */
export function spentOf(timing: RequestTiming | undefined, now: number): number {
  const finite = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  const askedAt = finite(timing?.askedAt);
  if (askedAt === null) return 0;
  const waited = Math.max(0, now - askedAt);
  const reply = Math.max(0, finite(timing?.replyMs) ?? 0);
  return Math.max(0, waited + reply - Math.max(0, finite(timing?.graceMs) ?? 0));
}

/**
 * The session of the last request, continued when the next record extends it (the usual case:
 * the bot's next turn, a few moves later), so a request costs the new moves instead of a replay of
 * the whole game: replaying every move for every bot move made a long game's moves slower and
 * slower (issue 22). Any other record (an undo, another game) is opened from the start.
 */
class ContinuedSessions {
  private last: {
    game: AnyGameDefinition;
    setup: string;
    moves: GameMove[];
    session: GameSession;
  } | null = null;

  open(game: AnyGameDefinition, record: GameRecord): ReturnType<typeof GameSession.open> {
    const setup = JSON.stringify([record.game, record.players, record.seed, record.options ?? {}]);
    const moves = Array.isArray(record.moves) ? record.moves : [];
    const last = this.last;
    if (last && last.game === game && last.setup === setup && continues(moves, last.moves)) {
      let ok = true;
      for (let index = last.moves.length; index < moves.length && ok; index++) {
        ok = last.session.apply(moves[index]!).ok;
        if (ok) last.moves.push(moves[index]!);
      }
      if (ok) return { ok: true, session: last.session };
    }
    this.last = null;
    const opened = GameSession.open(game, record);
    if (opened.ok && !opened.problem)
      this.last = { game, setup, moves: [...moves], session: opened.session };
    return opened;
  }
}

/** `moves` starts with `known` (compared by value: a worker gets copies of the page's moves). */
function continues(moves: readonly GameMove[], known: readonly GameMove[]): boolean {
  if (moves.length < known.length) return false;
  for (let index = known.length - 1; index >= 0; index--)
    if (!sameValue(moves[index], known[index])) return false;
  return true;
}

/** Deep equality of JSON values, without building their text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
