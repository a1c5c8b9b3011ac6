/**
 * Making share links (see share-link.ts for the format): apart from reading them, because
 * lz-string's compressor is only needed when a link is copied, so the playground loads this
 * module then.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import {
  HASH_KEY,
  LINK_FORMAT,
  MAX_LINK_CHARS,
  decodeShare,
  type SharePayload,
} from './share-link.js';
import { crc32 } from './link-codec.js';

/** The hash (without "#") that carries a game; it may be too long to read: see `shareUrl`. */
export function encodeShare(payload: SharePayload): string {
  const data: Record<string, unknown> = { v: 1, record: payload.record, bots: payload.bots };
  if (payload.at !== undefined && payload.at !== payload.record.moves.length) data.at = payload.at;
  if (payload.spoiler) data.spoiler = true;
  const packed = compressToEncodedURIComponent(JSON.stringify(data));
  return `${HASH_KEY}=${LINK_FORMAT}.${crc32(packed)}.${packed}`;
}

export type ShareUrlResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * A full link to the playground page at `base` (e.g. location.href) carrying the game, or why
 * there is none: a link is only made when the playground's own reader opens it, so a game too
 * long for a link is sent as a file instead of as a link nobody can open.
 */
export function shareUrl(base: string, payload: SharePayload): ShareUrlResult {
  const hash = encodeShare(payload);
  const data = hash.length - `${HASH_KEY}=${LINK_FORMAT}.00000000.`.length;
  if (data > MAX_LINK_CHARS)
    return {
      ok: false,
      message: `This game is too long for a link: it would carry ${data.toLocaleString('en')} characters of game data, and a link carries at most ${MAX_LINK_CHARS.toLocaleString('en')}. Use "Export record" to save it as a file, and send the file instead.`,
    };
  const read = decodeShare(hash);
  if (read.kind !== 'ok')
    return {
      ok: false,
      message: `No link was made: the playground could not open it again (${read.kind === 'error' ? read.message : 'no game'}). Use "Export record" to save the game as a file instead.`,
    };
  const url = new URL(base);
  url.hash = hash;
  return { ok: true, url: url.toString() };
}
