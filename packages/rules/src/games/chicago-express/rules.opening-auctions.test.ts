/** Chicago Express rules: opening auctions (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, PRR, refused } from './testing/rules-helpers.js';

describe('chicago-express opening auctions', () => {
  it('chicago-express:opening-auction-order-and-minimum-bids — PRR $7, B&O $6, C&O $5, NYC $8 in this order; lower opening bids are refused', () => {
    const s = new Scenario(['A', 'B', 'C']);
    const seen: [string, number][] = [];
    for (let i = 0; i < 4; i++) {
      const a = s.view.auction!;
      seen.push([a.company, a.minimum]);
      refused(
        s,
        { type: 'auction.bid', player: a.turn, amount: a.minimum - 1 },
        R('opening-auction-order-and-minimum-bids'),
      );
      s.bidding(a.turn, a.minimum);
    }
    expect(seen).toEqual([
      ['prr', 7],
      ['bo', 6],
      ['co', 5],
      ['nyc', 8],
    ]);
    expect(s.phase).toBe('chooseAction');
  });

  it('chicago-express:opening-auction-bidding — the banker (seat 0) opens; bids go clockwise; a passed player is out; the high bidder pays the company', () => {
    const s = new Scenario(['A', 'B', 'C']);
    expect(s.view.auction).toMatchObject({ turn: 0, kind: 'opening', opener: 0 });
    s.apply({ type: 'auction.pass', player: 0 });
    expect(s.view.auction!.turn).toBe(1);
    s.apply({ type: 'auction.bid', player: 1, amount: 9 });
    refused(s, { type: 'auction.bid', player: 2, amount: 9 }, R('opening-auction-bidding'));
    s.apply({ type: 'auction.bid', player: 2, amount: 12 });
    refused(s, { type: 'auction.bid', player: 0, amount: 13 }, R('opening-auction-bidding'));
    s.apply({ type: 'auction.pass', player: 1 });
    expect(s.view.players[2]!.cash).toBe(28);
    expect(s.view.players[2]!.shares.prr).toBe(1);
    expect(s.view.companies[PRR]!.treasury).toBe(12);
  });

  it('chicago-express:unclaimed-opening-share — if nobody bids, the opener gets the share free and the company gets nothing', () => {
    const s = new Scenario(['A', 'B', 'C']);
    s.bidding(null);
    expect(s.view.players[0]!.shares.prr).toBe(1);
    expect(s.view.players[0]!.cash).toBe(40);
    expect(s.view.companies[PRR]!.treasury).toBe(0);
  });

  it('chicago-express:starting-player — each recipient opens the next auction; the PRR holder takes the first turn', () => {
    const s = new Scenario(['A', 'B', 'C']);
    s.bidding(2, 7);
    expect(s.view.auction).toMatchObject({ company: 'bo', opener: 2, turn: 2 });
    s.bidding(1, 6);
    expect(s.view.auction).toMatchObject({ company: 'co', opener: 1 });
    s.bidding(null);
    expect(s.view.auction).toMatchObject({ company: 'nyc', opener: 1 });
    s.bidding(0, 8);
    expect(s.phase).toBe('chooseAction');
    expect(s.view.turn.player).toBe(2);
    expect(game.activeSeats(s.state)).toEqual([2]);
  });
});
