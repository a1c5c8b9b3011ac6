/**
 * One open game: its record (the source of truth), a ReplayCache for instant jumps to any
 * position, undo/redo as log operations, the viewed position, bot seats and the move
 * descriptions of the history. No DOM: the app renders it, tests drive it directly.
 */
import {
  applyMove,
  bots as knownBots,
  createFromRecord,
  ReplayCache,
  seedPrng,
  type AnyGameDefinition,
  type Bot,
  type GameMove,
  type GameRecord,
  type GameResult,
  type IllegalMove,
} from '@railyard/rules';

/**
 * Optional hook a game may add to its definition: true when undoing `move` would reveal or
 * re-roll hidden or random information (a card draw, a die roll). Undo never crosses such a move.
 */
export interface UndoBarrierHook {
  isUndoBarrier?(stateBefore: unknown, move: GameMove): boolean;
}

export type OpenResult =
  | { ok: true; session: GameSession }
  | { ok: false; message: string; index: number; move: GameMove | null };

export type BotsBySeat = Readonly<Record<string, string>>;

function fallbackDescription(move: GameMove): string {
  const params = Object.entries(move)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `Seat ${move.player}: ${move.type}${params.length ? ` (${params.join(', ')})` : ''}`;
}

function describe(game: AnyGameDefinition, move: GameMove, before: unknown): string {
  try {
    return game.describeMove(move, before) || fallbackDescription(move);
  } catch {
    return fallbackDescription(move);
  }
}

export class GameSession {
  private cache: ReplayCache<AnyGameDefinition>;
  private liveState: unknown;
  private moves: GameMove[];
  private redoGroups: GameMove[][];
  /** descriptions[i] describes moves[i]; bots[i] tells whether a bot chose it (when known). */
  private descriptions: string[];
  /** Position shown: number of moves applied, or null for the latest. */
  private viewing: number | null = null;
  /** The last few positions by move count (the ReplayCache's checkpoints cover the rest). */
  private recent = new Map<number, unknown>();

  private constructor(
    readonly game: AnyGameDefinition,
    private base: GameRecord,
    state: unknown,
    descriptions: string[],
    public bots: BotsBySeat,
    redo: GameMove[][],
    private readonly botTable: Readonly<Record<string, Bot>>,
  ) {
    this.moves = [...base.moves];
    this.base = { ...base, moves: [] };
    this.cache = new ReplayCache(game, this.record, 12);
    this.liveState = state;
    this.descriptions = descriptions;
    this.redoGroups = redo;
  }

  /**
   * Opens a record: replays it (reporting the first illegal move with its reason), computes the
   * history descriptions and checks redo moves and bot ids.
   */
  static open(
    game: AnyGameDefinition,
    record: GameRecord,
    options: {
      bots?: BotsBySeat;
      redo?: readonly (readonly GameMove[])[];
      botTable?: Readonly<Record<string, Bot>>;
    } = {},
  ): OpenResult {
    const botTable = options.botTable ?? knownBots;
    const bots = options.bots ?? {};
    for (const [seat, id] of Object.entries(bots)) {
      if (!botTable[id])
        return {
          ok: false,
          message: `Seat ${seat} is played by an unknown bot "${id}" (known: ${Object.keys(botTable).join(', ')}).`,
          index: -1,
          move: null,
        };
    }
    if (record.game !== game.id) {
      return {
        ok: false,
        message: `This record is a game of "${record.game}", not "${game.id}"`,
        index: -1,
        move: null,
      };
    }
    const created = createFromRecord(game, record);
    if (!created.ok)
      return {
        ok: false,
        message: `Its setup is invalid: ${created.error.reason}`,
        index: -1,
        move: null,
      };
    // One pass: replay and describe each move with the position before it.
    let live: unknown = created.state;
    const descriptions: string[] = [];
    for (const [index, move] of record.moves.entries()) {
      const applied = applyMove(game, live, move);
      if (!applied.ok) {
        return {
          ok: false,
          message: `Move ${index + 1} (${move.type} by seat ${move.player}) is refused: ${applied.error.reason}`,
          index,
          move,
        };
      }
      descriptions.push(describe(game, move, live));
      live = applied.state;
    }
    const session = new GameSession(game, record, live, descriptions, bots, [], botTable);
    const result = { state: live };
    // Keep only redo groups that still apply after the record.
    const redo: GameMove[][] = [];
    let state = result.state;
    const groups = [...(options.redo ?? [])].reverse();
    for (const group of groups) {
      let ok = true;
      for (const move of group) {
        const applied = applyMove(game, state, move);
        if (!applied.ok) {
          ok = false;
          break;
        }
        state = applied.state;
      }
      if (!ok) break;
      redo.unshift([...group]);
    }
    session.redoGroups = redo;
    return { ok: true, session };
  }

  /** The record up to the latest move. */
  get record(): GameRecord {
    return { ...this.base, moves: [...this.moves] };
  }

  get moveCount(): number {
    return this.moves.length;
  }

  get state(): unknown {
    return this.liveState;
  }

  get history(): readonly { readonly move: GameMove; readonly description: string }[] {
    return this.moves.map((move, i) => ({
      move,
      description: this.descriptions[i] ?? fallbackDescription(move),
    }));
  }

  get redoStack(): readonly (readonly GameMove[])[] {
    return this.redoGroups;
  }

  /** The state after the first `count` moves (instant: from the nearest cached snapshot). */
  stateAfter(count: number): unknown {
    if (count === this.moves.length) return this.liveState;
    const at = Math.max(0, Math.min(count, this.moves.length));
    const known = this.recent.get(at);
    if (known !== undefined) return known;
    return this.remember(at, this.cache.stateAfter(at));
  }

