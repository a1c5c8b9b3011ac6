import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import {
  applyMove as applyGameMove,
  formatProblems,
  newRecord,
  randomBot,
  ReplayCache,
  seedPrng,
  validateRecord,
  type AnyGameDefinition,
  type CommonView,
  type GameMove,
  type GameRecord,
  type GameResult,
  type IllegalMove,
  type JsonValue,
} from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { controls } from '../../shared/controls.js';
import {
  RyErrorEvent,
  RyGameEndEvent,
  RyIntentEvent,
  RyMoveEvent,
  RyScrubEvent,
} from '../../shared/events.js';
import { findGame, GAME_REGISTERED, registeredGameIds } from '../../shared/game-registry.js';
import { resolvePointer } from '../../shared/json-pointer.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import type { LogEntry } from '../ry-game-log/ry-game-log.component.js';
import '../ry-game-log/ry-game-log.js';
import '../ry-player-panel/ry-player-panel.js';
import '../ry-auction-panel/ry-auction-panel.js';
import '../ry-action-bar/ry-action-bar.js';
import styles from './ry-game.styles.js';

export type GameMode = 'play' | 'replay' | 'static';
const MODES: readonly GameMode[] = ['play', 'replay', 'static'];

/** Result of `applyMove()`. */
export type ApplyResult = { ok: true } | { ok: false; error: IllegalMove };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

/** Parses `players`: a count ("4") or comma-separated names ("Ann, Bob"). */
export function parsePlayers(text: string): { names: string[] } | { problem: string } {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const count = Number(trimmed);
    return { names: Array.from({ length: count }, (_, i) => `Player ${i + 1}`) };
  }
  const names = trimmed.split(',').map((name) => name.trim());
  if (names.some((name) => name === ''))
    return {
      problem: `players="${text}" has an empty name; give a count ("4") or names separated by commas.`,
    };
  return { names };
}

/** Parses `bots`: comma-separated seat numbers (0 = first seat). */
export function parseBots(
  text: string,
  playerCount: number,
): { seats: number[] } | { problem: string } {
  if (text.trim() === '') return { seats: [] };
  const seats: number[] = [];
  for (const part of text.split(',')) {
    const seat = Number(part.trim());
    if (!Number.isInteger(seat) || seat < 0 || seat >= playerCount) {
      return {
        problem: `bots="${text}": "${part.trim()}" is not a seat from 0 to ${playerCount - 1}.`,
      };
    }
    seats.push(seat);
  }
  return { seats: [...new Set(seats)] };
}

/**
 * @summary A whole game on a page: board, players, auction, legal-move bar, move log, replay
 * controls and (optionally) the live statechart. Docs, the playground and embeds use this.
 *
 * @tagname ry-game
 *
 * @event {RyMoveEvent} ry-move - A move was applied by a player (through the board or panels) or by a bot. Not fired for `applyMove()`, `undo()`, `redo()` or a new `record`.
 * @event {RyGameEndEvent} ry-game-end - A player's or bot's move ended the game; `detail.result` holds the standings.
 * @event {RyErrorEvent} ry-error - A record or attribute cannot be used; `detail.message` names what is wrong (also shown in the element).
 * @event {RyScrubEvent} ry-scrub - The user moved through the history (log entry or replay control); `detail.index` is the position.
 *
 * @csspart base - The frame around everything.
 * @csspart header - Title, phase and status line.
 * @csspart error - The message shown for a bad record or attribute.
 * @csspart notice - The explanation of a refused move.
 * @csspart controls - Replay controls (first, back, counter, forward, last) or undo/redo.
 * @csspart counter - The move counter.
 * @csspart board - The board element.
 * @csspart side - The column with players, auction, log.
 * @csspart players - The `<ry-player-panel>`.
 * @csspart auction - The `<ry-auction-panel>`.
 * @csspart actions - The `<ry-action-bar>`.
 * @csspart log - The `<ry-game-log>`.
 * @csspart statechart - The `<ry-statechart>`.
 * @csspart result - The final standings.
 * @csspart highlight - The line showing the value at the `highlight` pointer.
 *
 * @cssproperty --ry-game-padding - Padding inside the frame.
 *
 * How it runs a game: the element keeps the game's **record** (setup + moves) and a
 * `ReplayCache`, and computes every position with the engine's pure `applyMove` — it does not
 * keep a long-lived XState actor. The record is the source of truth everywhere in Railyard
 * (tests, CLI, docs fixtures, saved games, share links), so undo, redo, scrubbing and "the
 * position after move n" are all just a replay of a prefix of the record from the nearest
 * cached snapshot; there is no actor state to rewind, resynchronise or persist, and what the
 * element shows is exactly what `getRecord()` would replay to anywhere else.
 *
 * Seats listed in `bots` are played by the random bot after a short visible delay; every other
 * seat is played from this page (hot seat). Bots draw from their own seeded PRNG (per seat and
 * move number), so a game with bots replays identically.
 */
