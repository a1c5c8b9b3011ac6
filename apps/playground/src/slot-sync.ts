/**
 * Keeps the open game in its save slot: autosave (a bot's move at most every BOT_SAVE_MS), and
 * two tabs on one slot (tab-sync.ts decides): this tab writes when its game keeps every stored
 * move, follows the stored game when that keeps every move of this one, and otherwise keeps its
 * version in a slot of its own and lets the person choose. Nothing is ever overwritten silently.
 */
import type { GameSession } from '@railyard/rules';
import {
  makeSave,
  type SaveData,
  type SaveSlots,
  type SaveStamp,
  type SlotEntry,
} from './save-slots.js';
import { newTabId, reconcile, sameGame, writtenElsewhere } from './tab-sync.js';

/** The most often bots at full speed save the game (ms). */
export const BOT_SAVE_MS = 250;

export const COPY_NOTE = 'Kept from a tab whose moves differed from another tab on the same game.';

export type StoredSave = Extract<SlotEntry, { ok: true }>;

/** What a save is made of: the open game's record, bot seats and redo groups. */
export type SaveSource = Pick<GameSession, 'record' | 'bots' | 'redoStack'>;

/**
 * Another tab changed the open game's slot while this tab had moves it lacks. This tab's version
 * waits in `copyId` (a slot of its own, so a reload loses nothing) until the person chooses.
 */
export interface TabConflict {
  /** The slot both tabs play; it holds the other tab's version. */
  readonly slotId: string;
  /** The slot holding this tab's version; null when the browser refused to store it. */
  readonly copyId: string | null;
  /** True when `copyId` was made for this conflict (and may go when the person drops it). */
  readonly copyIsNew: boolean;
}

/** What slot-sync needs from the page. */
export interface SlotSyncHost {
  /** The open game (null: none). */
  game(): SaveSource | null;
  notify(kind: 'error' | 'info', text: string): void;
  /** True when a message starting with `prefix` is shown (one autosave failure is enough). */
  hasMessage(prefix: string): boolean;
  announce(text: string): void;
  /**
   * Makes a stored game the open one (this tab follows it, or the person chose it); `keepPage`
   * keeps the screen, pause and sandbox as they are. True when it is open in `entry.id` now.
   */
  open(entry: StoredSave, keepPage: boolean): boolean;
  update(): void;
}

/** Moves only one side has: counted for the conflict message. */
export function divergence(ours: SaveData, theirs: SaveData): { ours: number; theirs: number } {
  const line = (save: SaveData) =>
    [...save.record.moves, ...[...save.redo].reverse().flat()].map((m) => JSON.stringify(m));
  const a = line(ours);
  const b = line(theirs);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return { ours: a.length - common, theirs: b.length - common };
}

export class SlotSync {
  /** The slot the open game saves to (null: a new slot on the next save). */
  slotId: string | null = null;
  /** The stamp of the slot's save this tab wrote or read last (null: no slot yet). */
  known: SaveStamp | null = null;
  conflict: TabConflict | null = null;
  /** A bot move's save waiting for its turn (see `autosaveSoon`), and when the last save was. */
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSave = 0;

  constructor(
    readonly slots: SaveSlots,
    private readonly host: SlotSyncHost,
    /** This page load, as the `writer` of its saves. */
    readonly tabId: string = newTabId(),
  ) {}

  /** A game was opened from `slotId` (read with `stamp`), or into a new slot (null). */
  attach(slotId: string | null, stamp: SaveStamp | null = null): void {
    this.slotId = slotId;
    this.known = slotId ? stamp : null;
    this.conflict = null;
    if (slotId) this.slots.setCurrent(slotId);
  }

  /** The open game as a save with `stamp` (and `note`). */
  saveOf(game: SaveSource, stamp: SaveStamp, note?: string): SaveData {
    return makeSave(game.record, game.bots, game.redoStack, new Date(), stamp, note);
  }

  /** The stamp of this tab's next write after `stored` (or after its own last write). */
  nextStamp(stored: SaveStamp | null = null): SaveStamp {
    const last = Math.max(stored?.revision ?? 0, this.known?.revision ?? 0);
    return { revision: last + 1, writer: this.tabId };
  }

