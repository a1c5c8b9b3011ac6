/**
 * Opening a game: a new one from the setup form, the last open one from its slot, a saved slot,
 * a shared link (the URL hash), a record file. A game that would spoil hidden items or draws
 * waits (`pending`) until the person says they may see it. Every failure gets one message naming
 * where the game came from and what is wrong, and leaves the saved games as they are.
 */
import { html, type TemplateResult } from 'lit';
import {
  newRecord,
  type BotsBySeat,
  type GameMove,
  type GameRecord,
  type GameSession,
} from '@railyard/rules';
import {
  botTableFor,
  ensureGame,
  findGame,
  isKnownGame,
  knownGameIds,
  needsLoading,
  openGameSession,
} from './game-table.js';
import { isSpoiler, SpoilerConsent, spoilerWarning } from './spoiler.js';
import { parseSave, type SaveSlots, type SaveStamp, type SlotEntry } from './save-slots.js';
import { decodeShare } from './share-link.js';
import { initialSetup, renderSetup, setupProblem, type SetupState } from './setup-form.js';
import { readFileText } from './files.js';
import { isLevel } from './bot-seats.js';
import { learnAsked } from './settings.js';
import type { Notify } from './messages.js';

/** A game waiting for the person to confirm a spoiler warning before it is shown. */
export interface PendingOpen {
  readonly session: GameSession;
  readonly warning: string;
  /** Position to show once opened, and the message to give. */
  readonly at?: number;
  readonly opened: string;
}

export interface RecordSource {
  bots?: BotsBySeat;
  redo?: readonly (readonly GameMove[])[];
  /** Where the record came from, for messages ("The link", a file's name). */
  source: string;
}

/** What opening a game needs from the page. */
export interface OpenFlowHost {
  readonly slots: SaveSlots;
  readonly notify: Notify;
  /** The open game (null: none). */
  session(): GameSession | null;
  /** Makes `session` the open game, saved in `slotId` (null: a new slot on the next save). */
  attach(session: GameSession, slotId: string | null, stamp?: SaveStamp | null): void;
  autosave(): void;
  show(screen: 'setup' | 'game'): void;
  announce(text: string): void;
  /** The move controls take the focus when the game is drawn. */
  focusMoves(): void;
  update(): void;
  focus(selector: string): void;
}

/** `?bots=<level>` (with `?game=`): the level of the new game's bot seats, default random. */
function askedBotLevel(): string {
  const asked = new URLSearchParams(location.search).get('bots') ?? '';
  return isLevel(asked) ? asked : 'random';
}

/**
 * Takes the new-game asks (`?game=`, `?bots=`, `?learn=1`) out of the address once they are
 * used: the game is saved and comes back on reload, and a kept `?learn=1` would turn the hints
 * back on that the learner turned off (settings read it first).
 */
function forgetAskedGame(): void {
  const url = new URL(location.href);
  const asks = ['game', 'bots', 'learn'].filter((key) => url.searchParams.has(key));
  if (asks.length === 0) return;
  for (const key of asks) url.searchParams.delete(key);
  history.replaceState(history.state, '', url);
}

function botsFromSeats(seats: readonly string[]): BotsBySeat {
  const bots: Record<string, string> = {};
  seats.forEach((id, seat) => {
    if (id) bots[String(seat)] = id;
  });
  return bots;
}

export class OpenFlow {
  setup: SetupState = initialSetup();
  pending: PendingOpen | null = null;
  private readonly consent = new SpoilerConsent(
    typeof localStorage === 'undefined' ? null : localStorage,
  );

  constructor(private readonly host: OpenFlowHost) {}

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

  /** The first game the page shows: the link's, a new game `?game=` asks for, or the last one. */
  begin(): void {
    if (this.openFromHash()) return;
    const asked = this.askedOtherGame(this.savedGame());
    if (asked) {
      const learner = learnAsked(location.search);
      this.setup = initialSetup(asked, askedBotLevel(), learner);
      this.host.slots.setCurrent(null);
      // A learner's first game (`?learn=1`) starts at once: no form to fill in first.
      if (learner) this.startNewGame();
    } else {
      // `?game=` of the saved game restores it: the ask is used.
      forgetAskedGame();
      this.restoreCurrent();
    }
  }

