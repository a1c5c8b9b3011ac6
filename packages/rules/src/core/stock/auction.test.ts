import { describe, expect, it } from 'vitest';
import {
  auctionOutcome,
  explainBid,
  explainPass,
  isAuctionOver,
  legalBidAmounts,
  passBid,
  placeBid,
  startAuction,
} from './auction.js';

describe('open-outcry auction (shared by Chicago Express and American Rails)', () => {
  it('starts with the opener and accepts an opening bid at the minimum', () => {
    const a = startAuction('PRR', [2, 3, 0, 1], 7);
    expect(a.turn).toBe(2);
    expect(explainBid(a, 2, 6, 40)).toMatch(/at least the minimum of \$7/);
    expect(explainBid(a, 2, 7, 40)).toBeNull();
  });

  it('refuses a bid above the bidder’s own cash', () => {
    const a = startAuction('PRR', [0, 1], 7);
    expect(explainBid(a, 0, 41, 40)).toMatch(/more than their cash/);
    expect(legalBidAmounts(a, 9)).toEqual([7, 8, 9]);
  });

  it('bidding goes clockwise; each bid must raise; out of turn is refused', () => {
    let a = startAuction('B&O', [0, 1, 2], 6);
    a = placeBid(a, 0, 6);
    expect(a.turn).toBe(1);
    expect(explainBid(a, 2, 10, 40)).toMatch(/seat 1's turn/);
    expect(explainBid(a, 1, 6, 40)).toMatch(/raise the current bid of \$6/);
    a = placeBid(a, 1, 7);
    expect(a.turn).toBe(2);
  });

  it('a player who passes is out and is skipped afterwards', () => {
    let a = startAuction('C&O', [0, 1, 2], 5);
    a = placeBid(a, 0, 5);
    a = passBid(a, 1);
    expect(a.active).toEqual([0, 2]);
    expect(a.turn).toBe(2);
    a = placeBid(a, 2, 6);
    expect(a.turn).toBe(0);
    a = placeBid(a, 0, 7);
    expect(a.turn).toBe(2);
  });

  it('ends when one bidder remains: the high bidder wins at their bid', () => {
    let a = startAuction('NYC', [1, 2, 0], 8);
    a = placeBid(a, 1, 8);
    a = passBid(a, 2);
    expect(isAuctionOver(a)).toBe(false);
    a = passBid(a, 0);
    expect(isAuctionOver(a)).toBe(true);
    expect(auctionOutcome(a)).toEqual({ sold: true, winner: 1, price: 8 });
    expect(explainPass(a, 1)).toMatch(/over/);
  });

  it('the opener may pass and the others may still bid', () => {
    let a = startAuction('PRR', [0, 1, 2], 7);
    a = passBid(a, 0);
    expect(a.turn).toBe(1);
    a = placeBid(a, 1, 7);
    a = passBid(a, 2);
    expect(auctionOutcome(a)).toEqual({ sold: true, winner: 1, price: 7 });
  });

  it('when everyone passes nothing is sold and the last to pass is reported', () => {
    let a = startAuction('PRR', [2, 0, 1], 7);
    a = passBid(a, 2);
    a = passBid(a, 0);
    expect(isAuctionOver(a)).toBe(false);
    a = passBid(a, 1);
    expect(auctionOutcome(a)).toEqual({ sold: false, lastToPass: 1 });
  });
});
