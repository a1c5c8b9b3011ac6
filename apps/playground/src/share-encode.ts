/**
 * Making share links (see share-link.ts for the format): apart from reading them, because
 * lz-string's compressor is only needed when a link is copied, so the playground loads this
 * module then.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import { HASH_KEY, LINK_FORMAT, type SharePayload } from './share-link.js';
import { crc32 } from './link-codec.js';

/** The hash (without "#") that carries a game. */
export function encodeShare(payload: SharePayload): string {
  const data: Record<string, unknown> = { v: 1, record: payload.record, bots: payload.bots };
  if (payload.at !== undefined && payload.at !== payload.record.moves.length) data.at = payload.at;
  if (payload.spoiler) data.spoiler = true;
  const packed = compressToEncodedURIComponent(JSON.stringify(data));
  return `${HASH_KEY}=${LINK_FORMAT}.${crc32(packed)}.${packed}`;
}

/** A full link to the playground page at `base` (e.g. location.href) carrying the game. */
export function shareUrl(base: string, payload: SharePayload): string {
  const url = new URL(base);
  url.hash = encodeShare(payload);
  return url.toString();
}
