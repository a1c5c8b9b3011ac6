/**
 * The playground: a thin shell around one open game (a `GameSession` drawn by one `<ry-game>`).
 * It wires the parts beside it: opening games (open-flow), saves and other tabs (slot-sync), the
 * sandbox and each panel's template. State lives in records: storage slots, files, the URL hash.
 */
import { html, nothing, render, type TemplateResult } from 'lit';
import type { GameSession, SessionChange, Viewer } from '@railyard/rules';
import { onGameLoaded } from './game-table.js';
import { SaveSlots, type SaveStamp } from './save-slots.js';
import { SlotSync } from './slot-sync.js';
import { OpenFlow } from './open-flow.js';
import { Sandbox } from './sandbox.js';
import { SharePanel } from './share-panel.js';
import { Messages } from './messages.js';
import { SETTINGS_KEY, type Settings } from './settings.js';
import { PageSettings } from './page-settings.js';
import { initialSetup } from './setup-form.js';
import type { ConsoleState } from './event-console.js';
import { BoardHost, type BoardMoveDetail } from './components.js';
import { renderConflict } from './conflict-panel.js';
import { renderSlots } from './slots-panel.js';
import { renderGame } from './game-screen.js';
import { HistoryScroll } from './history-panel.js';
import type { GamePage } from './game-page.js';
import { GameControls } from './game-controls.js';
import { MoveFocus } from './move-focus.js';
import { onNarrowChange } from './more-menu.js';
import { listen, memoryStorage, renderHeader, storageOrNull, undoKey } from './page-shell.js';

export class Playground implements GamePage {
  private readonly storage: Storage | null = storageOrNull();
  private readonly slots = new SaveSlots(this.storage ?? memoryStorage());
  private readonly messages = new Messages();
  readonly notify = this.messages.notify;
  private readonly prefs = new PageSettings(this.storage, location.search);
  private screen: 'setup' | 'game' = 'setup';
  private session: GameSession | null = null;
  private unsubscribe: (() => void) | null = null;
  consoleState: ConsoleState = { text: '', outcome: null };
  private announce = '';
  private renderQueued = false;
  private frameQueued = false;
  private readonly history = new HistoryScroll(this.root);
  private readonly focus: MoveFocus = new MoveFocus(this.root);
  private readonly host = {
    notify: this.notify,
    slots: this.slots,
    session: () => this.session,
    announce: (text: string) => this.say(text),
    update: () => this.update(),
  };
  private readonly sync: SlotSync = new SlotSync(this.slots, {
    ...this.host,
    game: () => this.session,
    hasMessage: (prefix) => this.messages.has(prefix),
    open: (entry, keepPage): boolean => {
      const { screen } = this;
      const { paused } = this.controls;
      const sandbox = this.sandbox.on;
      this.flow.openSlotEntry(entry, false);
      if (keepPage) {
        this.screen = screen;
        this.controls.paused = paused;
        this.sandbox.on = sandbox;
      }
      return this.sync.slotId === entry.id;
    },
  });
  private readonly flow: OpenFlow = new OpenFlow({
    ...this.host,
    attach: (session, slotId, stamp) => this.attach(session, slotId, stamp),
    autosave: () => this.sync.autosave(),
    show: (screen) => (this.screen = screen),
    focusMoves: () => (this.focus.wanted = true),
    focus: (selector) => this.root.querySelector<HTMLElement>(selector)?.focus(),
  });
  readonly sandbox: Sandbox = new Sandbox({
    ...this.host,
    openRecord: (record, options) => this.flow.openRecord(record, options),
    intoNewSlot: (branch) => this.sync.intoNewSlot(branch),
  });
  readonly share = new SharePanel(this.host);
  readonly controls: GameControls = new GameControls({
    ...this.host,
    focus: this.focus,
    viewerOf: (session) => this.viewerOf(session),
    say: (text) => this.say(text),
  });
  private readonly boardHost = new BoardHost({
    move: (detail) => this.onBoardMove(detail),
    error: (message, source) => this.onBoardError(message, source),
    viewerChange: () => this.update(),
  });

