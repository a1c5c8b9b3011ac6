/**
 * Fuzz: malformed and tampered records never crash the engine; replay names the move index and
 * the reason of the first refused move (or -1 for a bad setup).
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedPrng, type PrngState } from '../../core/prng.js';
import { parseRecord, validateRecord, type GameMove, type GameRecord } from '../../core/record.js';
import { replay } from '../../core/replay.js';
import { fixtures } from './fixtures/index.js';
import { americanRails } from './index.js';
import { checkedAmericanRails } from './invariants.js';

const base = fixtures.find((f) => f.example === 'majestic-dividend')!.record as GameRecord;
const withMove = (index: number, move: unknown): GameRecord => ({
  ...base,
  moves: base.moves.map((m, i) => (i === index ? move : m)) as GameMove[],
});

function safeReplay(record: unknown) {
  let outcome: ReturnType<typeof replay> | undefined;
  expect(() => {
    outcome = replay(americanRails, record as GameRecord);
  }).not.toThrow();
  return outcome!;
}

describe('american-rails fuzzing', () => {
  it('garbage parameters are refused at their move with a reason', () => {
    const bid = base.moves.findIndex((m) => m.type === 'auction.bid');
    const place = base.moves.findIndex((m) => m.type === 'build.place');
    const garbage: unknown[] = [NaN, Infinity, -5, 1e308, '10', null, [], {}, true, 10.5];
    for (const amount of garbage) {
      const r = safeReplay(withMove(bid, { ...base.moves[bid], amount }));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.index).toBe(bid);
        expect(r.error.reason).toMatch(/amount|bid|cash|dollars/);
      }
    }
    for (const hex of [null, 7, '', '99,99', 'chicago', { id: '1,1' }, ['1,1']]) {
      const r = safeReplay(withMove(place, { ...base.moves[place], hex }));
      expect(r.ok ? -2 : r.index).toBe(place);
    }
    for (const company of [null, 0, 'AMERICAN', 'toString', '__proto__', 'constructor']) {
      const r = safeReplay(withMove(place, { ...base.moves[place], company }));
      expect(r.ok ? -2 : r.index).toBe(place);
    }
  });

  it('wrong types and unknown events are refused', () => {
    for (const move of [
      null,
      42,
      'auction.bid',
      [],
      {},
      { type: 'auction.bid' },
      { type: 7, player: 0 },
      { type: 'chess.move', player: 0 },
      { type: 'auction.pass', player: '0' },
      { type: 'auction.pass', player: -1 },
      { type: 'auction.pass', player: 1.5 },
      { type: 'auction.pass', player: 99 },
    ]) {
      const r = safeReplay(withMove(3, move));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.index).toBe(3);
        expect(r.error.reason.length).toBeGreaterThan(5);
        expect(r.error.rule).toMatch(/^american-rails:/);
      }
    }
  });

  it('swapped seats are refused at the swapped move', () => {
    for (const index of [0, 5, 40, 80]) {
      const move = base.moves[index]!;
      const r = safeReplay(
        withMove(index, { ...move, player: (move.player + 1) % base.players.length }),
      );
      expect(r.ok ? -2 : r.index).toBe(index);
      if (!r.ok) expect(r.error.reason).toMatch(/turn|not possible/);
    }
  });

  it('prototype-pollution keys are refused and pollute nothing', () => {
    const text = JSON.stringify(base).replace(
      '"type":"auction.offer"',
      '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"type":"auction.offer"',
    );
    const parsed = parseRecord(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = safeReplay(parsed.value);
    expect(r.ok ? -2 : r.index).toBe(0);
    if (!r.ok) expect(r.error.reason).toMatch(/unexpected/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const opts = parseRecord(
      JSON.stringify({ ...base, options: JSON.parse('{"__proto__":{"x":1}}') }),
    );
    if (opts.ok) expect(safeReplay(opts.value)).toMatchObject({ ok: false, index: -1 });
  });

  it('truncated and broken record texts are reported, not thrown', () => {
    const text = JSON.stringify(base);
    for (const cut of [0, 1, 10, 100, text.length / 2, text.length - 1]) {
      const parsed = parseRecord(text.slice(0, cut));
      expect(parsed.ok).toBe(false);
    }
    expect(validateRecord({ ...base, players: 'Rick' }).ok).toBe(false);
    expect(validateRecord({ ...base, moves: [{ type: 'auction.pass', player: 9 }] }).ok).toBe(
      false,
    );
  });

  it('bad setups are reported at index -1', () => {
    for (const record of [
      { ...base, players: ['A', 'B'] },
      { ...base, players: ['A', 'B', 'C', 'D', 'E', 'F'] },
      { ...base, options: { firstBidder: 5 } },
      { ...base, options: { unknownRule: true } },
      { ...base, game: 'chicago-express' },
      { ...base, seed: 12 },
    ]) {
      const r = safeReplay(record);
      expect(r.ok ? 0 : r.index).toBe(-1);
    }
  });

  it('a truncated move list replays to a consistent position; extra moves after the end are refused', () => {
    for (const n of [1, 17, 50]) {
      const r = safeReplay({ ...base, moves: base.moves.slice(0, n) });
      expect(r.ok).toBe(true);
    }
    const full = fixtures.find((f) => f.example === 'majestic-dividend')!;
    const r = safeReplay({
      ...full.record,
      moves: [...full.record.moves, { type: 'build.finish', player: 1 }],
    });
    expect(r.ok ? -2 : r.index).toBe(full.record.moves.length);
  });

  it('random mutations of a real record never throw and fail cleanly', () => {
    let prng: PrngState = seedPrng('american-rails-fuzz');
    const rnd = (n: number) => {
      let v: number;
      [v, prng] = nextInt(prng, n);
      return v;
    };
    const values: unknown[] = [
      null,
      -1,
      0,
      1,
      2,
      3,
      1e9,
      -1e9,
      0.5,
      '',
      'x',
      'american',
      '1,1',
      '16,3',
      'pass',
      'bank',
      true,
      [],
      {},
      { a: 1 },
    ];
    const keys = ['type', 'player', 'amount', 'hex', 'company', 'action', 'from', 'extra'];
    let failures = 0;
    for (let i = 0; i < 400; i++) {
      const index = rnd(base.moves.length);
      const move = { ...base.moves[index]! } as Record<string, unknown>;
      move[keys[rnd(keys.length)]!] = values[rnd(values.length)];
      const record = withMove(index, move);
      const r = safeReplay(record);
      if (!r.ok) {
        failures++;
        expect(r.index).toBeGreaterThanOrEqual(index);
        expect(r.index).toBeLessThan(base.moves.length);
        expect(r.error.reason).toBeTruthy();
        expect(checkedAmericanRails.checkInvariants(r.state!)).toEqual([]);
      }
    }
    expect(failures).toBeGreaterThan(200);
  });
});
