import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import {
  applyMove as applyGameMove,
  clip,
  GameSession,
  newRecord,
  type AnyGameDefinition,
  type BotsBySeat,
  type CommonView,
  type GameMove,
  type GameRecord,
  type GameResult,
  type HistoryEntry,
  type IllegalMove,
  type SearchLimits,
  type SessionChange,
  type Viewer,
} from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { controls } from '../../shared/controls.js';
import {
  RyErrorEvent,
  RyViewerChangeEvent,
  RyGameEndEvent,
  RyIntentEvent,
  RyMoveEvent,
  RyMoveRequestEvent,
  RyPauseEvent,
  RyScrubEvent,
  type RySpotlightEvent,
} from '../../shared/events.js';
import { findGame, GAME_REGISTERED, registeredGameIds } from '../../shared/game-registry.js';
import { styleProps } from '../../shared/style-props.js';
import { resolvePointer } from '../../shared/json-pointer.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import type { LogEntry } from '../ry-game-log/ry-game-log.component.js';
import '../ry-game-log/ry-game-log.js';
import '../ry-player-panel/ry-player-panel.js';
import '../ry-action-bar/ry-action-bar.js';
import {
  parseBots,
  parseOptions,
  parsePlayers,
  parseViewer,
  type ViewerSetting,
} from './attributes.js';
import { checkRecord, fetchRecord, parseInlineRecord, type Loaded } from './record-source.js';
import { chooseViewer, type ViewerChoice } from './viewer-choice.js';
import { controlsTemplate, highlightTemplate, passTemplate, resultTemplate } from './parts.js';
import type { PlaceLinks, Places } from './place-links.js';
import { placeNotice } from './notice-position.js';
import { isStandIn, levelTable, WORKER_LEVELS } from './bot-table.js';
import type { BotWorkerClient } from '../../bots/bot-worker-client.js';
import { shownParts, spaceIds } from './focus-view.js';
import styles from './ry-game.styles.js';

export { parseBots, parsePlayers, parseViewer } from './attributes.js';

export type GameMode = 'play' | 'replay' | 'static';
const MODES: readonly GameMode[] = ['play', 'replay', 'static'];

/** Result of `applyMove()`. */
export type ApplyResult = { ok: true } | { ok: false; error: IllegalMove };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

/** Attributes that describe the game to open (ignored while a `session` is given). */
const SETUP_KEYS = ['game', 'players', 'seed', 'options', 'record'] as const;

/** Waits until bundles loaded in the same task have registered their games (one frame). */
const settle = () =>
  new Promise<void>((resolve) =>
    queueMicrotask(() => {
      // A frame, or a short timer where frames do not run (background tabs).
      const timer = setTimeout(resolve, 100);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        setTimeout(resolve, 0);
      });
    }),
  );

let placeLinks: Promise<typeof import('./place-links.js')> | undefined;
type BotPlay = typeof import('../../bots/bot-play.js');
let botPlay: Promise<BotPlay> | undefined;
/** The bot worker's client and helpers, loaded on first use (a page without thinking bots never does). */
const loadBotPlay = () => (botPlay ??= import('../../bots/bot-play.js'));

/** Widths (px) up to which the game is laid out in one column (as the styles' container query). */
const NARROW = 760;
/** How long the board marks what a move's automatic events changed. */
const MARK_MS = 2400;

const refused = (reason: string): ApplyResult => ({ ok: false, error: { reason, rule: '' } });

interface Problem {
  readonly message: string;
  readonly source: string;
  /** Nothing can be shown but the message. */
  readonly fatal: boolean;
}

/**
 * @summary A whole game on a page: board, players, auction, legal-move bar, move log, replay
 * controls and (optionally) the live statechart. Docs, the playground and embeds use this.
 *
 * @tagname ry-game
 *
 * @event {RyMoveRequestEvent} ry-move-request - A player's or bot's legal move is about to be applied; cancelable: `preventDefault()` keeps it from being applied (the host takes control). `detail`: `move`, `index`, `bot`.
 * @event {RyMoveEvent} ry-move - A move was applied by a player (through the board or panels) or by a bot of this element. Not fired for `applyMove()`, `undo()`, `redo()`, a new `record`, or moves applied to a shared `session` by someone else.
 * @event {RyGameEndEvent} ry-game-end - A player's or bot's move ended the game; `detail.result` holds the standings.
 * @event {RyErrorEvent} ry-error - A record or attribute cannot be used; `detail.message` names what is wrong (also shown in the element), `detail.source` the attribute. Fired once per problem, after the element was created (never during it).
 * @event {RyViewerChangeEvent} ry-viewer-change - The viewer shown changed (`detail.viewer`, `detail.passTo`): a pass-the-device screen, a seat confirming it holds the device, a new session. Read `shownViewer` for the current one.
 * @event {RyScrubEvent} ry-scrub - The user moved through the history (log entry or replay control); `detail.index` is the position.
 * @event {RyPauseEvent} ry-pause - The user paused or resumed the bots with the element's button; `detail.paused` (also reflected as the `paused` attribute).
 *
 * @csspart base - The frame around everything.
 * @csspart header - Title, phase and status line.
 * @csspart error - The message shown for a bad record or attribute.
 * @csspart notice - The explanation of a refused move, shown next to the control or space the player used.
 * @csspart pass - The "pass the device" screen between the turns of two people at one device.
 * @csspart controls - Replay controls (first, back, counter, forward, last) or undo/redo.
 * @csspart counter - The move counter.
 * @csspart board - The board element.
 * @csspart side - The column with players, auction, log.
 * @csspart players - The `<ry-player-panel>`.
 * @csspart auction - The `<ry-auction-panel>`.
 * @csspart actions - The `<ry-action-bar>`.
 * @csspart dock - The bar kept at the bottom of the screen while the game is in view: the move bar (and, on narrow screens, the auction).
 * @csspart log - The `<ry-game-log>`.
 * @csspart statechart - The `<ry-statechart>`.
 * @csspart result - The final standings.
 * @csspart highlight - The line showing the value at the `highlight` pointer (with `highlight-label`).
 * @csspart bot-control - The "Pause bots" / "Resume bots" button, shown while bots play.
 * @csspart hints - The hint box (with `hints`): its button and the strong moves it lists.
 * @csspart hint-button - The "What would a strong player do?" button.
 * @csspart expand - The button that opens the full game from a focused view (`show`), and back.
 *
 * @cssproperty --ry-game-padding - Padding inside the frame.
 * @cssproperty --ry-game-map-height - Height of the board's map (default: the screen's height less the header and the move bar, at least 16rem).
 * @cssproperty --ry-game-focus-map-height - Height of the map in a focused view (`show`; default 14rem).
 *
 * How it runs a game: everything goes through one headless `GameSession` (`@railyard/rules`):
 * the record, a snapshot per position, undo/redo (never across a reveal or a roll), the position
 * shown and the bot seats. The element either opens a session from its attributes (`game`,
 * `players`, `seed`, `options`, `record`, `bots`) or is given one (`session` property); several
 * elements and a host page may share one session and stay in step. The element keeps no copy of
 * the moves or positions.
 *
 * Seats with a bot are played after a short visible delay (`bot-delay`) unless `paused`; every
 * other seat is played from this page (hot seat). Bots use the project's one seed scheme, so a
 * game with bots plays the same here, in the CLI and in the playground. The levels that think
 * (`easy`, `medium`, `hard`) run in a Web Worker loaded from the same origin as the bundle (a
 * strict `worker-src 'self'` allows it), so the page stays responsive; pausing stops a search in
 * progress. Where no worker can run, they play on the page instead.
 */
