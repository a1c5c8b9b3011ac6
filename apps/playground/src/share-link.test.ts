import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { newRecord } from '@railyard/rules';
import { MAX_LINK_CHARS, decodeShare } from './share-link';
import { encodeShare, shareUrl } from './share-encode';
import { crc32 } from './link-codec';

const record = {
  ...newRecord('tiny', ['Ada', 'Bob', 'Cy'], 'k7dq-3mzp', { target: 12 }),
  moves: Array.from({ length: 40 }, (_, i) => ({
    type: 'counter.add',
    player: i % 3,
    amount: 1 + (i % 2),
  })),
};

describe('share links', () => {
  it('round-trip a record, its bot seats and the viewed position', () => {
    const hash = encodeShare({ record, bots: { 1: 'random', 2: 'random' }, at: 7 });
    expect(hash.startsWith('game=')).toBe(true);
    expect(decodeShare(`#${hash}`)).toEqual({
      kind: 'ok',
      payload: { record, bots: { 1: 'random', 2: 'random' }, at: 7 },
    });
  });

  it('carry the spoiler mark of an unfinished hidden-information game, and only when set', () => {
    const marked = decodeShare(encodeShare({ record, bots: {}, spoiler: true }));
    expect(marked).toEqual({ kind: 'ok', payload: { record, bots: {}, spoiler: true } });
    const plain = decodeShare(encodeShare({ record, bots: {}, spoiler: false }));
    expect(plain).toEqual({ kind: 'ok', payload: { record, bots: {} } });
    const bad = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record, bots: {}, spoiler: 'yes' }),
    );
    expect(decodeShare(`#game=${bad}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/"spoiler" mark/),
    });
  });

  it('leave out the position when it is the latest', () => {
    const decoded = decodeShare(encodeShare({ record, bots: {}, at: record.moves.length }));
    expect(decoded.kind === 'ok' && decoded.payload.at).toBeUndefined();
  });

  it('compress: the link is much shorter than the JSON', () => {
    expect(encodeShare({ record, bots: {} }).length).toBeLessThan(
      JSON.stringify(record).length / 2,
    );
  });

  it('build a full URL keeping the page address', () => {
    const made = shareUrl('http://127.0.0.1:4321/playground/?botDelay=0#old', {
      record,
      bots: {},
    });
    const url = made.ok ? made.url : '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/playground\/\?botDelay=0#game=/);
    expect(decodeShare(new URL(url).hash).kind).toBe('ok');
  });

  it('ignore a hash that carries no game (page anchors)', () => {
    expect(decodeShare('')).toEqual({ kind: 'none' });
    expect(decodeShare('#')).toEqual({ kind: 'none' });
    expect(decodeShare('#section-2')).toEqual({ kind: 'none' });
    expect(decodeShare('#main-content')).toEqual({ kind: 'none' });
  });

  it('say that a link whose "game=" key is damaged could not be read', () => {
    const data = encodeShare({ record, bots: {} }).slice('game='.length);
    for (const hash of [
      `#gme=${data}`,
      `#Game=${data}`,
      `#gaem=${data}`,
      `#game${data}`,
      `#game%3D${data}`,
      `#=${data}`,
      `#${data}`,
      `#x=${compressToEncodedURIComponent(JSON.stringify({ v: 1, record, bots: {} }))}`,
    ])
      expect(decodeShare(hash), hash).toMatchObject({
        kind: 'error',
        message: expect.stringMatching(
          /^The link could not be read: a game link starts with "#game=", and this one starts with "#.{1,12}"\. It may have been cut short/,
        ),
      });
  });

  it('say what is wrong with a damaged or invalid link', () => {
    const good = encodeShare({ record, bots: {} });
    const cut = decodeShare(good.slice(0, 40));
    expect(cut.kind).toBe('error');
    expect(cut.kind === 'error' && cut.message).toMatch(/damaged/);
    expect(decodeShare('#game=')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/no game data/),
    });
    expect(decodeShare('#game=!!!not-lz!!!')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/damaged/),
    });
    const badRecord = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record: { ...record, players: [] }, bots: {} }),
    );
    expect(decodeShare(`#game=${badRecord}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/record\/players/),
    });
    const badVersion = compressToEncodedURIComponent(JSON.stringify({ v: 9, record, bots: {} }));
    expect(decodeShare(`#game=${badVersion}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/version 9/),
    });
    const badAt = compressToEncodedURIComponent(JSON.stringify({ v: 1, record, bots: {}, at: 99 }));
    expect(decodeShare(`#game=${badAt}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/from 0 to 40/),
    });
    const badBots = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record, bots: { 3: 'random' } }),
    );
    expect(decodeShare(`#game=${badBots}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/seat 3/),
    });
  });
});

