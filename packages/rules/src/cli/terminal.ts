/**
 * Text from records (player names, seeds, reasons quoting them) must not steer the terminal: an
 * escape sequence could clear the screen, a newline could forge a standings line, a bidirectional
 * control (U+202E right-to-left override and its kin: embeddings, isolates, marks) could show a
 * name, and the rest of its line, reversed.
 */

/** Control characters other than newline and tab, shown as `\u001b`-style escapes. */
export function terminalSafe(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    escape,
  );
}

/** A value from a record on one line: every control character escaped, newlines too. */
export function oneLine(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    escape,
  );
}

function escape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