  private remember(count: number, state: unknown): unknown {
    this.recent.delete(count);
    this.recent.set(count, state);
    if (this.recent.size > 24) this.recent.delete(this.recent.keys().next().value!);
    return state;
  }

  /** Position shown: number of moves applied (the latest unless a history entry is viewed). */
  get viewIndex(): number {
    return this.viewing ?? this.moves.length;
  }

  get isViewingHistory(): boolean {
    return this.viewing !== null;
  }

  /** Shows the position after `count` moves; the latest position returns to live play. */
  view(count: number | null): void {
    this.viewing = count === null || count >= this.moves.length ? null : Math.max(0, count);
  }

  get viewedState(): unknown {
    return this.stateAfter(this.viewIndex);
  }

  result(): GameResult | null {
    return this.game.result(this.liveState);
  }

  activeSeats(state: unknown = this.liveState): number[] {
    return this.game.result(state) ? [] : this.game.activeSeats(state);
  }

  legalMoves(state: unknown = this.liveState): GameMove[] {
    return this.game.legalMoves(state) as GameMove[];
  }

  explain(move: GameMove): IllegalMove | null {
    try {
      return this.game.explainIllegal(this.liveState, move);
    } catch (error) {
      return {
        reason: `The move could not be checked: ${(error as Error).message}`,
        rule: `${this.game.id}:rules`,
      };
    }
  }

  isBot(seat: number): boolean {
    return this.bots[String(seat)] !== undefined;
  }

  hasPeople(): boolean {
    return this.base.players.some((_, seat) => !this.isBot(seat));
  }

  /** The bot that must move now, if the seat to act is a bot's and the game goes on. */
  botToMove(): { seat: number; bot: Bot } | null {
    if (this.result()) return null;
    const seat = this.activeSeats()[0];
    if (seat === undefined) return null;
    const id = this.bots[String(seat)];
    return id ? { seat, bot: this.botTable[id]! } : null;
  }

  /**
   * The bot's choice now. Each decision gets its own PRNG from the seed and the move number,
   * so replays, undo and redo see the same choices, and the game's own draws are untouched.
   */
  chooseBotMove(): GameMove | null {
    const turn = this.botToMove();
    if (!turn) return null;
    const [move] = turn.bot.chooseMove(
      this.game,
      this.liveState,
      turn.seat,
      seedPrng(`bot:${this.base.seed}:${this.moves.length}`),
    );
    return move;
  }

  /** Applies a move at the latest position. A refused move changes nothing. */
  apply(move: GameMove): { ok: true } | { ok: false; error: IllegalMove } {
    const before = this.liveState;
    const result = applyMove(this.game, before, move);
    if (!result.ok) return result;
    const redoTop = this.redoGroups[this.redoGroups.length - 1];
    if (redoTop && JSON.stringify(redoTop[0]) === JSON.stringify(move)) {
      // The same move the undo took back: keep the rest of the redo group.
      if (redoTop.length > 1) this.redoGroups[this.redoGroups.length - 1] = redoTop.slice(1);
      else this.redoGroups.pop();
    } else {
      this.redoGroups = [];
    }
    this.remember(this.moves.length, before);
    this.moves.push(move);
    this.descriptions.push(describe(this.game, move, before));
    this.liveState = result.state;
    this.cache.setRecord(this.record);
    this.viewing = null;
    return { ok: true };
  }

  private isBarrier(index: number): boolean {
    const hook = (this.game as AnyGameDefinition & UndoBarrierHook).isUndoBarrier;
    if (!hook) return false;
    try {
      return hook.call(this.game, this.stateAfter(index), this.moves[index]!);
    } catch {
      return true;
    }
  }

  /** How many moves undo would take back now (0 when it cannot). */
  undoSize(): number {
    let count = this.moves.length;
    if (count === 0 || this.isBarrier(count - 1)) return 0;
    count--;
    // With people and bots at the table, undo goes back to the last person's decision: undoing
    // only a bot's move would let the bot make the same move again at once.
    if (this.hasPeople()) {
      while (count > 0) {
        const seat = this.activeSeats(this.stateAfter(count))[0];
        if (seat === undefined || !this.isBot(seat)) break;
        if (this.isBarrier(count - 1)) break;
        count--;
      }
    }
    return this.moves.length - count;
  }

  canUndo(): boolean {
    return this.undoSize() > 0;
  }

  canRedo(): boolean {
    return this.redoGroups.length > 0;
  }

  /** Takes back the last decision: a log operation (replay from the nearest cached snapshot). */
  undo(): boolean {
    const size = this.undoSize();
    if (size === 0) return false;
    const keep = this.moves.length - size;
    const undone = this.moves.slice(keep);
    this.truncate(keep);
    this.redoGroups.push(undone);
    return true;
  }

  redo(): boolean {
    const group = this.redoGroups.pop();
    if (!group) return false;
    const saved = this.redoGroups;
    this.redoGroups = [];
    for (const move of group) {
      const result = this.apply(move);
      if (!result.ok) break;
    }
    this.redoGroups = saved;
    return true;
  }

  /** Sandbox: drops every move after `count`, making that position the latest (a branch point). */
  branchAt(count: number): void {
    if (count >= this.moves.length) return;
    this.truncate(Math.max(0, count));
    this.redoGroups = [];
  }

  private truncate(count: number): void {
    this.liveState = this.stateAfter(count);
    for (const key of [...this.recent.keys()]) if (key >= count) this.recent.delete(key);
    this.moves = this.moves.slice(0, count);
    this.descriptions = this.descriptions.slice(0, count);
    this.cache.setRecord(this.record);
    this.viewing = null;
  }

  /** Bot seats can change mid-game (take over a seat, hand one to a bot). */
  setBots(bots: BotsBySeat): void {
    this.bots = { ...bots };
  }
}
