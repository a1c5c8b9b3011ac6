/**
 * The playground: a thin shell around one open game (GameSession) with the setup form, saves,
 * share links, history, bots and the event console. State lives in records: localStorage
 * slots, files and the URL hash.
 */
import { html, nothing, render, type TemplateResult } from 'lit';
import {
  games,
  newRecord,
  type AnyGameDefinition,
  type GameMove,
  type GameRecord,
} from '@railyard/rules';
import { GameSession, type BotsBySeat } from './session.js';
import { SaveSlots, makeSave, parseSave, type SlotEntry } from './save-slots.js';
import { decodeShare, shareUrl } from './share-link.js';
import { BOT_SPEEDS, loadSettings, saveSettings, type Settings, type Theme } from './settings.js';
import { initialSetup, renderSetup, setupProblem, type SetupState } from './setup-form.js';
import { renderMoves } from './moves-panel.js';
import { renderPosition } from './position-view.js';
import { parseEvent, renderConsole, type ConsoleState } from './event-console.js';
import { downloadText, readFileText, recordFileName } from './files.js';
import { ruleLink } from './rule-link.js';
import { BoardHost, revealActiveState, statechartTemplate } from './components.js';

interface Message {
  readonly id: number;
  readonly kind: 'error' | 'info';
  readonly text: string;
  /** Text the person may want to keep (a damaged save), offered as a download. */
  readonly keep?: { name: string; text: string };
}