export class RyGame extends LitElement {
  static override styles = [theme, controls, styles];

  /** Game id of a registered game (`chicago-express`). Not needed when `record` names the game. */
  @property({ reflect: true }) game = '';

  /** Number of players ("4") or their names, comma-separated ("Ann, Bob, Cyd"). Ignored with a record. */
  @property() players = '';

  /** Seed of a new game. A random one is chosen when missing. Ignored with a record. */
  @property() seed = '';

  /** Rule options of a new game as JSON (`{"houses": 3}`). Ignored with a record. */
  @property({ attribute: 'options' }) optionsJson = '';

  /**
   * Record to show or continue: a URL (fetched) or inline JSON. A docs fixture
   * (`{"example": …, "record": {…}}`) is accepted too.
   */
  @property({ attribute: 'record' }) recordSource = '';

  /** `play` (default): play from the end of the record; `replay`: step through it; `static`: one frozen position. */
  @property({ reflect: true }) mode: GameMode = 'play';

  /** Seats played by the random bot, comma-separated seat numbers from 0 ("1,2,3"). */
  @property() bots = '';

  /** Milliseconds a bot "thinks" before moving. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 700;

  /** Draws the game's statechart, following the game live. */
  @property({ type: Boolean, attribute: 'show-statechart', reflect: true }) showStatechart = false;

  /** In `replay` and `static` modes, lets the reader make moves from the position shown (later moves are dropped). */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /**
   * Position shown in `replay` and `static` modes: the number of moves applied (0 = the setup).
   * Defaults to the end of the record. Attribute: `move`.
   */
  @property({ type: Number, attribute: 'move' }) moveIndex: number | undefined;

  /** JSON pointer into the view (`/companies/2/minimumBid`): that part of the board is highlighted and its value shown. */
  @property() highlight = '';

  /** Base path of rule links (`/docs`); links go to the rules pages of the docs site. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  @state() private definition: AnyGameDefinition | undefined;
  @state() private current: GameRecord | undefined;
  @state() private position = 0;
  @state() private entries: LogEntry[] = [];
  @state() private error = '';
  @state() private notice: { text: string; rule?: string } | null = null;
  @state() private thinking = -1;
  @state() private loading = false;
  @state() private announcement = '';

  private cache: ReplayCache<AnyGameDefinition> | undefined;
  /** What the engine says about a snapshot, computed once per snapshot. */
  private derived = new WeakMap<
    object,
    { view: CommonView; legal: GameMove[]; describe: (move: GameMove) => string }
  >();
  private redoStack: GameMove[][] = [];
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private loadToken = 0;
  private recordObject: GameRecord | undefined;
  private reportedErrors = new Set<string>();
  private initialized = false;
  private skipNextSetup = false;
  /** The last few positions computed (the ReplayCache holds checkpoints for the rest). */
  private recent = new Map<number, Snapshot>();

  private readonly onRegistered = () => {
    if (!this.definition) this.initialize();
  };

  // ---------------------------------------------------------------- public API

  /** The record as an object. Setting it shows that record (same as the `record` attribute). */
  get record(): GameRecord | undefined {
    return this.current ? this.getRecord() : undefined;
  }

  set record(value: GameRecord | undefined) {
    this.recordObject = value;
    // An object replaces a `record` attribute (without a second initialisation for that change).
    if (this.recordSource) {
      this.recordSource = '';
      this.skipNextSetup = true;
    }
    this.initialize();
  }

  /** The view (`game.view(state)`) of the position shown. */
  get view(): CommonView | undefined {
    const snapshot = this.snapshotAt(this.position);
    return snapshot && this.definition ? this.derive(this.definition, snapshot).view : undefined;
  }