export class RyGame extends LitElement {
  static override styles = [theme, controls, styles];

  /** Game id of a registered game (`chicago-express`). Not needed when `record` names the game. */
  @property({ reflect: true }) game = '';

  /** Number of players ("4") or their names, comma-separated ("Ann, Bob, Cyd"). Ignored with a record. */
  @property() players = '';

  /** Seed of a new game. A random one is chosen when missing. Ignored with a record. */
  @property() seed = '';

  /** Rule options of a new game as JSON text (`{"houses": 3}`). Ignored with a record. */
  @property() options = '';

  private recordInput: GameRecord | string | null | undefined;

  /**
   * Record to show or continue. Attribute: a URL (fetched once) or inline JSON; a docs fixture
   * (`{"example": …, "record": {…}}`) is accepted too. Property: a record object or the same
   * text. Reading it gives the record of the game shown, as an object, with every move made
   * since (undefined while loading or when nothing can be shown).
   */
  @property({ noAccessor: true, hasChanged: () => true })
  get record(): GameRecord | undefined {
    return this.session?.record;
  }

  set record(value: GameRecord | string | null | undefined) {
    const old = this.recordInput;
    this.recordInput = value;
    this.requestUpdate('record', old);
  }

  private givenSession: GameSession | undefined;
  private ownSession: GameSession | undefined;

  /**
   * The `GameSession` in use. Set it to drive the element from a session of your own (the
   * attributes `game`, `players`, `seed`, `options`, `record` and `bots` are then ignored; the
   * session's bot seats play); set it to null to go back to the attributes. Reading it gives
   * the session in use, also the one the element opened from its attributes.
   */
  @property({ attribute: false, noAccessor: true })
  get session(): GameSession | undefined {
    return this.givenSession ?? this.ownSession;
  }

  set session(value: GameSession | null | undefined) {
    const old = this.session;
    this.givenSession = value ?? undefined;
    if (!this.givenSession) this.built = false;
    this.attach();
    this.requestUpdate('session', old);
  }

  /** `play` (default): play from the end of the record; `replay`: step through it; `static`: one frozen position. */
  @property({ reflect: true }) mode: GameMode = 'play';

  /**
   * Seats played by bots, from 0, comma-separated, each with an optional level: "1:hard,2:easy".
   * Levels: `random` (the default: "1,2" is two random bots), `easy` (the game's heuristic),
   * `medium` and `hard` (the search bot, about 125 and 500 ms a move, in a worker). A bad value
   * is reported (`ry-error`, source `bots`) and plays no seat. Ignored while a `session` is given
   * (its bots play).
   */
  @property({ reflect: true }) bots = '';

  /**
   * Offers the person to act a "What would a strong player do?" button: the search bot's top
   * three moves for their seat, from what that seat knows, with each move's share of the
   * search's visits and the rule of its move type. Computed in the bot worker.
   */
  @property({ type: Boolean, reflect: true }) hints = false;

  /**
   * Limits of the thinking levels and hints (`{ iterations: 200 }` makes them reproducible,
   * `{ budgetMs: 250 }` quicker). Default: the levels' own time budgets.
   */
  @property({ attribute: false }) botSearch: SearchLimits | undefined;

  /** Milliseconds a bot "thinks" before moving. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 700;

  /** Bots wait while set (a host or the user then decides when they play). */
  @property({ type: Boolean, reflect: true }) paused = false;

  /**
   * Whose eyes the game is shown through: `auto` (default), `all`, `spectator` or a seat from 0.
   * `auto` shows everything in games without hidden information (and finished games); else the
   * person to act, with a "pass the device" screen between two people at one device.
   */
  @property() viewer = 'auto';

  /** Draws the game's statechart, following the game live. */
  @property({ type: Boolean, attribute: 'show-statechart', reflect: true }) showStatechart = false;

  /**
   * The host offers the legal moves itself (the playground's move panel): no move bar, and the
   * auction panel shows the auction without its bid and pass controls, so that each move has
   * one control on the screen. The board stays clickable.
   */
  @property({ type: Boolean, attribute: 'hide-moves', reflect: true }) hideMoves = false;

  /** In `replay` and `static` modes, lets the reader make moves from the position shown (later moves are dropped). */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /**
   * Position shown in `replay` and `static` modes: the number of moves applied (0 = the setup).
   * Defaults to the end of the record. Follows the user's steps through the history.
   */
  @property({ type: Number }) move: number | undefined;

  /** JSON pointer into the view (`/companies/2/minimumBid`): that part of the board is highlighted and its value shown. */
  @property() highlight = '';

  /** Words for the value at `highlight` ("Auction dial spaces left"); without them no value line is shown. */
  @property({ attribute: 'highlight-label' }) highlightLabel = '';

  /**
   * A focused view: the parts to draw, space-separated — `players`, `auction`, `log`, `actions`
   * of this element and any part of the board (`map`, `dials`, `charters`…). A button opens the
   * full game. Empty (default): everything.
   */
  @property() show = '';

  /** Map spaces to zoom and centre on (space ids, space- or comma-separated). */
  @property({ attribute: 'zoom-to' }) zoomTo = '';

