import { describe, expect, it } from 'vitest';
import { dividendPayouts, dividendPerShare, minimumShareBid } from './dividends.js';

describe('dividends and minimum bids (shared)', () => {
  it('each share pays income / shares held, rounded up', () => {
    expect(dividendPerShare(16, 3)).toBe(6);
    expect(dividendPerShare(17, 2)).toBe(9);
    expect(dividendPerShare(19, 3)).toBe(7);
    expect(dividendPerShare(18, 3)).toBe(6);
  });

  it('a company with no shares held by players pays nothing', () => {
    expect(dividendPerShare(20, 0)).toBe(0);
  });

  it('payouts are per player by shares held', () => {
    expect(dividendPayouts(16, [2, 1, 0])).toEqual([12, 6, 0]);
  });

  it('minimum share bid is income / (shares sold + 1), rounded up', () => {
    expect(minimumShareBid(22, 2)).toBe(8);
    expect(minimumShareBid(7, 0)).toBe(7);
  });
});
