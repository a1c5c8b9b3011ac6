/**
 * Share links: the whole game (record, bot seats, viewed position) compressed into the URL hash,
 * so a link opens the same position anywhere without a server.
 *
 *   #game=2.<crc>.<data>
 *
 * `<data>` is lz-string's compressToEncodedURIComponent of {"v":1,"record":…,"bots":…,"at":…};
 * `<crc>` is the CRC-32 of `<data>` in 8 hex digits, so a link damaged in copying (a character
 * changed, lost or added) is refused instead of opening a slightly different game. Links made
 * before checksums (`#game=<data>`, no dots) still open, with a note that they were not checked.
 *
 * `"spoiler": true` marks an unfinished game with hidden information or chance: its seed lets
 * whoever opens the link compute the hidden items and future draws (the opening side warns).
 *
 * Making a link (`share-encode.ts`, with lz-string's compressor) is a chunk of its own, loaded
 * when a link is copied; reading one needs only the small decoder of `link-codec.ts`.
 *
 * Limits: at most MAX_LINK_CHARS characters of data (a long game takes about 3,500) and
 * MAX_LINK_JSON_CHARS once decompressed; longer links are refused before they are expanded.
 */
import { clip, formatProblems, quote, validateRecord, type GameRecord } from '@railyard/rules';
import { checkBots } from './save-slots.js';
import { crc32, lzDecode } from './link-codec.js';

/** The most characters of game data a link may carry (about 20 times a long game). */
export const MAX_LINK_CHARS = 64_000;
/** The most characters the game data may expand to. */
export const MAX_LINK_JSON_CHARS = 1_000_000;
/** The link format written now (the part before the checksum). */
export const LINK_FORMAT = '2';

export const HASH_KEY = 'game';

export interface SharePayload {
  readonly record: GameRecord;
  /** Bot id per seat; seats not listed are people. */
  readonly bots: Readonly<Record<string, string>>;
  /** Position shown (number of moves applied), when not the latest. */
  readonly at?: number;
  /** The link lets its reader compute hidden items or future draws (see spoiler.ts). */
  readonly spoiler?: boolean;
}

export type DecodeResult =
  | { kind: 'none' }
  | {
      kind: 'ok';
      payload: SharePayload;
      /** The link has no checksum (made before links had one): damage could not be detected. */
      unchecked?: true;
    }
  | { kind: 'error'; message: string };

/**
 * Reads a hash (with or without "#"). `none` when it carries no game; `error` with a sentence
 * saying what is wrong for a damaged or invalid link. Never throws.
 */
export function decodeShare(hash: string): DecodeResult {
  const result = decodeShareUnclipped(hash);
  return result.kind === 'error' ? { kind: 'error', message: clip(result.message) } : result;
}

const DAMAGED = 'It may have been cut short or changed when it was copied: ask for the link again.';

function decodeShareUnclipped(hash: string): DecodeResult {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { kind: 'none' };
  if (text.length > MAX_LINK_CHARS + 1000)
    return {
      kind: 'error',
      message: `The link is too long: its address part has ${text.length} characters, and a game link carries at most ${MAX_LINK_CHARS} characters of game data.`,
    };
  const params = new URLSearchParams(text.replace(/\+/g, '%2B'));
  const value = params.get(HASH_KEY);
  if (value === null)
    return damagedKey(text, params)
      ? {
          kind: 'error',
          message: `The link could not be read: a game link starts with "#${HASH_KEY}=", and this one starts with ${quote(`#${text.slice(0, 12)}`)}. ${DAMAGED}`,
        }
      : { kind: 'none' };
  if (value === '')
    return {
      kind: 'error',
      message: 'The link carries no game data (the part after "#game=" is empty).',
    };
  // Some channels turn "+" into a space; lz-string reads both the same.
  const field = value.replace(/ /g, '+');
  let packed = field;
  let unchecked = true;
  if (field.includes('.')) {
    const parts = /^([^.]*)\.([^.]*)\.([^.]*)$/.exec(field);
    if (!parts)
      return {
        kind: 'error',
        message: `The link is damaged: its game data is not in the form "#game=2.<checksum>.<data>". ${DAMAGED}`,
      };
    const [, format, sum, data] = parts as unknown as [string, string, string, string];
    if (format !== LINK_FORMAT)
      return {
        kind: 'error',
        message: /^\d+$/.test(format)
          ? `The link was made by a newer or unknown playground (link format ${quote(format)}); this one reads format ${LINK_FORMAT}.`
          : `The link is damaged: its format mark ${quote(format)} is not a number. ${DAMAGED}`,
      };
    if (!/^[0-9a-f]{8}$/.test(sum))
      return {
        kind: 'error',
        message: `The link is damaged: its checksum ${quote(sum)} is not 8 hex digits. ${DAMAGED}`,
      };
    if (data.length > MAX_LINK_CHARS) return tooLong(data.length);
    if (crc32(data) !== sum)
      return {
        kind: 'error',
        message: `The link is damaged: its checksum does not match its game data. ${DAMAGED}`,
      };
    packed = data;
    unchecked = false;
  } else if (packed.length > MAX_LINK_CHARS) return tooLong(packed.length);
  const decoded = lzDecode(packed, MAX_LINK_JSON_CHARS);
  if (!decoded.ok)
    return {
      kind: 'error',
      message:
        decoded.reason === 'too-long'
          ? `The link's game data expands to more than ${MAX_LINK_JSON_CHARS} characters, far more than any game; it was not opened.`
          : `The link is damaged: its game data could not be decompressed. ${DAMAGED}`,
    };
  const result = readPayload(decoded.text);
  return result.kind === 'ok' && unchecked ? { ...result, unchecked: true } : result;
}

