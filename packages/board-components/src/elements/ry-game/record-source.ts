/**
 * Where `<ry-game>`'s record comes from: an object, inline JSON or a URL. A URL is fetched once
 * per element and URL; setting the same URL again (or the element re-opening the game because a
 * bundle registered it later) reuses the answer.
 */
import { formatProblems, validateRecord, type GameRecord } from '@railyard/rules';

export type Loaded = { ok: true; record: GameRecord } | { ok: false; message: string };

/** A docs fixture (`{"example": …, "record": {…}}`) stands for its record. */
function unwrapFixture(data: unknown): unknown {
  if (
    data &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    !('format' in data) &&
    'record' in data
  )
    return (data as { record: unknown }).record;
  return data;
}

/** Validates a record (or a fixture wrapping one). */
export function checkRecord(data: unknown): Loaded {
  const parsed = validateRecord(unwrapFixture(data));
  if (!parsed.ok)
    return { ok: false, message: `The record is not valid:\n${formatProblems(parsed.problems)}` };
  return { ok: true, record: parsed.value };
}

/** True when the `record` text is a URL to fetch rather than inline JSON. */
export const isRecordUrl = (text: string) => text.trim() !== '' && !text.trim().startsWith('{');

/** Reads inline JSON. */
export function parseInlineRecord(text: string): Loaded {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `The record attribute is not valid JSON: ${(error as Error).message}`,
    };
  }
  return checkRecord(data);
}

/** Fetches a record URL, resolved against the page. */
export async function fetchRecord(source: string): Promise<Loaded> {
  try {
    const url = new URL(source, document.baseURI);
    const response = await fetch(url);
    if (!response.ok)
      throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`it is not valid JSON (${(error as Error).message})`, { cause: error });
    }
    return checkRecord(data);
  } catch (error) {
    return {
      ok: false,
      message: `Could not load the record from "${source}": ${(error as Error).message}.`,
    };
  }
}