  /**
   * Saves the open game into its slot. When another tab wrote the slot since this tab last did,
   * the game is saved only if it keeps every stored move; otherwise this tab follows the stored
   * game (when that keeps every move of this one) or asks the person.
   */
  autosave(): void {
    const game = this.host.game();
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!game) return;
    this.lastSave = Date.now();
    let stamp = this.nextStamp();
    if (this.slotId) {
      const stored = this.slots.read(this.slotId);
      if (stored?.ok && writtenElsewhere(stored.save, this.known)) {
        const decision = reconcile(this.saveOf(game, stamp), stored.save, true);
        if (decision === 'follow') return this.follow(stored);
        if (decision === 'conflict') return this.enterConflict(stored);
        stamp = this.nextStamp(stored.save);
      }
    }
    const save = this.saveOf(game, stamp);
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
      const fresh = this.slots.create(this.saveOf(game, freshStamp));
      if (fresh.ok) {
        this.slotId = fresh.id;
        this.known = freshStamp;
        this.slots.setCurrent(fresh.id);
        this.host.notify('error', `${result.error} The game is now saved in a new slot.`);
        return;
      }
    }
    if (!this.host.hasMessage('Autosave failed'))
      this.host.notify(
        'error',
        `Autosave failed: ${result.error} Export the game as a file to keep it.`,
      );
  }

  /**
   * Saves after a bot's move, at most every BOT_SAVE_MS: a save writes the whole record, so bots
   * at full speed saving after every move spent more and more of each move on saving as a game
   * grew (issue 22). A person's move, undo, leaving the page or the game saves at once.
   */
  autosaveSoon(): void {
    if (this.saveTimer !== null) return;
    const wait = this.lastSave + BOT_SAVE_MS - Date.now();
    if (wait <= 0) return this.autosave();
    this.saveTimer = setTimeout(() => this.autosave(), wait);
  }

  /** Writes a bot move's save that is still waiting. */
  flush(): void {
    if (this.saveTimer !== null) this.autosave();
  }

  /** Another tab may have written the open game's slot: follow it, or ask when both moved. */
  check(): void {
    const game = this.host.game();
    if (!game || !this.slotId || this.conflict) return;
    const stored = this.slots.read(this.slotId);
    if (!stored?.ok || !writtenElsewhere(stored.save, this.known)) return;
    const ours = this.saveOf(game, this.known ?? this.nextStamp());
    const decision = reconcile(ours, stored.save, false);
    if (decision === 'write') this.autosave();
    else if (decision === 'conflict') this.enterConflict(stored);
    else if (sameGame(ours, stored.save)) this.known = stored.save;
    else this.follow(stored);
    this.host.update();
  }

  /** Shows the game another tab saved (it holds every move of this tab's), keeping the page as it is. */
  private follow(entry: StoredSave): void {
    if (!this.host.open(entry, true)) return;
    this.host.announce(`Updated from another tab: ${entry.save.record.moves.length} moves played.`);
    this.host.notify(
      'info',
      'This game is also open in another tab of the playground: this tab shows its latest moves.',
    );
    this.host.update();
  }

  /**
   * Another tab saved moves this tab lacks, and this tab has moves it lacks. Nothing is
   * overwritten: this tab's version goes into a slot of its own at once, and the person chooses.
   */
  private enterConflict(stored: StoredSave): void {
    const game = this.host.game()!;
    const stamp = { revision: 1, writer: this.tabId };
    const mine = this.saveOf(game, stamp, COPY_NOTE);
    const held = this.slots
      .list()
      .find((e): e is StoredSave => e.ok && e.id !== stored.id && sameGame(e.save, mine));
    let copyId: string | null = held?.id ?? null;
    if (held) this.known = held.save;
    else {
      const made = this.slots.create(mine);
      copyId = made.ok ? made.id : null;
      if (made.ok) this.known = stamp;
      else
        this.host.notify(
          'error',
          `This tab's version of the game could not be stored (${made.error}); export it as a file before you close the tab.`,
        );
    }
    this.conflict = { slotId: stored.id, copyId, copyIsNew: !held && copyId !== null };
    // Autosave goes to the copy now; with no copy it writes nothing until the person chooses.
    this.slotId = copyId;
    this.host.announce('This game was changed in another tab too: choose which version to keep.');
    this.host.update();
  }

  /** This tab's version takes the slot; the other tab's version is kept in the copy's slot. */
  continueHere(): void {
    const conflict = this.conflict;
    const game = this.host.game();
    if (!conflict || !game || conflict.copyId === null) return;
    const theirs = this.slots.read(conflict.slotId);
    const stamp = this.nextStamp(theirs?.ok ? theirs.save : null);
    const ours = this.saveOf(game, stamp);
    // The other version goes to the copy first, so that a tab reading the slot's change already
    // finds its version kept there.
    if (theirs?.ok) {
      const note = 'Kept from another tab when you chose to continue the game in a different tab.';
      this.slots.write(conflict.copyId, { ...theirs.save, note, writer: this.tabId, revision: 1 });
    }
    const wrote = this.slots.write(conflict.slotId, ours);
    if (!wrote.ok) {
      this.slots.write(conflict.copyId, { ...ours, note: COPY_NOTE, revision: 1 });
      this.host.notify('error', `${wrote.error} Both versions are kept as they were.`);
      return this.host.update();
    }
    if (!theirs?.ok && conflict.copyIsNew) this.slots.remove(conflict.copyId);
    this.conflict = null;
    this.slotId = conflict.slotId;
    this.known = stamp;
    this.slots.setCurrent(conflict.slotId);
    this.host.notify(
      'info',
      theirs?.ok
        ? "This tab's game is saved in its place; the other tab's version is kept in your saved games."
        : "This tab's game is saved in its place.",
    );
    this.host.update();
  }

  /** This tab goes on with its version as a game of its own; the other tab's slot is left alone. */
  openCopy(): void {
    const conflict = this.conflict;
    const game = this.host.game();
    if (!conflict || !game || conflict.copyId === null) return;
    const stamp = this.nextStamp();
    const wrote = this.slots.write(conflict.copyId, this.saveOf(game, stamp));
    if (wrote.ok) this.known = stamp;
    this.conflict = null;
    this.slots.setCurrent(conflict.copyId);
    this.host.notify(
      'info',
      "This tab now plays its version as a separate saved game; the other tab's game is unchanged.",
    );
    this.host.update();
  }

  /** Shows the other tab's version; this tab's moves that it lacks are dropped (the person asked). */
  reloadNewer(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    const stored = this.slots.read(conflict.slotId);
    if (!stored?.ok) {
      this.host.notify(
        'error',
        'The other version cannot be read any more; this tab keeps its own.',
      );
      return this.host.update();
    }
    if (conflict.copyIsNew && conflict.copyId !== null) this.slots.remove(conflict.copyId);
    this.conflict = null;
    this.host.open(stored, false);
    this.host.notify(
      'info',
      `Showing the newer version (${stored.save.record.moves.length} moves).`,
    );
    this.host.update();
  }

  /** A slot was deleted; true when it was the open game's. */
  deleted(id: string): boolean {
    if (id === this.slotId && this.saveTimer !== null) clearTimeout(this.saveTimer);
    if (id === this.slotId) this.saveTimer = null;
    if (this.conflict && (id === this.conflict.slotId || id === this.conflict.copyId))
      this.conflict = null;
    if (id !== this.slotId) return false;
    this.slotId = null;
    return true;
  }

  /**
   * Runs `branch` with the next save going to a new slot (a sandbox branch); when it fails
   * (returns false) the open game keeps its slot.
   */
  intoNewSlot(branch: () => boolean): boolean {
    const original = { slotId: this.slotId, known: this.known };
    this.slotId = null;
    this.known = null;
    if (branch()) return true;
    ({ slotId: this.slotId, known: this.known } = original);
    return false;
  }
}
