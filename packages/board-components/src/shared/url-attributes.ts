/**
 * Attributes that hold URLs (`record`, `rule-base`) take http(s) and relative URLs only. A page
 * may fill them from its own URL or from user input: a `javascript:` rule base would make every
 * rule link run script on a host page without a Content-Security-Policy, and a `data:` or `file:`
 * record is nothing a published page means to load.
 */
import { clip, MAX_QUOTED_CHARS } from '@railyard/rules';

/** Any http(s) base: a relative URL resolves to http(s), a URL with its own scheme keeps it. */
const PROBE_BASE = 'https://relative.invalid/';

/** The scheme a URL text has once parsed as browsers parse it (`javascript:`), or null. */
function schemeOf(text: string): string | null {
  try {
    // The URL parser drops tabs and newlines ("java\tscript:") as the browser's links do.
    return new URL(text, PROBE_BASE).protocol;
  } catch {
    return null;
  }
}

/** True for an http(s) URL or a relative one (`/examples/x.json`, `../rules`, `//host/x`). */
export function isWebUrl(text: string): boolean {
  const scheme = schemeOf(text);
  return scheme === 'http:' || scheme === 'https:';
}

/**
 * Null when the attribute's URL may be used, else one sentence naming the attribute, its value
 * (cut to a readable length) and what is accepted.
 */
export function urlAttributeProblem(attribute: string, text: string): string | null {
  if (isWebUrl(text)) return null;
  const scheme = schemeOf(text);
  return `${attribute}="${clip(text, MAX_QUOTED_CHARS)}" is refused: ${
    scheme ? `a ${scheme} URL` : 'it is not a URL'
  }; give an http(s) URL or a relative one.`;
}