  /** A copy of the record: setup and every move (also those after the position shown). */
  getRecord(): GameRecord {
    if (!this.current) throw new Error('No game is loaded.');
    return JSON.parse(JSON.stringify(this.current)) as GameRecord;
  }

  /**
   * Applies a move at the end of the record (in replay mode: at the position shown, dropping
   * later moves). Returns the engine's explanation when the move is illegal. Fires no events.
   */
  applyMove(move: GameMove): ApplyResult {
    return this.commit(move, { source: 'host' });
  }

  /** Takes back the last move (and the bot moves after the last move of a seat not played by a bot). */
  undo(): boolean {
    if (!this.current || this.current.moves.length === 0) return false;
    const moves = [...this.current.moves];
    const taken: GameMove[] = [];
    const bots = this.botSeats();
    do {
      taken.unshift(moves.pop()!);
    } while (
      moves.length > 0 &&
      bots.has(taken[0]!.player) &&
      bots.size < this.current.players.length
    );
    this.redoStack.push(taken);
    this.truncate(moves.length);
    this.notice = null;
    this.announce(`Took back ${taken.length === 1 ? 'a move' : `${taken.length} moves`}.`);
    return true;
  }

  /** Applies again what the last `undo()` took back. */
  redo(): boolean {
    const group = this.redoStack.pop();
    if (!group) return false;
    for (const move of group) {
      const result = this.commit(move, { source: 'redo' });
      if (!result.ok) return false;
    }
    return true;
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener?.(GAME_REGISTERED, this.onRegistered);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener?.(GAME_REGISTERED, this.onRegistered);
    this.stopBot();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setupKeys = ['game', 'players', 'seed', 'optionsJson', 'recordSource'] as const;
    if (changed.has('recordSource') && this.recordSource) this.recordObject = undefined;
    const skip = this.skipNextSetup;
    this.skipNextSetup = false;
    if (!this.initialized || (!skip && setupKeys.some((key) => changed.has(key))))
      this.initialize();
    if (changed.has('mode') && !MODES.includes(this.mode)) {
      this.reportError(`mode="${this.mode}" is not a mode; use play, replay or static.`, 'mode');
    }
    if ((changed.has('moveIndex') || changed.has('mode')) && this.current)
      this.position = this.resolvePosition();
    if (changed.has('bots') && this.current) this.checkBots();
    if (
      this.highlight &&
      this.current &&
      (changed.has('highlight') ||
        (changed as Map<PropertyKey, unknown>).has('position') ||
        (changed as Map<PropertyKey, unknown>).has('current'))
    ) {
      const view = this.view;
      if (view && resolvePointer(view, this.highlight) === undefined) {
        this.reportError(
          `highlight="${this.highlight}" does not point into this game's view.`,
          'highlight',
        );
      }
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The statechart (and, through it, elkjs) is loaded only when asked for, so that pages
    // without it do not download it.
    if (changed.has('showStatechart') && this.showStatechart)
      void import('../ry-statechart/ry-statechart.js');
    // Outside the update cycle: scheduling sets the "thinking" state.
    queueMicrotask(() => this.scheduleBot());
  }

  // ---------------------------------------------------------------- setup

  private initialize(): void {
    this.initialized = true;
    this.stopBot();
    this.loadToken++;
    this.error = '';
    this.notice = null;
    this.reportedErrors.clear();
    this.redoStack = [];
    if (this.recordObject) {
      this.loadRecordData(this.recordObject, 'record');
      return;
    }
    const source = this.recordSource.trim();
    if (source) {
      if (source.startsWith('{')) {
        let data: unknown;
        try {
          data = JSON.parse(source);
        } catch (error) {
          this.fail(
            `The record attribute is not valid JSON: ${(error as Error).message}`,
            'record',
          );
          return;
        }
        this.loadRecordData(data, 'record');
      } else {
        void this.fetchRecord(source);
      }
      return;
    }
    this.startNewGame();
  }

  private async fetchRecord(source: string): Promise<void> {
    const token = this.loadToken;
    this.loading = true;
    this.current = undefined;
    let data: unknown;
    try {
      const url = new URL(source, document.baseURI);
      const response = await fetch(url);
      if (!response.ok)
        throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
      const text = await response.text();
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(`it is not valid JSON (${(error as Error).message})`, { cause: error });
      }
    } catch (error) {
      if (token !== this.loadToken) return;
      this.loading = false;
      this.fail(
        `Could not load the record from "${source}": ${(error as Error).message}.`,
        'record',
      );
      return;
    }
    if (token !== this.loadToken) return;
    this.loading = false;
    this.loadRecordData(data, 'record');
  }