describe('share link checksums and limits', () => {
  const samples = [
    encodeShare({ record, bots: { 1: 'random' }, at: 7 }),
    encodeShare({ record: { ...record, moves: record.moves.slice(0, 3) }, bots: {} }),
    encodeShare({ record: { ...record, seed: 'Ünïcode ✓' }, bots: { 2: 'random' }, spoiler: true }),
  ];
  const replacements = [...'Aa0+-$Zz9.%&=#_ ~'];

  // Each sample is its own test (3,000–4,000 decodes each), so that none runs long on a loaded
  // 2-core machine, where one test over all three took past 15 s.
  samples.forEach((hash, n) =>
    it(`every one-character change or loss of link ${n + 1} is refused, or opens the identical game`, () => {
      const original = decodeShare(hash);
      expect(original.kind).toBe('ok');
      const variants: string[] = [];
      for (let i = 0; i < hash.length; i++) {
        variants.push(hash.slice(0, i) + hash.slice(i + 1));
        for (const char of replacements)
          if (char !== hash[i]) variants.push(hash.slice(0, i) + char + hash.slice(i + 1));
      }
      let refused = 0;
      let noGame = 0;
      let identical = 0;
      for (const variant of variants) {
        const decoded = decodeShare(variant);
        if (decoded.kind === 'error') refused++;
        else if (decoded.kind === 'none') noGame++;
        else {
          expect(decoded).toEqual(original);
          identical++;
        }
      }
      // Refusals name the damage, a changed "game=" key too: no damaged link is silently ignored.
      expect(noGame).toBe(0);
      expect(refused + identical).toBe(variants.length);
      expect(variants.length).toBeGreaterThan(2_000);
      expect(refused / variants.length).toBeGreaterThan(0.99);
    }),
  );

  it('a damaged checksum or data part says the link is damaged', () => {
    const hash = samples[0]!;
    const [head, sum, data] = hash.slice('game='.length).split('.') as [string, string, string];
    const flip = (text: string, i: number) =>
      text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    expect(decodeShare(`game=${head}.${sum}.${flip(data, 10)}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/damaged: its checksum does not match/),
    });
    expect(decodeShare(`game=${head}.${flip(sum, 0)}.${data}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/checksum/),
    });
    expect(decodeShare(`game=3.${sum}.${data}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/newer or unknown playground \(link format "3"\)/),
    });
  });

  it('reads links made before checksums, and says they were not checked', () => {
    const old = compressToEncodedURIComponent(JSON.stringify({ v: 1, record, bots: {} }));
    expect(decodeShare(`#game=${old}`)).toEqual({
      kind: 'ok',
      payload: { record, bots: {} },
      unchecked: true,
    });
  });

  it('refuses a link past the documented length before expanding it', () => {
    const long = `game=${'A'.repeat(MAX_LINK_CHARS + 1)}`;
    expect(decodeShare(long)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(new RegExp(`at most ${MAX_LINK_CHARS}`)),
    });
  });

  it('a short link that expands hugely is refused quickly, in one short message', () => {
    // About 2 KB of link for 300,000 characters of JSON text.
    const bomb = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record: { ...record, seed: 'x'.repeat(300_000) } }),
    );
    const packed = bomb;
    expect(packed.length).toBeLessThan(3000);
    const started = performance.now();
    const decoded = decodeShare(`game=2.${crc32(packed)}.${packed}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(decoded.kind === 'error' && decoded.message).toMatch(/record\/seed/);
    expect(decoded.kind === 'error' && decoded.message.length).toBeLessThan(2100);
    // Past MAX_LINK_JSON_CHARS the decoder stops (link-codec.test.ts).
  });

  it('lists at most 20 problems and counts the rest', () => {
    const moves = Array.from({ length: 5000 }, () => ({ type: 'bad', player: -1 }));
    const packed = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record: { ...record, moves }, bots: {} }),
    );
    const decoded = decodeShare(`game=2.${crc32(packed)}.${packed}`);
    const lines = decoded.kind === 'error' ? decoded.message.split('\n') : [];
    expect(lines.length).toBe(22);
    expect(lines.at(-1)).toMatch(/… and 9980 more problems \(only the first 20 are listed\)/);
    expect(decoded.kind === 'error' && decoded.message.length).toBeLessThan(2100);
  });

  it('carries bot levels (hard, easy) and refuses an unknown level', () => {
    const bots = { 1: 'hard', 2: 'easy' };
    expect(decodeShare(encodeShare({ record, bots }))).toEqual({
      kind: 'ok',
      payload: { record, bots },
    });
    const packed = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, record, bots: { 1: 'grandmaster' } }),
    );
    expect(decodeShare(`game=2.${crc32(packed)}.${packed}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(
        /unknown bot level "grandmaster" \(known: random, easy, medium, hard\)/,
      ),
    });
  });

  it('bot ids are own names of the bot table: "constructor" and "__proto__" are unknown', () => {
    for (const id of ['constructor', '__proto__', 'toString']) {
      const packed = compressToEncodedURIComponent(
        JSON.stringify({ v: 1, record, bots: { 1: id } }),
      );
      expect(decodeShare(`game=2.${crc32(packed)}.${packed}`)).toMatchObject({
        kind: 'error',
        message: expect.stringMatching(new RegExp(`unknown bot level "${id}"`)),
      });
    }
  });
});

