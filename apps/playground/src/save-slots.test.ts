import { describe, expect, it, vi } from 'vitest';
import { MAX_RECORD_CHARS, newRecord } from '@railyard/rules';
import { CURRENT_KEY, SLOT_PREFIX, SaveSlots, makeSave, parseSave } from './save-slots';
import { recordFileText } from './bot-seats';
import { memoryStorage } from './page-shell';

const record = {
  ...newRecord('tiny', ['Ada', 'Bob'], 'seed-1'),
  moves: [{ type: 'counter.add', player: 0, amount: 2 }],
};

describe('parseSave', () => {
  it('checks redo moves as the core record reader checks moves, naming the group, move and field', () => {
    const save = makeSave(record, {}, [
      [{ type: 'counter.add', player: 1, amount: 1 }],
      [
        { type: 'counter.add', player: 0, amount: 1 },
        { type: 'counter.add', player: 7, amount: 1 },
      ],
    ]);
    const parsed = parseSave(JSON.stringify(save));
    expect(parsed).toEqual({
      ok: false,
      error: 'redo/1/1/player must be a seat number from 0 to 1',
    });
    const tooLong = parseSave(' '.repeat(MAX_RECORD_CHARS + 1));
    expect(!tooLong.ok && tooLong.error).toBe(
      `the text is ${MAX_RECORD_CHARS + 1} characters long; at most ${MAX_RECORD_CHARS} are read`,
    );
  });

  it('reads a save it wrote', () => {
    const save = makeSave(
      record,
      { 1: 'random' },
      [[{ type: 'counter.add', player: 1, amount: 1 }]],
      new Date('2026-01-02T03:04:05Z'),
    );
    const parsed = parseSave(JSON.stringify(save));
    expect(parsed).toEqual({ ok: true, save });
  });

  it('reads a bare record (an exported file) as a save without bots', () => {
    const parsed = parseSave(JSON.stringify(record));
    expect(parsed.ok && parsed.save.record).toEqual(record);
    expect(parsed.ok && parsed.save.bots).toEqual({});
  });

  it('reads the bot levels of an exported record (its optional "bots"), keeping the record clean', () => {
    const parsed = parseSave(recordFileText(record, { 1: 'medium' }));
    expect(parsed.ok && parsed.save.bots).toEqual({ 1: 'medium' });
    expect(parsed.ok && parsed.save.record).toEqual(record);
    expect(parsed.ok && 'bots' in parsed.save.record).toBe(false);
    // No bot seats: the file is the plain record, as older files are.
    expect(JSON.parse(recordFileText(record, {}))).toEqual(record);
    expect(parseSave(JSON.stringify({ ...record, bots: { 1: 'grandmaster' } }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/bots\/1 names an unknown bot level "grandmaster"/),
    });
    expect(parseSave(JSON.stringify({ ...record, bots: { 9: 'hard' } }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/bots names seat 9/),
    });
  });

  it('names what is wrong with damaged text', () => {
    expect(parseSave('{"format": "railyard-playground-save", "vers')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not valid JSON/),
    });
    expect(parseSave('[1,2]')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not an object/),
    });
    expect(parseSave('{"format":"other"}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/format/),
    });
    const badMove = makeSave({ ...record, moves: [{ type: 'add', player: 0 }] }, {});
    expect(parseSave(JSON.stringify(badMove))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/record\/moves\/0\/type/),
    });
    const badBots = makeSave(record, { 5: 'random' });
    expect(parseSave(JSON.stringify(badBots))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/seat 5/),
    });
    expect(parseSave(JSON.stringify({ ...makeSave(record, {}), version: 2 }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/version 2/),
    });
  });
});