  private startNewGame(): void {
    if (!this.game) {
      this.fail(
        'Set game="…" (one of: ' +
          (registeredGameIds().join(', ') || 'no game is registered yet') +
          ') or give a record.',
        'game',
      );
      return;
    }
    const registered = findGame(this.game);
    if (!registered) {
      this.fail(this.unknownGameMessage(this.game), 'game');
      return;
    }
    const definition = registered.definition;
    const defaultCount = Math.max(definition.minPlayers, Math.min(4, definition.maxPlayers));
    const parsed = parsePlayers(this.players || String(defaultCount));
    if ('problem' in parsed) {
      this.fail(parsed.problem, 'players');
      return;
    }
    let options: Record<string, JsonValue> = {};
    if (this.optionsJson.trim()) {
      try {
        const value = JSON.parse(this.optionsJson) as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          throw new Error('it must be a JSON object');
        options = value as Record<string, JsonValue>;
      } catch (error) {
        this.fail(
          `options="${this.optionsJson}" is not usable: ${(error as Error).message}.`,
          'options',
        );
        return;
      }
    }
    const seed = this.seed || Math.random().toString(36).slice(2, 10);
    this.loadRecordData(newRecord(definition.id, parsed.names, seed, options), 'players');
  }

  private unknownGameMessage(id: string): string {
    const known = registeredGameIds();
    return `Unknown game "${id}". ${known.length ? `Registered games: ${known.join(', ')}.` : 'No game is registered: load a Railyard bundle that includes it.'}`;
  }

  /** Validates a record (or a docs fixture wrapping one), replays it and shows it. */
  private loadRecordData(data: unknown, source: string): void {
    if (
      data &&
      typeof data === 'object' &&
      !Array.isArray(data) &&
      !('format' in data) &&
      'record' in data
    ) {
      data = (data as { record: unknown }).record;
    }
    const parsed = validateRecord(data);
    if (!parsed.ok) {
      this.fail(`The record is not valid:\n${formatProblems(parsed.problems)}`, source);
      return;
    }
    const record = parsed.value;
    if (this.game && this.game !== record.game && source === 'record') {
      this.fail(`The record is a "${record.game}" game but game="${this.game}".`, 'game');
      return;
    }
    const registered = findGame(record.game);
    if (!registered) {
      this.fail(this.unknownGameMessage(record.game), source === 'record' ? 'record' : 'game');
      return;
    }
    const definition = registered.definition;
    let state: Snapshot;
    try {
      state = definition.createGame({
        players: record.players,
        seed: record.seed,
        options: record.options,
      });
    } catch (error) {
      this.fail(
        `The game cannot start: ${(error as Error).message}.`,
        source === 'record' ? 'record' : 'players',
      );
      return;
    }
    this.definition = definition;
    this.recent = new Map();
    this.remember(0, state);
    const entries: LogEntry[] = [];
    const good: GameMove[] = [];
    for (const [index, move] of record.moves.entries()) {
      const result = applyGameMove(definition, state, move);
      if (!result.ok) {
        this.reportError(
          `The record's move ${index + 1} (record/moves/${index}: ${move.type} by seat ${move.player}) is illegal: ${result.error.reason}\nShowing the position before it.`,
          'record',
        );
        break;
      }
      entries.push(this.entry(definition, move, state, false));
      state = result.state;
      good.push(move);
    }
    this.remember(good.length, state);
    this.current = { ...record, moves: good };
    this.cache = new ReplayCache(definition, this.current);
    this.entries = entries;
    if (!this.error) this.error = '';
    this.position = this.resolvePosition();
    this.checkBots();
  }

