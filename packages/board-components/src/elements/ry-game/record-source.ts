/**
 * Where `<ry-game>`'s record comes from: an object, inline JSON or a URL. A URL is fetched once
 * per element and URL; setting the same URL again (or the element re-opening the game because a
 * bundle registered it later) reuses the answer.
 */
import { formatProblems, MAX_RECORD_CHARS, validateRecord, type GameRecord } from '@railyard/rules';

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

/** Reads inline JSON (at most MAX_RECORD_CHARS characters, like every record). */
export function parseInlineRecord(text: string): Loaded {
  if (text.length > MAX_RECORD_CHARS)
    return {
      ok: false,
      message: `The record attribute has ${text.length} characters; a record has at most ${MAX_RECORD_CHARS}.`,
    };
  // A UTF-8 byte-order mark (some editors write one) is not part of the JSON.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      // Browsers name the position (Chromium: line and column); the engine's own line/column
      // finder (jsonErrorText) stays out of the bundle.
      message: `The record attribute is not valid JSON: ${(error as Error).message}`,
    };
  }
  return checkRecord(data);
}

/**
 * Reads a response body as text, at most `limit` characters: a server that sends more (or says
 * it will, in Content-Length) is refused before the rest is read.
 */
async function readLimited(response: Response, limit = MAX_RECORD_CHARS): Promise<string> {
  const tooLarge = new Error(`it is larger than ${limit} bytes, the most a record may be`);
  if (Number(response.headers.get('content-length')) > limit) throw tooLarge;
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (let part; reader && !(part = await reader.read()).done;) {
    if ((bytes += part.value.byteLength) > limit) {
      void reader.cancel();
      throw tooLarge;
    }
    text += decoder.decode(part.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Why a fetch that threw failed. The browser tells a script nothing more than "Failed to fetch"
 * (on purpose: a page may not probe other sites), so the message names both causes it can be.
 */
function fetchFailure(url: URL): string {
  if (url.origin === location.origin)
    return 'the request failed (a network error: is the server running and reachable?)';
  return (
    `the request failed: the server at ${url.origin} is unreachable, or it does not let other ` +
    `sites read it (CORS: it must answer with Access-Control-Allow-Origin for ${location.origin} or *)`
  );
}

/** What a server's error status means for whoever wrote the URL. */
function statusFailure(response: Response): string {
  const status = `${response.status} ${response.statusText}`.trim();
  if (response.status === 404)
    return `the server answered ${status}: there is no file at that address`;
  if (response.status === 401 || response.status === 403)
    return `the server answered ${status}: it does not let this page read the file`;
  return `the server answered ${status}`;
}

/** Fetches a record URL, resolved against the page. Every failure names the URL and why. */
export async function fetchRecord(source: string): Promise<Loaded> {
  let url: URL | undefined;
  try {
    url = new URL(source, document.baseURI);
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new Error(fetchFailure(url), { cause: error });
    }
    if (!response.ok) throw new Error(statusFailure(response));
    const text = await readLimited(response);
    let data: unknown;
    const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    try {
      data = JSON.parse(json);
    } catch (error) {
      const type = response.headers.get('content-type')?.split(';')[0];
      throw new Error(
        `it is not JSON (the server sent ${type ? type : 'no content type'}; ${(error as Error).message})`,
        { cause: error },
      );
    }
    return checkRecord(data);
  } catch (error) {
    const where = url && url.href !== source ? ` (${url.href})` : '';
    return {
      ok: false,
      message: `Could not load the record from "${source}"${where}: ${(error as Error).message}.`,
    };
  }
}
