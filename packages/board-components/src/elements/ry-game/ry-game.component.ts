import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  GameSession,
  type CommonView,
  type GameMove,
  type GameRecord,
  type IllegalMove,
  type SearchLimits,
  type SessionChange,
  type Viewer,
} from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { controls } from '../../shared/controls.js';
import { RyIntentEvent, RyMoveRequestEvent, RyScrubEvent } from '../../shared/events.js';
import '../ry-game-log/ry-game-log.js';
import '../ry-player-panel/ry-player-panel.js';
import '../ry-action-bar/ry-action-bar.js';
import { placeNotice } from './notice-position.js';
import { ProblemsController } from './problems.js';
import { SessionSource } from './session-source.js';
import { offeredMoves, playsFromHere, ViewerController } from './viewer.js';
import { AnnouncerController } from './announcer.js';
import { LayoutController } from './layout.js';
import { BotsController } from './bots.js';
import { LogEntries, MoveLabels } from './log-entries.js';
import { moveEvents } from './move-events.js';
import { shownPosition, syncPosition } from './position.js';
import { gameTemplate, messageTemplate, type Notice } from './ry-game.template.js';
import { checkSettings } from './setting-problems.js';
import styles from './ry-game.styles.js';

export { parseBots, parsePlayers, parseViewer } from './attributes.js';

export type GameMode = 'play' | 'replay' | 'static';

/** Result of `applyMove()`. */
export type ApplyResult = { ok: true } | { ok: false; error: IllegalMove };

/** Attributes that describe the game to open (ignored while a `session` is given). */
const SETUP_KEYS = ['game', 'players', 'seed', 'options', 'record'] as const;

