/**
 * One open game, headless: the record (the source of truth), a snapshot per position for instant
 * undo and history, the position shown, undo/redo that never cross a reveal or a roll, bot seats
 * and change notifications. `<ry-game>`, the playground, docs examples and the CLI all drive a
 * session; none keeps a second copy of the game. No DOM.
 */
import type {
  AnyGameDefinition,
  GameEvent,
  GameResult,
  IllegalMove,
  Viewer,
} from './game-definition.js';
import { listOf, message, personOf } from './messages.js';
import type { GameMove, GameRecord } from './record.js';
import { applyMove, createFromRecord, machineMicrosteps } from './replay.js';
import { bots as knownBots, chooseBotMove, type Bot } from './random-bot.js';

/** Bot id per seat (`{ "1": "random" }`); seats without one are played by people. */
export type BotsBySeat = Readonly<Record<string, string>>;

export interface SessionOptions {
  bots?: BotsBySeat;
  /** Bots that can be named in `bots` (default: the core's bots). */
  botTable?: Readonly<Record<string, Bot>>;
  /** Groups of moves to offer as redo (the newest last), kept while they still apply. */
  redo?: readonly (readonly GameMove[])[];
  /**
   * Open a record with an illegal move anyway, keeping the moves before it; the refusal is in
   * `problem`. Without it, such a record does not open.
   */
  keepLegalPrefix?: boolean;
}

/** The first move of a record that could not be applied. */
export interface RefusedMove {
  readonly index: number;
  readonly move: GameMove;
  readonly error: IllegalMove;
  /** One sentence for people: which move, by whom, and why. */
  readonly message: string;
}

export type OpenResult =
  | { ok: true; session: GameSession; problem?: RefusedMove }
  | { ok: false; message: string; index: number; move: GameMove | null; error?: IllegalMove };

export type ApplyResult = { ok: true } | { ok: false; error: IllegalMove };

/** What changed, for subscribers. */
export type SessionChange =
  | { type: 'move'; index: number; move: GameMove; bot: boolean }
  | { type: 'undo'; count: number }
  | { type: 'redo'; count: number }
  | { type: 'jump'; position: number }
  | { type: 'branch'; position: number }
  | { type: 'bots' };

export interface HistoryEntry {
  readonly index: number;
  readonly move: GameMove;
  readonly seat: number;
  /** The move was chosen by a bot in this session (false for moves loaded from a record). */
  readonly bot: boolean;
  readonly description: string;
  /** What the rules did by themselves in this move (dividends, payouts, the end), in order. */
  readonly events: readonly GameEvent[];
}

