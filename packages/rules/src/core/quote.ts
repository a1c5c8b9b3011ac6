/**
 * Values and texts quoted in messages, cut to a length a person can read: hostile input (a 10 MB
 * string where a version number belongs) must not turn one message into megabytes.
 */

/** The most characters of a quoted value shown in a message. */
export const MAX_QUOTED_CHARS = 60;
/** The most characters of one message shown to a person. */
export const MAX_MESSAGE_CHARS = 2000;

/** `text` cut to `max` characters, saying how much was left out. */
export function clip(text: string, max = MAX_MESSAGE_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** The JSON of `value` for a message (`undefined` for no value), cut to `max` characters. */
export function quote(value: unknown, max = MAX_QUOTED_CHARS): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  return clip(json ?? String(value), max);
}
