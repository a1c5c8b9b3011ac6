import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { crc32, lzDecode } from './link-codec';

/** A small seeded generator, so a failure names a case that can be run again. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('CRC-32', () => {
  it('matches the standard check value and sees every one-character change', () => {
    expect(crc32('123456789')).toBe('cbf43926');
    expect(crc32('')).toBe('00000000');
    const text = 'N4IgdghgtgpiBcIDKBjAbgSwMYBcAE';
    const sum = crc32(text);
    for (let i = 0; i < text.length; i++)
      for (const char of 'Aa0+-$Zz9')
        if (text[i] !== char)
          expect(crc32(text.slice(0, i) + char + text.slice(i + 1))).not.toBe(sum);
  });
});

describe('the bounded lz-string decoder', () => {
  it('reads back whatever lz-string wrote, as lz-string does', () => {
    const random = prng(7);
    const samples = [
      '',
      'a',
      'aaaaaaaaaaaaaaaaaaaaaaaa',
      '{"v":1,"record":{"moves":[]}}',
      'é漢字😀',
    ];
    for (let n = 0; n < 200; n++) {
      const length = Math.floor(random() * 400);
      const pool = n % 2 ? 'ab{}":,0123' : 'abcdefghijklmnopqrstuvwxyz é漢😀{}[]":,0123456789';
      samples.push(Array.from({ length }, () => pool[Math.floor(random() * pool.length)]).join(''));
    }
    for (const text of samples) {
      const packed = compressToEncodedURIComponent(text);
      expect(lzDecode(packed, 1_000_000)).toEqual({ ok: true, text });
      expect(decompressFromEncodedURIComponent(packed)).toBe(text);
    }
  });

  it('agrees with lz-string on damaged input, or refuses it', () => {
    const random = prng(11);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    let refusedMore = 0;
    for (let n = 0; n < 500; n++) {
      const packed = Array.from(
        { length: 1 + Math.floor(random() * 60) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const ours = lzDecode(packed, 1_000_000);
      let theirs: string | null;
      try {
        theirs = decompressFromEncodedURIComponent(packed);
      } catch {
        theirs = null;
      }
      // Never a different text; refusing more than lz-string (which reads zeros past the end of
      // its input without limit) is allowed.
      if (ours.ok) expect(ours.text).toBe(theirs);
      else if (theirs) refusedMore++;
    }
    expect(refusedMore).toBeLessThan(50);
    expect(lzDecode('not*base64', 100)).toEqual({ ok: false, reason: 'alphabet' });
    expect(lzDecode('', 100)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('stops at the limit: a link that would expand past it is refused quickly', () => {
    const packed = compressToEncodedURIComponent('x'.repeat(300_000));
    expect(packed.length).toBeLessThan(2000);
    const started = performance.now();
    expect(lzDecode(packed, 100_000)).toEqual({ ok: false, reason: 'too-long' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(lzDecode(compressToEncodedURIComponent('x'.repeat(99_999)), 100_000).ok).toBe(true);
  });
});