  constructor(readonly root: HTMLElement) {
    if (this.prefs.problem)
      this.notify(
        'error',
        `Your playground settings could not be read (${this.prefs.problem}); the default settings are used. Your saved games are untouched.`,
      );
    if (!this.storage)
      this.notify(
        'error',
        'This browser does not let the playground use local storage: games are not saved between visits. Export them as files to keep them.',
      );
  }

  /** The open game (null on a fresh page). */
  get openSession(): GameSession | null {
    return this.session;
  }

  /** Removes the page's listeners (window, document, game loads). */
  private stopListening: () => void = () => {};

  /** The games the page opens at once (the link's, the last open one), loaded before `start()`. */
  openedGames(): string[] {
    return this.flow.openedGames();
  }

  start(): void {
    const onReturn = () => {
      if (document.visibilityState !== 'hidden') this.sync.check();
      else this.sync.flush();
    };
    const stops = [
      listen(window, {
        keydown: (e: KeyboardEvent) => this.onKey(e),
        hashchange: () => this.flow.openFromHash(),
        // Other tabs of this playground write the same storage: follow them, never overwrite them.
        storage: (e: StorageEvent) => this.onStorageChange(e),
        pageshow: onReturn,
        pagehide: () => this.sync.flush(),
      }),
      listen(document, { visibilitychange: onReturn }),
      // Redraws when a game's board and engine arrive (they load when first needed).
      onGameLoaded(() => this.update()),
      onNarrowChange(() => this.update()),
    ];
    this.stopListening = () => stops.forEach((stop) => stop());
    this.flow.begin();
    this.update();
  }

  /** Lets go of the page (listeners, the open game); for tests and hosts that remove it. */
  stop(): void {
    this.stopListening();
    this.detach();
  }

  private onKey(e: KeyboardEvent): void {
    const key = this.screen === 'game' && this.session ? undoKey(e) : null;
    if (!key) return;
    e.preventDefault();
    if (key === 'undo') this.controls.undo();
    else this.controls.redo();
  }

  /** Makes `session` the open game: the page follows its changes and autosaves them. */
  private attach(session: GameSession, slotId: string | null, stamp: SaveStamp | null = null) {
    this.detach();
    this.session = session;
    this.unsubscribe = session.subscribe((change) => this.onSessionChange(session, change));
    this.sync.attach(slotId, stamp);
    this.screen = 'game';
    this.controls.paused = false;
    this.sandbox.on = false;
    this.share.reset();
    this.consoleState = { text: '', outcome: null };
    this.focus.reset();
  }

  private detach(): void {
    this.sync.flush();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.boardHost.release();
    this.session = null;
  }

  /** Every change of the open game, whoever made it (board, buttons, console, bots, undo). */
  private onSessionChange(session: GameSession, change: SessionChange): void {
    if (session !== this.session) return;
    const botMove = change.type === 'move' && change.bot;
    const result = change.type === 'move' || change.type === 'redo' ? session.result() : null;
    // A bot move that ends the game saves at once: nothing follows it to trigger the late save.
    if (botMove && !result) this.sync.autosaveSoon();
    else if (change.type !== 'jump') this.sync.autosave();
    if (result) {
      const winners = result.winners.map((s) => session.players[s]).join(' and ');
      this.announce = `Game over. ${winners} ${result.winners.length > 1 ? 'win' : 'wins'}.`;
    }
    // Bots at full speed move many times a frame: draw once per frame for them.
    if (botMove) this.updateNextFrame();
    else this.update();
  }

  private onStorageChange(e: StorageEvent): void {
    if (this.storage === null || e.storageArea !== this.storage) return;
    if (e.key === SETTINGS_KEY || e.key === null) this.prefs.reload(location.search);
    const slotId = this.sync.slotId;
    if (e.key === null || (slotId && e.key === SaveSlots.keyOf(slotId))) this.sync.check();
    this.update(); // The saved-games list and a pending choice show the storage as it is now.
  }

  // ---- what the game screen asks for (GamePage) ------------------------------------------------

  board(session: GameSession) {
    const { botDelay: delay, hints, view } = this.settings;
    const bots = { paused: this.botsWait(session), delay };
    return this.boardHost.elementFor(session, bots, { hints, learner: view === 'learner' });
  }

