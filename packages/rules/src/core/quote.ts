/**
 * Values and texts quoted in messages, cut to a length a person can read: hostile input (a 10 MB
 * string where a version number belongs) must not turn one message into megabytes.
 */

/** The most characters of a quoted value shown in a message. */
export const MAX_QUOTED_CHARS = 60;
/** The most characters of one message shown to a person. */
export const MAX_MESSAGE_CHARS = 2000;

/** `text` cut to `max` characters, saying how much was left out. */
export const clip = (text: string, max = MAX_MESSAGE_CHARS): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;

/**
 * The JSON of `value` for a message, cut to `max` characters. Values come from parsed JSON
 * (records, options); anything else is shown with String().
 */
export const quote = (value: unknown, max = MAX_QUOTED_CHARS): string =>
  clip(
    typeof value === 'bigint' || typeof value === 'function' || value === undefined
      ? String(value)
      : safeJson(value),
    max,
  );

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
