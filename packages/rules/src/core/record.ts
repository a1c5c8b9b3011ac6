/**
 * Game records: `{format, version, game, players, seed, options, moves}`. A game *is* its record;
 * every state is the replay of it. This module parses and validates records structurally
 * (the JSON Schema in `schema/record.schema.json` says the same); replay.ts checks legality.
 */
import { clip } from './quote.js';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

/** A move is a serialisable event: a `domain.verb` type, the acting seat and plain parameters. */
export interface GameMove {
  readonly type: string;
  /** Seat index (0-based) of the player making the move. */
  readonly player: number;
  readonly [param: string]: JsonValue | undefined;
}

export interface GameRecord<Move extends GameMove = GameMove> {
  readonly format: 'railyard-record';
  readonly version: 1;
  readonly game: string;
  /** Player names in seat order (seat 0 first). */
  readonly players: readonly string[];
  readonly seed: string;
  readonly options: Readonly<Record<string, JsonValue>>;
  readonly moves: readonly Move[];
}

export interface RecordProblem {
  /** JSON-pointer-like path to the offending value, e.g. `/moves/3/player`. */
  readonly path: string;
  readonly message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: RecordProblem[] };

const MOVE_TYPE = /^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/;
/** The most moves a record may have. */
export const MAX_MOVES = 100_000;
/** The longest record text read (10 MB): far above any real game, small enough to parse at once. */
export const MAX_RECORD_CHARS = 10_000_000;
/** Problems listed in full; the rest are counted in one closing line. */
export const MAX_LISTED_PROBLEMS = 20;

/** Keeps the first problems and counts the rest, so hostile input cannot flood memory or output. */
class ProblemList {
  readonly listed: RecordProblem[] = [];
  private omitted = 0;

  push(problem: RecordProblem): void {
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
    else this.omitted++;
  }

  get length(): number {
    return this.listed.length + this.omitted;
  }

  /** The listed problems, closed by a line that counts the others. */
  result(): RecordProblem[] {
    if (this.omitted === 0) return this.listed;
    return [
      ...this.listed,
      {
        path: '',
        message: `… and ${this.omitted} more problem${this.omitted === 1 ? '' : 's'} (only the first ${MAX_LISTED_PROBLEMS} are listed)`,
      },
    ];
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkJson(value: unknown, path: string, problems: ProblemList, depth = 0): void {
  if (depth > 8) {
    problems.push({ path, message: 'is nested too deeply' });
    return;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) problems.push({ path, message: 'must be a finite number' });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkJson(item, `${path}/${i}`, problems, depth + 1));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      checkJson(item, `${path}/${key}`, problems, depth + 1);
    return;
  }
  problems.push({ path, message: `must be JSON data, got ${typeof value}` });
}

/** Structural validation of an unknown value (already JSON-parsed) as a record. */
export function validateRecord(input: unknown): ParseResult<GameRecord> {
  const problems = new ProblemList();
  if (!isPlainObject(input))
    return { ok: false, problems: [{ path: '', message: 'a record must be a JSON object' }] };
  if (input.format !== 'railyard-record')
    problems.push({ path: '/format', message: 'must be "railyard-record"' });
  if (input.version !== 1)
    problems.push({
      path: '/version',
      message: `must be 1 (this engine reads version 1), got ${JSON.stringify(input.version)}`,
    });
  if (typeof input.game !== 'string' || !/^[a-z][a-z0-9-]*$/.test(input.game))
    problems.push({
      path: '/game',
      message: 'must be a kebab-case game id such as "chicago-express"',
    });
  if (!Array.isArray(input.players) || input.players.length === 0 || input.players.length > 16) {
    problems.push({ path: '/players', message: 'must be a list of 1 to 16 player names' });
  } else {
    input.players.forEach((name, i) => {
      if (typeof name !== 'string' || name.length === 0 || name.length > 64)
        problems.push({ path: `/players/${i}`, message: 'must be a name of 1 to 64 characters' });
    });
  }
  if (typeof input.seed !== 'string' || input.seed.length > 256)
    problems.push({ path: '/seed', message: 'must be a text of at most 256 characters' });
  if (input.options !== undefined && !isPlainObject(input.options))
    problems.push({ path: '/options', message: 'must be an object' });
  else if (input.options !== undefined) checkJson(input.options, '/options', problems);
  if (!Array.isArray(input.moves)) {
    problems.push({ path: '/moves', message: 'must be a list of moves' });
  } else if (input.moves.length > MAX_MOVES) {
    problems.push({
      path: '/moves',
      message: `has ${input.moves.length} moves; at most ${MAX_MOVES} are read`,
    });
  } else {
    const playerCount = Array.isArray(input.players) ? input.players.length : 0;
    input.moves.forEach((move, i) => {
      const path = `/moves/${i}`;
      if (!isPlainObject(move)) {
        problems.push({ path, message: 'must be an object with a "type" and a "player"' });
        return;
      }
      if (typeof move.type !== 'string' || !MOVE_TYPE.test(move.type))
        problems.push({
          path: `${path}/type`,
          message: 'must be an event name of the form "domain.verb"',
        });
      if (
        typeof move.player !== 'number' ||
        !Number.isInteger(move.player) ||
        move.player < 0 ||
        (playerCount > 0 && move.player >= playerCount)
      ) {
        problems.push({
          path: `${path}/player`,
          message: `must be a seat number from 0 to ${Math.max(0, playerCount - 1)}`,
        });
      }
      checkJson(move, path, problems);
    });
  }
  if (problems.length > 0) return { ok: false, problems: problems.result() };
  return {
    ok: true,
    value: {
      ...(input as unknown as GameRecord),
      options: (input.options as GameRecord['options']) ?? {},
    },
  };
}