  /** A move on the board or by a bot (`<ry-game>` applied it through the session). */
  private onBoardMove(detail: BoardMoveDetail): void {
    if (!detail.bot) this.focus.wanted = false;
  }

  private onBoardError(message: string, source: string): void {
    if (source === 'bot') {
      this.controls.paused = true;
      this.notify('error', `${message} Bots are paused.`);
    } else this.notify('error', `The board reported a problem: ${message}`);
    this.update();
  }

  botsWait(session: GameSession): boolean {
    return (
      this.controls.paused || this.sandbox.on || session.isViewingHistory || this.screen !== 'game'
    );
  }

  viewerOf(session: GameSession): Viewer {
    return this.boardHost.viewerOf(session);
  }

  get settings(): Settings {
    return this.prefs.value;
  }

  setSettings(patch: Partial<Settings>): void {
    this.prefs.set(patch);
    this.update();
  }

  goToSetup(): void {
    this.boardHost.pause();
    this.screen = 'setup';
    // A learner's next game is against easy bots too, as the first one was, and the seat is "You".
    const learner = this.settings.view === 'learner';
    const gameId = this.session?.game.id ?? this.flow.setup.gameId;
    this.flow.setup = initialSetup(gameId, learner ? 'easy' : undefined, learner);
    this.update();
    this.root.querySelector<HTMLElement>('#setup-heading')?.focus();
  }

  say(text: string): void {
    this.announce = text;
  }

  private deleteSlot(id: string, label: string): void {
    if (!window.confirm(`Delete ${label}? This cannot be undone.`)) return;
    this.slots.remove(id);
    if (this.sync.deleted(id)) {
      this.detach();
      this.screen = 'setup';
    }
    this.say(`Deleted ${label}.`);
    this.update();
  }

  // ---- drawing ------------------------------------------------------------------------------

  /** Renders now, then lets bots act and moves focus where a keyboard user needs it. */
  update(): void {
    if (this.renderQueued) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      this.frameQueued = false;
      render(this.template(), this.root);
      this.afterRender();
    });
  }

  /** Renders in the next animation frame (many changes in a row draw once). */
  private updateNextFrame(): void {
    if (this.frameQueued || this.renderQueued) return;
    this.frameQueued = true;
    requestAnimationFrame(() => {
      if (this.frameQueued) this.update();
    });
  }

  private afterRender(): void {
    const session = this.session;
    if (!session || this.screen !== 'game') return;
    this.history.follow(session);
    this.focus.afterRender(session);
  }

  private template(): TemplateResult {
    const { session, flow } = this;
    const header = renderHeader({
      screen: this.screen,
      hasGame: session !== null,
      theme: this.settings.theme,
      view: this.settings.view,
      setView: (view) => {
        // The learner's view has no sandbox: leaving it on would hold the bots with no word why.
        if (view === 'learner' && this.sandbox.on) this.sandbox.toggle();
        this.setSettings({ view });
      },
      newGame: () => this.goToSetup(),
      showGame: () => {
        this.screen = 'game';
        this.update();
      },
      importFile: (input) => void flow.importFile(input),
      setTheme: (theme) => this.setSettings({ theme }),
    });
    // Only on the setup screen: listing reads every slot.
    const slots = () =>
      renderSlots({
        entries: this.slots.list(),
        openId: this.sync.slotId,
        openFinished: session?.result() != null,
        open: (entry) => {
          flow.openSlotEntry(entry);
          this.update();
        },
        remove: (id, label) => this.deleteSlot(id, label),
      });
    return html`${header}
      <main id="main-content" tabindex="-1">
        ${this.messages.render(() => this.update())}
        ${this.sync.conflict && session ? renderConflict(this.sync, session) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.announce}</div>
        ${
          flow.pending
            ? flow.renderPending(flow.pending)
            : this.screen === 'setup' || !session
              ? html`<div class="setup-screen">
                  ${flow.renderSetupForm(this.settings.view === 'learner')} ${slots()}
                </div>`
              : renderGame(session, this)
        }
      </main>`;
  }
}