const refused = (reason: string): ApplyResult => ({ ok: false, error: { reason, rule: '' } });

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
 * @csspart facts - What the choice relies on (the rules' `choiceFacts`: your cash, minimum bids, shares held), above the move bar.
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
 * @cssproperty --ry-game-top - Room the page keeps above the element (its own header), left out of the map's default height so the whole map fits the first screen (default 0px).
 * @cssproperty --ry-game-focus-map-height - Height of the map in a focused view (`show`; default 14rem).
 *
 * How it runs a game: through one headless `GameSession` (`@railyard/rules`), which holds the
 * record, a snapshot per position, undo/redo (never across a reveal or a roll), the position
 * shown and the bot seats. The element opens one from its attributes (`game`, `players`, `seed`,
 * `options`, `record`, `bots`) or is given one (`session`); elements and a host page sharing a
 * session stay in step. The element keeps no copy of the moves or positions.
 *
 * Bot seats play after `bot-delay` unless `paused`; other seats are played from this page (hot
 * seat). Bots use the project's one seed scheme (the same game here, in the CLI and the
 * playground). The thinking levels (`easy`, `medium`, `hard`) run in a Web Worker from the
 * bundle's origin (a strict `worker-src 'self'` allows it), so the page stays responsive; pausing
 * stops a search. Where no worker can run, they play on the page.
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

  /**
   * Record to show or continue. Attribute: a URL (fetched once), inline JSON or a docs fixture
   * (`{"example": …, "record": {…}}`). Property: a record object or the same text. Reading it gives
   * the record shown, with every move made since (undefined while loading or with nothing shown).
   */
  @property({ noAccessor: true, hasChanged: () => true })
  get record(): GameRecord | undefined {
    return this.session?.record;
  }

  set record(value: GameRecord | string | null | undefined) {
    const old = this.source.recordInput;
    this.source.recordInput = value;
    this.requestUpdate('record', old);
  }

  /**
   * The `GameSession` in use (also one opened from the attributes). Set it to drive the element
   * from your own session (`game`, `players`, `seed`, `options`, `record` and `bots` are then
   * ignored; its bot seats play); set it to null to go back to the attributes.
   */
  @property({ attribute: false, noAccessor: true })
  get session(): GameSession | undefined {
    return this.source.session;
  }

  set session(value: GameSession | null | undefined) {
    const old = this.session;
    this.source.give(value);
    this.requestUpdate('session', old);
  }

  /** `play` (default): play from the end of the record; `replay`: step through it; `static`: one frozen position. */
  @property({ reflect: true }) mode: GameMode = 'play';

  /**
   * Seats played by bots, from 0, comma-separated, each with an optional level: "1:hard,2:easy".
   * Levels: `random` (the default: "1,2" is two random bots), `easy` (the game's heuristic),
   * `medium` and `hard` (the search bot, about 125 and 500 ms a move, in a worker). A bad value
   * is reported (`ry-error`, source `bots`) and plays no seat. Ignored with a `session`.
   */
  @property({ reflect: true }) bots = '';

  /**
   * Offers the person to act a "What would a strong player do?" button: the search bot's three
   * best moves for their seat, from what it knows, with each move's share of the search's visits
   * and the rule of its move type. Computed in the bot worker.
   */
  @property({ type: Boolean, reflect: true }) hints = false;

  /** Limits of levels and hints (`{ iterations: 200 }`: reproducible). Default: the levels' budgets. */
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

  /**
   * The seat holding the device (`viewer="auto"`, several people at one device): its hidden items
   * show while it is to act; another seat to act gets the "pass the device" screen first. The host
   * owns it; the element sets it when a person confirms there (or `auto` shows one seat) and fires
   * `ry-viewer-change`. Null: nobody confirmed yet.
   */
  @property({ type: Number, attribute: 'device-seat', reflect: true }) deviceSeat: number | null =
    null;

  /** Draws the game's statechart, following the game live. */
  @property({ type: Boolean, attribute: 'show-statechart', reflect: true }) showStatechart = false;

  /**
   * The host offers the legal moves itself (the playground's move panel): no move bar, and the
   * auction panel has no bid and pass controls (one control a move). The board stays clickable.
   */
  @property({ type: Boolean, attribute: 'hide-moves', reflect: true }) hideMoves = false;

  /** In `replay` and `static` modes, lets the reader make moves from the position shown (later moves are dropped). */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /**
   * Position shown in `replay` and `static` modes: moves applied (0 = the setup; default: the end
   * of the record). Follows the user's steps through the history.
   */
  @property({ type: Number }) move: number | undefined;

  /** JSON pointer into the view (`/companies/2/minimumBid`): that part of the board is highlighted and its value shown. */
  @property() highlight = '';

  /** Words for the value at `highlight` ("Auction dial spaces left"); without them no value line is shown. */
  @property({ attribute: 'highlight-label' }) highlightLabel = '';

  /**
   * A focused view: the parts to draw, space-separated (`players`, `auction`, `log`, `actions`,
   * and board parts: `map`, `dials`, `charters`…); a button opens the full game. Empty: all.
   */
  @property() show = '';

  /**
   * Parts not to draw, space-separated (the one way to leave parts out; hosts with their own use
   * it): `header`, `controls`, `players`, `auction`, `log`, `result`, `actions`, `bot-control`,
   * `hints`, `hint-shares` (the search's figures), `turn` (who is to act, in status and players).
   */
  @property({ reflect: true }) hide = '';

  /**
   * Where the move controls go: `end` (after players and log, pinned to the screen's bottom) or
   * `map` (under the map with the auction's bid and pass: a lesson's learner acts there).
   */
  @property() dock: 'end' | 'map' = 'end';

  /** Map spaces to zoom and centre on (space ids, space- or comma-separated). */
  @property({ attribute: 'zoom-to' }) zoomTo = '';

  /** The wheel alone zooms the map (a full-page game); else it scrolls the page, Ctrl + wheel zooms. */
  @property({ type: Boolean, attribute: 'wheel-zoom' }) wheelZoom = false;

  /** Map spaces the host points out on the board (a lesson's hint), beside the log's. */
  @property({ attribute: false }) marks: readonly string[] = [];

  /** Base of rule links to the docs' rules pages (`/docs`); http(s) or relative URLs only. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  /** Bumped on every change of the session: what is shown is read from it at render. */
  @state() private revision = 0;
  @state() private notice: Notice | null = null;
  /** Spaces a log entry points out on the board. */
  @state() private spotlight: readonly string[] = [];
  /** The reader opened the full game from the focused view. */
  @state() private expanded = false;

  private readonly problems = new ProblemsController(this, () => this.source.close());
  private readonly source: SessionSource = new SessionSource(
    this,
    this.problems,
    () => this,
    (change) => this.onSessionChange(change),
    (old) => this.onSessionSwitch(old),
  );
  private readonly viewers = new ViewerController(this, () => this.acceptsInput());
  private readonly announcer = new AnnouncerController(this, () => this.session);
  private readonly layout = new LayoutController(this);
  private readonly botPlayers = new BotsController(this, {
    play: (move) => this.makeMove(move, 'bot').ok,
    say: (text) => this.announcer.say({ text }),
    failed: (text) => {
      this.notice = { text };
      this.problems.set('bot', text);
    },
  });
  private readonly log = new LogEntries();
  private readonly labels = new MoveLabels();
  /** The control or space the user pressed or typed in last: a refused move is explained there. */
  private actedOn: Element | null = null;

  private onSessionChange(change: SessionChange): void {
    this.revision++;
    if (change.type !== 'bots') this.botPlayers.dropHint();
    else this.botPlayers.update();
    if (change.type !== 'jump') this.notice = null;
    this.announcer.told(change, this.viewers.choice.viewer);
    // Replay follows the session (also steps taken in another element on it).
    if (change.type !== 'bots' && this.mode === 'replay' && this.session)
      this.move = this.session.position;
  }

  private onSessionSwitch(old: GameSession | undefined): void {
    // Another game: nobody holds its device yet (a host may set it again).
    if (old && old !== this.session) this.deviceSeat = null;
    this.revision++;
    this.botPlayers.follow();
    if (old !== this.session) this.requestUpdate('session', old);
  }

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
    return this.viewers.compute().viewer;
  }

  /** The view of the position shown, as the current viewer may see it. */
  get view(): CommonView | undefined {
    return this.session?.view(this.viewers.compute().viewer, this.shownPosition()) as
      CommonView | undefined;
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setupChanged = SETUP_KEYS.some((key) => changed.has(key));
    this.source.update(setupChanged);
    if (changed.has('bots') && !setupChanged) this.source.applyBots();
    if (changed.has('paused') || changed.has('mode')) this.botPlayers.update();
    const session = this.session;
    if (session && (changed.has('session') || changed.has('move') || changed.has('mode')))
      this.problems.set('move', syncPosition(session, this, this.source.isGiven));
    if (session) this.viewers.resolve();
    checkSettings(this.problems, this, (name) =>
      name === 'setup' ? setupChanged : changed.has(name),
    );
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The statechart (and, through it, elkjs) is loaded only when asked for, so that pages
    // without it do not download it.
    if (changed.has('showStatechart') && this.showStatechart)
      void import('../ry-statechart/ry-statechart.js');
    if (changed.has('notice' as keyof RyGame) && this.notice)
      placeNotice(this.renderRoot, this.notice.anchor);
  }

  // ---------------------------------------------------------------- position

  /** The position drawn: the session's, or in static mode the `move` asked for. */
  private shownPosition(): number {
    return this.session ? shownPosition(this.session, this) : 0;
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

  // ---------------------------------------------------------------- moves

  /** True when this page makes moves at the position shown. */
  private acceptsInput(): boolean {
    const session = this.session;
    if (!session) return false;
    if (this.mode === 'replay' || this.mode === 'static') return this.interactive;
    return !session.isViewingHistory;
  }

  /**
   * Applies a move for the user, a bot or the host: the session checks it (a refused move
   * changes nothing), then `ry-move-request` (user and bot), then the session commits the
   * position the check made (the move is transitioned once), then `ry-move`.
   */
  private makeMove(move: GameMove, source: 'user' | 'bot' | 'host'): ApplyResult {
    const session = this.session;
    if (!session) return refused('No game is loaded.');
    if (this.mode === 'play' && source === 'user' && session.isViewingHistory)
      return refused('You are looking at an earlier position; go back to the game to move.');
    const at = this.mode === 'play' ? session.moveCount : this.shownPosition();
    const checked = session.check(move, at);
    if (!checked.ok) {
      if (source === 'user') {
        const { reason, rule } = checked.error;
        this.notice = { text: reason, rule, anchor: this.actedOn };
        this.announcer.say({ text: `Not allowed: ${reason}` });
      }
      return checked;
    }
    const index = checked.index;
    const bot = source === 'bot';
    const request = new RyMoveRequestEvent({ move, index, bot });
    if (source !== 'host' && !this.dispatchEvent(request))
      return refused('The host did not apply the move.');
    const viewer = this.viewers.choice.viewer;
    const result = session.commit(checked, { bot });
    if (!result.ok) {
      if (source === 'user') this.notice = { text: result.error.reason, anchor: this.actedOn };
      return result;
    }
    if (this.mode === 'static' && this.move !== undefined && this.move !== null)
      this.move = index + 1;
    if (source === 'host') return result;
    const description = session.describe(index, viewer);
    for (const event of moveEvents(session, { move, index, description, bot }))
      this.dispatchEvent(event);
    return result;
  }

  private onIntent(event: RyIntentEvent): void {
    event.stopPropagation();
    const session = this.session;
    if (!session || !this.acceptsInput() || this.viewers.choice.passTo !== null) return;
    const seat = event.detail.move.player;
    if (!playsFromHere(session, seat)) {
      this.notice = { text: `Seat ${seat} is played by a bot.`, anchor: this.actedOn };
      return;
    }
    this.makeMove(event.detail.move, 'user');
  }

  // ---------------------------------------------------------------- rendering

  protected override render() {
    const fatal = this.problems.fatal;
    const session = this.session;
    if (this.source.loading || !session || fatal)
      return messageTemplate(this.source.loading && !fatal, fatal?.message);
    const position = this.shownPosition();
    const { viewer, passTo } = this.viewers.choice;
    const result = session.result(position);
    const input = this.acceptsInput() && !result && passTo === null;
    const live = this.mode === 'play' && !session.isViewingHistory && passTo === null;
    return gameTemplate(this, {
      session,
      position,
      viewer,
      passTo,
      view: session.view(viewer, position) as CommonView,
      result,
      input,
      humanMoves: input ? offeredMoves(session, position, viewer) : [],
      describe: this.labels.at(session, position, viewer),
      log: this.log.of(session, viewer, this.revision, this.layout.links),
      thinking: this.botPlayers.thinking,
      hints: this.botPlayers.hintTemplate(this.hints, live, session, viewer),
      problems: this.problems.list,
      notice: this.notice,
      marks: this.announcer.marks,
      announcement: this.announcer.text(viewer),
      layout: this.layout,
      expanded: this.expanded,
      spotlight: this.marks.length ? [...this.marks, ...this.spotlight] : this.spotlight,
      on: {
        action: (event) =>
          (this.actedOn = (event.composedPath()[0] as Element | undefined) ?? null),
        intent: (event) => this.onIntent(event),
        dismiss: () => (this.notice = null),
        confirm: (seat) => this.viewers.confirm(seat),
        goTo: (index) => this.goTo(index),
        // The log announces its own keyboard steps; the jump they cause is not told again.
        scrub: (index) => this.announcer.quietly(() => this.goTo(index)),
        spotlight: (spaces) => (this.spotlight = spaces),
        expand: () => (this.expanded = !this.expanded),
        togglePaused: () => this.botPlayers.togglePaused(),
        redraw: () => this.requestUpdate(),
      },
    });
  }
}
