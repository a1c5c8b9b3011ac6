/**
 * One open game, headless: the record (the source of truth), a snapshot per position for instant
 * undo and history, the position shown, undo/redo that never cross a reveal or a roll, bot seats
 * and change notifications. `<ry-game>`, the playground, docs examples and the CLI all drive a
 * session; none keeps a second copy of the game. No DOM. Beside it: the per-position memos
 * (`session-memos`), the move texts (`session-history`) and the redo groups (`session-redo`).
 */
import type {
  AnyGameDefinition,
  GameEvent,
  GameResult,
  IllegalMove,
  Viewer,
} from './game-definition.js';
import type { GameMove, GameRecord } from './record.js';
import { applyMove, createFromRecord, isObsoleteRecordMove } from './replay.js';
import { bots as knownBots, chooseBotMove, type Bot } from './random-bot.js';
import { MoveTexts } from './session-history.js';
import { PositionMemos } from './session-memos.js';
import {
  CheckedMove,
  checkBots,
  type ApplyResult,
  type BotsBySeat,
  type HistoryEntry,
  type MoveCheck,
  type OpenResult,
  type SessionChange,
  type SessionOptions,
} from './session-parts.js';
import { RedoGroups } from './session-redo.js';

export {
  CheckedMove,
  winnersText,
  type ApplyResult,
  type BotsBySeat,
  type HistoryEntry,
  type MoveCheck,
  type OpenResult,
  type RefusedMove,
  type SessionChange,
  type SessionOptions,
} from './session-parts.js';

// Snapshots are the game's own type; the session only stores and passes them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

/** Every position is kept up to this many moves; older ones are thinned to every 16th. */
const KEEP_ALL = 2048;
const THIN_EVERY = 16;

export class GameSession<Game extends AnyGameDefinition = AnyGameDefinition> {
  private moves: GameMove[] = [];
  /** states[n] is the position after n moves (some old ones thinned out in very long games). */
  private states: Snapshot[] = [];
  private botMade: boolean[] = [];
  private redoGroups = new RedoGroups();
  // Set in the constructor, not as field initialisers: those would read `this.game` before the
  // parameter property is assigned where class fields are defined natively (tsx run from the
  // repository root, whose tsconfig.json leaves `useDefineForClassFields` at its default).
  private readonly texts: MoveTexts;
  private viewing: number | null = null;
  private listeners = new Set<(change: SessionChange) => void>();
  private botSeats: Record<string, string> = {};
  /** Views, legal moves and results per snapshot: gone with the snapshot (undo, thinning). */
  private readonly memos: PositionMemos;
  /** Counts changes (also unheard ones): a checked move is committed only where it was checked. */
  private changes = 0;

  private constructor(
    readonly game: Game,
    private readonly base: GameRecord,
    initial: Snapshot,
    private readonly botTable: Readonly<Record<string, Bot>>,
  ) {
    this.states = [initial];
    this.memos = new PositionMemos(game);
    this.texts = new MoveTexts({
      game,
      move: (index) => this.moves[index],
      stateAfter: (count) => this.stateAfter(count),
      result: (count) => this.result(count),
    });
  }

  /**
   * Opens a record: replays it (reporting the first illegal move with its reason), checks the
   * bot ids and keeps the redo groups that still apply.
   */
  static open<G extends AnyGameDefinition>(
    game: G,
    record: GameRecord,
    options: SessionOptions = {},
  ): OpenResult {
    const botTable = options.botTable ?? knownBots;
    const problem = checkBots(options.bots ?? {}, botTable, record.players.length);
    if (problem) return { ok: false, message: problem, index: -1, move: null };
    if (record.game !== game.id) {
      return {
        ok: false,
        message: `This record is a game of "${record.game}", not "${game.id}".`,
        index: -1,
        move: null,
      };
    }
    const created = createFromRecord(game, record);
    if (!created.ok)
      return {
        ok: false,
        message: created.error.reason,
        index: -1,
        move: null,
        error: created.error,
      };
    const session = new GameSession(game, { ...record, moves: [] }, created.state, botTable);
    session.botSeats = { ...(options.bots ?? {}) };
    for (const [index, move] of record.moves.entries()) {
      const applied = applyMove(game, session.state, move);
      // An old record's move the game no longer asks for is dropped: the session's record is
      // the game as this engine plays it.
      if (!applied.ok && isObsoleteRecordMove(game, session.state, record.moves, index)) continue;
      if (!applied.ok) {
        const message = `Move ${index + 1} (${move.type} by seat ${move.player}) is refused: ${applied.error.reason}`;
        if (options.keepLegalPrefix)
          return { ok: true, session, problem: { index, move, error: applied.error, message } };
        return { ok: false, message, index, move, error: applied.error };
      }
      session.push(move, applied.state, false);
    }
    session.redoGroups.set(RedoGroups.applicable(game, session.state, options.redo ?? []));
    return { ok: true, session };
  }

