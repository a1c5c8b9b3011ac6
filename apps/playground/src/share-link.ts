/**
 * Share links: the whole game (record, bot seats, viewed position) compressed into the URL hash,
 * so a link opens the same position anywhere without a server.
 *
 *   #game=<lz-string compressToEncodedURIComponent of {"v":1,"record":…,"bots":…,"at":…}>
 *
 * `"spoiler": true` marks an unfinished game with hidden information or chance: its seed lets
 * whoever opens the link compute the hidden items and future draws (the opening side warns).
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { formatProblems, validateRecord, type GameRecord } from '@railyard/rules';
import { checkBots } from './save-slots.js';

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
  { kind: 'none' } | { kind: 'ok'; payload: SharePayload } | { kind: 'error'; message: string };

/** The hash (without "#") that carries a game. */
export function encodeShare(payload: SharePayload): string {
  const data: Record<string, unknown> = { v: 1, record: payload.record, bots: payload.bots };
  if (payload.at !== undefined && payload.at !== payload.record.moves.length) data.at = payload.at;
  if (payload.spoiler) data.spoiler = true;
  return `${HASH_KEY}=${compressToEncodedURIComponent(JSON.stringify(data))}`;
}

/** A full link to the playground page at `base` (e.g. location.href) carrying the game. */
export function shareUrl(base: string, payload: SharePayload): string {
  const url = new URL(base);
  url.hash = encodeShare(payload);
  return url.toString();
}

/**
 * Reads a hash (with or without "#"). `none` when it carries no game; `error` with a sentence
 * saying what is wrong for a damaged or invalid link. Never throws.
 */
export function decodeShare(hash: string): DecodeResult {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { kind: 'none' };
  const params = new URLSearchParams(text.replace(/\+/g, '%2B'));
  const packed = params.get(HASH_KEY);
  if (packed === null) return { kind: 'none' };
  if (packed === '')
    return {
      kind: 'error',
      message: 'The link carries no game data (the part after "#game=" is empty).',
    };
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(packed);
  } catch {
    json = null;
  }
  if (!json)
    return {
      kind: 'error',
      message:
        'The link is damaged: its game data could not be decompressed. It may have been cut short when it was copied.',
    };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {
      kind: 'error',
      message:
        'The link is damaged: its game data is not valid JSON. It may have been cut short or edited.',
    };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { kind: 'error', message: 'The link is damaged: its game data is not an object.' };
  const payload = data as Record<string, unknown>;
  if (payload.v !== 1)
    return {
      kind: 'error',
      message: `The link was made by a newer or unknown playground (data version ${JSON.stringify(payload.v)}); this one reads version 1.`,
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
