/**
 * Seeded PRNG whose whole state is four plain numbers, so it can live in a machine's context,
 * be serialised with it and replay identically. sfc32 seeded through cyrb128 of the seed text.
 */
export type PrngState = readonly [number, number, number, number];

function cyrb128(text: string): PrngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** The PRNG state for a seed text; the same text always gives the same sequence. */
export function seedPrng(seed: string): PrngState {
  let state = cyrb128(seed);
  // Discard a few outputs: sfc32 mixes poorly in its first steps.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One 32-bit output and the following state. */
export function nextUint32(state: PrngState): [number, PrngState] {
  let [a, b, c, d] = state;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, bound) and the following state. */
export function nextInt(state: PrngState, bound: number): [number, PrngState] {
  if (!Number.isInteger(bound) || bound <= 0)
    throw new RangeError(`nextInt bound must be a positive integer, got ${bound}`);
  const [value, next] = nextUint32(state);
  return [Math.floor((value / 4294967296) * bound), next];
}

/** A shuffled copy (Fisher–Yates) and the following state. */
export function shuffle<T>(state: PrngState, items: readonly T[]): [T[], PrngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = nextInt(s, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, s];
}

/** Picks one element uniformly. */
export function pick<T>(state: PrngState, items: readonly T[]): [T, PrngState] {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  const [i, next] = nextInt(state, items.length);
  return [items[i]!, next];
}
