import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { newRecord } from '@railyard/rules';
import { decodeShare, encodeShare, shareUrl } from './share-link';

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
    const url = shareUrl('http://127.0.0.1:4321/playground/?botDelay=0#old', { record, bots: {} });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/playground\/\?botDelay=0#game=/);
    expect(decodeShare(new URL(url).hash).kind).toBe('ok');
  });

  it('ignore a hash that carries no game', () => {
    expect(decodeShare('')).toEqual({ kind: 'none' });
    expect(decodeShare('#')).toEqual({ kind: 'none' });
    expect(decodeShare('#section-2')).toEqual({ kind: 'none' });
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