  /** A session for a new game; throws a RangeError naming the bad setup field. */
  static start<G extends AnyGameDefinition>(
    game: G,
    setup: { players: readonly string[]; seed: string; options?: GameRecord['options'] },
    options: Omit<SessionOptions, 'redo' | 'keepLegalPrefix'> = {},
  ): GameSession<G> {
    const opened = GameSession.open(
      game,
      {
        format: 'railyard-record',
        version: 1,
        game: game.id,
        players: [...setup.players],
        seed: setup.seed,
        options: { ...(setup.options ?? {}) },
        moves: [],
      },
      options,
    );
    if (!opened.ok) throw new RangeError(opened.message);
    return opened.session as GameSession<G>;
  }

  // ------------------------------------------------------------------ record and positions

  /** The record up to the latest move. */
  get record(): GameRecord {
    return { ...this.base, moves: [...this.moves] };
  }

  get players(): readonly string[] {
    return this.base.players;
  }

  get moveCount(): number {
    return this.moves.length;
  }

  /** The latest position. */
  get state(): Snapshot {
    return this.states[this.moves.length];
  }

  /** The position after the first `count` moves (clamped), from the nearest kept snapshot. */
  stateAfter(count: number): Snapshot {
    const at = Math.max(0, Math.min(Math.trunc(count) || 0, this.moves.length));
    const known = this.states[at];
    if (known !== undefined) return known;
    let start = at;
    while (this.states[start] === undefined) start--;
    let state = this.states[start];
    for (let index = start; index < at; index++) {
      const result = applyMove(this.game, state, this.moves[index]!);
      // Every kept move was accepted once; the engine is deterministic.
      if (!result.ok) throw new Error(`Move ${index}: ${result.error.reason}`);
      state = result.state;
    }
    return state;
  }

  /** The position shown: the number of moves applied (the latest unless history is viewed). */
  get position(): number {
    return this.viewing ?? this.moves.length;
  }

  get isViewingHistory(): boolean {
    return this.viewing !== null;
  }

  /** Shows the position after `count` moves; null or the latest returns to live play. */
  jumpTo(count: number | null): void {
    const next =
      count === null || count >= this.moves.length ? null : Math.max(0, Math.trunc(count));
    if (next === this.viewing) return;
    this.viewing = next;
    this.notify({ type: 'jump', position: this.position });
  }

  get viewedState(): Snapshot {
    return this.stateAfter(this.position);
  }

  /**
   * The view of a position (default: the one shown) for a viewer: the same object each time it
   * is asked for the same position and viewer, so that hosts keep no cache of their own.
   */
  view(viewer: Viewer, count: number = this.position): unknown {
    return this.memos.view(this.stateAfter(count), viewer);
  }

  /** How move `index` reads to `viewer` (described in the position before it). */
  describe(index: number, viewer: Viewer): string {
    return this.texts.describe(index, viewer);
  }

  /** What the rules did by themselves in move `index`, for `viewer` (then the end, if it ended). */
  events(index: number, viewer: Viewer): readonly GameEvent[] {
    return this.texts.events(index, viewer);
  }

  /** Every move with its description and automatic events for `viewer`. */
  history(viewer: Viewer): HistoryEntry[] {
    return this.moves.map((move, index) => ({
      index,
      move,
      seat: move.player,
      bot: this.botMade[index] ?? false,
      description: this.describe(index, viewer),
      events: this.events(index, viewer),
    }));
  }

