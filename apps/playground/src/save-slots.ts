/**
 * Save slots in localStorage. Every game lives in its own slot (its own storage key), so a
 * damaged slot can never take the others with it. A slot whose text cannot be read is listed
 * as damaged with its text kept verbatim, and is never overwritten: only an explicit delete
 * removes it.
 */
import {
  BOT_LEVELS,
  clip,
  formatProblems,
  parseJsonText,
  MAX_QUOTED_CHARS,
  validateRecord,
  type GameMove,
  type GameRecord,
} from '@railyard/rules';

export const SLOT_PREFIX = 'railyard-playground:slot:';
export const CURRENT_KEY = 'railyard-playground:current';

/** What a slot holds: the record (the game) plus the playground's own bits around it. */
export interface SaveData {
  readonly format: 'railyard-playground-save';
  readonly version: 1;
  readonly record: GameRecord;
  /** Undone moves that redo can bring back, in groups; the last group is redone first. */
  readonly redo: readonly (readonly GameMove[])[];
  /** Bot id per seat (seat index as key); seats not listed are people. */
  readonly bots: Readonly<Record<string, string>>;
  /** ISO time of the last save. */
  readonly savedAt: string;
  /**
   * Counts the writes of this slot (0 for saves made before revisions). With `writer` it tells a
   * tab whether the slot still holds what it wrote last, or another tab wrote since.
   */
  readonly revision: number;
  /** Id of the tab (page load) that wrote this save; '' when unknown. */
  readonly writer: string;
  /** Why the save exists, shown in the slot list (a copy kept when two tabs changed one game). */
  readonly note?: string;
}

/** Who last wrote a slot: the revision and the tab. */
export interface SaveStamp {
  readonly revision: number;
  readonly writer: string;
}

export type SlotEntry =
  | { readonly id: string; readonly ok: true; readonly save: SaveData }
  | { readonly id: string; readonly ok: false; readonly raw: string; readonly error: string };

export type ParseSaveResult = { ok: true; save: SaveData } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A redo group, checked as the record's own moves are (the core record reader, so that a
 * damaged move gets the same message wherever it is); names the first problem and where.
 */
function redoProblem(group: unknown, index: number, record: GameRecord): string | null {
  if (!Array.isArray(group)) return `redo/${index} must be a list of moves`;
  const checked = validateRecord({ ...record, moves: group });
  if (checked.ok) return null;
  const first = checked.problems[0]!;
  return `redo/${index}${first.path.replace(/^\/moves/, '')} ${first.message}`;
}

/** Checks a bots map against a record's seats; names the first problem. */
export function checkBots(value: unknown, players: number): string | null {
  if (!isObject(value)) return 'bots must be an object of seat → bot id';
  for (const [seat, bot] of Object.entries(value)) {
    const n = Number(seat);
    if (!/^\d+$/.test(seat) || n >= players)
      return `bots names seat ${clip(seat, MAX_QUOTED_CHARS)}, but the game has seats 0 to ${players - 1}`;
    if (typeof bot !== 'string' || bot.length === 0) return `bots/${seat} must be a bot id`;
    // Own keys only: "constructor" or "__proto__" are not bots.
    if (!(BOT_LEVELS as readonly string[]).includes(bot))
      return `bots/${seat} names an unknown bot level "${clip(bot, MAX_QUOTED_CHARS)}" (known: ${BOT_LEVELS.join(', ')})`;
  }
  return null;
}

/**
 * Reads a slot's text. Accepts a playground save or a bare record (as exported to a file).
 * Never throws; the error says what is wrong.
 */
export function parseSave(text: string): ParseSaveResult {
  // The core record reader's own limits and JSON messages (size, byte-order mark, where it breaks).
  const read = parseJsonText(text);
  if (!read.ok) return { ok: false, error: `the text ${read.problems[0]!.message}` };
  let data = read.value;
  // A bare record (an exported file) may carry its bot seats as `bots`; older files have none.
  if (isObject(data) && data.format === 'railyard-record') {
    const { bots = {}, ...record } = data;
    data = {
      format: 'railyard-playground-save',
      version: 1,
      record,
      redo: [],
      bots,
      savedAt: '',
      revision: 0,
      writer: '',
    };
  }
  if (!isObject(data)) return { ok: false, error: 'the saved data is not an object' };
  if (data.format !== 'railyard-playground-save')
    return {
      ok: false,
      error: 'the saved data is not a Railyard playground save (its "format" is wrong)',
    };
  if (data.version !== 1)
    return {
      ok: false,
      error: `the save has version ${JSON.stringify(data.version)}; this playground reads version 1`,
    };
  const record = validateRecord(data.record);
  if (!record.ok)
    return {
      ok: false,
      error: `the saved game record is damaged: ${formatProblems(record.problems)}`,
    };
  const redo = data.redo ?? [];
  if (!Array.isArray(redo)) return { ok: false, error: 'redo must be a list' };
  for (const [i, group] of redo.entries()) {
    const problem = redoProblem(group, i, record.value);
    if (problem) return { ok: false, error: problem };
  }
  const bots = data.bots ?? {};
  const botProblem = checkBots(bots, record.value.players.length);
  if (botProblem) return { ok: false, error: botProblem };
  const revision = data.revision ?? 0;
  if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0)
    return { ok: false, error: 'revision must be a whole number from 0' };
  const writer = data.writer ?? '';
  if (typeof writer !== 'string' || writer.length > 64)
    return { ok: false, error: 'writer must be a tab id of at most 64 characters' };
  const note = data.note;
  if (note !== undefined && (typeof note !== 'string' || note.length > 300))
    return { ok: false, error: 'note must be a text of at most 300 characters' };
  return {
    ok: true,
    save: {
      format: 'railyard-playground-save',
      version: 1,
      record: record.value,
      redo: redo as GameMove[][],
      bots: bots as Record<string, string>,
      savedAt: typeof data.savedAt === 'string' ? data.savedAt : '',
      revision,
      writer,
      ...(note ? { note } : {}),
    },
  };
}