  private resolvePosition(): number {
    const end = this.current?.moves.length ?? 0;
    if (this.mode === 'play' || this.moveIndex === undefined || this.moveIndex === null) return end;
    const index = Number(this.moveIndex);
    if (!Number.isInteger(index) || index < 0) {
      this.reportError(
        `move="${this.moveIndex}" is not a move number from 0 to ${end}; showing the last position.`,
        'move',
      );
      return end;
    }
    if (index > end) {
      this.reportError(
        `move="${index}" is past the end of the record (${end} moves); showing the last position.`,
        'move',
      );
      return end;
    }
    return index;
  }

  private checkBots(): void {
    if (!this.current) return;
    const parsed = parseBots(this.bots, this.current.players.length);
    if ('problem' in parsed) this.reportError(parsed.problem, 'bots');
  }

  private botSeats(): Set<number> {
    if (!this.current) return new Set();
    const parsed = parseBots(this.bots, this.current.players.length);
    return new Set('seats' in parsed ? parsed.seats : []);
  }

  /** A fatal problem: nothing to show but the message. */
  private fail(message: string, source: string): void {
    this.current = undefined;
    this.definition = undefined;
    this.entries = [];
    this.error = message;
    this.dispatchEvent(new RyErrorEvent(message, source));
  }

  /** A problem shown beside a usable position. */
  private reportError(message: string, source: string): void {
    if (this.reportedErrors.has(message)) return;
    this.reportedErrors.add(message);
    this.error = this.error ? `${this.error}\n${message}` : message;
    this.dispatchEvent(new RyErrorEvent(message, source));
  }

  // ---------------------------------------------------------------- positions

  private snapshotAt(count: number): Snapshot | undefined {
    if (!this.cache || !this.current) return undefined;
    const known = this.recent.get(count);
    if (known) return known;
    try {
      return this.remember(count, this.cache.stateAfter(count));
    } catch {
      return undefined;
    }
  }

  private remember(count: number, state: Snapshot): Snapshot {
    this.recent.delete(count);
    this.recent.set(count, state);
    if (this.recent.size > 6) this.recent.delete(this.recent.keys().next().value!);
    return state;
  }

  private truncate(count: number): void {
    if (!this.current || !this.cache) return;
    this.stopBot();
    this.current = { ...this.current, moves: this.current.moves.slice(0, count) };
    this.cache.setRecord(this.current);
    for (const key of [...this.recent.keys()]) if (key > count) this.recent.delete(key);
    this.entries = this.entries.slice(0, count);
    this.position = count;
    if (this.mode !== 'play') this.moveIndex = count;
  }

  private entry(
    definition: AnyGameDefinition,
    move: GameMove,
    before: Snapshot,
    bot: boolean,
  ): LogEntry {
    let text: string;
    try {
      text = definition.describeMove(move, before);
    } catch {
      text = `${move.type} by seat ${move.player}`;
    }
    return { text, seat: move.player, bot };
  }

  private goTo(index: number, fromUser: boolean): void {
    if (!this.current) return;
    const clamped = Math.max(0, Math.min(this.current.moves.length, index));
    this.position = clamped;
    if (this.mode !== 'play') this.moveIndex = clamped;
    this.notice = null;
    this.announce(
      clamped === 0
        ? 'Start of the game.'
        : `Move ${clamped} of ${this.current.moves.length}: ${this.entries[clamped - 1]?.text ?? ''}`,
    );
    if (fromUser) this.dispatchEvent(new RyScrubEvent(clamped));
  }

  // ---------------------------------------------------------------- moves

