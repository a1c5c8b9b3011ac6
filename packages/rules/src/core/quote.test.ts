import { describe, expect, it } from 'vitest';
import { clip, quote } from './quote';

describe('quoted values in messages', () => {
  it('short values are quoted whole, long ones cut with a count of what was left out', () => {
    expect(quote('abc')).toBe('"abc"');
    expect(quote(undefined)).toBe('undefined');
    expect(quote({ a: [1, 2] })).toBe('{"a":[1,2]}');
    const long = quote('x'.repeat(10_000_000));
    expect(long.length).toBeLessThan(100);
    expect(long).toMatch(/^"x+… \(9999942 more characters\)$/);
    expect(clip('y'.repeat(2001))).toMatch(/… \(1 more characters\)$/);
    expect(clip('short')).toBe('short');
  });

  it('never throws, even on values JSON cannot write', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(quote(loop)).toBe('[object Object]');
    expect(quote(10n)).toBe('10');
  });
});

describe('record problems quote values briefly', () => {
  it('a megabyte version is named in a short message', async () => {
    const { validateRecord, formatProblems } = await import('./record');
    const parsed = validateRecord({ format: 'railyard-record', version: 'v'.repeat(1_000_000) });
    expect(parsed.ok).toBe(false);
    const text = parsed.ok ? '' : formatProblems(parsed.problems);
    expect(text).toMatch(/record\/version must be 1 .*more characters\)/);
    expect(text.length).toBeLessThan(1000);
  });
});

describe('JSON syntax errors name their line and column', () => {
  it('finds the offset of the first error, or -1 for valid JSON', async () => {
    const { jsonErrorOffset } = await import('./record');
    const valid = [
      '{}',
      '[]',
      ' 1 ',
      '"a\\u00e9\\n"',
      '{"a":[1,-2.5e3,true,null,{"b":"c"}]}',
      '[[[[]]]]',
    ];
    for (const text of valid) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonErrorOffset(text), text).toBe(-1);
    }
    const broken: [string, number][] = [
      ['{"format":\n  x}', 13],
      ['{\n  "a": 1,\n}', 12],
      ['[1,]', 3],
      ['[1 2]', 3],
      ['{"a" 1}', 5],
      ['"abc', 4],
      ['"a\\q"', 3],
      ['{}x', 2],
      ['', 0],
      ['[01]', 2],
      ['['.repeat(100_000), 100_000],
    ];
    for (const [text, at] of broken) {
      expect(() => JSON.parse(text)).toThrow();
      expect(jsonErrorOffset(text), text.slice(0, 20)).toBe(at);
    }
  });

  it('parseRecord says where, whatever the engine names', async () => {
    const { parseRecord } = await import('./record');
    const parsed = parseRecord('{"format":\n  x}');
    expect(parsed.ok ? '' : parsed.problems[0]!.message).toMatch(
      /not valid JSON: .*at line 2, column 3$/,
    );
  });
});
