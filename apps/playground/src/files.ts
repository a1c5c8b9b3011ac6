/** File export and import for records. */
import { MAX_RECORD_CHARS, type GameRecord } from '@railyard/rules';

/**
 * File name for a record: `chicago-express-k7dq-3mzp-move-120.json`; `…-spoiler.json` when the
 * file lets its reader compute hidden items or future draws (see spoiler.ts).
 */
export function recordFileName(record: GameRecord, { spoiler = false } = {}): string {
  const safe = (text: string) =>
    text.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'game';
  return `${safe(record.game)}-${safe(record.seed)}-move-${record.moves.length}${spoiler ? '-spoiler' : ''}.json`;
}

/** Offers text as a file download. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Reads a chosen file as text, refusing one larger than a record may be (MAX_RECORD_CHARS, 10 MB)
 * before reading it.
 */
export async function readFileText(file: File, maxBytes = MAX_RECORD_CHARS): Promise<string> {
  if (file.size > maxBytes)
    throw new Error(
      `"${file.name}" is ${(file.size / 1_000_000).toFixed(1)} MB; a game record is at most ${maxBytes / 1_000_000} MB.`,
    );
  return file.text();
}