  private commit(
    move: GameMove,
    { source }: { source: 'user' | 'bot' | 'host' | 'redo' },
  ): ApplyResult {
    const definition = this.definition;
    if (!definition || !this.current || !this.cache) {
      return { ok: false, error: { reason: 'No game is loaded.', rule: '' } };
    }
    if (this.position < this.current.moves.length) {
      if (this.mode === 'play' && source === 'user') {
        return {
          ok: false,
          error: {
            reason: 'You are looking at an earlier position; go back to the game to move.',
            rule: '',
          },
        };
      }
      this.truncate(this.position);
    }
    const count = this.current.moves.length;
    const before = this.snapshotAt(count);
    const result = applyGameMove(definition, before, move);
    if (!result.ok) {
      if (source === 'user') this.notice = { text: result.error.reason, rule: result.error.rule };
      if (source === 'user') this.announce(`Not allowed: ${result.error.reason}`);
      return result;
    }
    const entry = this.entry(definition, move, before, source === 'bot');
    this.current = { ...this.current, moves: [...this.current.moves, move] };
    this.cache.setRecord(this.current);
    this.remember(count + 1, result.state);
    this.entries = [...this.entries, entry];
    this.position = count + 1;
    if (this.mode !== 'play') this.moveIndex = count + 1;
    if (source !== 'redo') this.redoStack = [];
    this.notice = null;
    const gameResult = definition.result(result.state) as GameResult | null;
    this.announce(
      `Move ${count + 1}: ${entry.text}${gameResult ? ` Game over. ${this.winnersText(gameResult)}` : ''}`,
    );
    if (source === 'user' || source === 'bot') {
      this.dispatchEvent(
        new RyMoveEvent({
          move,
          index: count,
          description: entry.text,
          bot: source === 'bot',
          record: this.getRecord(),
        }),
      );
      if (gameResult)
        this.dispatchEvent(new RyGameEndEvent({ result: gameResult, record: this.getRecord() }));
    }
    return { ok: true };
  }

  private derive(definition: AnyGameDefinition, state: Snapshot) {
    let known = this.derived.get(state);
    if (!known) {
      known = {
        view: definition.view(state) as CommonView,
        legal: definition.legalMoves(state) as GameMove[],
        describe: (move: GameMove) => definition.describeMove(move, state),
      };
      this.derived.set(state, known);
    }
    return known;
  }

  private winnersText(result: GameResult): string {
    const names = result.winners.map((seat) => this.current?.players[seat] ?? `Seat ${seat}`);
    return names.length > 1 ? `Shared win: ${names.join(' and ')}.` : `${names[0]} wins.`;
  }

  private announce(text: string): void {
    // Re-setting the same text would not be announced again; a zero-width change makes it new.
    this.announcement = this.announcement === text ? `${text}\u200b` : text;
  }

  private onIntent(event: RyIntentEvent): void {
    event.stopPropagation();
    if (!this.acceptsInput()) return;
    const seats = this.botSeats();
    if (seats.has(event.detail.move.player) && seats.size < (this.current?.players.length ?? 0)) {
      this.notice = { text: `Seat ${event.detail.move.player} is played by a bot.` };
      return;
    }
    this.commit(event.detail.move, { source: 'user' });
  }

  private acceptsInput(): boolean {
    if (!this.current || !this.definition) return false;
    if (this.mode === 'play') return this.position === this.current.moves.length;
    return this.interactive;
  }

  // ---------------------------------------------------------------- bots

  private stopBot(): void {
    if (this.botTimer !== undefined) clearTimeout(this.botTimer);
    this.botTimer = undefined;
    if (this.thinking !== -1) this.thinking = -1;
  }

  private scheduleBot(): void {
    if (this.botTimer !== undefined || !this.definition || !this.current || this.mode !== 'play')
      return;
    if (this.position !== this.current.moves.length) return;
    const state = this.snapshotAt(this.position);
    if (!state || this.definition.result(state)) return;
    const bots = this.botSeats();
    const seat = (this.definition.activeSeats(state) as number[]).find((s) => bots.has(s));
    if (seat === undefined) return;
    this.thinking = seat;
    const definition = this.definition;
    const record = this.current;
    this.botTimer = setTimeout(
      () => {
        this.botTimer = undefined;
        this.thinking = -1;
        if (this.definition !== definition || this.current !== record) return;
        let move: GameMove;
        try {
          [move] = randomBot.chooseMove(
            definition,
            state,
            seat,
            seedPrng(`bot:${record.seed}:${seat}:${record.moves.length}`),
          );
        } catch (error) {
          this.notice = {
            text: `The bot for seat ${seat} could not move: ${(error as Error).message}`,
          };
          return;
        }
        this.commit(move, { source: 'bot' });
      },
      Math.max(0, this.botDelay || 0),
    );
  }

  // ---------------------------------------------------------------- rendering

