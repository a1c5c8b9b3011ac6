import { describe, expect, it } from 'vitest';
import { oneLine, terminalSafe } from './terminal.js';

describe('terminal output', () => {
  it('escapes escape sequences but keeps the line breaks of our own output', () => {
    expect(terminalSafe('a\u001b[2Jb\nc\td')).toBe('a\\u001b[2Jb\nc\td');
  });

  it('puts a record value on one line so it cannot forge another line', () => {
    expect(oneLine('Ada\n  1. Mallory  $999  (winner)')).toBe(
      'Ada\\u000a  1. Mallory  $999  (winner)',
    );
    expect(oneLine('Bo\r\u009b')).toBe('Bo\\u000d\\u009b');
  });
});

describe('bidirectional controls in record text', () => {
  const bidi = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ];

  it('escapes every bidi control so a name cannot reverse its line', () => {
    for (const char of bidi) {
      const code = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
      expect(oneLine(`Ada${char}x`)).toBe(`Ada${code}x`);
      expect(terminalSafe(`Ada${char}x`)).toBe(`Ada${code}x`);
    }
    // "Eve" with a right-to-left override would show the standings' score reversed.
    expect(oneLine('Eve\u202e999$')).toBe('Eve\\u202e999$');
  });

  it('keeps right-to-left letters themselves (Arabic, Hebrew names are fine)', () => {
    expect(oneLine('سارة')).toBe('سارة');
    expect(terminalSafe('דוד')).toBe('דוד');
  });
});