describe('share links too long to read', () => {
  /** A record of `count` moves, each with a note that does not compress (about 500 link chars). */
  const longRecord = (count: number) => {
    let x = 7;
    const digit = () => {
      // mulberry32: well-mixed digits, so lz-string finds nothing to share.
      x = (x + 0x6d2b79f5) | 0;
      let t = Math.imul(x ^ (x >>> 15), 1 | x);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (((t ^ (t >>> 14)) >>> 0) % 36).toString(36);
    };
    const moves = Array.from({ length: count }, (_, i) => ({
      type: 'counter.add',
      player: i % 3,
      amount: 1,
      note: Array.from({ length: 600 }, digit).join(''),
    }));
    return { ...record, moves };
  };
  const base = 'http://127.0.0.1:4321/playground/';

  it('are never made: the writer says to export the file instead', () => {
    const payload = { record: longRecord(200), bots: {} };
    // The reader refuses this game's link...
    expect(decodeShare(encodeShare(payload))).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/too long/),
    });
    // ...so the writer makes none, and says why and what to do.
    const made = shareUrl(base, payload);
    expect(made).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^This game is too long for a link: it would carry [\d,]+ characters of game data, and a link carries at most 64,000\. Use "Export record" to save it as a file/,
      ),
    });
  });

  it('up to the limit a link is made, and it opens; one move more and none is', () => {
    const data = (count: number) =>
      encodeShare({ record: longRecord(count), bots: {} }).length - 'game=2.00000000.'.length;
    // The most moves whose link fits, found by halving.
    let fits = 0;
    let over = 200;
    while (over - fits > 1) {
      const mid = (fits + over) >> 1;
      if (data(mid) <= MAX_LINK_CHARS) fits = mid;
      else over = mid;
    }
    const made = shareUrl(base, { record: longRecord(fits), bots: {} });
    expect(made.ok && decodeShare(new URL(made.url).hash).kind).toBe('ok');
    expect(shareUrl(base, { record: longRecord(over), bots: {} }).ok).toBe(false);
    // Links near 64,000 characters, compressed and decoded: slow on a loaded 2-core machine.
  }, 15_000);
});