  protected override render() {
    if (this.loading)
      return html`<div class="base" part="base">
        <p class="loading" role="status">Loading the record…</p>
      </div>`;
    const definition = this.definition;
    const record = this.current;
    if (!definition || !record) {
      return html`<div class="base" part="base">
        <div class="error" part="error" role="alert">
          <strong>This game cannot be shown.</strong>${this.error || 'Nothing to show.'}
        </div>
      </div>`;
    }
    const state = this.snapshotAt(this.position);
    const view = state ? this.derive(definition, state).view : undefined;
    if (!state || !view) {
      return html`<div class="base" part="base">
        <div class="error" part="error" role="alert">The position could not be computed.</div>
      </div>`;
    }
    const atEnd = this.position === record.moves.length;
    const result = definition.result(state) as GameResult | null;
    const bots = this.botSeats();
    const input = this.acceptsInput() && !result;
    const allMoves = input ? this.derive(definition, state).legal : [];
    const humanMoves =
      bots.size >= record.players.length ? allMoves : allMoves.filter((m) => !bots.has(m.player));
    const describe = this.derive(definition, state).describe;
    const registered = findGame(definition.id);
    const boardTag = registered?.boardTag;
    const boardDefined = boardTag ? !!customElements.get(boardTag) : false;
    if (boardTag && !boardDefined)
      void customElements.whenDefined(boardTag).then(() => this.requestUpdate());
    const auctionMoves = humanMoves.filter(
      (m) => m.type.endsWith('.bid') || m.type.endsWith('.pass'),
    );
    const auctionShown = !!view.auction;
    const previous = this.position > 0 ? this.snapshotAt(this.position - 1) : undefined;
    const lastMove = this.position > 0 ? record.moves[this.position - 1] : undefined;
    const ruleLink = ruleUrl(view.rule, definition.ruleSections, this.ruleBase);
    const actingNames = view.activeSeats.map((s) => record.players[s] ?? `Seat ${s}`);

    return html`<div class="base" part="base">
      <header part="header">
        <h2>${definition.title}</h2>
        <span class="phase"
          >${ruleLink ? html`<a href=${ruleLink} title=${ruleTitle(view.rule, definition.ruleSections) ?? ''}>${view.phase}</a>` : view.phase}</span
        >
        <span class="status" data-testid="status"
          >${
            result
              ? `Game over. ${this.winnersText(result)}`
              : this.thinking >= 0
                ? html`<span class="thinking">${record.players[this.thinking]} is thinking…</span>`
                : actingNames.length
                  ? `${actingNames.join(', ')} to act`
                  : ''
          }</span
        >
      </header>
      ${this.error ? html`<div class="error" part="error" role="alert">${this.error}</div>` : nothing}
      ${
        this.notice
          ? html`<div class="notice" part="notice" role="alert">
              <span>${this.notice.text} ${this.noticeLink()}</span>
              <button @click=${() => (this.notice = null)} aria-label="Dismiss">×</button>
            </div>`
          : nothing
      }
      ${this.renderControls(record, atEnd)} ${this.renderHighlight(view)}
      <div class="main">
        <div class="board-area">
          ${
            boardDefined
              ? staticHtml`<${unsafeStatic(boardTag!)} part="board" hide-players .view=${view} .legalMoves=${humanMoves}
                ?interactive=${input} highlight=${this.highlight} .describeMove=${describe}
                @ry-intent=${this.onIntent}></${unsafeStatic(boardTag!)}>`
              : html`<p class="no-board">
                  No board drawing for ${definition.title} is loaded; the panels and the move bar
                  play the game.
                </p>`
          }
          ${
            input || (this.mode === 'play' && !result)
              ? html`<ry-action-bar
                  part="actions"
                  .moves=${humanMoves}
                  .exclude=${auctionShown ? ['*.bid', '*.pass'] : []}
                  .describeMove=${describe}
                  prompt=${this.thinking >= 0 ? '' : actingNames.length ? `${actingNames.join(', ')}:` : ''}
                  ?interactive=${input}
                  @ry-intent=${this.onIntent}
                ></ry-action-bar>`
              : nothing
          }
        </div>
        <div class="side" part="side">
          ${result ? this.renderResult(result) : nothing}
          <ry-auction-panel
            part="auction"
            .auction=${view.auction}
            .players=${view.players}
            .legalMoves=${auctionMoves}
            ?interactive=${input}
            @ry-intent=${this.onIntent}
          ></ry-auction-panel>
          <ry-player-panel
            part="players"
            .players=${view.players}
            .companies=${view.companies}
            .activeSeats=${view.activeSeats}
            .bots=${[...bots]}
            .result=${result}
            thinking=${this.thinking}
            highlight-seat=${this.highlightedSeat()}
          ></ry-player-panel>
          <ry-game-log
            part="log"
            .entries=${this.entries}
            position=${this.position}
            ?scrubbable=${this.mode !== 'static'}
            @ry-scrub=${(e: RyScrubEvent) => {
              e.stopPropagation();
              this.goTo(e.detail.index, true);
            }}
          ></ry-game-log>
        </div>
      </div>
      ${
        this.showStatechart
          ? html`<ry-statechart
              part="statechart"
              label="${definition.title} statechart"
              .machine=${definition.machine}
              .ruleSections=${definition.ruleSections}
              .value=${state.value}
              .previousValue=${previous?.value}
              last-event=${lastMove?.type ?? ''}
              rule-base=${this.ruleBase}
            ></ry-statechart>`
          : nothing
      }
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>
    </div>`;
  }

