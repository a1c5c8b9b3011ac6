import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededGameCount } from './depth.js';

describe('seeded game counts for property tests', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('npm test plays the first quarter of the seeds, in whole batches, at least one batch', () => {
    vi.stubEnv('RAILYARD_DEEP', '');
    expect(seededGameCount(2000, 100)).toBe(500);
    expect(seededGameCount(2000, 200)).toBe(600);
    expect(seededGameCount(250, 25)).toBe(75);
    expect(seededGameCount(40, 5)).toBe(10);
    expect(seededGameCount(3, 5)).toBe(3);
  });

  it('a deep run (RAILYARD_DEEP=1) plays every seed', () => {
    vi.stubEnv('RAILYARD_DEEP', '1');
    expect(seededGameCount(2000, 200)).toBe(2000);
    expect(seededGameCount(250, 25)).toBe(250);
  });
});