  /** The game of the last open game's slot, if it reads. */
  private savedGame(): string | null {
    const slot = this.host.slots.current();
    const saved = slot ? this.host.slots.read(slot) : null;
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

  /** Opens the game carried by the URL hash, if any. Returns true when the hash held a game. */
  openFromHash(): boolean {
    const decoded = decodeShare(location.hash);
    if (decoded.kind === 'none') return false;
    if (decoded.kind === 'ok' && needsLoading(decoded.payload.record.game)) {
      // The link's game loads first; the hash stays until it is opened.
      void ensureGame(decoded.payload.record.game).then(() => this.openFromHash());
      return true;
    }
    history.replaceState(null, '', location.pathname + location.search);
    if (decoded.kind === 'error') {
      this.host.notify(
        'error',
        `This link could not be opened. ${decoded.message} Your saved games are untouched.`,
      );
      this.restoreCurrent();
      this.host.update();
      return true;
    }
    const { record, bots, at, spoiler } = decoded.payload;
    const session = this.openRecordSession(record, { bots, source: 'The link' });
    if (session) {
      const unchecked = decoded.unchecked
        ? ' This link was made before links carried a checksum, so it could not be checked for damage in copying.'
        : '';
      const opened = `Opened the game from the link (${session.game.title}, ${record.moves.length} moves). It is saved as a new game.${unchecked}`;
      if (spoiler || isSpoiler(session.game, session.finished))
        this.holdBack(session, spoilerWarning(session.game, 'This link'), opened, at);
      else this.showOpened(session, at, opened);
    } else if (!this.host.session()) this.restoreCurrent();
    this.host.update();
    return true;
  }

  /** Nothing of the game is shown (or saved) before the person says they may see it. */
  private holdBack(session: GameSession, warning: string, opened: string, at?: number): void {
    // Accepted once for this game: not asked again.
    if (this.consent.accepted(session.record)) return this.showOpened(session, at, opened);
    this.pending = { session, warning, ...(at !== undefined ? { at } : {}), opened };
    this.host.show('setup');
  }

  /** Makes a game opened from a link or file the open game, saved in a new slot. */
  private showOpened(session: GameSession, at: number | undefined, message: string): void {
    this.host.attach(session, null);
    if (at !== undefined) session.jumpTo(at);
    this.host.autosave();
    this.host.notify('info', message);
    this.host.focusMoves();
  }

  confirmPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.consent.accept(pending.session.record);
    this.showOpened(pending.session, pending.at, pending.opened);
    this.host.update();
  }

  cancelPending(): void {
    this.pending = null;
    this.host.announce('The game was not opened.');
    // Back to the game that was open, if any.
    if (this.host.session()) this.host.show('game');
    else this.restoreCurrent();
    this.host.update();
  }

  /** Restores the game the page had open last time, leaving a damaged slot as it is. */
  restoreCurrent(): void {
    const { slots } = this.host;
    const id = slots.current();
    if (!id) return;
    const entry = slots.read(id);
    if (!entry) {
      slots.setCurrent(null);
      return;
    }
    if (!entry.ok) {
      this.host.notify(
        'error',
        `Your last game could not be restored: ${entry.error}. Its saved text is kept in the slot list below; download it before deleting it.`,
      );
      slots.setCurrent(null);
      return;
    }
    this.openSlotEntry(entry, false);
  }

  openSlotEntry(entry: Extract<SlotEntry, { ok: true }>, announce = true): void {
    if (needsLoading(entry.save.record.game)) {
      void ensureGame(entry.save.record.game).then(() => {
        this.openSlotEntry(entry, announce);
        this.host.update();
      });
      return;
    }
    const game = findGame(entry.save.record.game);
    if (!game) {
      this.host.notify(
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
      this.host.notify(
        'error',
        `This save could not be opened: ${opened.message}. The save is kept as it is.`,
      );
      return;
    }
    this.host.attach(opened.session, entry.id, entry.save);
    if (announce)
      this.host.notify('info', `Opened ${game.title} (${entry.save.record.players.join(', ')}).`);
  }

  /** A session for a record from a link, a file or the sandbox; null (with a message) when it cannot be opened. */
  private openRecordSession(record: GameRecord, options: RecordSource): GameSession | null {
    const game = findGame(record.game);
    if (!game) {
      this.host.notify(
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
      this.host.notify(
        'error',
        `${options.source} holds a game that cannot be replayed: ${opened.message}.`,
      );
      return null;
    }
    return opened.session;
  }

  /** Opens a record into a new save slot; false (with a message) when it cannot be opened. */
  openRecord(record: GameRecord, options: RecordSource): boolean {
    const session = this.openRecordSession(record, options);
    if (!session) return false;
    this.host.attach(session, null);
    this.host.autosave();
    return true;
  }

  startNewGame(): void {
    const setup = this.setup;
    if (needsLoading(setup.gameId)) {
      void ensureGame(setup.gameId).then(() => this.startNewGame());
      return;
    }
    const problem = setupProblem(setup);
    if (problem) {
      this.setup = { ...setup, error: problem };
      this.host.update();
      this.host.focus('#setup-game');
      return;
    }
    const game = findGame(setup.gameId)!;
    const names = setup.names.map((n) => n.trim());
    const record = newRecord(game.id, names, setup.seed.trim(), setup.options);
    const opened = openGameSession(game, record, {
      botTable: botTableFor(game),
      bots: botsFromSeats(setup.seats),
    });
    if (!opened.ok) {
      this.setup = { ...setup, error: opened.message };
      this.host.update();
      return;
    }
    this.host.attach(opened.session, null);
    this.host.autosave();
    forgetAskedGame();
    this.host.announce(`New game of ${game.title} started.`);
    this.host.focusMoves();
    this.host.update();
  }

  async importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      this.host.notify('error', `The file could not be read: ${(error as Error).message}`);
      this.host.update();
      return;
    }
    const parsed = parseSave(text);
    if (!parsed.ok) {
      this.host.notify(
        'error',
        `"${file.name}" is not a game record this playground can open: ${parsed.error}. Nothing was changed.`,
      );
      this.host.update();
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
      if (isSpoiler(session.game, session.finished))
        this.holdBack(session, spoilerWarning(session.game, `"${file.name}"`), opened);
      else this.showOpened(session, undefined, opened);
    }
    this.host.update();
  }

  renderSetupForm(learner = false): TemplateResult {
    return renderSetup(this.setup, {
      learner,
      change: (next) => {
        this.setup = next;
        this.host.update();
      },
      start: () => this.startNewGame(),
    });
  }

  /** The spoiler warning shown before a marked link or file is opened. */
  renderPending(pending: PendingOpen): TemplateResult {
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
}