describe('SaveSlots', () => {
  it('keeps several games in separate slots, newest first', () => {
    const slots = new SaveSlots(memoryStorage());
    const a = slots.create(makeSave(record, {}, [], new Date('2026-01-01T00:00:00Z')));
    const b = slots.create(
      makeSave({ ...record, seed: 'other' }, {}, [], new Date('2026-01-02T00:00:00Z')),
    );
    expect(a.ok && b.ok).toBe(true);
    const list = slots.list();
    expect(list.map((e) => e.ok && e.save.record.seed)).toEqual(['other', 'seed-1']);
  });

  it('lists a damaged slot with its text kept, and never overwrites it', () => {
    const storage = memoryStorage();
    const slots = new SaveSlots(storage);
    const good = slots.create(makeSave(record, {}));
    storage.setItem(`${SLOT_PREFIX}broken`, '{"format":"railyard-playground-save", "record": {');
    const list = slots.list();
    expect(list).toHaveLength(2);
    const broken = list.find((e) => e.id === 'broken')!;
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.raw).toBe('{"format":"railyard-playground-save", "record": {');
    expect(!broken.ok && broken.error).toMatch(/not valid JSON/);
    const write = slots.write('broken', makeSave(record, {}));
    expect(write.ok).toBe(false);
    expect(storage.getItem(`${SLOT_PREFIX}broken`)).toBe(
      '{"format":"railyard-playground-save", "record": {',
    );
    expect(good.ok && slots.read(good.id)?.ok).toBe(true);
  });

  it('reports a full storage instead of throwing, and keeps the old save', () => {
    const storage = memoryStorage(2000);
    const slots = new SaveSlots(storage);
    const first = slots.create(makeSave(record, {}));
    expect(first.ok).toBe(true);
    const huge = {
      ...record,
      players: ['x'.repeat(60), 'y'.repeat(60)],
      moves: Array.from({ length: 100 }, () => ({ type: 'counter.add', player: 0, amount: 1 })),
    };
    const result = first.ok ? slots.write(first.id, makeSave(huge, {})) : null;
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/refused to store/) });
    expect(first.ok && slots.read(first.id)).toMatchObject({ ok: true, save: { record } });
  });

  it('remembers the current slot and forgets it when that slot is deleted', () => {
    const storage = memoryStorage();
    const slots = new SaveSlots(storage);
    const made = slots.create(makeSave(record, {}));
    if (!made.ok) throw new Error(made.error);
    slots.setCurrent(made.id);
    expect(slots.current()).toBe(made.id);
    expect(storage.getItem(CURRENT_KEY)).toBe(made.id);
    slots.remove(made.id);
    expect(slots.current()).toBeNull();
    expect(slots.list()).toEqual([]);
  });

  it('gives each new slot a fresh id', () => {
    const slots = new SaveSlots(memoryStorage());
    const a = slots.create(makeSave(record, {}));
    const b = slots.create(makeSave(record, {}));
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
  });
});

describe('SaveSlots on a long game (issue 22: autosave slowed as the game grew)', () => {
  const long = {
    ...record,
    moves: Array.from({ length: 2000 }, (_, i) => ({
      type: 'counter.add',
      player: i % 2,
      amount: 1,
    })),
  };

  it('reads and overwrites its own last save without parsing the record again', () => {
    const storage = memoryStorage();
    const slots = new SaveSlots(storage);
    const first = slots.create(makeSave(long, {}));
    expect(first.ok).toBe(true);
    const id = first.ok ? first.id : '';
    const parse = vi.spyOn(JSON, 'parse');
    try {
      // What an autosave does after every move: read the slot, then write the next save.
      for (let move = 0; move < 5; move++) {
        expect(slots.read(id)).toMatchObject({ ok: true, save: { record: { moves: long.moves } } });
        expect(slots.write(id, makeSave(long, {})).ok).toBe(true);
      }
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('still reads what another tab wrote, and never overwrites a slot damaged since', () => {
    const storage = memoryStorage();
    const slots = new SaveSlots(storage);
    const made = slots.create(makeSave(long, {}));
    const id = made.ok ? made.id : '';
    const theirs = makeSave(record, { 1: 'random' }, [], new Date(), { revision: 9, writer: 'b' });
    storage.setItem(SLOT_PREFIX + id, JSON.stringify(theirs));
    expect(slots.read(id)).toEqual({ id, ok: true, save: theirs });
    storage.setItem(SLOT_PREFIX + id, '{"damaged');
    expect(slots.write(id, makeSave(long, {})).ok).toBe(false);
    expect(storage.getItem(SLOT_PREFIX + id)).toBe('{"damaged');
  });
});