  /** Base path of rule links (`/docs`); links go to the rules pages of the docs site. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  /** Bumped on every change of the session: what is shown is read from it at render. */
  @state() private revision = 0;
  @state() private problems: Problem[] = [];
  @state() private notice: { text: string; rule?: string; anchor?: Element | null } | null = null;
  /** Spaces a log entry points out on the board. */
  @state() private spotlight: readonly string[] = [];
  /** Pixels of the element above and below the map (header, controls, dock). */
  @state() private chrome = 0;
  /** Narrow layout (one column): the auction joins the move bar at the bottom. */
  @state() private narrow = false;
  @state() private thinking = -1;
  /** The lazily loaded bot module, once in (the hint box renders from it). */
  private botPlay: BotPlay | undefined;
  @state() private loading = false;
  /** The reader opened the full game from the focused view. */
  @state() private expanded = false;
  @state() private announcement: { text?: string; move?: number; serial: number } = { serial: 0 };
  /** Seats and companies the last move's automatic events changed: marked for a moment. */
  @state() private marks: { seats: readonly number[]; companies: readonly string[] } = {
    seats: [],
    companies: [],
  };
  private marksTimer: ReturnType<typeof setTimeout> | undefined;
  /** The log announces its own keyboard steps; the jump they cause is not announced again. */
  private quietJump = false;

  private built = false;
  private buildToken = 0;
  /** The record URL fetched last, and its answer (a URL is fetched once). */
  private fetched: { url: string; answer: Promise<Loaded> } | undefined;
  /** A game id not registered yet: the element opens when it is (or reports it after a frame). */
  private waitingFor: string | undefined;
  private reported = new Map<string, string>();
  private pendingErrors: RyErrorEvent[] = [];
  private unsubscribe: (() => void) | undefined;
  private subscribed: GameSession | undefined;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  /** A bot's move is being chosen (timer or worker); bumped `botJob` drops its answer. */
  private botWaiting = false;
  private botJob = 0;
  private botClient: BotWorkerClient | undefined;
  /** Revision at which a host cancelled the bot's move: the bot waits for the next change. */
  private botCancelledAt = -1;
  private shownSeat: number | null = null;
  private choice: ViewerChoice = { viewer: 'all', passTo: null };
  private pendingViewerChange = false;
  private views = new WeakMap<object, Map<string, CommonView>>();
  private legal = new WeakMap<object, GameMove[]>();
  private describers = new WeakMap<object, Map<string, (move: GameMove) => string>>();
  private logMemo: { key: string; history: HistoryEntry[]; entries: LogEntry[] } | undefined;
  /** Links from log text to the board's spaces, from the board's `places()`. */
  private links: { key: string; links?: PlaceLinks } = { key: '' };
  /** The control or space the user pressed or typed in last: a refused move is explained there. */
  private actedOn: Element | null = null;
  private resizer: ResizeObserver | undefined;
  private measured = new Set<Element>();
  private readonly noteAction = (event: Event) => {
    this.actedOn = (event.composedPath()[0] as Element | undefined) ?? null;
  };

  private readonly onRegistered = (event: Event) => {
    const id = (event as CustomEvent<{ id?: string }>).detail?.id;
    if (this.waitingFor !== undefined && id === this.waitingFor && !this.givenSession) {
      this.waitingFor = undefined;
      // It may have been reported unknown already (a bundle that came more than a frame later).
      this.forgetProblems();
      this.build();
    }
  };

  private readonly onSessionChange = (change: SessionChange) => {
    this.revision++;
    this.stopBot();
    if (change.type !== 'bots') this.botPlay?.dropHint(this, this.botClient);
    if (change.type !== 'jump') this.notice = null;
    if (change.type === 'move') {
      this.announce({ move: change.index });
      this.markChanges(change.index);
    } else if (change.type === 'undo' || change.type === 'redo')
      this.announce({
        text: `${change.type === 'undo' ? 'Took back' : 'Made again'} ${change.count === 1 ? 'a move' : `${change.count} moves`}.`,
      });
    else if (change.type === 'jump' && !this.quietJump) {
      this.announce(
        change.position === 0
          ? { text: 'Start of the game.' }
          : { move: change.position - 1, text: `of ${this.session?.moveCount ?? 0}` },
      );
    }
    // Replay follows the session (also steps taken in another element on it).
    if (change.type !== 'bots' && this.mode === 'replay' && this.session)
      this.move = this.session.position;
  };

  // ---------------------------------------------------------------- public API

  /** @deprecated Use `move`. */
  get moveIndex(): number | undefined {
    return this.move;
  }

  set moveIndex(value: number | undefined) {
    this.move = value;
  }

  /**
   * Whose eyes the game is shown to now: `viewer` resolved (`auto` becomes `all`, a seat, or
   * `spectator` while the pass-the-device screen is up). Hosts describing the game beside the
   * element use it, and follow `ry-viewer-change`. Computed when read, so that a host drawing in
   * the same task as a move (before this element renders) never shows the previous seat's view.
   */
  get shownViewer(): Viewer {
    return this.computeChoice().viewer;
  }

  /** The view of the position shown, as the current viewer may see it. */
  get view(): CommonView | undefined {
    const session = this.session;
    if (!session) return undefined;
    return this.viewOf(session.stateAfter(this.shownPosition()), this.computeChoice().viewer);
  }

  /** A copy of the record: setup and every move (also those after the position shown). */
  getRecord(): GameRecord {
    if (!this.session) throw new Error('No game is loaded.');
    return JSON.parse(JSON.stringify(this.session.record)) as GameRecord;
  }

  /**
   * Applies a move at the end of the record (in replay and static modes: at the position shown,
   * dropping later moves). Returns the engine's explanation when the move is illegal. Fires no
   * events.
   */
  applyMove(move: GameMove): ApplyResult {
    return this.makeMove(move, 'host');
  }

  /** Takes back the last decision (`session.undo()`: bot moves after it too; never a reveal or a roll). */
  undo(): boolean {
    return this.session?.undo() ?? false;
  }

