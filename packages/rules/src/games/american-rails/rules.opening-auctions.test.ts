/** American Rails rules: opening auctions (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { cityHexId } from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { americanRails } from './index.js';
import { crossroads, Driver } from './testing/scenario.js';

describe('american-rails opening auctions', () => {
  it("american-rails:opening-auctions — before the first round the banker chooses any company's share and auctions it", () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's');
    expect(
      americanRails.legalMoves(d.state).map((m) => m.type === 'auction.offer' && m.company),
    ).toEqual(COMPANIES.map((c) => c.id));
    expect(d.refusal({ type: 'action.choose', action: 'pass' })?.rule).toBe(
      'american-rails:next-opening-auction',
    );
  });

  it('american-rails:opening-auction-bidding — the selector bids first, minimum $10, then clockwise; each bid must be higher; a passed player is out', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's');
    d.do({ type: 'auction.offer', company: 'american' });
    expect(d.seat).toBe(0);
    expect(d.refusal({ type: 'auction.bid', amount: 9 })).toMatchObject({
      rule: 'american-rails:opening-auction-bidding',
    });
    expect(d.refusal({ type: 'auction.bid', amount: 51 })?.reason).toMatch(/cash/);
    d.do({ type: 'auction.bid', amount: 10 });
    expect(d.seat).toBe(1);
    expect(d.refusal({ type: 'auction.bid', amount: 10 })?.reason).toMatch(/at least \$11/);
    d.do({ type: 'auction.pass' });
    d.do({ type: 'auction.bid', amount: 12 });
    d.do({ type: 'auction.pass' }); // seat 3
    expect(d.seat).toBe(0);
    expect(d.refusal({ type: 'auction.bid', amount: 13, player: 1 })?.reason).toMatch(/turn/); // seat 1 is out
    d.do({ type: 'auction.pass' }); // seat 0 leaves; seat 2 wins at $12
    expect(d.ctx.holdings[2]![0]).toBe(1);
    expect(
      americanRails.legalMoves(d.state).every((m) => m.type === 'build.start' && m.player === 2),
    ).toBe(true);
  });

  it('american-rails:winning-an-opening-auction — the winner takes the share and pays the bid into the company treasury', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's').auction('national', 1, 17);
    const v = d.view();
    expect(v.players[1]!.shares.national).toBe(1);
    expect(v.players[1]!.cash).toBe(33);
    expect(v.companies[1]!.treasury).toBe(17);
    expect(v.companies[1]!.sharesLeft).toBe(3);
  });

  it("american-rails:starting-city — the winner puts a cube in any unoccupied city; income = that city's full value", () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's').auction('american', 0).start('new-york');
    d.auction('national', 1);
    expect(d.refusal({ type: 'build.start', hex: cityHexId('new-york') })?.reason).toMatch(
      /already holds track/,
    );
    expect(d.refusal({ type: 'build.start', hex: '2,6' })?.reason).toMatch(/not a city/);
    expect(d.refusal({ type: 'build.start', hex: 'nowhere' })?.rule).toBe(
      'american-rails:starting-city',
    );
    d.start('boston');
    const v = d.view();
    expect(v.companies[0]!.income).toBe(8);
    expect(v.companies[1]!.income).toBe(5);
    expect(v.cities.boston!.cubes).toEqual(['national']);
    expect(v.companies[1]!.supply).toBe(COMPANIES[1]!.cubes - 2);
    expect(v.companies[1]!.treasury).toBe(10); // the starting cube is free
  });

  it('american-rails:initial-turn-order — the winner takes the lowest free turn-order space, unless already on the track', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's').auction('american', 2).start('new-york');
    expect(d.view().turnOrder).toEqual([2, null, null, null]);
    d.auction('national', 2).start('boston');
    expect(d.view().turnOrder).toEqual([2, null, null, null]);
    d.auction('majestic', 0).start('chicago');
    expect(d.view().turnOrder).toEqual([2, 0, null, null]);
  });

  it('american-rails:next-opening-auction — the winner picks a company not offered yet and bids or passes first', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's').auction('american', 2).start('new-york');
    expect(d.seat).toBe(2);
    expect(d.refusal({ type: 'auction.offer', company: 'american' })?.reason).toMatch(
      /already been auctioned/,
    );
    d.do({ type: 'auction.offer', company: 'republic' });
    expect(d.ctx.auction!.turn).toBe(2);
  });

  it('american-rails:unsold-opening-shares — a share nobody bids on is removed for good; the last player to pass picks next', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's').auction('liberty', null);
    const v = d.view();
    expect(v.companies[4]!.sharesRemoved).toBe(1);
    expect(v.companies[4]!.sharesLeft).toBe(1);
    expect(d.seat).toBe(3); // seat 0 passed first, seat 3 last
    expect([d.phase, d.seat]).toEqual(['openingOffer', 3]);
  });

  it('american-rails:end-of-the-opening-round — one share of each company is offered exactly once; removed shares mean fewer companies on the map', () => {
    const d = crossroads();
    const v = d.view();
    expect(v.round).toBe(1);
    expect(v.companies.map((c) => c.offeredInOpening)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(v.companies.filter((c) => c.open).map((c) => c.id)).toEqual([
      'american',
      'national',
      'continental',
      'majestic',
    ]);
    expect(v.pending.kind).toBe('choose');
  });

  it('american-rails:players-without-shares — players without shares take the lowest free spaces, from the banker clockwise', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's');
    d.auction('american', 1).start('new-york');
    d.auction('national', 2).start('boston');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const) d.auction(c, null);
    expect(d.view().turnOrder).toEqual([1, 2, 0, 3]);
    expect(d.view().phaseOrder).toEqual([1, 2, 0, 3]);
  });
});