const sameMove = (a: GameMove | undefined, b: GameMove | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

function fallbackDescription(move: GameMove): string {
  const params = Object.entries(move)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `Seat ${move.player}: ${move.type}${params.length ? ` (${params.join(', ')})` : ''}`;
}

// Snapshots are the game's own type; the session only stores and passes them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

/** A viewer as a map key. */
const viewerKey = (viewer: Viewer) => String(viewer);

/** Every position is kept up to this many moves; older ones are thinned to every 16th. */
const KEEP_ALL = 2048;
const THIN_EVERY = 16;

export class GameSession<Game extends AnyGameDefinition = AnyGameDefinition> {
  private moves: GameMove[] = [];
  /** states[n] is the position after n moves (some old ones thinned out in very long games). */
  private states: Snapshot[] = [];
  private botMade: boolean[] = [];
  private redoGroups: GameMove[][] = [];
  private descriptions = new Map<string, string[]>();
  private eventLists = new Map<string, (readonly GameEvent[])[]>();
  private viewing: number | null = null;
  private listeners = new Set<(change: SessionChange) => void>();
  private botSeats: Record<string, string> = {};

  private constructor(
    readonly game: Game,
    private readonly base: GameRecord,
    initial: Snapshot,
    private readonly botTable: Readonly<Record<string, Bot>>,
  ) {
    this.states = [initial];
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
      if (!applied.ok) {
        const message = `Move ${index + 1} (${move.type} by seat ${move.player}) is refused: ${applied.error.reason}`;
        if (options.keepLegalPrefix)
          return { ok: true, session, problem: { index, move, error: applied.error, message } };
        return { ok: false, message, index, move, error: applied.error };
      }
      session.push(move, applied.state, false);
    }
    session.redoGroups = session.applicableRedo(options.redo ?? []);
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

  /** The view of a position (default: the one shown) for a viewer. */
  view(viewer: Viewer, count: number = this.position): unknown {
    return this.game.view(this.stateAfter(count), viewer);
  }

  /** How move `index` reads to `viewer` (described in the position before it). */
  describe(index: number, viewer: Viewer): string {
    const key = viewerKey(viewer);
    let list = this.descriptions.get(key);
    if (!list) this.descriptions.set(key, (list = []));
    const known = list[index];
    if (known !== undefined) return known;
    const move = this.moves[index];
    if (!move) return '';
    let text: string;
    try {
      text = this.game.describeMove(move, this.stateAfter(index), viewer) || '';
    } catch {
      text = '';
    }
    return (list[index] = text || fallbackDescription(move));
  }

  /**
   * What the rules did by themselves in move `index`, for `viewer` (computed when first asked
   * for, from the machine's steps, and kept): the game's own events, then the end of the game
   * with its reason when this move ended it.
   */
  events(index: number, viewer: Viewer): readonly GameEvent[] {
    const key = viewerKey(viewer);
    let list = this.eventLists.get(key);
    if (!list) this.eventLists.set(key, (list = []));
    const known = list[index];
    if (known !== undefined) return known;
    const move = this.moves[index];
    if (!move) return [];
    const events: GameEvent[] = [];
    const before = this.stateAfter(index);
    if (this.game.describeEvents) {
      try {
        const steps = [before, ...machineMicrosteps(this.game.machine, before, move)];
        events.push(...this.game.describeEvents(steps, move, viewer));
      } catch {
        // A game whose events cannot be told still shows its moves.
      }
    }
    const result = this.result(index + 1);
    if (result && !this.game.result(before)) events.push(endEvent(result));
    return (list[index] = events);
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

  result(count: number = this.moves.length): GameResult | null {
    return this.game.result(this.stateAfter(count));
  }

  get finished(): boolean {
    return this.result() !== null;
  }

  /** Seats expected to act (none when the game is over). */
  activeSeats(count: number = this.moves.length): number[] {
    const state = this.stateAfter(count);
    return this.game.result(state) ? [] : this.game.activeSeats(state);
  }

  /** Legal moves at the latest position, of one seat or of all. */
  legalMoves(seat?: number): GameMove[] {
    if (this.finished) return [];
    const all = this.game.legalMoves(this.state) as GameMove[];
    return seat === undefined ? all : all.filter((m) => m.player === seat);
  }

  /** Why a move is refused at the latest position, or null when it is legal. */
  explain(move: GameMove): IllegalMove | null {
    const result = applyMove(this.game, this.state, move);
    return result.ok ? null : result.error;
  }

  // ------------------------------------------------------------------ moves

  /** Applies a move at the latest position. A refused move changes nothing. */
  apply(move: GameMove, { bot = false }: { bot?: boolean } = {}): ApplyResult {
    const result = applyMove(this.game, this.state, move);
    if (!result.ok) return result;
    const redoTop = this.redoGroups[this.redoGroups.length - 1];
    if (redoTop && sameMove(redoTop[0], move)) {
      // The very move an undo took back: the rest of its group stays redoable.
      if (redoTop.length > 1) this.redoGroups[this.redoGroups.length - 1] = redoTop.slice(1);
      else this.redoGroups.pop();
    } else {
      this.redoGroups = [];
    }
    this.viewing = null;
    const index = this.moves.length;
    this.push(move, result.state, bot);
    this.notify({ type: 'move', index, move, bot });
    return { ok: true };
  }

  private push(move: GameMove, state: Snapshot, bot: boolean): void {
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
    return this.redoGroups.length > 0;
  }

  get redoStack(): readonly (readonly GameMove[])[] {
    return this.redoGroups;
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
    this.redoGroups = [];
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
    this.redoGroups = [];
    this.notify({ type: 'branch', position: keep });
    return true;
  }

  private truncate(count: number): void {
    // Keep the snapshot of the new latest position even where it had been thinned out.
    const state = this.stateAfter(count);
    this.moves.length = count;
    this.botMade.length = count;
    this.states.length = count + 1;
    this.states[count] = state;
    for (const list of this.descriptions.values()) list.length = Math.min(list.length, count);
    for (const list of this.eventLists.values()) list.length = Math.min(list.length, count);
    this.viewing = null;
  }

  private applicableRedo(groups: readonly (readonly GameMove[])[]): GameMove[][] {
    const redo: GameMove[][] = [];
    let state = this.state;
    for (const group of [...groups].reverse()) {
      for (const move of group) {
        const applied = applyMove(this.game, state, move);
        if (!applied.ok) return redo;
        state = applied.state;
      }
      redo.unshift([...group]);
    }
    return redo;
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

/** Who won, in words: "Ada wins.", "You win.", "Ada and Bo share the win." */
export function winnersText(result: GameResult): string {
  const names = result.standings.filter((s) => result.winners.includes(s.seat)).map((s) => s.name);
  return message(
    '{count, plural, =0 {Nobody wins.} one {{person, select, second {{names} win.} other {{names} wins.}}} other {{names} share the win.}}',
    { count: names.length, names: listOf(names), person: personOf(names[0] ?? '') },
  );
}

/** The end of the game as a history event: its reason (every end condition that held) and who won. */
function endEvent(result: GameResult): GameEvent {
  return {
    kind: 'game-end',
    text: message('Game over. {reason} {winners}', {
      reason: result.reason,
      winners: winnersText(result),
    }),
    rule: result.rule,
    seats: result.winners,
  };
}

function checkBots(
  bots: BotsBySeat,
  table: Readonly<Record<string, Bot>>,
  playerCount: number,
): string | null {
  for (const [seat, id] of Object.entries(bots)) {
    const number = Number(seat);
    if (!Number.isInteger(number) || number < 0 || number >= playerCount)
      return `Bot seat "${seat}" is not a seat from 0 to ${playerCount - 1}.`;
    if (!Object.hasOwn(table, id))
      return `Seat ${seat} is played by an unknown bot "${id}" (known: ${Object.keys(table).join(', ')}).`;
  }
  return null;
}