  /** The result at a position (default: the latest), or null while the game goes on. */
  result(count: number = this.moves.length): GameResult | null {
    return this.memos.result(this.stateAfter(count));
  }

  get finished(): boolean {
    return this.result() !== null;
  }

  /** Seats expected to act (none when the game is over). */
  activeSeats(count: number = this.moves.length): number[] {
    return this.result(count) ? [] : this.game.activeSeats(this.stateAfter(count));
  }

  /**
   * Legal moves at a position (default: the latest), of one seat or of all: the same array each
   * time for the same position and seat (do not change it).
   */
  legalMoves(seat?: number, count: number = this.moves.length): GameMove[] {
    return this.memos.legalMoves(this.stateAfter(count), seat);
  }

  /** Why a move is refused at the latest position, or null when it is legal. */
  explain(move: GameMove): IllegalMove | null {
    const result = applyMove(this.game, this.state, move);
    return result.ok ? null : result.error;
  }

  // ------------------------------------------------------------------ moves

  /** Applies a move at the latest position. A refused move changes nothing. */
  apply(move: GameMove, { bot = false }: { bot?: boolean } = {}): ApplyResult {
    const checked = this.check(move);
    return checked.ok ? this.commit(checked, { bot }) : checked;
  }

  /**
   * Checks a move at position `at` (default: the latest) without changing anything: the move is
   * transitioned here, once; `commit` then keeps the position it led to. A host asks others
   * (a cancelable event) between the two.
   */
  check(move: GameMove, at: number = this.moves.length): MoveCheck {
    const position = Math.max(0, Math.min(Math.trunc(at) || 0, this.moves.length));
    const result = applyMove(this.game, this.stateAfter(position), move);
    if (!result.ok) return result;
    return new CheckedMove(this, this.changes, move, position, result.state);
  }

  /**
   * Applies a checked move. Checked at an earlier position, the later moves are dropped first
   * (`branchAt`: refused when they include a reveal or a roll). A move checked before the record
   * last changed is refused: check it again.
   */
  commit(checked: CheckedMove, { bot = false }: { bot?: boolean } = {}): ApplyResult {
    if (checked.session !== this || checked.changes !== this.changes)
      return {
        ok: false,
        error: {
          reason: 'The game changed after this move was checked; check it again.',
          rule: `${this.game.id}:rules`,
        },
      };
    if (checked.at < this.moves.length && !this.branchAt(checked.at))
      return {
        ok: false,
        error: {
          reason: 'The later moves include a reveal or a roll; they cannot be dropped.',
          rule: `${this.game.id}:rules`,
        },
      };
    this.commitState(checked.move, checked.state, bot);
    return { ok: true };
  }

  private commitState(move: GameMove, state: Snapshot, bot: boolean): void {
    this.redoGroups.moved(move);
    this.viewing = null;
    const index = this.moves.length;
    this.push(move, state, bot);
    this.notify({ type: 'move', index, move, bot });
  }

  private push(move: GameMove, state: Snapshot, bot: boolean): void {
    this.changes++;
    this.moves.push(move);
    this.botMade.push(bot);
    this.states[this.moves.length] = state;
    const oldest = this.moves.length - KEEP_ALL;
    if (oldest > 0 && oldest % THIN_EVERY !== 0) this.states[oldest] = undefined;
  }

  /** True when move `index` revealed hidden information or drew from chance. */
  isUndoBarrier(index: number): boolean {
    const hook = this.game.isUndoBarrier;
    const move = this.moves[index];
    if (!hook || !move) return false;
    try {
      return hook.call(this.game, this.stateAfter(index), move);
    } catch {
      // A barrier that cannot be checked is kept: undo must never leak a draw.
      return true;
    }
  }

