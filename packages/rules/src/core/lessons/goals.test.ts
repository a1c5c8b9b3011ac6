import { describe, expect, it } from 'vitest';
import { heldCompanies, heldIncomeGain } from './goals.js';

describe('shared step-goal shapes', () => {
  it('lists the companies with shares held', () => {
    expect(heldCompanies([0, 2, 0, 1])).toEqual([1, 3]);
  });

  it('weighs each held company’s income gain by the shares held, and ignores the others', () => {
    const gains = [5, 3, 100, -1];
    expect(heldIncomeGain([0, 2, 0, 1], (c) => gains[c]!)).toBe(2 * 3 + 1 * -1);
    expect(heldIncomeGain([0, 0, 0, 0], (c) => gains[c]!)).toBe(0);
  });
});