type Screen = 'setup' | 'game';

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
  private slotId: string | null = null;
  private messages: Message[] = [];
  private nextMessageId = 1;
  private paused = false;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private thinkingSeat: number | null = null;
  private consoleState: ConsoleState = { text: '', outcome: null };
  private sandbox = false;
  private shareLink = '';
  private copyNote = '';
  private announce = '';
  private focusMoves = false;
  private lastTurnKey = '';
  private renderQueued = false;
  private chartFull = false;
  private historyKey = '';
  private sandboxText = '';
  private sandboxKeep = '';
  private sandboxError = '';
  private readonly board = new BoardHost({
    move: (move) => this.adoptBoardMove(move),
    error: (message) => {
      this.notify('error', `The board reported a problem: ${message}`);
      this.update();
    },
  });

  constructor(private readonly root: HTMLElement) {
    this.settings = loadSettings(this.storage, location.search);
    this.applyTheme();
    if (!this.storage)
      this.notify(
        'error',
        'This browser does not let the playground use local storage: games are not saved between visits. Export them as files to keep them.',
      );
  }

  start(): void {
    window.addEventListener('keydown', (e) => this.onKey(e));
    window.addEventListener('hashchange', () => this.openFromHash());
    if (!this.openFromHash()) this.restoreCurrent();
    this.update();
  }

  // ---- opening games ------------------------------------------------------------------------

  /** Opens the game carried by the URL hash, if any. Returns true when the hash held a game. */
  private openFromHash(): boolean {
    const decoded = decodeShare(location.hash);
    if (decoded.kind === 'none') return false;
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
    const { record, bots, at } = decoded.payload;
    if (this.openRecord(record, { bots, source: 'The link' })) {
      if (at !== undefined) this.session!.view(at);
      this.notify(
        'info',
        `Opened the game from the link (${this.session!.game.title}, ${record.moves.length} moves). It is saved as a new game.`,
      );
    }
    this.update();
    return true;
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
    const game = games[entry.save.record.game];
    if (!game) {
      this.notify(
        'error',
        `This save is a game of "${entry.save.record.game}", which this playground does not have (it has: ${Object.keys(games).join(', ')}). The save is kept.`,
      );
      return;
    }
    const opened = GameSession.open(game, entry.save.record, {
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
    this.attach(opened.session, entry.id);
    if (announce)
      this.notify('info', `Opened ${game.title} (${entry.save.record.players.join(', ')}).`);
  }

  /**
   * Opens a record from a link or a file into a new save slot. `source` names where it came
   * from in messages. Returns false (with a message) when it cannot be opened.
   */
  private openRecord(
    record: GameRecord,
    options: { bots?: BotsBySeat; redo?: readonly (readonly GameMove[])[]; source: string },
  ): boolean {
    const game = games[record.game];
    if (!game) {
      this.notify(
        'error',
        `${options.source} holds a game of "${record.game}", which this playground does not have (it has: ${Object.keys(games).join(', ')}).`,
      );
      return false;
    }
    const opened = GameSession.open(game, record, {
      bots: options.bots ?? {},
      ...(options.redo ? { redo: options.redo } : {}),
    });
    if (!opened.ok) {
      this.notify(
        'error',
        `${options.source} holds a game that cannot be replayed: ${opened.message}.`,
      );
      return false;
    }
    this.attach(opened.session, null);
    this.autosave();
    return true;
  }

  private attach(session: GameSession, slotId: string | null): void {
    this.stopBot();
    this.session = session;
    this.slotId = slotId;
    if (slotId) this.slots.setCurrent(slotId);
    this.screen = 'game';
    this.paused = false;
    this.sandbox = false;
    this.shareLink = '';
    this.copyNote = '';
    this.consoleState = { text: '', outcome: null };
    this.lastTurnKey = '';
  }

  private startNewGame(): void {
    const problem = setupProblem(this.setup);
    if (problem) {
      this.setup = { ...this.setup, error: problem };
      this.update();
      (this.root.querySelector('#setup-game') as HTMLElement | null)?.focus();
      return;
    }
    const game = games[this.setup.gameId]!;
    const record = newRecord(
      game.id,
      this.setup.names.map((n) => n.trim()),
      this.setup.seed.trim(),
      this.setup.options,
    );
    const opened = GameSession.open(game, record, { bots: botsFromSeats(this.setup.seats) });
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

  private autosave(): void {
    const session = this.session;
    if (!session) return;
    const save = makeSave(session.record, session.bots, session.redoStack);
    const result = this.slotId ? this.slots.write(this.slotId, save) : this.slots.create(save);
    if (result.ok) {
      if (this.slotId !== result.id) {
        this.slotId = result.id;
        this.slots.setCurrent(result.id);
      }
      return;
    }
    if (this.slotId) {
      // The slot could not be written (damaged or storage full): keep it, try a new one.
      const fresh = this.slots.create(save);
      if (fresh.ok) {
        this.slotId = fresh.id;
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

  private exportRecord(): void {
    if (!this.session) return;
    const record = this.session.record;
    downloadText(recordFileName(record), `${JSON.stringify(record, null, 2)}\n`);
    this.announce = 'The record was downloaded as a JSON file.';
    this.update();
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
    if (
      this.openRecord(parsed.save.record, {
        bots: parsed.save.bots,
        redo: parsed.save.redo,
        source: `"${file.name}"`,
      })
    ) {
      this.notify('info', `Opened "${file.name}" as a new saved game.`);
      this.focusMoves = true;
    }
    this.update();
  }

  private async copyLink(): Promise<void> {
    const session = this.session;
    if (!session) return;
    const base = location.href.split('#')[0]!;
    this.shareLink = shareUrl(base, {
      record: session.record,
      bots: session.bots,
      at: session.viewIndex,
    });
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

  private play(move: GameMove, fromPerson = true): boolean {
    const session = this.session;
    if (!session) return false;
    const result = session.apply(move);
    if (!result.ok) {
      this.notify('error', `That move was refused: ${result.error.reason}`);
      this.update();
      return false;
    }
    if (fromPerson) this.focusMoves = true;
    this.afterChange();
    return true;
  }

  /** A person moved on the board (`<ry-game>` already applied it). */
  private adoptBoardMove(move: GameMove): void {
    const session = this.session;
    if (!session) return;
    const result = session.apply(move);
    if (!result.ok) this.notify('error', `The board's move was refused: ${result.error.reason}`);
    this.focusMoves = false;
    this.afterChange();
  }

  private afterChange(): void {
    this.autosave();
    const result = this.session?.result();
    if (result) {
      const winners = result.winners.map((s) => this.session!.record.players[s]).join(' and ');
      this.announce = `Game over. ${winners} ${result.winners.length > 1 ? 'win' : 'wins'}.`;
    }
    this.update();
  }

  private stopBot(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.thinkingSeat = null;
  }

  /** Lets the bot to act move after the set delay, unless paused or viewing history. */
  private scheduleBot(): void {
    const session = this.session;
    if (
      !session ||
      this.screen !== 'game' ||
      this.paused ||
      session.isViewingHistory ||
      this.sandbox
    ) {
      if (this.botTimer !== null) this.stopBot();
      return;
    }
    const turn = session.botToMove();
    if (!turn) {
      this.stopBot();
      return;
    }
    if (this.botTimer !== null) return;
    this.thinkingSeat = turn.seat;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.thinkingSeat = null;
      if (this.session !== session || this.paused || session.isViewingHistory || this.sandbox) {
        this.update();
        return;
      }
      // With no delay, bots play on for a few milliseconds before the page redraws.
      const until = this.settings.botDelay === 0 ? performance.now() + 30 : 0;
      let moved = false;
      do {
        const seat = session.botToMove()?.seat ?? turn.seat;
        let move: GameMove | null = null;
        try {
          move = session.chooseBotMove();
        } catch (error) {
          this.paused = true;
          this.notify(
            'error',
            `The bot for ${session.record.players[seat]} could not choose a move (${(error as Error).message}). Bots are paused.`,
          );
        }
        if (!move) break;
        const result = session.apply(move);
        if (!result.ok) {
          this.paused = true;
          this.notify(
            'error',
            `The bot's move was refused (${result.error.reason}). Bots are paused.`,
          );
          break;
        }
        moved = true;
      } while (performance.now() < until && session.botToMove());
      if (moved) this.afterChange();
      else this.update();
    }, this.settings.botDelay);
  }

  private undo(): void {
    if (!this.session?.canUndo()) return;
    this.stopBot();
    this.session.undo();
    this.announce = `Undone. ${this.session.moveCount} moves played.`;
    this.focusMoves = true;
    this.afterChange();
  }

  private redo(): void {
    if (!this.session?.canRedo()) return;
    this.stopBot();
    this.session.redo();
    this.announce = `Redone. ${this.session.moveCount} moves played.`;
    this.afterChange();
  }

  private viewAt(index: number | null): void {
    const session = this.session;
    if (!session) return;
    this.stopBot();
    session.view(index);
    this.announce = session.isViewingHistory
      ? `Showing the position after move ${session.viewIndex} of ${session.moveCount}.`
      : 'Showing the latest position.';
    this.update();
  }

  /** Sandbox: continue from the viewed position in a new save slot; the original game stays saved. */
  private branchHere(index: number): void {
    const session = this.session;
    if (!session) return;
    this.stopBot();
    const prefix = { ...session.record, moves: session.record.moves.slice(0, index) };
    const opened = GameSession.open(session.game, prefix, { bots: session.bots });
    if (!opened.ok) {
      this.notify('error', opened.message);
      this.update();
      return;
    }
    this.attach(opened.session, null);
    this.sandbox = true;
    this.autosave();
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
    this.stopBot();
    this.afterChange();
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
    const error = session.explain(parsed.move);
    if (error) {
      this.consoleState = {
        ...this.consoleState,
        outcome: { kind: 'refused', move: parsed.move, error },
      };
      this.update();
      return;
    }
    const before = session.state;
    let description: string;
    try {
      description = session.game.describeMove(parsed.move, before);
    } catch {
      description = parsed.move.type;
    }
    if (this.play(parsed.move, false))
      this.consoleState = {
        text: this.consoleState.text,
        outcome: { kind: 'accepted', move: parsed.move, description },
      };
    this.update();
  }

  // ---- misc ---------------------------------------------------------------------------------

  private notify(kind: Message['kind'], text: string, keep?: Message['keep']): void {
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
    if (patch.botDelay !== undefined && this.botTimer !== null) this.stopBot();
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
    this.stopBot();
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
      this.scheduleBot();
      render(this.template(), this.root);
      this.afterRender();
    });
  }

  private afterRender(): void {
    const session = this.session;
    if (!session || this.screen !== 'game') return;
    this.scrollHistory(session);
    const chartKey = `${session.game.id}:${JSON.stringify((session.viewedState as { value?: unknown }).value)}`;
    requestAnimationFrame(() => revealActiveState(this.root, chartKey));
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
    const key = `${session.moveCount}:${session.viewIndex}`;
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
        ${this.renderMessages()}
        <div class="visually-hidden" role="status" aria-live="polite">${this.announce}</div>
        ${this.screen === 'setup' || !this.session ? this.renderSetupScreen() : this.renderGame(this.session)}
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
    const game = games[record.game];
    let finished = false;
    const title = game?.title ?? record.game;
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
          @click=${() => downloadText(recordFileName(record), `${JSON.stringify(record, null, 2)}\n`)}
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
    if (id === this.slotId) {
      this.stopBot();
      this.session = null;
      this.slotId = null;
      this.screen = 'setup';
    }
    this.announce = `Deleted ${label}.`;
    this.update();
  }

  private renderGame(session: GameSession): TemplateResult {
    const game = session.game;
    const result = session.result();
    const viewed = session.viewedState;
    const seats = session.activeSeats(viewed);
    const liveSeat = session.activeSeats()[0];
    const names = session.record.players;
    const personToAct =
      !result && !session.isViewingHistory && liveSeat !== undefined && !session.isBot(liveSeat);
    const board = this.board.elementFor(session, personToAct);
    return html`<section class="game" aria-labelledby="game-heading">
      <div class="game-head">
        <h2 id="game-heading">
          ${game.title} <span class="seed">seed ${session.record.seed}</span>
        </h2>
        ${this.renderToolbar(session)}
      </div>
      ${this.renderStatus(session, result !== null, liveSeat)}
      ${result && !session.isViewingHistory ? this.renderStandings(game, session) : nothing}
      <div class="game-layout">
        <div class="main-column">
          ${
            personToAct
              ? html`<section class="panel moves" id="moves-panel" aria-labelledby="moves-heading">
                  <h3 id="moves-heading">Your move, ${names[liveSeat!]}</h3>
                  ${renderMoves(
                    game,
                    session.state,
                    session.legalMoves().filter((m) => m.player === liveSeat),
                    names[liveSeat!]!,
                    (move) => this.play(move),
                  )}
                </section>`
              : nothing
          }
          <section class="panel board" aria-labelledby="board-heading">
            <h3 id="board-heading">
              ${session.isViewingHistory ? `Position after move ${session.viewIndex}` : 'Board'}
            </h3>
            ${
              board
                ? html`${board}
                    <details class="position-summary">
                      <summary>Position as tables</summary>
                      ${renderPosition(game, viewed, seats)}
                    </details>`
                : renderPosition(game, viewed, seats)
            }
          </section>
        </div>
        <div class="side-column">
          ${this.renderSeats(session)} ${this.renderHistory(session)}
          <details class="panel statechart" open>
            <summary><h3>Statechart</h3></summary>
            <p class="chart-tools">
              <button
                type="button"
                aria-pressed=${this.chartFull ? 'true' : 'false'}
                @click=${() => {
                  this.chartFull = !this.chartFull;
                  this.update();
                }}
              >
                Fit to panel
              </button>
              <span class="hint"
                >The highlighted state is the position shown; the last transition is marked; states
                link to their rules.</span
              >
            </p>
            ${statechartTemplate(game, session, this.chartFull)}
          </details>
          <details class="panel event-console" ?open=${this.sandbox}>
            <summary><h3>Event console</h3></summary>
            ${renderConsole(
              game,
              session.legalMoves(),
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
                    ${session.viewIndex}${this.sandbox ? '' : '; turn the sandbox on to branch from it'}.
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
      this.sandboxKeep = String(session.viewIndex);
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

  private renderToolbar(session: GameSession): TemplateResult {
    const speed = BOT_SPEEDS.find((s) => s.delay === this.settings.botDelay);
    const hasBots = Object.keys(session.bots).length > 0 && !session.result();
    return html`<div class="toolbar" role="toolbar" aria-label="Game controls">
        <button
          type="button"
          @click=${() => this.undo()}
          ?disabled=${!session.canUndo()}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          @click=${() => this.redo()}
          ?disabled=${!session.canRedo()}
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
                  if (this.paused) this.stopBot();
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
            this.stopBot();
            this.announce = this.sandbox
              ? 'Sandbox on: bots wait, and you can branch from any history entry.'
              : 'Sandbox off.';
            this.update();
          }}
        >
          Sandbox
        </button>
      </div>
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
            </div>`
          : nothing
      }`;
  }

  private renderStatus(
    session: GameSession,
    over: boolean,
    liveSeat: number | undefined,
  ): TemplateResult {
    const names = session.record.players;
    let text: TemplateResult;
    if (session.isViewingHistory) {
      text = html`Looking at the position after move ${session.viewIndex} of ${session.moveCount}.
        <button type="button" @click=${() => this.viewAt(null)}>Back to the latest position</button>
        ${this.sandbox ? html`<button type="button" @click=${() => this.branchHere(session.viewIndex)}>Branch from here</button>` : nothing}`;
    } else if (over) {
      text = html`The game is over after ${session.moveCount} moves.`;
    } else if (liveSeat === undefined) {
      text = html`No seat can act.`;
    } else if (session.isBot(liveSeat)) {
      text =
        this.thinkingSeat === liveSeat
          ? html`<span class="thinking" aria-hidden="true"></span> ${names[liveSeat]} (bot) is
              thinking…`
          : this.paused
            ? html`Bots are paused. ${names[liveSeat]} (bot) is next.`
            : this.sandbox
              ? html`Sandbox: ${names[liveSeat]} (bot) waits; send its events from the console.`
              : html`${names[liveSeat]} (bot) is next.`;
    } else {
      text = html`<strong>${names[liveSeat]}</strong> to act.`;
    }
    return html`<p
      class="status ${this.thinkingSeat !== null ? 'busy' : ''}"
      id="game-status"
      aria-live="polite"
    >
      ${text}
    </p>`;
  }

  private renderSeats(session: GameSession): TemplateResult {
    const current = session.activeSeats()[0];
    return html`<section class="panel seats-panel" aria-labelledby="seats-heading">
      <h3 id="seats-heading">Seats</h3>
      <ul class="seat-list">
        ${session.record.players.map(
          (name, seat) =>
            html`<li class=${seat === current ? 'active' : ''}>
              <span class="seat-name"
                >${seat === current ? html`<span aria-hidden="true">▶ </span>` : nothing}${name}${seat === current ? html`<span class="visually-hidden"> (to act)</span>` : nothing}</span
              >
              <select
                aria-label="${name} is played by"
                @change=${(e: Event) => this.setSeatBot(seat, (e.target as HTMLSelectElement).value)}
              >
                <option value="" ?selected=${!session.isBot(seat)}>Person</option>
                <option value="random" ?selected=${session.bots[String(seat)] === 'random'}>
                  Random bot
                </option>
              </select>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderHistory(session: GameSession): TemplateResult {
    const history = session.history;
    const at = session.viewIndex;
    return html`<section class="panel history" aria-labelledby="history-heading">
      <h3 id="history-heading">History <span class="count">(${history.length} moves)</span></h3>
      <ol class="history-list" start="0">
        <li>
          <button
            type="button"
            class="history-entry"
            aria-current=${at === 0 ? 'true' : 'false'}
            @click=${() => this.viewAt(0)}
          >
            Start of the game
          </button>
        </li>
        ${history.map(
          (entry, i) =>
            html`<li>
              <button
                type="button"
                class="history-entry"
                aria-current=${at === i + 1 ? 'true' : 'false'}
                @click=${() => this.viewAt(i + 1 === history.length ? null : i + 1)}
              >
                ${entry.description}
              </button>
            </li>`,
        )}
      </ol>
    </section>`;
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
