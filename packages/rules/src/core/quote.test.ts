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
