/**
 * The playground: a thin shell around one open game (the `GameSession` of `@railyard/rules`,
 * drawn and played by one `<ry-game>`) with the setup form, saves, share links, history, bot
 * controls and the event console. State lives in records: localStorage slots, files and the
 * URL hash.
 */
import { html, nothing, render, type TemplateResult } from 'lit';
import {
  clip,
  newRecord,
  type AnyGameDefinition,
  type BotsBySeat,
  type GameMove,
  type GameRecord,
  type GameSession,
  type SessionChange,
  type Viewer,
} from '@railyard/rules';
import {
  botTableFor,
  ensureGame,
  findGame,
  gameTitle,
  isKnownGame,
  knownGameIds,
  needsLoading,
  onGameLoaded,
  openGameSession,
} from './game-table.js';
import { isSpoiler, spoilerNotice, spoilerWarning } from './spoiler.js';
import {
  SaveSlots,
  makeSave,
  parseSave,
  type SaveData,
  type SaveStamp,
  type SlotEntry,
} from './save-slots.js';
import { newTabId, reconcile, sameGame, writtenElsewhere } from './tab-sync.js';
import { decodeShare } from './share-link.js';
import {
  BOT_SPEEDS,
  SETTINGS_KEY,
  readSettings,
  saveSettings,
  type Settings,
  type Theme,
} from './settings.js';
import { initialSetup, renderSetup, setupProblem, type SetupState } from './setup-form.js';
import { renderMoves } from './moves-panel.js';
import { renderPosition } from './position-view.js';
import { parseEvent, renderConsole, type ConsoleState } from './event-console.js';
import { downloadText, readFileText, recordFileName } from './files.js';
import { levelName, recordFileText, seatOptions } from './bot-seats.js';
import { ruleLink } from './rule-link.js';
import { BoardHost, statechartTemplate, type BoardMoveDetail } from './components.js';

interface Message {
  readonly id: number;
  readonly kind: 'error' | 'info';
  readonly text: string;
  /** Text the person may want to keep (a damaged save), offered as a download. */
  readonly keep?: { name: string; text: string };
}

type Screen = 'setup' | 'game';

/**
 * Another tab changed the open game's slot while this tab had moves it lacks. This tab's version
 * waits in `copyId` (a slot of its own, so a reload loses nothing) until the person chooses.
 */
interface TabConflict {
  /** The slot both tabs play; it holds the other tab's version. */
  readonly slotId: string;
  /** The slot holding this tab's version; null when the browser refused to store it. */
  readonly copyId: string | null;
  /** True when `copyId` was made for this conflict (and may go when the person drops it). */
  readonly copyIsNew: boolean;
}

const COPY_NOTE = 'Kept from a tab whose moves differed from another tab on the same game.';

/** A game waiting for the person to confirm a spoiler warning before it is shown. */
interface PendingOpen {
  readonly session: GameSession;
  readonly warning: string;
  /** Position to show once opened, and the message to give. */
  readonly at?: number;
  readonly opened: string;
}

function storageOrNull(): Storage | null {
  try {
    const s = window.localStorage;
    s.getItem('probe');
    return s;
  } catch {
    return null;
  }
}

