/**
 * Autosave and two tabs on one slot, with plain objects: each "tab" is a SlotSync over its own
 * SaveSlots on one shared Storage (as two tabs share localStorage), and its open game is a plain
 * record with bots and redo groups.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRecord, type GameMove, type GameRecord } from '@railyard/rules';
import { CURRENT_KEY, SLOT_PREFIX, SaveSlots } from './save-slots';
import { BOT_SAVE_MS, COPY_NOTE, SlotSync, type SaveSource } from './slot-sync';
import { memoryStorage } from './page-shell';

const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });
const base = newRecord('tiny', ['Ada', 'Bob'], 'sync', { target: 9 });
const game = (moves: GameMove[], redo: GameMove[][] = []): SaveSource => ({
  record: { ...base, moves } as GameRecord,
  bots: {},
  redoStack: redo,
});

/** One tab: its sync, its open game, and what it told the person or opened. */
function tab(storage: Storage, id: string, open: SaveSource | null) {
  const t = {
    game: open,
    messages: [] as string[],
    opened: [] as { id: string; keepPage: boolean }[],
    updates: 0,
    sync: null as unknown as SlotSync,
  };
  t.sync = new SlotSync(
    new SaveSlots(storage),
    {
      game: () => t.game,
      notify: (_kind, text) => void t.messages.push(text),
      hasMessage: (prefix) => t.messages.some((m) => m.startsWith(prefix)),
      announce: () => {},
      open: (entry, keepPage) => {
        t.game = { record: entry.save.record, bots: entry.save.bots, redoStack: entry.save.redo };
        t.sync.attach(entry.id, entry.save);
        t.opened.push({ id: entry.id, keepPage });
        return true;
      },
      update: () => void t.updates++,
    },
    id,
  );
  return t;
}

const read = (storage: Storage, id: string | null) =>
  JSON.parse(storage.getItem(`${SLOT_PREFIX}${id}`)!) as {
    record: GameRecord;
    revision: number;
    writer: string;
    note?: string;
  };
const movesIn = (storage: Storage, id: string | null) => read(storage, id).record.moves.length;
const slotCount = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) =>
    k?.startsWith(SLOT_PREFIX),
  ).length;