/**
 * Reads JSON text as records are read (a record, or a host's file or save around one): at most
 * MAX_RECORD_CHARS, a byte-order mark dropped, a problem saying where the JSON breaks.
 */
export function parseJsonText(text: string): ParseResult<unknown> {
  if (text.length > MAX_RECORD_CHARS)
    return {
      ok: false,
      problems: [
        {
          path: '',
          message: `is ${text.length} characters long; at most ${MAX_RECORD_CHARS} are read`,
        },
      ],
    };
  // A UTF-8 byte-order mark (some editors write one) is not part of the JSON.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch (error) {
    return {
      ok: false,
      problems: [
        { path: '', message: `is not valid JSON: ${jsonErrorText(json, error as Error)}` },
      ],
    };
  }
}

/** Parses record text (JSON) and validates its structure. */
export function parseRecord(text: string): ParseResult<GameRecord> {
  const data = parseJsonText(text);
  return data.ok ? validateRecord(data.value) : data;
}

export function jsonErrorText(text: string, error: Error): string {
  const message = error.message.replace(/, "[\s\S]*" is not valid JSON$/, ' is not valid JSON');
  if (/line \d+/.test(message)) return message;
  const position = /at position (\d+)/.exec(message);
  // Some engines (Node 20 for an unexpected token) name no position: find it ourselves.
  const at = position ? Number(position[1]) : jsonErrorOffset(text);
  if (at < 0) return message;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+/, '').replace(/\.$/, '')} at line ${line}, column ${column}`;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The offset of the first JSON syntax error in `text`, or -1 when it is valid JSON. A scanner
 * without recursion, so deep nesting cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number {
  const stack: string[] = [];
  let expect: 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' = 'value';
  let i = 0;
  /** The index after the string at `start`, or -(error offset + 1). */
  const string = (start: number): number => {
    for (let j = start + 1; j < text.length; j++) {
      const code = text.charCodeAt(j);
      if (code === 0x22) return j + 1;
      if (code < 0x20) return -(j + 1);
      if (code === 0x5c) {
        const next = text[j + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return -(j + 2);
          j += 5;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) j++;
        else return -(j + 2);
      }
    }
    return -(text.length + 1);
  };
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    if (i >= text.length) return expect === 'commaOrEnd' && stack.length === 0 ? -1 : i;
    const char = text[i]!;
    if (expect === 'commaOrEnd') {
      const top = stack.at(-1);
      if (top === undefined) return i;
      if (char === ',') expect = top === '{' ? 'key' : 'value';
      else if (char === (top === '{' ? '}' : ']')) stack.pop();
      else return i;
      i++;
    } else if (expect === 'colon') {
      if (char !== ':') return i;
      i++;
      expect = 'value';
    } else if (expect === 'key' || (expect === 'keyOrEnd' && char !== '}')) {
      if (char !== '"') return i;
      const end = string(i);
      if (end < 0) return -end - 1;
      i = end;
      expect = 'colon';
    } else if (expect === 'keyOrEnd' || (expect === 'valueOrEnd' && char === ']')) {
      stack.pop();
      i++;
      expect = 'commaOrEnd';
    } else if (char === '{' || char === '[') {
      stack.push(char);
      i++;
      expect = char === '{' ? 'keyOrEnd' : 'valueOrEnd';
    } else if (char === '"') {
      const end = string(i);
      if (end < 0) return -end - 1;
      i = end;
      expect = 'commaOrEnd';
    } else {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text);
      const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
      const length = number ? number[0].length : (literal?.length ?? 0);
      if (length === 0) return i;
      i += length;
      expect = 'commaOrEnd';
    }
  }
}

/** One line per problem, e.g. `record/moves/3/player must be a seat number …`. */
export function formatProblems(problems: readonly RecordProblem[]): string {
  // Each line cut to a readable length: a message may quote a hostile value.
  return problems
    .map((p) =>
      clip(
        p.path === '' && p.message.startsWith('…') ? p.message : `record${p.path} ${p.message}`,
        300,
      ),
    )
    .join('\n');
}

/** A fresh record with no moves. */
export function newRecord(
  game: string,
  players: readonly string[],
  seed: string,
  options: Record<string, JsonValue> = {},
): GameRecord {
  return {
    format: 'railyard-record',
    version: 1,
    game,
    players: [...players],
    seed,
    options,
    moves: [],
  };
}