  private noticeLink() {
    const rule = this.notice?.rule;
    if (!rule || !this.definition) return nothing;
    const href = ruleUrl(rule, this.definition.ruleSections, this.ruleBase);
    const title = ruleTitle(rule, this.definition.ruleSections);
    return href ? html`(<a href=${href}>rule: ${title}</a>)` : html`(rule: ${title})`;
  }

  private renderControls(record: GameRecord, atEnd: boolean) {
    const total = record.moves.length;
    if (this.mode === 'replay') {
      const step = (index: number) => () => this.goTo(index, true);
      return html`<div class="controls" part="controls" role="group" aria-label="Replay">
        <button @click=${step(0)} ?disabled=${this.position === 0} aria-label="First position">
          « First
        </button>
        <button
          @click=${step(this.position - 1)}
          ?disabled=${this.position === 0}
          aria-label="Previous move"
        >
          ‹ Previous
        </button>
        <span class="counter" part="counter" aria-live="off"
          >Move ${this.position} of ${total}</span
        >
        <button @click=${step(this.position + 1)} ?disabled=${atEnd} aria-label="Next move">
          Next ›
        </button>
        <button @click=${step(total)} ?disabled=${atEnd} aria-label="Last position">Last »</button>
      </div>`;
    }
    if (this.mode === 'play') {
      return html`<div class="controls" part="controls" role="group" aria-label="Game">
        <button @click=${() => this.userUndo()} ?disabled=${total === 0 || !atEnd}>Undo</button>
        <button @click=${() => this.redo()} ?disabled=${this.redoStack.length === 0 || !atEnd}>
          Redo
        </button>
        ${
          atEnd
            ? html`<span class="counter" part="counter">Move ${total}</span>`
            : html`<span class="counter" part="counter"
                  >Viewing move ${this.position} of ${total}</span
                >
                <button class="primary" @click=${() => this.goTo(total, true)}>
                  Back to the game
                </button>`
        }
      </div>`;
    }
    return html`<div class="controls" part="controls">
      <span class="counter" part="counter">Position after move ${this.position} of ${total}</span>
    </div>`;
  }

  private userUndo(): void {
    this.undo();
  }

  private renderHighlight(view: CommonView) {
    if (!this.highlight) return nothing;
    const value = resolvePointer(view, this.highlight);
    if (value === undefined) return nothing;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return html`<p class="highlight" part="highlight" data-testid="highlight">
      <code>${this.highlight}</code> = <strong>${text}</strong>
    </p>`;
  }

  private highlightedSeat(): number {
    const match = /^\/players\/(\d+)/.exec(this.highlight);
    return match ? Number(match[1]) : -1;
  }

  private renderResult(result: GameResult) {
    const href = this.definition
      ? ruleUrl(result.rule, this.definition.ruleSections, this.ruleBase)
      : undefined;
    return html`<section class="result" part="result" aria-label="Result">
      <strong>${this.winnersText(result)}</strong>
      <ol>
        ${result.standings.map((s) => html`<li>${s.name}: ${s.score}${s.rank === 1 ? ' (winner)' : ''}</li>`)}
      </ol>
      <p>${result.reason} ${href ? html`<a href=${href}>Rule</a>` : nothing}</p>
    </section>`;
  }
}