/** A Storage that forgets everything, for browsers that disable localStorage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

function botsFromSeats(seats: readonly string[]): BotsBySeat {
  const bots: Record<string, string> = {};
  seats.forEach((id, seat) => {
    if (id) bots[String(seat)] = id;
  });
  return bots;
}

export class Playground {
  private readonly storage: Storage | null = storageOrNull();
  private readonly slots = new SaveSlots(this.storage ?? memoryStorage());
  private settings: Settings;
  private screen: Screen = 'setup';
  private setup: SetupState = initialSetup();
  private session: GameSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private pending: PendingOpen | null = null;
  private slotId: string | null = null;
  /** This page load, as the `writer` of its saves. */
  private readonly tabId = newTabId();
  /** The stamp of the slot's save this tab wrote or read last (null: no slot yet). */
  private known: SaveStamp | null = null;
  private conflict: TabConflict | null = null;
  private messages: Message[] = [];
  private nextMessageId = 1;
  /** The person paused the bots (they also wait in the sandbox and while history is shown). */
  private paused = false;
  private consoleState: ConsoleState = { text: '', outcome: null };
  private sandbox = false;
  private shareLink = '';
  private shareSpoiler = '';
  private copyNote = '';
  private announce = '';
  private focusMoves = false;
  private lastTurnKey = '';
  private renderQueued = false;
  private frameQueued = false;
  private historyKey = '';
  private sandboxText = '';
  private sandboxKeep = '';
  private sandboxError = '';
  private readonly board = new BoardHost({
    move: (detail) => this.onBoardMove(detail),
    error: (message, source) => this.onBoardError(message, source),
    viewerChange: () => this.update(),
  });

  constructor(private readonly root: HTMLElement) {
    const settings = readSettings(this.storage, location.search);
    this.settings = settings.settings;
    if (settings.problem)
      this.notify(
        'error',
        `Your playground settings could not be read (${settings.problem}); the default settings are used. Your saved games are untouched.`,
      );
    this.applyTheme();
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

  private readonly onKeyDown = (e: KeyboardEvent) => this.onKey(e);
  private readonly onHashChange = () => this.openFromHash();
  private readonly onStorage = (e: StorageEvent) => this.onStorageChange(e);
  private readonly onReturn = () => {
    if (document.visibilityState !== 'hidden') this.checkSlot();
  };
  /** Stops redrawing when a game's board and engine arrive (they load when first needed). */
  private stopGameLoads: () => void = () => {};

  /**
   * The games the page opens at once: the link's and the last open game's. The page loads them
   * before `start()`, so that it shows them without drawing the setup form first.
   */
  openedGames(): string[] {
    const decoded = decodeShare(location.hash);
    if (decoded.kind === 'ok') return [decoded.payload.record.game];
    const saved = this.savedGame();
    return saved && !this.askedOtherGame(saved) ? [saved] : [];
  }

  /** The game of the last open game's slot, if it reads. */
  private savedGame(): string | null {
    const slot = this.slots.current();
    const saved = slot ? this.slots.read(slot) : null;
    return saved?.ok ? saved.save.record.game : null;
  }

  /**
   * `?game=<id>` (the docs' Play links) asks for a new game of a game other than `saved`: the
   * form opens on it, and the saved game stays in its slot.
   */
  private askedOtherGame(saved: string | null): string | null {
    const asked = new URLSearchParams(location.search).get('game');
    return asked && isKnownGame(asked) && saved !== asked ? asked : null;
  }

  start(): void {
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('hashchange', this.onHashChange);
    // Other tabs of this playground write the same storage: follow them, never overwrite them.
    window.addEventListener('storage', this.onStorage);
    window.addEventListener('pageshow', this.onReturn);
    document.addEventListener('visibilitychange', this.onReturn);
    this.stopGameLoads = onGameLoaded(() => this.update());
    if (!this.openFromHash()) {
      const asked = this.askedOtherGame(this.savedGame());
      if (asked) {
        this.setup = initialSetup(asked);
        this.slots.setCurrent(null);
      } else this.restoreCurrent();
    }
    this.update();
  }

  /** Lets go of the page (listeners, the open game); for tests and hosts that remove it. */
  stop(): void {
    window.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('hashchange', this.onHashChange);
    window.removeEventListener('storage', this.onStorage);
    window.removeEventListener('pageshow', this.onReturn);
    document.removeEventListener('visibilitychange', this.onReturn);
    this.stopGameLoads();
    this.detach();
  }

  // ---- opening games ------------------------------------------------------------------------

  /** Opens the game carried by the URL hash, if any. Returns true when the hash held a game. */
  private openFromHash(): boolean {
    const decoded = decodeShare(location.hash);
    if (decoded.kind === 'none') return false;
    if (decoded.kind === 'ok' && needsLoading(decoded.payload.record.game)) {
      // The link's game loads first; the hash stays until it is opened.
      void ensureGame(decoded.payload.record.game).then(() => this.openFromHash());
      return true;
    }
    this.clearHash();
    if (decoded.kind === 'error') {
      this.notify(
        'error',
        `This link could not be opened. ${decoded.message} Your saved games are untouched.`,
      );
      this.restoreCurrent();
      this.update();
      return true;
    }
    const { record, bots, at, spoiler } = decoded.payload;
    const session = this.openRecordSession(record, { bots, source: 'The link' });
    if (session) {
      const unchecked = decoded.unchecked
        ? ' This link was made before links carried a checksum, so it could not be checked for damage in copying.'
        : '';
      const opened = `Opened the game from the link (${session.game.title}, ${record.moves.length} moves). It is saved as a new game.${unchecked}`;
      if (spoiler || isSpoiler(session.game, session.finished)) {
        // Nothing of the game is shown (or saved) before the person says they may see it.
        this.pending = {
          session,
          warning: spoilerWarning(session.game, 'This link'),
          ...(at !== undefined ? { at } : {}),
          opened,
        };
        this.screen = 'setup';
      } else this.showOpened(session, at, opened);
    } else if (!this.session) this.restoreCurrent();
    this.update();
    return true;
  }

  /** Makes a game opened from a link or file the open game, saved in a new slot. */
  private showOpened(session: GameSession, at: number | undefined, message: string): void {
    this.attach(session, null);
    if (at !== undefined) session.jumpTo(at);
    this.autosave();
    this.notify('info', message);
    this.focusMoves = true;
  }

  private confirmPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.showOpened(pending.session, pending.at, pending.opened);
    this.update();
  }

  private cancelPending(): void {
    this.pending = null;
    this.announce = 'The game was not opened.';
    // Back to the game that was open, if any.
    if (this.session) this.screen = 'game';
    else this.restoreCurrent();
    this.update();
  }

  private clearHash(): void {
    history.replaceState(null, '', location.pathname + location.search);
  }

  /** Restores the game the page had open last time, leaving a damaged slot as it is. */
  private restoreCurrent(): void {
    const id = this.slots.current();
    if (!id) return;
    const entry = this.slots.read(id);
    if (!entry) {
      this.slots.setCurrent(null);
      return;
    }
    if (!entry.ok) {
      this.notify(
        'error',
        `Your last game could not be restored: ${entry.error}. Its saved text is kept in the slot list below; download it before deleting it.`,
      );
      this.slots.setCurrent(null);
      return;
    }
    this.openSlotEntry(entry, false);
  }

  private openSlotEntry(entry: Extract<SlotEntry, { ok: true }>, announce = true): void {
    if (needsLoading(entry.save.record.game)) {
      void ensureGame(entry.save.record.game).then(() => {
        this.openSlotEntry(entry, announce);
        this.update();
      });
      return;
    }
    const game = findGame(entry.save.record.game);
    if (!game) {
      this.notify(
        'error',
        `This save is a game of "${entry.save.record.game}", which this playground does not have (it has: ${knownGameIds().join(', ')}). The save is kept.`,
      );
      return;
    }
    const opened = openGameSession(game, entry.save.record, {
      botTable: botTableFor(game),
      bots: entry.save.bots,
      redo: entry.save.redo,
    });
    if (!opened.ok) {
      this.notify(
        'error',
        `This save could not be opened: ${opened.message}. The save is kept as it is.`,
      );
      return;
    }
    this.attach(opened.session, entry.id, entry.save);
    if (announce)
      this.notify('info', `Opened ${game.title} (${entry.save.record.players.join(', ')}).`);
  }

  /**
   * A session for a record from a link, a file or the sandbox; `source` names where it came from
   * in messages. Null (with a message) when it cannot be opened.
   */
  private openRecordSession(
    record: GameRecord,
    options: { bots?: BotsBySeat; redo?: readonly (readonly GameMove[])[]; source: string },
  ): GameSession | null {
    const game = findGame(record.game);
    if (!game) {
      this.notify(
        'error',
        `${options.source} holds a game of "${record.game}", which this playground does not have (it has: ${knownGameIds().join(', ')}).`,
      );
      return null;
    }
    const opened = openGameSession(game, record, {
      botTable: botTableFor(game),
      bots: options.bots ?? {},
      ...(options.redo ? { redo: options.redo } : {}),
    });
    if (!opened.ok) {
      this.notify(
        'error',
        `${options.source} holds a game that cannot be replayed: ${opened.message}.`,
      );
      return null;
    }
    return opened.session;
  }

  /** Opens a record into a new save slot; false (with a message) when it cannot be opened. */
  private openRecord(
    record: GameRecord,
    options: { bots?: BotsBySeat; redo?: readonly (readonly GameMove[])[]; source: string },
  ): boolean {
    const session = this.openRecordSession(record, options);
    if (!session) return false;
    this.attach(session, null);
    this.autosave();
    return true;
  }

  /** Makes `session` the open game: the page follows its changes and autosaves them. */
  private attach(
    session: GameSession,
    slotId: string | null,
    stamp: SaveStamp | null = null,
  ): void {
    this.detach();
    this.session = session;
    this.unsubscribe = session.subscribe((change) => this.onSessionChange(session, change));
    this.slotId = slotId;
    this.known = slotId ? stamp : null;
    this.conflict = null;
    if (slotId) this.slots.setCurrent(slotId);
    this.screen = 'game';
    this.paused = false;
    this.sandbox = false;
    this.shareLink = '';
    this.shareSpoiler = '';
    this.copyNote = '';
    this.consoleState = { text: '', outcome: null };
    this.lastTurnKey = '';
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.board.release();
    this.session = null;
  }

  /** Every change of the open game, whoever made it (board, buttons, console, bots, undo). */
  private onSessionChange(session: GameSession, change: SessionChange): void {
    if (session !== this.session) return;
    if (change.type !== 'jump') this.autosave();
    if (change.type === 'move' || change.type === 'redo') {
      const result = session.result();
      if (result) {
        const winners = result.winners.map((s) => session.players[s]).join(' and ');
        this.announce = `Game over. ${winners} ${result.winners.length > 1 ? 'win' : 'wins'}.`;
      }
    }
    // Bots at full speed move many times a frame: draw once per frame for them.
    if (change.type === 'move' && change.bot) this.updateNextFrame();
    else this.update();
  }

  private startNewGame(): void {
    if (needsLoading(this.setup.gameId)) {
      void ensureGame(this.setup.gameId).then(() => this.startNewGame());
      return;
    }
    const problem = setupProblem(this.setup);
    if (problem) {
      this.setup = { ...this.setup, error: problem };
      this.update();
      (this.root.querySelector('#setup-game') as HTMLElement | null)?.focus();
      return;
    }
    const game = findGame(this.setup.gameId)!;
    const record = newRecord(
      game.id,
      this.setup.names.map((n) => n.trim()),
      this.setup.seed.trim(),
      this.setup.options,
    );
    const opened = openGameSession(game, record, {
      botTable: botTableFor(game),
      bots: botsFromSeats(this.setup.seats),
    });
    if (!opened.ok) {
      this.setup = { ...this.setup, error: opened.message };
      this.update();
      return;
    }
    this.attach(opened.session, null);
    this.autosave();
    this.announce = `New game of ${game.title} started.`;
    this.focusMoves = true;
    this.update();
  }

  // ---- saving -------------------------------------------------------------------------------

  /** The open game as a save with `stamp` (and `note`). */
  private saveOf(session: GameSession, stamp: SaveStamp, note?: string): SaveData {
    return makeSave(session.record, session.bots, session.redoStack, new Date(), stamp, note);
  }

  /** The stamp of this tab's next write after `stored` (or after its own last write). */
  private nextStamp(stored: SaveStamp | null = null): SaveStamp {
    const last = Math.max(stored?.revision ?? 0, this.known?.revision ?? 0);
    return { revision: last + 1, writer: this.tabId };
  }

  /**
   * Saves the open game into its slot. When another tab wrote the slot since this tab last did,
   * the game is saved only if it keeps every stored move; otherwise this tab follows the stored
   * game (when that keeps every move of this one) or asks the person (tab-sync.ts).
   */
  private autosave(): void {
    const session = this.session;
    if (!session) return;
    let stamp = this.nextStamp();
    if (this.slotId) {
      const stored = this.slots.read(this.slotId);
      if (stored?.ok && writtenElsewhere(stored.save, this.known)) {
        const decision = reconcile(this.saveOf(session, stamp), stored.save, true);
        if (decision === 'follow') return this.follow(stored);
        if (decision === 'conflict') return this.enterConflict(stored);
        stamp = this.nextStamp(stored.save);
      }
    }
    const save = this.saveOf(session, stamp);
    const result = this.slotId ? this.slots.write(this.slotId, save) : this.slots.create(save);
    if (result.ok) {
      this.known = stamp;
      if (this.slotId !== result.id) {
        this.slotId = result.id;
        this.slots.setCurrent(result.id);
      }
      return;
    }
    if (this.slotId) {
      // The slot could not be written (damaged or storage full): keep it, try a new one.
      const freshStamp = { revision: 1, writer: this.tabId };
      const fresh = this.slots.create(this.saveOf(session, freshStamp));
      if (fresh.ok) {
        this.slotId = fresh.id;
        this.known = freshStamp;
        this.slots.setCurrent(fresh.id);
        this.notify('error', `${result.error} The game is now saved in a new slot.`);
        return;
      }
    }
    if (!this.messages.some((m) => m.text.startsWith('Autosave failed')))
      this.notify(
        'error',
        `Autosave failed: ${result.error} Export the game as a file to keep it.`,
      );
  }

  // ---- other tabs ---------------------------------------------------------------------------

  private onStorageChange(e: StorageEvent): void {
    if (this.storage === null || e.storageArea !== this.storage) return;
    if (e.key === SETTINGS_KEY || e.key === null) {
      this.settings = readSettings(this.storage, location.search).settings;
      this.applyTheme();
    }
    if (e.key === null || (this.slotId && e.key === SaveSlots.keyOf(this.slotId))) this.checkSlot();
    // The saved-games list and a pending choice show what the storage holds now.
    this.update();
  }

  /** Another tab may have written the open game's slot: follow it, or ask when both moved. */
  private checkSlot(): void {
    const session = this.session;
    if (!session || !this.slotId || this.conflict) return;
    const stored = this.slots.read(this.slotId);
    if (!stored?.ok || !writtenElsewhere(stored.save, this.known)) return;
    const ours = this.saveOf(session, this.known ?? this.nextStamp());
    const decision = reconcile(ours, stored.save, false);
    if (decision === 'write') this.autosave();
    else if (decision === 'conflict') this.enterConflict(stored);
    else if (sameGame(ours, stored.save)) this.known = stored.save;
    else this.follow(stored);
    this.update();
  }

  /** Shows the game another tab saved (it holds every move of this tab's), keeping the page as it is. */
  private follow(entry: Extract<SlotEntry, { ok: true }>): void {
    const { paused, sandbox, screen } = this;
    this.openSlotEntry(entry, false);
    if (this.slotId !== entry.id) return;
    Object.assign(this, { paused, sandbox, screen });
    this.announce = `Updated from another tab: ${entry.save.record.moves.length} moves played.`;
    this.notify(
      'info',
      'This game is also open in another tab of the playground: this tab shows its latest moves.',
    );
    this.update();
  }

  /**
   * Another tab saved moves this tab lacks, and this tab has moves it lacks. Nothing is
   * overwritten: this tab's version goes into a slot of its own at once, and the person chooses.
   */
  private enterConflict(stored: Extract<SlotEntry, { ok: true }>): void {
    const session = this.session!;
    const stamp = { revision: 1, writer: this.tabId };
    const mine = this.saveOf(session, stamp, COPY_NOTE);
    const held = this.slots
      .list()
      .find(
        (e): e is Extract<SlotEntry, { ok: true }> =>
          e.ok && e.id !== stored.id && sameGame(e.save, mine),
      );
    let copyId: string | null = held?.id ?? null;
    if (held) this.known = held.save;
    else {
      const made = this.slots.create(mine);
      copyId = made.ok ? made.id : null;
      if (made.ok) this.known = stamp;
      else
        this.notify(
          'error',
          `This tab's version of the game could not be stored (${made.error}); export it as a file before you close the tab.`,
        );
    }
    this.conflict = { slotId: stored.id, copyId, copyIsNew: !held && copyId !== null };
    // Autosave goes to the copy now; with no copy it writes nothing until the person chooses.
    this.slotId = copyId;
    this.announce = 'This game was changed in another tab too: choose which version to keep.';
    this.update();
  }

  /** This tab's version takes the slot; the other tab's version is kept in the copy's slot. */
  private continueHere(): void {
    const conflict = this.conflict;
    const session = this.session;
    if (!conflict || !session || conflict.copyId === null) return;
    const theirs = this.slots.read(conflict.slotId);
    const stamp = this.nextStamp(theirs?.ok ? theirs.save : null);
    const ours = this.saveOf(session, stamp);
    // The other version goes to the copy first, so that a tab reading the slot's change already
    // finds its version kept there.
    if (theirs?.ok) {
      const note = 'Kept from another tab when you chose to continue the game in a different tab.';
      this.slots.write(conflict.copyId, { ...theirs.save, note, writer: this.tabId, revision: 1 });
    }
    const wrote = this.slots.write(conflict.slotId, ours);
    if (!wrote.ok) {
      this.slots.write(conflict.copyId, { ...ours, note: COPY_NOTE, revision: 1 });
      this.notify('error', `${wrote.error} Both versions are kept as they were.`);
      return this.update();
    }
    if (!theirs?.ok && conflict.copyIsNew) this.slots.remove(conflict.copyId);
    this.conflict = null;
    this.slotId = conflict.slotId;
    this.known = stamp;
    this.slots.setCurrent(conflict.slotId);
    this.notify(
      'info',
      theirs?.ok
        ? "This tab's game is saved in its place; the other tab's version is kept in your saved games."
        : "This tab's game is saved in its place.",
    );
    this.update();
  }

  /** This tab goes on with its version as a game of its own; the other tab's slot is left alone. */
  private openCopy(): void {
    const conflict = this.conflict;
    const session = this.session;
    if (!conflict || !session || conflict.copyId === null) return;
    const stamp = this.nextStamp();
    const wrote = this.slots.write(conflict.copyId, this.saveOf(session, stamp));
    if (wrote.ok) this.known = stamp;
    this.conflict = null;
    this.slots.setCurrent(conflict.copyId);
    this.notify(
      'info',
      "This tab now plays its version as a separate saved game; the other tab's game is unchanged.",
    );
    this.update();
  }

  /** Shows the other tab's version; this tab's moves that it lacks are dropped (the person asked). */
  private reloadNewer(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    const stored = this.slots.read(conflict.slotId);
    if (!stored?.ok) {
      this.notify('error', 'The other version cannot be read any more; this tab keeps its own.');
      return this.update();
    }
    if (conflict.copyIsNew && conflict.copyId !== null) this.slots.remove(conflict.copyId);
    this.conflict = null;
    this.openSlotEntry(stored, false);
    this.notify('info', `Showing the newer version (${stored.save.record.moves.length} moves).`);
    this.update();
  }

  /** Moves only one side has: counted for the conflict message. */
  private static divergence(ours: SaveData, theirs: SaveData): { ours: number; theirs: number } {
    const a = [...ours.record.moves, ...[...ours.redo].reverse().flat()].map((m) =>
      JSON.stringify(m),
    );
    const b = [...theirs.record.moves, ...[...theirs.redo].reverse().flat()].map((m) =>
      JSON.stringify(m),
    );
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common++;
    return { ours: a.length - common, theirs: b.length - common };
  }

  private renderConflict(conflict: TabConflict): TemplateResult | typeof nothing {
    const session = this.session;
    const theirs = this.slots.read(conflict.slotId);
    if (!session || !theirs?.ok) return nothing;
    const ours = this.saveOf(session, this.nextStamp());
    const count = Playground.divergence(ours, theirs.save);
    const moves = (n: number) => `${n} move${n === 1 ? '' : 's'}`;
    const noCopy = conflict.copyId === null;
    return html`<section class="panel tab-conflict" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">This game was changed in another tab</h2>
      <p role="alert">
        Another tab of the playground saved ${moves(count.theirs)} that this tab does not have, and
        this tab has ${moves(count.ours)} that the other does not.
        ${noCopy ? "This tab's version could not be stored: export it before you close the tab." : "This tab's version is kept in your saved games until you choose; nothing is lost."}
      </p>
      <p class="slot-actions">
        <button
          type="button"
          class="primary"
          ?disabled=${noCopy}
          @click=${() => this.continueHere()}
        >
          Continue here
        </button>
        <button type="button" ?disabled=${noCopy} @click=${() => this.openCopy()}>
          Open a copy
        </button>
        <button type="button" @click=${() => this.reloadNewer()}>Reload the newer one</button>
      </p>
      <p class="hint">
        Continue here: this tab's version takes the game's place and the other tab's is kept as a
        saved copy. Open a copy: this tab plays its version as a separate game. Reload the newer
        one: show the other tab's version and drop this tab's ${moves(count.ours)}.
      </p>
    </section>`;
  }

  private exportRecord(): void {
    const session = this.session;
    if (!session) return;
    const record = session.record;
    const spoiler = isSpoiler(session.game, session.finished);
    downloadText(recordFileName(record, { spoiler }), recordFileText(record, session.bots));
    this.announce = 'The record was downloaded as a JSON file.';
    if (spoiler) this.notify('info', spoilerNotice(session.game));
    this.update();
  }

  /** Downloads a saved game; the file is marked when it would spoil hidden items or draws. */
  private async downloadSlot(record: GameRecord, bots: BotsBySeat): Promise<void> {
    const game = await ensureGame(record.game);
    let spoiler = false;
    if (game && (game.hiddenInformation || game.chance)) {
      const opened = openGameSession(game, record);
      spoiler = !opened.ok || isSpoiler(game, opened.session.finished);
    }
    downloadText(recordFileName(record, { spoiler }), recordFileText(record, bots));
  }

  private async importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      this.notify('error', `The file could not be read: ${(error as Error).message}`);
      this.update();
      return;
    }
    const parsed = parseSave(text);
    if (!parsed.ok) {
      this.notify(
        'error',
        `"${file.name}" is not a game record this playground can open: ${parsed.error}. Nothing was changed.`,
      );
      this.update();
      return;
    }
    await ensureGame(parsed.save.record.game);
    const session = this.openRecordSession(parsed.save.record, {
      bots: parsed.save.bots,
      redo: parsed.save.redo,
      source: `"${file.name}"`,
    });
    if (session) {
      const opened = `Opened "${file.name}" as a new saved game.`;
      if (isSpoiler(session.game, session.finished)) {
        this.pending = {
          session,
          warning: spoilerWarning(session.game, `"${file.name}"`),
          opened,
        };
        this.screen = 'setup';
      } else this.showOpened(session, undefined, opened);
    }
    this.update();
  }

  private async copyLink(): Promise<void> {
    const session = this.session;
    if (!session) return;
    const base = location.href.split('#')[0]!;
    const spoiler = isSpoiler(session.game, session.finished);
    const { shareUrl } = await import('./share-encode.js');
    this.shareLink = shareUrl(base, {
      record: session.record,
      bots: session.bots,
      at: session.position,
      ...(spoiler ? { spoiler: true } : {}),
    });
    this.shareSpoiler = spoiler ? spoilerNotice(session.game) : '';
    try {
      await navigator.clipboard.writeText(this.shareLink);
      this.copyNote = 'Link copied to the clipboard.';
    } catch {
      this.copyNote = 'The browser did not allow copying: select the link below and copy it.';
    }
    this.announce = this.copyNote;
    this.update();
  }

  // ---- moves and bots -----------------------------------------------------------------------

  /** A move from the playground's own controls (move buttons, event console). */
  private play(move: GameMove, fromPerson = true): boolean {
    const session = this.session;
    if (!session) return false;
    if (fromPerson) this.focusMoves = true;
    // The session applies it once; `<ry-game>` and this page redraw from its notification.
    const result = session.apply(move);
    if (!result.ok) {
      this.focusMoves = false;
      this.notify('error', `That move was refused: ${result.error.reason}`);
      this.update();
      return false;
    }
    return true;
  }

  /** A move on the board or by a bot (`<ry-game>` applied it through the session). */
  private onBoardMove(detail: BoardMoveDetail): void {
    if (!detail.bot) this.focusMoves = false;
  }

  private onBoardError(message: string, source: string): void {
    if (source === 'bot') {
      this.paused = true;
      this.notify('error', `${message} Bots are paused.`);
    } else this.notify('error', `The board reported a problem: ${message}`);
    this.update();
  }

  /** Bots wait while paused, in the sandbox, while history is shown and off the game screen. */
  private botsWait(session: GameSession): boolean {
    return this.paused || this.sandbox || session.isViewingHistory || this.screen !== 'game';
  }

  /**
   * Who the page shows the game to: the viewer `<ry-game>` shows (everything when nothing is
   * hidden or the game is over; a seat after its pass-the-device screen; a spectator behind it).
   * Without the element (the components did not load), the one person's seat, else a spectator.
   */
  private viewerOf(session: GameSession): Viewer {
    if (!session.game.hiddenInformation || session.finished) return 'all';
    const shown = this.board.shownViewer(session);
    if (shown !== undefined) return shown;
    const people = session.players.map((_, seat) => seat).filter((seat) => !session.isBot(seat));
    return people.length === 1 ? people[0]! : 'spectator';
  }

  /** May `viewer` see the moves (hand, options) of `seat`? */
  private static sees(viewer: Viewer, seat: number): boolean {
    return viewer === 'all' || viewer === seat;
  }

  /**
   * Why Undo is off in a game still in play, when the reason is a draw, reveal or roll (the
   * last move), told as `viewer` may know that move; null when undo works or nothing was played.
   */
  private static undoStop(session: GameSession, viewer: Viewer): string | null {
    const last = session.moveCount - 1;
    if (session.canUndo || last < 0 || session.finished || !session.isUndoBarrier(last))
      return null;
    const move = session.describe(last, viewer).replace(/\.$/, '');
    return `Undo stops at move ${last + 1} (${move}): a draw, a reveal or a roll is never taken back.`;
  }

  private undo(): void {
    const session = this.session;
    if (!session) return;
    const stop = Playground.undoStop(session, this.viewerOf(session));
    if (stop) {
      this.announce = stop;
      this.update();
    }
    if (!session.canUndo) return;
    this.focusMoves = true;
    session.undo();
    this.announce = `Undone. ${session.moveCount} moves played.`;
    this.update();
  }

  private redo(): void {
    const session = this.session;
    if (!session?.canRedo) return;
    session.redo();
    this.announce = `Redone. ${session.moveCount} moves played.`;
    this.update();
  }

  private viewAt(index: number | null): void {
    const session = this.session;
    if (!session) return;
    session.jumpTo(index);
    this.announce = session.isViewingHistory
      ? `Showing the position after move ${session.position} of ${session.moveCount}.`
      : 'Showing the latest position.';
    this.update();
  }

  /**
   * Sandbox: the position shown becomes the latest, and the game goes on in a new save slot;
   * the original game stays saved in its own slot with every move.
   */
  private branchHere(index: number): void {
    const session = this.session;
    if (!session) return;
    const original = { slotId: this.slotId, known: this.known };
    // The branch's autosave (from the session's notification) goes to a new slot.
    this.slotId = null;
    this.known = null;
    if (!session.branchAt(index)) {
      ({ slotId: this.slotId, known: this.known } = original);
      this.notify(
        'error',
        `Cannot branch at move ${index}: a later move revealed hidden information or rolled a die, and an unfinished game never goes back past that.`,
      );
      this.update();
      return;
    }
    this.sandbox = true;
    this.notify(
      'info',
      `Branched at move ${index} into a new saved game; the original game is still in your saved games.`,
    );
    this.update();
  }

  private setSeatBot(seat: number, botId: string): void {
    const session = this.session;
    if (!session) return;
    const bots: Record<string, string> = { ...session.bots };
    if (botId) bots[String(seat)] = botId;
    else delete bots[String(seat)];
    session.setBots(bots);
  }

  private sendConsoleEvent(): void {
    const session = this.session;
    if (!session) return;
    const parsed = parseEvent(this.consoleState.text);
    if (!parsed.ok) {
      this.consoleState = {
        ...this.consoleState,
        outcome: { kind: 'invalid', message: parsed.message },
      };
      this.update();
      return;
    }
    if (session.isViewingHistory) {
      if (!this.sandbox) {
        this.consoleState = {
          ...this.consoleState,
          outcome: {
            kind: 'invalid',
            message:
              'You are looking at an earlier position. Go back to the latest position, or turn the sandbox on to branch from here.',
          },
        };
        this.update();
        return;
      }
    }
    const viewer = this.viewerOf(session);
    if (!Playground.sees(viewer, parsed.move.player)) {
      // A refusal could tell what the seat holds ("holds no 5"): only its own seat may ask.
      this.consoleState = {
        ...this.consoleState,
        outcome: {
          kind: 'invalid',
          message: `${session.game.title} has hidden information: only ${session.players[parsed.move.player] ?? `seat ${parsed.move.player}`} can send events for seat ${parsed.move.player}, on their turn.`,
        },
      };
      this.update();
      return;
    }
    // Applied once: the session's answer is the console's outcome.
    const result = session.apply(parsed.move);
    this.consoleState = {
      text: this.consoleState.text,
      outcome: result.ok
        ? {
            kind: 'accepted',
            move: parsed.move,
            description: session.describe(session.moveCount - 1, viewer),
          }
        : { kind: 'refused', move: parsed.move, error: result.error },
    };
    this.update();
  }

  // ---- misc ---------------------------------------------------------------------------------

  private notify(kind: Message['kind'], message: string, keep?: Message['keep']): void {
    // However long a problem (a hostile link or file), a message stays readable.
    const text = clip(message);
    this.messages = [
      ...this.messages.filter((m) => m.text !== text),
      { id: this.nextMessageId++, kind, text, ...(keep ? { keep } : {}) },
    ].slice(-4);
  }

  private dismiss(id: number): void {
    this.messages = this.messages.filter((m) => m.id !== id);
    this.update();
  }

  private setSettings(patch: Partial<Settings>): void {
    this.settings = { ...this.settings, ...patch };
    saveSettings(this.storage, this.settings);
    this.applyTheme();
    this.update();
  }

  private applyTheme(): void {
    const root = document.documentElement;
    if (this.settings.theme === 'auto') delete root.dataset.theme;
    else root.dataset.theme = this.settings.theme;
  }

  private onKey(e: KeyboardEvent): void {
    if (this.screen !== 'game' || !this.session) return;
    const target = e.target as HTMLElement | null;
    if (
      target &&
      (target.tagName === 'INPUT' ||
        target.tagName === 'TEXTAREA' ||
        target.tagName === 'SELECT' ||
        target.isContentEditable)
    )
      return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
      e.preventDefault();
      this.redo();
    }
  }

  private goToSetup(): void {
    this.board.pause();
    this.screen = 'setup';
    this.setup = initialSetup(this.session?.game.id ?? this.setup.gameId);
    this.update();
    (this.root.querySelector('#setup-heading') as HTMLElement | null)?.focus();
  }

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
    this.scrollHistory(session);
    const seat = session.activeSeats()[0];
    const turnKey = `${session.moveCount}:${seat}`;
    const personToAct = seat !== undefined && !session.isBot(seat) && !session.isViewingHistory;
    if (personToAct && turnKey !== this.lastTurnKey) {
      const active = document.activeElement;
      const lost = !active || active === document.body || !this.root.contains(active);
      if (this.focusMoves || lost) {
        (
          this.root.querySelector(
            '#moves-panel .move-group button, #moves-panel .move-group input',
          ) as HTMLElement | null
        )?.focus();
      }
    }
    if (personToAct || session.result()) this.focusMoves = false;
    this.lastTurnKey = turnKey;
  }

  /** Keeps the history entry of the position shown in view inside the history list. */
  private scrollHistory(session: GameSession): void {
    const key = `${session.moveCount}:${session.position}`;
    if (key === this.historyKey) return;
    this.historyKey = key;
    // In the next frame, when the browser lays the page out anyway.
    requestAnimationFrame(() => {
      const list = this.root.querySelector<HTMLElement>('.history-list');
      const entry = list?.querySelector<HTMLElement>('[aria-current="true"]')?.parentElement;
      if (!list || !entry) return;
      const top = entry.offsetTop;
      const bottom = top + entry.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (bottom > list.scrollTop + list.clientHeight)
        list.scrollTop = bottom - list.clientHeight;
    });
  }

  // ---- templates ----------------------------------------------------------------------------

  private template(): TemplateResult {
    return html`<a class="skip-link" href="#main-content">Skip to content</a>
      <header class="app-header">
        <h1><a href="/" class="home-link">Railyard</a> playground</h1>
        <nav aria-label="Playground">
          <button
            type="button"
            @click=${() => this.goToSetup()}
            aria-current=${this.screen === 'setup' ? 'page' : 'false'}
          >
            New game
          </button>
          ${
            this.session
              ? html`<button
                  type="button"
                  @click=${() => {
                    this.screen = 'game';
                    this.update();
                  }}
                  aria-current=${this.screen === 'game' ? 'page' : 'false'}
                >
                  Current game
                </button>`
              : nothing
          }
          <label class="import-button"
            >Open file…<input
              type="file"
              accept=".json,application/json"
              class="visually-hidden"
              @change=${(e: Event) => void this.importFile(e.target as HTMLInputElement)}
          /></label>
          <label for="theme-select" class="inline-label">Theme</label>
          <select
            id="theme-select"
            @change=${(e: Event) => this.setSettings({ theme: (e.target as HTMLSelectElement).value as Theme })}
          >
            ${(['auto', 'light', 'dark'] as const).map((t) => html`<option value=${t} ?selected=${this.settings.theme === t}>${t === 'auto' ? 'System' : t === 'light' ? 'Light' : 'Dark'}</option>`)}
          </select>
        </nav>
      </header>
      <main id="main-content" tabindex="-1">
        ${this.renderMessages()} ${this.conflict ? this.renderConflict(this.conflict) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.announce}</div>
        ${
          this.pending
            ? this.renderPending(this.pending)
            : this.screen === 'setup' || !this.session
              ? this.renderSetupScreen()
              : this.renderGame(this.session)
        }
      </main>`;
  }

  private renderMessages(): TemplateResult | typeof nothing {
    if (this.messages.length === 0) return nothing;
    return html`<div class="messages">
      ${this.messages.map(
        (m) =>
          html`<div class="message ${m.kind}" role=${m.kind === 'error' ? 'alert' : 'status'}>
            <p>${m.text}</p>
            ${m.keep ? html`<button type="button" @click=${() => downloadText(m.keep!.name, m.keep!.text, 'text/plain')}>Download the text</button>` : nothing}
            <button
              type="button"
              class="dismiss"
              @click=${() => this.dismiss(m.id)}
              aria-label="Dismiss message"
            >
              Dismiss
            </button>
          </div>`,
      )}
    </div>`;
  }

  /** The spoiler warning shown before a marked link or file is opened. */
  private renderPending(pending: PendingOpen): TemplateResult {
    return html`<section class="panel spoiler-warning" aria-labelledby="spoiler-heading">
      <h2 id="spoiler-heading" tabindex="-1">Before you open this game</h2>
      <p class="message warning" role="alert">${pending.warning}</p>
      <p class="slot-actions">
        <button type="button" class="primary" @click=${() => this.confirmPending()}>
          Show the game
        </button>
        <button type="button" @click=${() => this.cancelPending()}>Do not open it</button>
      </p>
    </section>`;
  }

  private renderSetupScreen(): TemplateResult {
    return html`<div class="setup-screen">
      ${renderSetup(this.setup, {
        change: (next) => {
          this.setup = next;
          this.update();
        },
        start: () => this.startNewGame(),
      })}
      ${this.renderSlots()}
    </div>`;
  }

  private renderSlots(): TemplateResult {
    const entries = this.slots.list();
    return html`<section class="panel saves" aria-labelledby="saves-heading">
      <h2 id="saves-heading">Saved games</h2>
      ${entries.length === 0 ? html`<p>No saved game yet. Games save themselves as you play.</p>` : nothing}
      <ul class="slot-list">
        ${entries.map((entry) => (entry.ok ? this.renderSlot(entry) : this.renderBrokenSlot(entry)))}
      </ul>
    </section>`;
  }

  private renderSlot(entry: Extract<SlotEntry, { ok: true }>): TemplateResult {
    const { record, savedAt } = entry.save;
    const game = findGame(record.game);
    let finished = false;
    const title = gameTitle(record.game);
    const when = savedAt ? new Date(savedAt).toLocaleString() : 'unknown time';
    if (game && this.session && entry.id === this.slotId) finished = this.session.result() !== null;
    const label = `${title}: ${record.players.join(', ')}`;
    return html`<li class="slot ${entry.id === this.slotId ? 'current' : ''}">
      <div>
        <strong>${label}</strong>
        <span class="slot-meta"
          >${record.moves.length} moves · seed ${record.seed} · saved
          ${when}${entry.id === this.slotId ? ' · open now' : ''}${finished ? ' · finished' : ''}</span
        >
        ${entry.save.note ? html`<span class="slot-note">${entry.save.note}</span>` : nothing}
      </div>
      <div class="slot-actions">
        <button
          type="button"
          @click=${() => {
            this.openSlotEntry(entry);
            this.update();
          }}
          aria-label="Open ${label}, saved ${when}"
        >
          Open
        </button>
        <button
          type="button"
          @click=${() => void this.downloadSlot(record, entry.save.bots)}
          aria-label="Download ${label}"
        >
          Download
        </button>
        <button
          type="button"
          class="danger"
          @click=${() => this.deleteSlot(entry.id, label)}
          aria-label="Delete ${label}"
        >
          Delete
        </button>
      </div>
    </li>`;
  }

  private renderBrokenSlot(entry: Extract<SlotEntry, { ok: false }>): TemplateResult {
    return html`<li class="slot broken">
      <div>
        <strong>Damaged save (slot ${entry.id})</strong>
        <span class="slot-meta"
          >It cannot be opened: ${entry.error}. Its text is kept unchanged.</span
        >
      </div>
      <div class="slot-actions">
        <button
          type="button"
          @click=${() => downloadText(`railyard-damaged-save-${entry.id}.txt`, entry.raw, 'text/plain')}
          aria-label="Download the text of damaged save ${entry.id}"
        >
          Download text
        </button>
        <button
          type="button"
          class="danger"
          @click=${() => this.deleteSlot(entry.id, `the damaged save ${entry.id}`)}
          aria-label="Delete damaged save ${entry.id}"
        >
          Delete
        </button>
      </div>
    </li>`;
  }

  private deleteSlot(id: string, label: string): void {
    if (!window.confirm(`Delete ${label}? This cannot be undone.`)) return;
    this.slots.remove(id);
    if (this.conflict && (id === this.conflict.slotId || id === this.conflict.copyId))
      this.conflict = null;
    if (id === this.slotId) {
      this.detach();
      this.slotId = null;
      this.screen = 'setup';
    }
    this.announce = `Deleted ${label}.`;
    this.update();
  }

  private renderGame(session: GameSession): TemplateResult {
    const game = session.game;
    const result = session.result();
    const seats = session.activeSeats(session.position);
    const liveSeat = session.activeSeats()[0];
    const names = session.players;
    // The element first: the viewer is the one it shows.
    const board = this.board.elementFor(session, {
      paused: this.botsWait(session),
      delay: this.settings.botDelay,
    });
    const viewer = this.viewerOf(session);
    const personToAct =
      !result && !session.isViewingHistory && liveSeat !== undefined && !session.isBot(liveSeat);
    // In a hidden-information game the moves of a seat show only to that seat (its hand).
    const showMoves = personToAct && Playground.sees(viewer, liveSeat!);
    const position = renderPosition(game, () => session.view(viewer), seats);
    return html`<section class="game" aria-labelledby="game-heading">
      <div class="game-head">
        <h2 id="game-heading">
          ${game.title} <span class="seed">seed ${session.record.seed}</span>
        </h2>
        ${this.renderToolbar(session, viewer)}
      </div>
      ${this.renderStatus(session, result !== null, liveSeat)}
      ${result && !session.isViewingHistory ? this.renderStandings(game, session) : nothing}
      <div class="game-layout">
        <div class="main-column">
          ${
            showMoves
              ? html`<section class="panel moves" id="moves-panel" aria-labelledby="moves-heading">
                  <h3 id="moves-heading">Your move, ${names[liveSeat!]}</h3>
                  ${renderMoves(
                    game,
                    session.state,
                    session.legalMoves(liveSeat),
                    names[liveSeat!]!,
                    (move) => this.play(move),
                  )}
                </section>`
              : nothing
          }
          <section class="panel board" aria-labelledby="board-heading">
            <h3 id="board-heading">
              ${session.isViewingHistory ? `Position after move ${session.position}` : 'Board'}
            </h3>
            ${
              board
                ? html`${board}
                    <details class="position-summary">
                      <summary>Position as tables</summary>
                      ${position}
                    </details>`
                : position
            }
          </section>
        </div>
        <div class="side-column">
          ${this.renderSeats(session)} ${this.renderHistory(session, viewer)}
          <details class="panel statechart" open>
            <summary><h3>Statechart</h3></summary>
            <p class="chart-tools">
              <span class="hint"
                >The highlighted state is the position shown; the last transition is marked; states
                link to their rules.</span
              >
            </p>
            ${statechartTemplate(game, session, () => this.update())}
          </details>
          <details class="panel event-console" ?open=${this.sandbox}>
            <summary><h3>Event console</h3></summary>
            ${renderConsole(
              game,
              // Only the moves the viewer may see (a seat's own hand), never another seat's.
              session.legalMoves().filter((move) => Playground.sees(viewer, move.player)),
              this.consoleState,
              {
                edit: (text) => {
                  this.consoleState = { ...this.consoleState, text };
                  this.update();
                },
                send: () => this.sendConsoleEvent(),
              },
              session.isViewingHistory
                ? html`<p class="hint">
                    Events go to the latest position. You are looking at move
                    ${session.position}${this.sandbox ? '' : '; turn the sandbox on to branch from it'}.
                  </p>`
                : nothing,
            )}
          </details>
          ${this.sandbox ? this.renderSandbox(session) : nothing}
        </div>
      </div>
    </section>`;
  }

  private renderSandbox(session: GameSession): TemplateResult {
    const fill = () => {
      this.sandboxText = JSON.stringify(session.record, null, 1);
      this.sandboxKeep = String(session.position);
      this.sandboxError = '';
      this.update();
    };
    return html`<section class="panel sandbox" aria-labelledby="sandbox-heading">
      <h3 id="sandbox-heading">Sandbox: set up a position</h3>
      <p class="hint">
        Paste a record (or take this game's), keep its first moves, and continue from there as a new
        saved game. Any history entry can also be a branch point: click it, then “Branch from here”.
      </p>
      <form
        class="send-form"
        @submit=${(e: Event) => {
          e.preventDefault();
          this.openSandboxRecord();
        }}
      >
        <button type="button" @click=${fill}>Use this game's record</button>
        <label for="sandbox-record">Record (JSON)</label>
        <textarea
          id="sandbox-record"
          rows="5"
          spellcheck="false"
          .value=${this.sandboxText}
          @input=${(e: Event) => (this.sandboxText = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
        <label for="sandbox-keep">Moves to keep (empty: all)</label>
        <input
          id="sandbox-keep"
          type="number"
          min="0"
          .value=${this.sandboxKeep}
          @input=${(e: Event) => (this.sandboxKeep = (e.target as HTMLInputElement).value)}
        />
        <button type="submit">Open as a new game</button>
        ${this.sandboxError ? html`<p class="message error" role="alert">${this.sandboxError}</p>` : nothing}
      </form>
    </section>`;
  }

  private openSandboxRecord(): void {
    const parsed = parseSave(this.sandboxText);
    if (!parsed.ok) {
      this.sandboxError = `This is not a record the playground can open: ${parsed.error}.`;
      this.update();
      return;
    }
    const record = parsed.save.record;
    const keepText = this.sandboxKeep.trim();
    const keep = keepText === '' ? record.moves.length : Number(keepText);
    if (!Number.isInteger(keep) || keep < 0 || keep > record.moves.length) {
      this.sandboxError = `Moves to keep must be a whole number from 0 to ${record.moves.length}.`;
      this.update();
      return;
    }
    this.sandboxError = '';
    if (needsLoading(record.game)) {
      void ensureGame(record.game).then(() => this.openSandboxRecord());
      return;
    }
    const bots =
      this.session?.record.players.length === record.players.length
        ? this.session.bots
        : parsed.save.bots;
    if (
      this.openRecord(
        { ...record, moves: record.moves.slice(0, keep) },
        { bots, source: 'The sandbox record' },
      )
    ) {
      this.sandbox = true;
      this.notify(
        'info',
        `Opened the position after move ${keep} as a new saved game; earlier games are kept.`,
      );
    }
    this.update();
  }

  private renderToolbar(session: GameSession, viewer: Viewer): TemplateResult {
    const speed = BOT_SPEEDS.find((s) => s.delay === this.settings.botDelay);
    const hasBots = Object.keys(session.bots).length > 0 && !session.result();
    const undoStop = Playground.undoStop(session, viewer);
    return html`<div class="toolbar" role="toolbar" aria-label="Game controls">
        <button
          type="button"
          @click=${() => this.undo()}
          ?disabled=${!session.canUndo}
          aria-keyshortcuts="Control+Z"
          aria-describedby=${undoStop ? 'undo-stop' : nothing}
        >
          Undo
        </button>
        <button
          type="button"
          @click=${() => this.redo()}
          ?disabled=${!session.canRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        ${
          hasBots
            ? html`<button
                type="button"
                aria-pressed=${this.paused ? 'true' : 'false'}
                @click=${() => {
                  this.paused = !this.paused;
                  this.announce = this.paused ? 'Bots paused.' : 'Bots resumed.';
                  this.update();
                }}
              >
                ${this.paused ? 'Resume bots' : 'Pause bots'}
              </button>`
            : nothing
        }
        <label for="bot-speed" class="inline-label">Bot speed</label>
        <select
          id="bot-speed"
          @change=${(e: Event) => this.setSettings({ botDelay: Number((e.target as HTMLSelectElement).value) })}
        >
          ${speed ? nothing : html`<option value=${this.settings.botDelay} selected>${this.settings.botDelay} ms</option>`}
          ${BOT_SPEEDS.map((s) => html`<option value=${s.delay} ?selected=${s.delay === this.settings.botDelay}>${s.label}</option>`)}
        </select>
        <button type="button" @click=${() => this.exportRecord()}>Export record</button>
        <button type="button" @click=${() => void this.copyLink()}>Copy link</button>
        <button
          type="button"
          aria-pressed=${this.sandbox ? 'true' : 'false'}
          @click=${() => {
            this.sandbox = !this.sandbox;
            this.announce = this.sandbox
              ? 'Sandbox on: bots wait, and you can branch from any history entry.'
              : 'Sandbox off.';
            this.update();
          }}
        >
          Sandbox
        </button>
      </div>
      ${undoStop ? html`<p class="hint undo-stop" id="undo-stop">${undoStop}</p>` : nothing}
      ${
        this.shareLink
          ? html`<div class="share">
              <label for="share-link">Link to this position</label>
              <input
                id="share-link"
                readonly
                .value=${this.shareLink}
                @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
              />
              <span role="status">${this.copyNote}</span>
              ${this.shareSpoiler ? html`<p class="message warning spoiler-note">${this.shareSpoiler}</p>` : nothing}
            </div>`
          : nothing
      }`;
  }

  private renderStatus(
    session: GameSession,
    over: boolean,
    liveSeat: number | undefined,
  ): TemplateResult {
    const names = session.players;
    // `<ry-game>` plays the bot to act unless the bots wait.
    const thinking =
      !over && liveSeat !== undefined && session.isBot(liveSeat) && !this.botsWait(session);
    let text: TemplateResult;
    if (session.isViewingHistory) {
      text = html`Looking at the position after move ${session.position} of ${session.moveCount}.
        <button type="button" @click=${() => this.viewAt(null)}>Back to the latest position</button>
        ${this.sandbox ? html`<button type="button" @click=${() => this.branchHere(session.position)}>Branch from here</button>` : nothing}`;
    } else if (over) {
      text = html`The game is over after ${session.moveCount} moves.`;
    } else if (liveSeat === undefined) {
      text = html`No seat can act.`;
    } else if (session.isBot(liveSeat)) {
      text = thinking
        ? html`<span class="thinking" aria-hidden="true"></span> ${names[liveSeat]}
            (${levelName(session.bots[String(liveSeat)])}) is thinking…`
        : this.paused
          ? html`Bots are paused. ${names[liveSeat]} (bot) is next.`
          : this.sandbox
            ? html`Sandbox: ${names[liveSeat]} (bot) waits; send its events from the console.`
            : html`${names[liveSeat]} (bot) is next.`;
    } else {
      text = html`<strong>${names[liveSeat]}</strong> to act.`;
    }
    return html`<p class="status ${thinking ? 'busy' : ''}" id="game-status" aria-live="polite">
      ${text}
    </p>`;
  }

  private renderSeats(session: GameSession): TemplateResult {
    const current = session.activeSeats()[0];
    return html`<section class="panel seats-panel" aria-labelledby="seats-heading">
      <h3 id="seats-heading">Seats</h3>
      <ul class="seat-list">
        ${session.players.map(
          (name, seat) =>
            html`<li class=${seat === current ? 'active' : ''}>
              <span class="seat-name"
                >${seat === current ? html`<span aria-hidden="true">▶ </span>` : nothing}${name}${seat === current ? html`<span class="visually-hidden"> (to act)</span>` : nothing}</span
              >
              <select
                aria-label="${name} is played by"
                @change=${(e: Event) => this.setSeatBot(seat, (e.target as HTMLSelectElement).value)}
              >
                ${seatOptions(session.bots[String(seat)] ?? '', 'Person')}
              </select>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  /** Every move as `viewer` may know it ("Ada draws a card", not which). */
  private renderHistory(session: GameSession, viewer: Viewer): TemplateResult {
    const history = session.history(viewer);
    const at = session.position;
    const entry = (index: number, content: unknown) =>
      html`<li>
        <button
          type="button"
          class="history-entry"
          data-index=${index}
          tabindex=${at === index ? 0 : -1}
          aria-current=${at === index ? 'true' : 'false'}
          @click=${() => this.viewAt(index === history.length ? null : index)}
        >
          ${content}
        </button>
      </li>`;
    return html`<section class="panel history" aria-labelledby="history-heading">
      <h3 id="history-heading">History <span class="count">(${history.length} moves)</span></h3>
      <ol
        class="history-list"
        start="0"
        @keydown=${(event: KeyboardEvent) => this.stepHistory(event, session, viewer)}
      >
        ${entry(0, 'Start of the game')}
        ${history.map((h, i) =>
          entry(
            i + 1,
            html`${h.description}
            ${h.events.map(
              (event) =>
                html`<span class="history-event" data-kind=${event.kind}>${event.text}</span>`,
            )}`,
          ),
        )}
      </ol>
    </section>`;
  }

  /**
   * Arrow Up/Down, Home and End step through the history (the entry shown is the one tab stop)
   * and say where they are: the move with what the rules did by themselves in it.
   */
  private stepHistory(event: KeyboardEvent, session: GameSession, viewer: Viewer): void {
    const from = Number(
      (event.target as HTMLElement).closest<HTMLElement>('.history-entry')?.dataset.index,
    );
    if (!Number.isInteger(from)) return;
    const last = session.moveCount;
    const next = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = Math.max(0, Math.min(last, next));
    if (index === from) return;
    this.viewAt(index === last ? null : index);
    const move = session.history(viewer)[index - 1];
    this.announce =
      index === 0
        ? 'Start of the game.'
        : `Move ${index} of ${last}: ${[move?.description, ...(move?.events ?? []).map((e) => e.text)].join(' ')}`;
    this.update();
    // After the render that update() queued: the entry shown keeps the focus.
    queueMicrotask(() =>
      this.root.querySelector<HTMLElement>(`.history-list [data-index="${index}"]`)?.focus(),
    );
  }

  private renderStandings(game: AnyGameDefinition, session: GameSession): TemplateResult {
    const result = session.result()!;
    const link = ruleLink(game, result.rule);
    return html`<section class="panel standings" aria-labelledby="standings-heading">
      <h3 id="standings-heading">Game over: final standings</h3>
      <p>${result.reason} <a href=${link.href}>Rule: ${link.title}</a></p>
      <table>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          ${result.standings.map(
            (s) =>
              html`<tr class=${result.winners.includes(s.seat) ? 'winner' : ''}>
                <td>${s.rank}</td>
                <th scope="row">
                  ${s.name}${result.winners.includes(s.seat) ? html` <span class="badge">winner</span>` : nothing}
                </th>
                <td>${s.score}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>
        <button type="button" class="primary" @click=${() => this.goToSetup()}>New game</button>
      </p>
    </section>`;
  }
}
