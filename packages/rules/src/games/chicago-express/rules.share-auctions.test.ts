/** Chicago Express rules: auction a share (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, PRR, NYC, CO, twoPlayers, refused, accepted } from './testing/rules-helpers.js';

describe('chicago-express auction a share', () => {
  it('chicago-express:shares-available-for-auction — any company with shares, but the Wabash only after someone reached Chicago', () => {
    const s = twoPlayers();
    s.choose('auction');
    expect(
      game
        .legalMoves(s.state)
        .filter((m) => m.type === 'auction.offer')
        .map((m) => (m as { company: string }).company),
    ).toEqual(['prr', 'bo', 'nyc', 'co']);
    refused(
      s,
      { type: 'auction.offer', player: 0, company: 'wabash' },
      R('shares-available-for-auction'),
    );
    refused(
      s,
      { type: 'auction.offer', player: 0, company: 'zzz' },
      R('shares-available-for-auction'),
    );
  });

  it('chicago-express:sold-out-companies — a company whose shares are all sold cannot be auctioned', () => {
    const s = twoPlayers();
    s.auction('prr', 0, 4);
    s.until(0).auction('prr', 1, 3);
    expect(s.view.companies[PRR]!.sharesLeft).toBe(0);
    s.untilCan(0, 'auction').choose('auction');
    const why = refused(
      s,
      { type: 'auction.offer', player: 0, company: 'prr' },
      R('sold-out-companies'),
    );
    expect(why).toMatch(/sold out/);
  });

  it('chicago-express:minimum-bid — the offerer opens at ceil(income / (shares sold + 1)) or passes; the others may still bid', () => {
    const s = twoPlayers();
    s.build('prr', ['Q5', 'Q4', 'Q3']); // PRR income 7 + Binghamton 1 = 8
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 1, company: 'prr' });
    expect(s.view.auction!.minimum).toBe(4); // ceil(8 / 2)
    refused(s, { type: 'auction.bid', player: 1, amount: 3 }, R('minimum-bid'));
    s.apply({ type: 'auction.pass', player: 1 });
    refused(s, { type: 'auction.bid', player: 0, amount: 3 }, R('minimum-bid'));
    accepted(s, { type: 'auction.bid', player: 0, amount: 4 });
    s.apply({ type: 'auction.bid', player: 0, amount: 4 });
    expect(s.view.players[0]!.shares.prr).toBe(2);
    expect(s.view.companies[PRR]!.minimumBid).toBe(3); // ceil(8 / 3)
  });

  it('chicago-express:minimum-bid — option offererPass=voidAuction: the offerer passing ends the auction unsold', () => {
    const s = twoPlayers({ offererPass: 'voidAuction' });
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 0, company: 'nyc' });
    s.apply({ type: 'auction.pass', player: 0 });
    expect(s.phase).toBe('chooseAction');
    expect(s.view.companies[NYC]!.sharesLeft).toBe(4);
  });

  it('chicago-express:bidding — clockwise raises or passes; a pass is final; bids must raise and may not exceed cash', () => {
    const s = new Scenario(['A', 'B', 'C']).opening([
      [0, 7],
      [0, 6],
      [0, 5],
      [0, 8],
    ]);
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 0, company: 'co' });
    s.apply({ type: 'auction.bid', player: 0, amount: 3 });
    refused(s, { type: 'auction.bid', player: 2, amount: 5 }, R('bidding'));
    refused(s, { type: 'auction.bid', player: 1, amount: 3 }, R('bidding'));
    refused(s, { type: 'auction.bid', player: 1, amount: 41 }, R('bidding'));
    s.apply({ type: 'auction.pass', player: 1 });
    s.apply({ type: 'auction.bid', player: 2, amount: 5 });
    refused(s, { type: 'auction.bid', player: 1, amount: 6 }, R('bidding'));
    const bids = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'auction.bid')
      .map((m) => (m as { amount: number }).amount);
    expect(bids[0]).toBe(6);
    expect(bids[bids.length - 1]).toBe(s.view.players[0]!.cash);
  });

  it('chicago-express:winning-the-auction — the winner pays the company and takes the share', () => {
    const s = twoPlayers();
    s.auction('co', 1, 9);
    expect(s.view.players[1]!.shares.co).toBe(1);
    expect(s.view.players[1]!.cash).toBe(60 - 6 - 8 - 9);
    expect(s.view.companies[CO]!.treasury).toBe(5 + 9);
    expect(s.view.lastAuction).toMatchObject({ kind: 'share', company: 'co', winner: 1, price: 9 });
  });

  it('chicago-express:unsold-share — if everybody passes the share stays on the company board and nobody pays', () => {
    const s = twoPlayers();
    const before = s.view;
    s.auction('co', null);
    expect(s.view.companies[CO]!.sharesLeft).toBe(5);
    expect(s.view.players.map((p) => p.cash)).toEqual(before.players.map((p) => p.cash));
    expect(s.view.lastAuction).toMatchObject({ winner: null, price: 0 });
  });
});
