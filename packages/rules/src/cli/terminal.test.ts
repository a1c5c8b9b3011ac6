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
