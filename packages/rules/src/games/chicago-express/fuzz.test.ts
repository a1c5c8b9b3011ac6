/**
 * Fuzz: malformed and tampered records never make the engine throw; replay names the first bad
 * move's index and the reason. (That views and explainIllegal never throw, that context and views
 * are plain JSON, and that prefixes of records replay with the invariants holding, is checked for
 * every game by the conformance suite: conformance.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedPrng, type PrngState } from '../../core/prng.js';
import { parseRecord, validateRecord, type GameRecord } from '../../core/record.js';
import { replay } from '../../core/replay.js';
import { fixtures } from './fixtures/index.js';
import { checkedChicagoExpress as game } from './invariants.js';

const base = fixtures.find((f) => f.example === 'wabash-opening')!.record;

const GARBAGE: unknown[] = [
  null,
  undefined,
  NaN,
  Infinity,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53,
  0.5,
  '',
  'x',
  '7',
  [],
  [1],
  {},
  { a: 1 },
  true,
  false,
  '__proto__',
  'constructor',
  'toString',
  'A2; DROP',
  '\u0000',
  'Q3'.repeat(1000),
];

function pick<T>(prng: PrngState, list: readonly T[]): [T, PrngState] {
  const [i, next] = nextInt(prng, list.length);
  return [list[i]!, next];
}

/** Replays in a try block: any exception fails the test with the record that caused it. */
function safeReplay(record: GameRecord) {
  try {
    return replay(game, record);
  } catch (error) {
    throw new Error(
      `replay threw on ${JSON.stringify(record).slice(0, 300)}: ${(error as Error).stack}`,
      { cause: error },
    );
  }
}

describe('chicago-express fuzz: malformed and tampered records', () => {
  it('structurally malformed records are reported by the record validator, never thrown', () => {
    const bad: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { ...base, format: 'x' },
      { ...base, version: 2 },
      { ...base, players: [] },
      { ...base, players: 'Ann' },
      { ...base, moves: 'all' },
      { ...base, moves: [null] },
      { ...base, moves: [{ type: 'x', player: 0 }] },
      { ...base, moves: [{ type: 'auction.bid', player: 9, amount: 7 }] },
      { ...base, seed: 5 },
    ];
    for (const input of bad) expect(validateRecord(input).ok).toBe(false);
    expect(parseRecord('{"format": "railyard-record", "moves": [').ok).toBe(false);
    expect(parseRecord(JSON.stringify(base).slice(0, 200)).ok).toBe(false);
  });

  it('a bad setup is a clean error at index -1 (player count, options, game id)', () => {
    for (const record of [
      { ...base, players: ['Solo'] },
      { ...base, players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      { ...base, options: { chicagoTiming: 'never' } },
      { ...base, options: { auctionDial: 'three' } },
      { ...base, options: { __proto__: 1, constructor: 2 } as never },
      { ...base, game: 'american-rails' },
    ]) {
      const r = safeReplay(record as GameRecord);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.index).toBe(-1);
        expect(r.error.reason.length).toBeGreaterThan(5);
      }
    }
  });

  it('moves with garbage parameters, swapped seats, huge numbers and prototype keys are refused with the move index and a reason', () => {
    let prng = seedPrng('fuzz');
    const fields = [
      'type',
      'player',
      'amount',
      'company',
      'hex',
      'action',
      '__proto__',
      'constructor',
    ];
    for (let trial = 0; trial < 400; trial++) {
      let index: number;
      [index, prng] = nextInt(prng, base.moves.length);
      let field: string;
      [field, prng] = pick(prng, fields);
      let value: unknown;
      [value, prng] = pick(prng, GARBAGE);
      const move = JSON.parse(JSON.stringify(base.moves[index])) as Record<string, unknown>;
      if (field === '__proto__')
        Object.defineProperty(move, '__proto__', {
          value: { type: 'build.finish', player: 0 },
          enumerable: true,
        });
      else move[field] = value;
      const record = {
        ...base,
        moves: [...base.moves.slice(0, index), move, ...base.moves.slice(index + 1)],
      } as unknown as GameRecord;
      const r = safeReplay(record);
      if (!r.ok) {
        expect(r.index).toBeGreaterThanOrEqual(index);
        expect(typeof r.error.reason).toBe('string');
        expect(r.error.rule).toMatch(/^chicago-express:/);
        expect(r.state === null || game.checkInvariants(r.state).length === 0).toBe(true);
      }
    }
    // Swapped seats: the first move made by the wrong player is refused at its index.
    const swapped = base.moves.map((m, i) => (i === 3 ? { ...m, player: (m.player + 1) % 2 } : m));
    const r = safeReplay({ ...base, moves: swapped });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.index).toBe(3);
      expect(r.error.reason).toMatch(/turn/);
    }
  });
});