/** Two tabs on one saved game with `moves` played: A saved it, B opened it from storage. */
function twoTabs(moves: GameMove[]) {
  const storage = memoryStorage();
  const a = tab(storage, 'tab-a', game(moves));
  a.sync.autosave();
  const slot = a.sync.slotId!;
  const b = tab(storage, 'tab-b', null);
  const entry = b.sync.slots.read(slot);
  if (!entry?.ok) throw new Error('the save does not read');
  b.game = game(moves);
  b.sync.attach(slot, entry.save);
  return { storage, a, b, slot };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves a new game into a new slot, then into the same slot with a higher revision', () => {
    const storage = memoryStorage();
    const a = tab(storage, 'tab-a', game([add(0, 1)]));
    a.sync.autosave();
    const slot = a.sync.slotId;
    expect(slot).not.toBeNull();
    expect(storage.getItem(CURRENT_KEY)).toBe(slot);
    expect(read(storage, slot)).toMatchObject({ revision: 1, writer: 'tab-a' });
    a.game = game([add(0, 1), add(1, 2)]);
    a.sync.autosave();
    expect(a.sync.slotId).toBe(slot);
    expect(read(storage, slot)).toMatchObject({ revision: 2, writer: 'tab-a' });
    expect(movesIn(storage, slot)).toBe(2);
    expect(slotCount(storage)).toBe(1);
  });

  it(`saves bot moves at most every ${BOT_SAVE_MS} ms, and flush writes the one waiting`, () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const a = tab(storage, 'tab-a', game([]));
    a.sync.autosave();
    const slot = a.sync.slotId;
    const moves: GameMove[] = [];
    for (let i = 0; i < 5; i++) {
      moves.push(add(i % 2, 1));
      a.game = game([...moves]);
      a.sync.autosaveSoon();
    }
    // The first bot move came right after a save: it waits, and so do the next four.
    expect(movesIn(storage, slot)).toBe(0);
    vi.advanceTimersByTime(BOT_SAVE_MS);
    expect(movesIn(storage, slot)).toBe(5);
    moves.push(add(1, 1));
    a.game = game([...moves]);
    a.sync.autosaveSoon();
    expect(movesIn(storage, slot)).toBe(5);
    a.sync.flush();
    expect(movesIn(storage, slot)).toBe(6);
    // Nothing waits now: a flush writes nothing more, and the timer does not fire a second save.
    const revision = read(storage, slot).revision;
    a.sync.flush();
    vi.advanceTimersByTime(BOT_SAVE_MS * 2);
    expect(read(storage, slot).revision).toBe(revision);
  });

  it('a bot move long after the last save is saved at once', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const a = tab(storage, 'tab-a', game([]));
    a.sync.autosave();
    vi.advanceTimersByTime(BOT_SAVE_MS + 1);
    a.game = game([add(0, 1)]);
    a.sync.autosaveSoon();
    expect(movesIn(storage, a.sync.slotId)).toBe(1);
  });

  it('when the slot cannot be written, the game goes to a new slot; when nothing can, one message says so', () => {
    const storage = memoryStorage(6000);
    const a = tab(storage, 'tab-a', game([add(0, 1)]));
    a.sync.autosave();
    const first = a.sync.slotId;
    storage.setItem(`${SLOT_PREFIX}${first}`, '{ damaged');
    a.game = game([add(0, 1), add(1, 1)]);
    a.sync.autosave();
    expect(a.sync.slotId).not.toBe(first);
    expect(storage.getItem(`${SLOT_PREFIX}${first}`)).toBe('{ damaged');
    expect(a.messages.at(-1)).toMatch(/now saved in a new slot/);
    const many = Array.from({ length: 400 }, (_, i) => add(i % 2, 1));
    a.game = game(many);
    a.sync.autosave();
    a.sync.autosave();
    expect(a.messages.filter((m) => m.startsWith('Autosave failed'))).toHaveLength(1);
  });

  it('a slot deleted while a bot move waits is not written back', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const a = tab(storage, 'tab-a', game([]));
    a.sync.autosave();
    const slot = a.sync.slotId!;
    a.game = game([add(0, 1)]);
    a.sync.autosaveSoon();
    a.sync.slots.remove(slot);
    expect(a.sync.deleted(slot)).toBe(true);
    a.sync.flush();
    vi.advanceTimersByTime(BOT_SAVE_MS);
    expect(slotCount(storage)).toBe(0);
  });
});