  /**
   * How many moves undo would take back now (0 when it cannot). With people and bots at the
   * table, undo goes back to the last person's decision (undoing only a bot's move would let it
   * make the same move again at once). It never takes back a reveal or a roll.
   */
  undoSize(): number {
    let count = this.moves.length;
    if (count === 0 || this.isUndoBarrier(count - 1)) return 0;
    count--;
    if (this.hasPeople()) {
      while (count > 0) {
        const seat = this.activeSeats(count)[0];
        if (seat === undefined || !this.isBot(seat)) break;
        if (this.isUndoBarrier(count - 1)) break;
        count--;
      }
    }
    return this.moves.length - count;
  }

  get canUndo(): boolean {
    return this.undoSize() > 0;
  }

  get canRedo(): boolean {
    return this.redoGroups.size > 0;
  }

  get redoStack(): readonly (readonly GameMove[])[] {
    return this.redoGroups.list;
  }

  /** Takes back the last decision, from the kept snapshot: no replay from the start. */
  undo(): boolean {
    const size = this.undoSize();
    if (size === 0) return false;
    const keep = this.moves.length - size;
    const undone = this.moves.slice(keep);
    this.truncate(keep);
    this.redoGroups.push(undone);
    this.notify({ type: 'undo', count: size });
    return true;
  }

  /** Applies again what the last undo took back. */
  redo(): boolean {
    const group = this.redoGroups.pop();
    if (!group) return false;
    const saved = this.redoGroups;
    this.redoGroups = new RedoGroups();
    const quiet = this.listeners;
    this.listeners = new Set();
    let count = 0;
    for (const move of group) {
      if (!this.apply(move).ok) break;
      count++;
    }
    this.listeners = quiet;
    this.redoGroups = saved;
    this.notify({ type: 'redo', count });
    return count > 0;
  }

  /**
   * Sandbox: drops every move after `count`, making that position the latest (a branch point).
   * Free in a finished game; in play it may not cross a reveal or a roll.
   */
  branchAt(count: number): boolean {
    if (count >= this.moves.length) return false;
    const keep = Math.max(0, count);
    if (!this.finished)
      for (let index = keep; index < this.moves.length; index++)
        if (this.isUndoBarrier(index)) return false;
    this.truncate(keep);
    this.redoGroups.clear();
    this.notify({ type: 'branch', position: keep });
    return true;
  }

  private truncate(count: number): void {
    // Keep the snapshot of the new latest position even where it had been thinned out.
    const state = this.stateAfter(count);
    this.changes++;
    this.moves.length = count;
    this.botMade.length = count;
    this.states.length = count + 1;
    this.states[count] = state;
    this.texts.truncate(count);
    this.viewing = null;
  }

  // ------------------------------------------------------------------ bots

  get bots(): BotsBySeat {
    return { ...this.botSeats };
  }

  /** Bot seats can change mid-game (take over a seat, hand one to a bot). Throws for unknown ids. */
  setBots(bots: BotsBySeat): void {
    const problem = checkBots(bots, this.botTable, this.base.players.length);
    if (problem) throw new RangeError(problem);
    this.botSeats = { ...bots };
    this.notify({ type: 'bots' });
  }

  isBot(seat: number): boolean {
    return this.botSeats[String(seat)] !== undefined;
  }

  /** Some seat is played by a person. */
  hasPeople(): boolean {
    return this.base.players.some((_, seat) => !this.isBot(seat));
  }

  /** The bot that must move now, if a bot's seat is to act and the game goes on. */
  botToMove(): { seat: number; bot: Bot } | null {
    const seat = this.activeSeats().find((s) => this.isBot(s));
    if (seat === undefined) return null;
    return { seat, bot: this.botTable[this.botSeats[String(seat)]!]! };
  }

  /** The bot's choice now (the project's one bot seed scheme), or null when no bot is to move. */
  chooseBotMove(): GameMove | null {
    const turn = this.botToMove();
    if (!turn) return null;
    return chooseBotMove(
      this.game,
      this.state,
      turn.seat,
      turn.bot,
      this.base.seed,
      this.moves.length,
    );
  }

  /** Lets the bot to act move; false when no bot is to move. */
  playBotMove(): ApplyResult | null {
    const move = this.chooseBotMove();
    return move ? this.apply(move, { bot: true }) : null;
  }

  // ------------------------------------------------------------------ notifications

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(change: SessionChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}