export function makeSave(
  record: GameRecord,
  bots: Readonly<Record<string, string>>,
  redo: readonly (readonly GameMove[])[] = [],
  now = new Date(),
  stamp: SaveStamp = { revision: 1, writer: '' },
  note?: string,
): SaveData {
  return {
    format: 'railyard-playground-save',
    version: 1,
    record,
    redo,
    bots,
    savedAt: now.toISOString(),
    revision: stamp.revision,
    writer: stamp.writer,
    ...(note ? { note } : {}),
  };
}

export type WriteResult = { ok: true; id: string } | { ok: false; error: string };

/** The slots of one Storage (localStorage in the app, a Map-backed fake in tests). */
export class SaveSlots {
  /**
   * What this object wrote last into each slot, text and data: while a slot still holds that
   * text, reading it needs no parse and no check (an autosave after every move of a long game
   * parsed and checked the whole record twice, issue 22). Another tab's write changes the text.
   */
  private written = new Map<string, { text: string; save: SaveData }>();

  constructor(private readonly storage: Storage) {}

  private keys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(SLOT_PREFIX)) keys.push(key);
    }
    return keys;
  }

  /** Every slot, readable or not; newest save first, damaged slots last. */
  list(): SlotEntry[] {
    const entries = this.keys().map((key) => this.read(key.slice(SLOT_PREFIX.length))!);
    return entries.sort((a, b) => {
      if (a.ok !== b.ok) return a.ok ? -1 : 1;
      if (a.ok && b.ok)
        return b.save.savedAt.localeCompare(a.save.savedAt) || a.id.localeCompare(b.id);
      return a.id.localeCompare(b.id);
    });
  }

  read(id: string): SlotEntry | null {
    const raw = this.storage.getItem(SLOT_PREFIX + id);
    if (raw === null) return null;
    const own = this.written.get(id);
    if (own?.text === raw) return { id, ok: true, save: own.save };
    const parsed = parseSave(raw);
    return parsed.ok
      ? { id, ok: true, save: parsed.save }
      : { id, ok: false, raw, error: parsed.error };
  }

  /** A fresh slot id that no slot uses. */
  newId(now = Date.now()): string {
    let n = now;
    while (this.storage.getItem(SLOT_PREFIX + String(n)) !== null) n++;
    return String(n);
  }

  /**
   * Writes a save into slot `id`. Refuses to overwrite a slot whose current text cannot be read
   * (that text may be someone's only copy of a game); reports a full storage instead of throwing.
   */
  write(id: string, save: SaveData): WriteResult {
    const existing = this.storage.getItem(SLOT_PREFIX + id);
    if (existing !== null && existing !== this.written.get(id)?.text && !parseSave(existing).ok) {
      return {
        ok: false,
        error: `Slot ${id} holds a save that cannot be read; it is kept as it is and was not overwritten.`,
      };
    }
    try {
      const text = JSON.stringify(save);
      this.storage.setItem(SLOT_PREFIX + id, text);
      this.written.set(id, { text, save });
      return { ok: true, id };
    } catch (error) {
      return {
        ok: false,
        error: `The browser refused to store the game (${(error as Error).message || 'storage full or disabled'}).`,
      };
    }
  }

  /** Writes a save into a new slot. */
  create(save: SaveData): WriteResult {
    return this.write(this.newId(), save);
  }

  remove(id: string): void {
    this.storage.removeItem(SLOT_PREFIX + id);
    this.written.delete(id);
    if (this.current() === id) this.storage.removeItem(CURRENT_KEY);
  }

  /** The storage key of slot `id` (to match storage events). */
  static keyOf(id: string): string {
    return SLOT_PREFIX + id;
  }

  /** Id of the slot the open game autosaves to. */
  current(): string | null {
    return this.storage.getItem(CURRENT_KEY);
  }

  setCurrent(id: string | null): void {
    try {
      if (id === null) this.storage.removeItem(CURRENT_KEY);
      else this.storage.setItem(CURRENT_KEY, id);
    } catch {
      // Storage disabled: autosave reports it on the next write.
    }
  }
}
