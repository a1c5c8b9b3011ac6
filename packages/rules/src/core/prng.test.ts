import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, pick, seedPrng, shuffle } from './prng.js';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const run = (seed: string) => {
      let s = seedPrng(seed);
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        let v: number;
        [v, s] = nextUint32(s);
        out.push(v);
      }
      return out;
    };
    expect(run('demo')).toEqual(run('demo'));
    expect(run('demo')).not.toEqual(run('demo2'));
  });

  it('keeps its whole state in four serialisable numbers', () => {
    const state = seedPrng('x');
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toHaveLength(4);
  });

  it('nextInt stays in range and covers it roughly uniformly', () => {
    let s = seedPrng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      let v: number;
      [v, s] = nextInt(s, 6);
      counts[v]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(() => nextInt(s, 0)).toThrow(RangeError);
  });

  it('shuffle returns a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const [out] = shuffle(seedPrng('shuffle'), input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out).not.toEqual(input);
  });

  it('pick refuses an empty list', () => {
    expect(() => pick(seedPrng('p'), [])).toThrow(/empty/);
  });
});