/**
 * A hash without a `game` key that still looks like a game link: a key one slip from `game` (or
 * starting with it: a lost `=`), the `2.<checksum>.` of a link, or long packed data (a page
 * anchor such as `#main-content` is short and plain).
 */
function damagedKey(text: string, params: URLSearchParams): boolean {
  if (/\d\.[0-9a-f]{8}\./i.test(text)) return true;
  if (text.length >= 100 && !/^[\w-]*$/.test(text)) return true;
  return [...params.keys()].some((key) => {
    const name = key.toLowerCase();
    return name.startsWith(HASH_KEY) || oneSlipApart(name, HASH_KEY);
  });
}

/** One character changed, added or lost, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  if (a.length === b.length + 1) return a.slice(i + 1) === b.slice(i);
  if (b.length === a.length + 1) return a.slice(i) === b.slice(i + 1);
  return false;
}

function tooLong(length: number): DecodeResult {
  return {
    kind: 'error',
    message: `The link is too long: it carries ${length} characters of game data, and at most ${MAX_LINK_CHARS} are read.`,
  };
}

/** Checks the decompressed JSON of a link. */
function readPayload(json: string): DecodeResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {
      kind: 'error',
      message: `The link is damaged: its game data is not valid JSON. ${DAMAGED}`,
    };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { kind: 'error', message: 'The link is damaged: its game data is not an object.' };
  const payload = data as Record<string, unknown>;
  if (payload.v !== 1)
    return {
      kind: 'error',
      message: `The link was made by a newer or unknown playground (data version ${quote(payload.v)}); this one reads version 1.`,
    };
  const record = validateRecord(payload.record);
  if (!record.ok)
    return {
      kind: 'error',
      message: `The link's game record is invalid:\n${formatProblems(record.problems)}`,
    };
  const bots = payload.bots ?? {};
  const botProblem = checkBots(bots, record.value.players.length);
  if (botProblem)
    return { kind: 'error', message: `The link's bot seats are invalid: ${botProblem}.` };
  let at: number | undefined;
  if (payload.at !== undefined) {
    if (
      typeof payload.at !== 'number' ||
      !Number.isInteger(payload.at) ||
      payload.at < 0 ||
      payload.at > record.value.moves.length
    ) {
      return {
        kind: 'error',
        message: `The link's position "at" must be a move number from 0 to ${record.value.moves.length}.`,
      };
    }
    at = payload.at;
  }
  if (payload.spoiler !== undefined && typeof payload.spoiler !== 'boolean')
    return { kind: 'error', message: 'The link\'s "spoiler" mark must be true or false.' };
  return {
    kind: 'ok',
    payload: {
      record: record.value,
      bots: bots as Record<string, string>,
      ...(at !== undefined ? { at } : {}),
      ...(payload.spoiler === true ? { spoiler: true } : {}),
    },
  };
}