describe('two tabs on one saved game', () => {
  it('a tab whose game holds every stored move writes over the other tab’s shorter save', () => {
    const { storage, a, b, slot } = twoTabs([add(0, 1)]);
    b.game = game([add(0, 1), add(1, 1)]);
    b.sync.autosave();
    a.game = game([add(0, 1), add(1, 1), add(0, 2)]);
    a.sync.autosave();
    expect(read(storage, slot)).toMatchObject({ writer: 'tab-a', revision: 3 });
    expect(movesIn(storage, slot)).toBe(3);
    expect(a.opened).toEqual([]);
    expect(a.sync.conflict).toBeNull();
  });

  it('a tab whose save would drop the other tab’s moves follows the stored game instead', () => {
    const { storage, a, b, slot } = twoTabs([add(0, 1)]);
    b.game = game([add(0, 1), add(1, 1), add(0, 1)]);
    b.sync.autosave();
    // A undid nothing and played nothing new: its save (1 move) is part of B's (3 moves).
    a.sync.autosave();
    expect(movesIn(storage, slot)).toBe(3);
    expect(a.opened).toEqual([{ id: slot, keepPage: true }]);
    expect(a.game!.record.moves).toHaveLength(3);
    expect(a.messages.at(-1)).toMatch(/also open in another tab/);
  });

  it('on the other tab’s write (a storage event), a tab follows it, or only notes it when it holds the same game', () => {
    const { a, b, slot } = twoTabs([add(0, 1)]);
    b.game = game([add(0, 1), add(1, 1)]);
    b.sync.autosave();
    a.sync.check();
    expect(a.opened).toEqual([{ id: slot, keepPage: true }]);
    // B writes the same game again (a new revision, the same moves): A opens nothing.
    b.sync.autosave();
    a.sync.check();
    expect(a.opened).toHaveLength(1);
    expect(a.sync.known).toMatchObject({ writer: 'tab-b' });
  });

  it('when each tab has moves the other lacks, nothing is overwritten: this tab’s version goes to a copy', () => {
    const { storage, a, b, slot } = twoTabs([add(0, 1)]);
    b.game = game([add(0, 1), add(1, 2)]);
    b.sync.autosave();
    a.game = game([add(0, 1), add(1, 3)]);
    a.sync.autosave();
    const conflict = a.sync.conflict!;
    expect(conflict).toMatchObject({ slotId: slot, copyIsNew: true });
    expect(read(storage, slot).record.moves[1]).toMatchObject({ amount: 2 });
    expect(read(storage, conflict.copyId)).toMatchObject({ note: COPY_NOTE, writer: 'tab-a' });
    expect(read(storage, conflict.copyId).record.moves[1]).toMatchObject({ amount: 3 });
    // Autosave goes to the copy until the person chooses.
    expect(a.sync.slotId).toBe(conflict.copyId);
    a.game = game([add(0, 1), add(1, 3), add(0, 1)]);
    a.sync.autosave();
    expect(movesIn(storage, conflict.copyId)).toBe(3);
    expect(read(storage, slot).record.moves[1]).toMatchObject({ amount: 2 });
  });

  it('the same conflict found again reuses the copy already made', () => {
    const { storage, a, b } = twoTabs([add(0, 1)]);
    b.game = game([add(0, 1), add(1, 2)]);
    b.sync.autosave();
    a.game = game([add(0, 1), add(1, 3)]);
    a.sync.check();
    const copy = a.sync.conflict!.copyId;
    a.sync.conflict = null;
    a.sync.attach(b.sync.slotId, a.sync.known);
    a.sync.check();
    expect(a.sync.conflict).toMatchObject({ copyId: copy, copyIsNew: false });
    expect(slotCount(storage)).toBe(2);
  });

  function diverged() {
    const tabs = twoTabs([add(0, 1)]);
    tabs.b.game = game([add(0, 1), add(1, 2)]);
    tabs.b.sync.autosave();
    tabs.a.game = game([add(0, 1), add(1, 3)]);
    tabs.a.sync.autosave();
    return { ...tabs, copy: tabs.a.sync.conflict!.copyId! };
  }

  it('"Continue here": this tab’s version takes the slot and the other tab’s is kept in the copy', () => {
    const { storage, a, slot, copy } = diverged();
    a.sync.continueHere();
    expect(a.sync.conflict).toBeNull();
    expect(a.sync.slotId).toBe(slot);
    expect(storage.getItem(CURRENT_KEY)).toBe(slot);
    expect(read(storage, slot).record.moves[1]).toMatchObject({ amount: 3 });
    expect(read(storage, copy).record.moves[1]).toMatchObject({ amount: 2 });
    expect(read(storage, copy).note).toMatch(/continue the game in a different tab/);
  });

  it('"Open a copy": this tab plays its copy and the other tab’s slot is left alone', () => {
    const { storage, a, slot, copy } = diverged();
    a.game = game([add(0, 1), add(1, 3), add(0, 2)]);
    a.sync.openCopy();
    expect(a.sync.conflict).toBeNull();
    expect(storage.getItem(CURRENT_KEY)).toBe(copy);
    expect(movesIn(storage, copy)).toBe(3);
    expect(read(storage, slot)).toMatchObject({ writer: 'tab-b' });
    expect(read(storage, slot).record.moves[1]).toMatchObject({ amount: 2 });
  });

  it('"Reload the newer one": shows the other tab’s version and removes the copy made for the conflict', () => {
    const { storage, a, slot, copy } = diverged();
    a.sync.reloadNewer();
    expect(a.sync.conflict).toBeNull();
    expect(a.opened).toEqual([{ id: slot, keepPage: false }]);
    expect(a.game!.record.moves[1]).toMatchObject({ amount: 2 });
    expect(storage.getItem(`${SLOT_PREFIX}${copy}`)).toBeNull();
  });

  it('redo groups count as moves: a tab that undid keeps the other tab from dropping them', () => {
    const { storage, a, b, slot } = twoTabs([add(0, 1), add(1, 1)]);
    // A undid the last move (it waits in redo); B, which still has it, wrote since.
    b.sync.autosave();
    a.game = game([add(0, 1)], [[add(1, 1)]]);
    a.sync.autosave();
    expect(a.sync.conflict).toBeNull();
    expect(read(storage, slot)).toMatchObject({ writer: 'tab-a' });
  });
});