  /** Applies again what the last `undo()` took back (`session.redo()`). */
  redo(): boolean {
    return this.session?.redo() ?? false;
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener?.(GAME_REGISTERED, this.onRegistered);
    // A game registered while the element was out of the page.
    if (this.waitingFor !== undefined && findGame(this.waitingFor)) {
      this.built = false;
      this.requestUpdate();
    }
    this.attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener?.(GAME_REGISTERED, this.onRegistered);
    this.stopBot();
    if (this.marksTimer !== undefined) clearTimeout(this.marksTimer);
    this.botPlay?.dropHint(this, this.botClient);
    this.botClient?.dispose();
    this.botClient = undefined;
    this.detach();
    this.resizer?.disconnect();
    this.resizer = undefined;
    this.measured.clear();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Renders before the first measure already pick the layout the width asks for.
    if (!this.chrome) this.narrow = this.clientWidth > 0 && this.clientWidth <= NARROW;
    const setupChanged = SETUP_KEYS.some((key) => changed.has(key));
    if (!this.givenSession && (!this.built || setupChanged)) {
      if (setupChanged) this.forgetProblems();
      this.build();
    } else if (changed.has('bots') && this.ownSession) {
      this.applyBotsAttribute(this.ownSession);
    }
    if (changed.has('paused')) {
      // Resuming lets a bot whose move a host cancelled ask again.
      this.botCancelledAt = -1;
      if (this.paused) this.stopBot();
    }
    if (changed.has('mode') && !MODES.includes(this.mode))
      this.setProblem('mode', `mode="${this.mode}" is not a mode; use play, replay or static.`);
    else if (changed.has('mode')) this.setProblem('mode', null);
    const session = this.session;
    if (!session) return;
    if (changed.has('session') || changed.has('move') || changed.has('mode')) this.syncPosition();
    if (changed.has('viewer') || changed.has('session')) {
      const parsed = parseViewer(this.viewer, session.players.length);
      this.setProblem('viewer', 'problem' in parsed ? parsed.problem : null);
    }
    const before = this.choice;
    this.choice = this.computeChoice();
    if (this.viewerSetting() === 'auto' && typeof this.choice.viewer === 'number')
      this.shownSeat = this.choice.viewer;
    if (before.viewer !== this.choice.viewer || before.passTo !== this.choice.passTo)
      this.pendingViewerChange = true;
    if (this.highlight) {
      const view = this.view;
      this.setProblem(
        'highlight',
        view && resolvePointer(view, this.highlight) === undefined
          ? `highlight="${this.highlight}" does not point into this game's view.`
          : null,
      );
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The statechart (and, through it, elkjs) is loaded only when asked for, so that pages
    // without it do not download it.
    if (changed.has('showStatechart') && this.showStatechart)
      void import('../ry-statechart/ry-statechart.js');
    // Errors go out after the render that shows them: never while the element is being created.
    for (const event of this.pendingErrors.splice(0)) this.dispatchEvent(event);
    if (this.pendingViewerChange) {
      this.pendingViewerChange = false;
      this.dispatchEvent(new RyViewerChangeEvent(this.choice.viewer, this.choice.passTo));
    }
    if (changed.has('notice' as keyof RyGame) && this.notice)
      placeNotice(this.renderRoot, this.notice.anchor);
    this.readPlaces();
    this.observeLayout();
    // Outside the update cycle: scheduling sets the "thinking" state.
    queueMicrotask(() => this.scheduleBot());
  }

  // ---------------------------------------------------------------- layout

  /** The board's names for its spaces, so that the log can point them out. */
  private readPlaces(): void {
    const board = this.renderRoot.querySelector('[part="board"]') as {
      places?: () => Places;
    } | null;
    const places = board?.places?.();
    if (!places?.length) return;
    // Loaded apart: the game plays without it, the log's names point at the map once it is in.
    void (placeLinks ??= import('./place-links.js')).then(({ PlaceLinks, placesKey }) => {
      const key = placesKey(places);
      if (key === this.links.key) return;
      this.links = { key, links: new PlaceLinks(places) };
      this.requestUpdate();
    });
  }

  /** Watches the parts around the map, whose height the map leaves free. */
  private observeLayout(): void {
    if (typeof ResizeObserver === 'undefined') return;
    // Measured in the next frame: resizing the map from inside the observer's callback would
    // loop (and the browser reports "ResizeObserver loop completed…").
    this.resizer ??= new ResizeObserver(() => requestAnimationFrame(() => this.measure()));
    const parts = [this, ...this.renderRoot.querySelectorAll('header, .controls, .dock')];
    for (const part of this.measured)
      if (!parts.includes(part)) {
        this.resizer.unobserve(part);
        this.measured.delete(part);
      }
    for (const part of parts)
      if (!this.measured.has(part)) {
        this.resizer.observe(part);
        this.measured.add(part);
      }
  }

  private measure(): void {
    const base = this.renderRoot.querySelector<HTMLElement>('.base');
    const main = this.renderRoot.querySelector<HTMLElement>('.main');
    if (!base || !main) return;
    const dock = this.renderRoot.querySelector<HTMLElement>('.dock');
    const above = main.getBoundingClientRect().top - base.getBoundingClientRect().top;
    const below = (dock?.offsetHeight ?? 0) + parseFloat(getComputedStyle(base).paddingBottom) * 2;
    const chrome = Math.round(above + below);
    if (chrome !== this.chrome) this.chrome = chrome;
    const narrow = this.clientWidth > 0 && this.clientWidth <= NARROW;
    if (narrow !== this.narrow) this.narrow = narrow;
  }

  // ---------------------------------------------------------------- session

  private attach(): void {
    const session = this.session;
    if (this.subscribed === session && this.unsubscribe) return;
    this.detach();
    this.stopBot();
    this.shownSeat = null;
    this.revision++;
    if (!session || !this.isConnected) return;
    this.subscribed = session;
    this.unsubscribe = session.subscribe(this.onSessionChange);
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.subscribed = undefined;
  }

  private useOwnSession(session: GameSession | undefined): void {
    const old = this.session;
    this.ownSession = session;
    this.attach();
    if (old !== this.session) this.requestUpdate('session', old);
  }

  /** Opens a session from the attributes (a record, or a new game). */
  private build(): void {
    this.built = true;
    const token = ++this.buildToken;
    this.waitingFor = undefined;
    this.loading = false;
    this.useOwnSession(undefined);
    const input = this.recordInput;
    if (input && typeof input === 'object') return this.openRecord(checkRecord(input), token);
    const text = (input ?? '').trim();
    if (text.startsWith('{')) return this.openRecord(parseInlineRecord(text), token);
    if (text) {
      if (this.fetched?.url !== text) this.fetched = { url: text, answer: fetchRecord(text) };
      this.loading = true;
      void this.fetched.answer.then((loaded) => {
        if (token !== this.buildToken) return;
        this.loading = false;
        this.openRecord(loaded, token);
      });
      return;
    }
    this.openNewGame(token);
  }

  /**
   * The registered game, or undefined; an unknown id is reported only once bundles loaded with
   * this one had a chance to register it (the element opens as soon as it is registered).
   */
  private registered(id: string, source: string, token: number): AnyGameDefinition | undefined {
    const found = findGame(id);
    if (found) return found.definition;
    this.waitingFor = id;
    this.loading = true;
    void settle().then(() => {
      if (token !== this.buildToken || this.waitingFor !== id) return;
      this.loading = false;
      const known = registeredGameIds();
      this.setProblem(
        source,
        `Unknown game "${id}". ${known.length ? `Registered games: ${known.join(', ')}.` : 'No game is registered: load a Railyard bundle that includes it.'}`,
        true,
      );
    });
    return undefined;
  }

  private openNewGame(token: number): void {
    if (!this.game) {
      // A script may set `game` or `record` right after creating the element.
      this.loading = true;
      void settle().then(() => {
        if (token !== this.buildToken) return;
        this.loading = false;
        this.setProblem(
          'game',
          'Set game="…" (one of: ' +
            (registeredGameIds().join(', ') || 'no game is registered yet') +
            ') or give a record.',
          true,
        );
      });
      return;
    }
    const definition = this.registered(this.game, 'game', token);
    if (!definition) return;
    const defaultCount = Math.max(definition.minPlayers, Math.min(4, definition.maxPlayers));
    const players = parsePlayers(this.players || String(defaultCount), definition);
    if ('problem' in players) return this.setProblem('players', players.problem, true);
    const options = parseOptions(this.options);
    if ('problem' in options) return this.setProblem('options', options.problem, true);
    const seed = this.seed || Math.random().toString(36).slice(2, 10);
    const record = newRecord(definition.id, players.names, seed, options.value);
    this.openSession(definition, record, 'players');
  }

  private openRecord(loaded: Loaded, token: number): void {
    if (!loaded.ok) return this.setProblem('record', loaded.message, true);
    const record = loaded.record;
    if (this.game && this.game !== record.game)
      return this.setProblem(
        'game',
        `The record is a "${record.game}" game but game="${this.game}".`,
        true,
      );
    const definition = this.registered(record.game, 'record', token);
    if (definition) this.openSession(definition, record, 'record');
  }

  private openSession(definition: AnyGameDefinition, record: GameRecord, source: string): void {
    const bots = this.parsedBots(record.players.length);
    const opened = GameSession.open(definition, record, {
      bots,
      botTable: levelTable,
      keepLegalPrefix: true,
    });
    if (!opened.ok) {
      const reason = opened.message.replace(/^Its setup is invalid: /, '');
      return this.setProblem(source, `The game cannot start: ${reason}`, true);
    }
    const problem = opened.problem;
    this.setProblem(
      'record',
      problem
        ? `The record's move ${problem.index + 1} (record/moves/${problem.index}: ${problem.move.type} by seat ${problem.move.player}) is illegal: ${problem.error.reason}\nShowing the position before it.`
        : null,
    );
    this.useOwnSession(opened.session);
  }

  /** The `bots` attribute as bot seats; a bad one is reported and plays no seat. */
  private parsedBots(playerCount: number): BotsBySeat {
    const parsed = parseBots(this.bots, playerCount);
    this.setProblem('bots', 'problem' in parsed ? parsed.problem : null);
    return 'bots' in parsed ? parsed.bots : {};
  }

  private applyBotsAttribute(session: GameSession): void {
    session.setBots(this.parsedBots(session.players.length));
  }

  /** Shows the position asked for by `move` (replay) or the live game (play). */
  private syncPosition(): void {
    const session = this.session;
    if (!session) return;
    if (this.mode === 'replay') {
      if (this.move !== undefined && this.move !== null) session.jumpTo(this.checkedMove(session));
      else if (!this.givenSession) session.jumpTo(null);
    } else if (this.mode === 'static') {
      this.checkedMove(session);
    } else if (!this.givenSession) {
      session.jumpTo(null);
    }
  }

  /** `move` within the record; a bad value is reported and the last position is used. */
  private checkedMove(session: GameSession): number {
    const end = session.moveCount;
    const index = Number(this.move);
    let problem: string | null = null;
    if (this.move === undefined || this.move === null) return end;
    if (!Number.isInteger(index) || index < 0)
      problem = `move="${this.move}" is not a move number from 0 to ${end}; showing the last position.`;
    else if (index > end)
      problem = `move="${index}" is past the end of the record (${end} moves); showing the last position.`;
    this.setProblem('move', problem);
    return problem ? end : index;
  }

  /** The position drawn: the session's, or in static mode the `move` asked for. */
  private shownPosition(): number {
    const session = this.session;
    if (!session) return 0;
    if (this.mode === 'static' && this.move !== undefined && this.move !== null) {
      const index = Number(this.move);
      if (Number.isInteger(index) && index >= 0 && index <= session.moveCount) return index;
      return session.moveCount;
    }
    return session.position;
  }

  // ---------------------------------------------------------------- problems

  private forgetProblems(): void {
    this.reported.clear();
    this.problems = [];
  }

  /**
   * Shows a problem of one source (replacing its previous one; null clears it) and fires one
   * `ry-error` for it, after the next render.
   */
  private setProblem(source: string, problem: string | null, fatal = false): void {
    // However long a problem (a hostile record or attribute), the message stays readable.
    const message = problem === null ? null : clip(problem);
    const others = this.problems.filter((p) => p.source !== source && !(fatal && p.fatal));
    if (message === null) {
      if (others.length !== this.problems.length) this.problems = others;
      this.reported.delete(source);
      return;
    }
    if (fatal) this.useOwnSession(undefined);
    this.problems = [...others, { message, source, fatal }];
    if (this.reported.get(source) === message) return;
    this.reported.set(source, message);
    this.pendingErrors.push(new RyErrorEvent(message, source));
    this.requestUpdate();
  }

  // ---------------------------------------------------------------- viewer

  private viewerSetting(): ViewerSetting {
    const parsed = parseViewer(this.viewer, this.session?.players.length ?? 0);
    return 'value' in parsed ? parsed.value : 'auto';
  }

  /** Seats this page may move for: people's seats (every seat when bots play them all). */
  private playsFromHere(session: GameSession, seat: number): boolean {
    return !session.isBot(seat) || !session.hasPeople();
  }

  private computeChoice(): ViewerChoice {
    const session = this.session;
    if (!session) return { viewer: 'all', passTo: null };
    const input = this.acceptsInput();
    const humanSeats =
      input && session.hasPeople()
        ? session.players.map((_, s) => s).filter((s) => !session.isBot(s))
        : [];
    const actingHumans = input ? session.activeSeats().filter((s) => humanSeats.includes(s)) : [];
    return chooseViewer({
      setting: this.viewerSetting(),
      hiddenInformation: !!session.game.hiddenInformation,
      finished: session.finished,
      humanSeats,
      actingHumans,
      shownSeat: this.shownSeat,
    });
  }

  private viewOf(state: Snapshot, viewer: Viewer): CommonView {
    let byViewer = this.views.get(state);
    if (!byViewer) this.views.set(state, (byViewer = new Map()));
    let view = byViewer.get(String(viewer));
    if (!view) {
      view = this.session!.game.view(state, viewer) as CommonView;
      byViewer.set(String(viewer), view);
    }
    return view;
  }

  private legalAt(state: Snapshot): GameMove[] {
    let moves = this.legal.get(state);
    if (!moves) {
      const game = this.session!.game;
      moves = game.result(state) ? [] : (game.legalMoves(state) as GameMove[]);
      this.legal.set(state, moves);
    }
    return moves;
  }

  /**
   * Labels of moves not made yet. In games with hidden information they are told as to a
   * spectator: a description of a move before it is made must not tell its outcome (the card
   * it will draw).
   */
  private describerAt(state: Snapshot, viewer: Viewer): (move: GameMove) => string {
    const game = this.session!.game;
    const as: Viewer = game.hiddenInformation ? 'spectator' : viewer;
    let byViewer = this.describers.get(state);
    if (!byViewer) this.describers.set(state, (byViewer = new Map()));
    let describe = byViewer.get(String(as));
    if (!describe) {
      describe = (move: GameMove) => game.describeMove(move, state, as);
      byViewer.set(String(as), describe);
    }
    return describe;
  }

  private history(viewer: Viewer): { history: HistoryEntry[]; entries: LogEntry[] } {
    const session = this.session!;
    const key = `${this.revision}|${String(viewer)}|${this.links.key}`;
    if (this.logMemo?.key !== key) {
      const history = session.history(viewer);
      const links = this.links.links;
      this.logMemo = {
        key,
        history,
        entries: history.map((h) => {
          const mentions = links?.mentions(h.description) ?? [];
          return {
            text: h.description,
            seat: h.seat,
            bot: h.bot,
            mentions,
            spaces: links?.spaces(mentions, h.move) ?? [],
            events: h.events.map((e) => ({ text: e.text, kind: e.kind })),
          };
        }),
      };
    }
    return this.logMemo;
  }

  // ---------------------------------------------------------------- moves

  private acceptsInput(): boolean {
    const session = this.session;
    if (!session) return false;
    if (this.mode === 'replay' || this.mode === 'static') return this.interactive;
    return !session.isViewingHistory;
  }

  /**
   * Applies a move for the user, a bot or the host: legality first (a refused move changes
   * nothing), then `ry-move-request` (user and bot), then the session, then `ry-move`.
   */
  private makeMove(move: GameMove, source: 'user' | 'bot' | 'host'): ApplyResult {
    const session = this.session;
    if (!session) return refused('No game is loaded.');
    const position = this.shownPosition();
    const branch = this.mode !== 'play' && position < session.moveCount;
    if (this.mode === 'play' && source === 'user' && session.isViewingHistory)
      return refused('You are looking at an earlier position; go back to the game to move.');
    const before = branch ? session.stateAfter(position) : session.state;
    const checked = applyGameMove(session.game, before, move);
    if (!checked.ok) {
      if (source === 'user') {
        this.notice = {
          text: checked.error.reason,
          rule: checked.error.rule,
          anchor: this.actedOn,
        };
        this.announce({ text: `Not allowed: ${checked.error.reason}` });
      }
      return checked;
    }
    const index = branch ? position : session.moveCount;
    const viewer = this.choice.viewer;
    if (source !== 'host') {
      const request = new RyMoveRequestEvent({ move, index, bot: source === 'bot' });
      if (!this.dispatchEvent(request)) return refused('The host did not apply the move.');
    }
    if (branch && !session.branchAt(position)) {
      const reason = 'The later moves include a reveal or a roll; they cannot be dropped.';
      if (source === 'user') this.notice = { text: reason, anchor: this.actedOn };
      return refused(reason);
    }
    const result = session.apply(move, { bot: source === 'bot' });
    if (!result.ok) return result;
    if (this.mode === 'static' && this.move !== undefined && this.move !== null)
      this.move = index + 1;
    if (source === 'host') return result;
    const record = this.getRecord();
    this.dispatchEvent(
      new RyMoveEvent({
        move,
        index,
        description: session.describe(index, viewer),
        bot: source === 'bot',
        record,
      }),
    );
    const gameResult = session.result();
    if (gameResult) this.dispatchEvent(new RyGameEndEvent({ result: gameResult, record }));
    return result;
  }

  private onIntent(event: RyIntentEvent): void {
    event.stopPropagation();
    const session = this.session;
    if (!session || !this.acceptsInput() || this.choice.passTo !== null) return;
    const seat = event.detail.move.player;
    if (!this.playsFromHere(session, seat)) {
      this.notice = { text: `Seat ${seat} is played by a bot.`, anchor: this.actedOn };
      return;
    }
    this.makeMove(event.detail.move, 'user');
  }

  private goTo(index: number): void {
    const session = this.session;
    if (!session) return;
    const clamped = Math.max(0, Math.min(session.moveCount, index));
    this.notice = null;
    if (this.mode !== 'play') this.move = clamped;
    session.jumpTo(clamped);
    this.dispatchEvent(new RyScrubEvent(clamped));
  }

  private winnersText(result: GameResult): string {
    const players = this.session?.players ?? [];
    const names = result.winners.map((seat) => players[seat] ?? `Seat ${seat}`);
    return names.length > 1 ? `Shared win: ${names.join(' and ')}.` : `${names[0]} wins.`;
  }

  /** Marks, for a moment, the seats and companies that move `index`'s automatic events changed. */
  private markChanges(index: number): void {
    const session = this.session;
    if (!session) return;
    const events = session.events(index, this.choice.viewer);
    const seats = [...new Set(events.flatMap((e) => e.seats ?? []))];
    const companies = [...new Set(events.flatMap((e) => e.companies ?? []))];
    if (seats.length === 0 && companies.length === 0) return;
    if (this.marksTimer !== undefined) clearTimeout(this.marksTimer);
    this.marks = { seats, companies };
    this.marksTimer = setTimeout(() => {
      this.marksTimer = undefined;
      this.marks = { seats: [], companies: [] };
    }, MARK_MS);
  }

  private announce(what: { text?: string; move?: number }): void {
    // A new serial makes the same words a new announcement.
    this.announcement = { ...what, serial: this.announcement.serial + 1 };
  }

  /** The announcement in words, told as the current viewer may know it. */
  private announcementText(viewer: Viewer): string {
    const { text, move, serial } = this.announcement;
    const session = this.session;
    const mark = serial % 2 ? '' : '\u200b';
    if (move === undefined || !session || move >= session.moveCount) return (text ?? '') + mark;
    // The move, then what the rules did by themselves (dividends, payouts, the end with its reason).
    const described = [
      session.describe(move, viewer),
      ...session.events(move, viewer).map((e) => e.text),
    ].join(' ');
    if (text) return `Move ${move + 1} ${text}: ${described}${mark}`;
    return `Move ${move + 1}: ${described}${mark}`;
  }

  // ---------------------------------------------------------------- bots

  private stopBot(): void {
    if (this.botTimer !== undefined) clearTimeout(this.botTimer);
    this.botTimer = undefined;
    if (this.botWaiting) {
      this.botJob++;
      // Stopping a search in progress is ending its worker (a fresh one takes the next request).
      this.botClient?.stop();
    }
    this.botWaiting = false;
    if (this.thinking !== -1) this.thinking = -1;
  }

  private scheduleBot(): void {
    const session = this.session;
    if (this.botWaiting || !session || !this.isConnected) return;
    if (this.mode !== 'play' || this.paused || session.isViewingHistory) return;
    if (this.botCancelledAt === this.revision) return;
    const turn = session.botToMove();
    if (!turn) return;
    const level = session.bots[String(turn.seat)] ?? '';
    this.thinking = turn.seat;
    this.botWaiting = true;
    const revision = this.revision;
    const job = ++this.botJob;
    const current = () =>
      job === this.botJob && this.session === session && this.revision === revision && !this.paused;
    const fail = (error: unknown) => {
      this.botWaiting = false;
      this.thinking = -1;
      const text = `The bot for seat ${turn.seat} could not move: ${(error as Error).message}`;
      this.notice = { text };
      // The host learns it too (it may pause its bots); this bot does not try again.
      this.botCancelledAt = this.revision;
      this.setProblem('bot', text);
    };
    const play = (move: GameMove | null) => {
      this.botWaiting = false;
      this.thinking = -1;
      if (move && !this.makeMove(move, 'bot').ok) this.botCancelledAt = this.revision;
    };
    if (WORKER_LEVELS.has(level)) {
      const players = session.players;
      this.announce({
        text: `${players[turn.seat] ?? `Seat ${turn.seat}`} (${level} bot) is thinking…`,
      });
      void loadBotPlay()
        .then((modules) =>
          current()
            ? modules.levelMove(this.client(modules), session, turn.seat, level, {
                standIn: isStandIn(turn.bot),
                delayMs: Math.max(0, this.botDelay || 0),
                search: this.botSearch,
              })
            : null,
        )
        .then(
          (move) => current() && play(move),
          (error: unknown) => current() && fail(error),
        );
      return;
    }
    this.botTimer = setTimeout(
      () => {
        this.botTimer = undefined;
        if (!current()) return;
        let move: GameMove | null;
        try {
          move = session.chooseBotMove();
        } catch (error) {
          return fail(error);
        }
        play(move);
      },
      Math.max(0, this.botDelay || 0),
    );
  }

  private client(modules: BotPlay): BotWorkerClient {
    return (this.botClient ??= new modules.BotWorkerClient());
  }

  private togglePaused(): void {
    this.paused = !this.paused;
    this.dispatchEvent(new RyPauseEvent(this.paused));
  }

  // ---------------------------------------------------------------- hints

  /** The seat a hint is for: a person to act at the live position whose view is shown. */
  private hintSeat(viewer: Viewer): number | null {
    const session = this.session!;
    if (this.mode !== 'play' || session.isViewingHistory || this.choice.passTo !== null)
      return null;
    return (
      session.activeSeats().find((s) => !session.isBot(s) && (viewer === 'all' || viewer === s)) ??
      null
    );
  }

  private hintTemplate(viewer: Viewer) {
    const modules = this.botPlay;
    if (!this.hints) return nothing;
    if (!modules) {
      void loadBotPlay().then((loaded) => {
        this.botPlay = loaded;
        this.requestUpdate();
      });
      return nothing;
    }
    return modules.hintBox(
      this,
      this.hintSeat(viewer),
      () => this.client(modules),
      (text) => this.announce({ text }),
    );
  }

  // ---------------------------------------------------------------- rendering

  protected override render() {
    const fatal = this.problems.find((p) => p.fatal);
    if (this.loading && !fatal)
      return html`<div class="base" part="base">
        <p class="loading" role="status">Loading the game…</p>
      </div>`;
    const session = this.session;
    if (!session || fatal) {
      return html`<div class="base" part="base">
        <div class="error" part="error" role="alert">
          <strong>This game cannot be shown.</strong>${fatal?.message ?? 'Nothing to show.'}
        </div>
      </div>`;
    }
    const definition = session.game;
    const position = this.shownPosition();
    const total = session.moveCount;
    const state = session.stateAfter(position);
    const { viewer, passTo } = this.choice;
    const view = this.viewOf(state, viewer);
    const result = session.result(position);
    const input = this.acceptsInput() && !result && passTo === null;
    const offered = (seat: number) =>
      this.playsFromHere(session, seat) && (viewer === 'all' || viewer === seat);
    const humanMoves = input ? this.legalAt(state).filter((m) => offered(m.player)) : [];
    const describe = this.describerAt(state, viewer);
    const { history, entries } = this.history(viewer);
    const botSeats = session.players.map((_, s) => s).filter((s) => session.isBot(s));
    const registered = findGame(definition.id);
    const boardTag = registered?.boardTag;
    const boardDefined = boardTag ? !!customElements.get(boardTag) : false;
    if (boardTag && !boardDefined)
      void customElements.whenDefined(boardTag).then(() => this.requestUpdate());
    const auctionMoves = humanMoves.filter(
      (m) => m.type.endsWith('.bid') || m.type.endsWith('.pass'),
    );
    const auctionShown = !!view.auction;
    const previous = position > 0 ? session.stateAfter(position - 1) : undefined;
    const lastMove = position > 0 ? history[position - 1]?.move : undefined;
    const ruleLink = ruleUrl(view.rule, definition.ruleSections, this.ruleBase);
    const name = (seat: number) => session.players[seat] ?? `Seat ${seat}`;
    const actingNames = (view.activeSeats ?? []).map(name);
    const waitingBot = this.paused && !result ? session.botToMove() : null;
    const botControl =
      this.mode === 'play' && !result && botSeats.length > 0
        ? html`<button part="bot-control" class="bot-control" @click=${() => this.togglePaused()}>
            ${this.paused ? 'Resume bots' : this.thinking >= 0 ? 'Pause bot' : 'Pause bots'}
          </button>`
        : nothing;
    const auction = html`<ry-auction-panel
      part="auction"
      .auction=${view.auction ?? null}
      .players=${view.players ?? []}
      .legalMoves=${auctionMoves}
      ?interactive=${input && !this.hideMoves}
      @ry-intent=${this.onIntent}
    ></ry-auction-panel>`;
    const shown = this.expanded ? null : shownParts(this.show);
    const drawn = (part: 'players' | 'auction' | 'log' | 'actions') =>
      !shown || shown.game.has(part);
    const boardShown = !shown || shown.board !== '';
    const sideShown = drawn('players') || drawn('auction') || drawn('log') || !!result;
    // A focused view is short: nothing sticks to the bottom of the screen.
    const docked = this.narrow && auctionShown && drawn('auction') && !shown;
    const barMoves = auctionShown
      ? humanMoves.filter((m) => !m.type.endsWith('.bid') && !m.type.endsWith('.pass'))
      : humanMoves;
    // With the auction in the dock, an empty move bar beside it would only take room.
    const actionBar =
      (input || (this.mode === 'play' && !result)) &&
      !this.hideMoves &&
      !(docked && barMoves.length === 0) &&
      drawn('actions')
        ? html`<ry-action-bar
            part="actions"
            .moves=${humanMoves}
            .exclude=${auctionShown ? ['*.bid', '*.pass'] : []}
            .describeMove=${describe}
            prompt=${this.thinking >= 0 || !input ? '' : actingNames.length ? `${actingNames.join(', ')}:` : ''}
            ?interactive=${input}
            @ry-intent=${this.onIntent}
          ></ry-action-bar>`
        : nothing;

    return html`<div
      class="base ${shown ? 'focused' : ''}"
      part="base"
      @pointerdown=${{ handleEvent: this.noteAction, capture: true }}
      @keydown=${{ handleEvent: this.noteAction, capture: true }}
    >
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
                ? html`<span class="thinking">${name(this.thinking)} is thinking…</span>`
                : waitingBot
                  ? `${name(waitingBot.seat)} (bot) to act; bots are paused`
                  : passTo !== null
                    ? `Pass the device to ${name(passTo)}`
                    : actingNames.length
                      ? `${actingNames.join(', ')} to act`
                      : ''
          }</span
        >
        ${botControl}
      </header>
      ${this.hintTemplate(viewer)}
      ${this.problems.map((p) => html`<div class="error" part="error" role="alert">${p.message}</div>`)}
      ${
        this.notice
          ? html`<div
              class="notice ${this.notice.anchor ? 'anchored' : ''}"
              part="notice"
              role="alert"
            >
              <span>${this.notice.text} ${this.noticeLink()}</span>
              <button @click=${() => (this.notice = null)} aria-label="Dismiss">×</button>
            </div>`
          : nothing
      }
      ${
        passTo !== null
          ? passTemplate(name(passTo), () => {
              this.shownSeat = passTo;
              this.revision++;
            })
          : nothing
      }
      ${controlsTemplate({
        mode: this.mode,
        position,
        total,
        canUndo: session.canUndo,
        canRedo: session.canRedo,
        goTo: (index) => this.goTo(index),
        undo: () => session.undo(),
        redo: () => session.redo(),
      })}
      ${this.expandButton()} ${highlightTemplate(this.highlight, view, this.highlightLabel)}
      <div
        class="main ${registered?.side === 'below' || !sideShown || !boardShown ? 'side-below' : ''}"
      >
        <div
          class="board-area"
          ?hidden=${!boardShown}
          ${styleProps({ '--_chrome': this.chrome ? `${this.chrome}px` : '' })}
        >
          ${
            boardDefined
              ? staticHtml`<${unsafeStatic(boardTag!)} part="board" hide-players .view=${view} .legalMoves=${humanMoves}
                ?interactive=${input} highlight=${this.highlight} .describeMove=${describe}
                only=${shown?.board ?? ''} .zoomTo=${this.zoomIds()}
                .spotlight=${this.spotlight} @ry-intent=${this.onIntent}></${unsafeStatic(boardTag!)}>`
              : html`<p class="no-board">
                  No board drawing for ${definition.title} is loaded; the panels and the move bar
                  play the game.
                </p>`
          }
        </div>
        <div class="side" part="side" ?hidden=${!sideShown}>
          ${
            result
              ? resultTemplate(
                  result,
                  this.winnersText(result),
                  ruleUrl(result.rule, definition.ruleSections, this.ruleBase),
                )
              : nothing
          }
          ${docked || !drawn('auction') || (shown && !view.auction) ? nothing : auction}
          ${
            drawn('players')
              ? html`<ry-player-panel
                  part="players"
                  .players=${view.players ?? []}
                  .companies=${view.companies ?? []}
                  .activeSeats=${view.activeSeats ?? []}
                  .bots=${botSeats}
                  .result=${result}
                  .changed=${position === total ? this.marks.seats : []}
                  .changedCompanies=${position === total ? this.marks.companies : []}
                  thinking=${this.thinking}
                  highlight-seat=${this.highlightedSeat()}
                ></ry-player-panel>`
              : nothing
          }
          ${
            drawn('log')
              ? html`<ry-game-log
                  part="log"
                  .entries=${entries}
                  position=${position}
                  ?scrubbable=${this.mode !== 'static'}
                  @ry-scrub=${(e: RyScrubEvent) => {
                    e.stopPropagation();
                    this.quietJump = true;
                    try {
                      this.goTo(e.detail.index);
                    } finally {
                      this.quietJump = false;
                    }
                  }}
                  @ry-spotlight=${(e: RySpotlightEvent) => {
                    e.stopPropagation();
                    this.spotlight = e.detail.spaces;
                  }}
                ></ry-game-log>`
              : nothing
          }
        </div>
      </div>
      ${
        docked || actionBar !== nothing
          ? html`<div class="dock" part="dock">${docked ? auction : nothing}${actionBar}</div>`
          : nothing
      }
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
        ${this.announcementText(viewer)}
      </div>
    </div>`;
  }

  private noticeLink() {
    const rule = this.notice?.rule;
    const definition = this.session?.game;
    if (!rule || !definition) return nothing;
    const href = ruleUrl(rule, definition.ruleSections, this.ruleBase);
    const title = ruleTitle(rule, definition.ruleSections);
    return href ? html`(<a href=${href}>rule: ${title}</a>)` : html`(rule: ${title})`;
  }

  /** "Open full game" in a focused view (`show`), and the way back. */
  private expandButton() {
    if (!this.show.trim()) return nothing;
    return html`<button
      class="expand"
      part="expand"
      aria-expanded=${this.expanded ? 'true' : 'false'}
      @click=${() => (this.expanded = !this.expanded)}
    >
      ${this.expanded ? 'Back to the example' : 'Open full game'}
    </button>`;
  }

  private zoomMemo: { text: string; ids: string[] } = { text: '', ids: [] };

  /** `zoom-to` as space ids (the same array while the attribute stays, so the map keeps its zoom). */
  private zoomIds(): string[] {
    if (this.zoomMemo.text !== this.zoomTo)
      this.zoomMemo = { text: this.zoomTo, ids: spaceIds(this.zoomTo) };
    return this.zoomMemo.ids;
  }

  private highlightedSeat(): number {
    const match = /^\/players\/(\d+)/.exec(this.highlight);
    return match ? Number(match[1]) : -1;
  }
}
