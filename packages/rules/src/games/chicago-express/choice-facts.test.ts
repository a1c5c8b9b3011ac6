/** The facts beside a stock game's move controls (core/stock/choice-facts.ts) come from the seat's own view. */
import { describe, expect, it } from 'vitest';
import { chicagoExpress } from './index.js';
import { twoPlayers } from './testing/rules-helpers.js';
import { Scenario } from './testing/scenario.js';

const factsOf = (s: Scenario, seat: number) => {
  const moves = chicagoExpress.legalMoves(s.state).filter((m) => m.player === seat);
  const facts = chicagoExpress.choiceFacts!(chicagoExpress.view(s.state, seat), moves, seat);
  return Object.fromEntries(facts.map((f) => [f.label, f.text]));
};

describe('chicago-express choice facts', () => {
  it('chicago-express:minimum-bid — offering a share shows your cash and each offered share’s minimum bid', () => {
    const s = twoPlayers();
    const seat = chicagoExpress.activeSeats(s.state)[0]!;
    s.choose('auction');
    const view = chicagoExpress.view(s.state, seat);
    const facts = factsOf(s, seat);
    expect(facts['Your cash']).toBe(`$${view.players[seat]!.cash}`);
    const offered = chicagoExpress
      .legalMoves(s.state)
      .filter((m) => m.type === 'auction.offer')
      .map((m) => m.company);
    expect(offered.length).toBeGreaterThan(1);
    for (const company of view.companies)
      if (offered.includes(company.id))
        expect(facts['Minimum bids']).toContain(`${company.short} $${company.minimumBid}`);
      else expect(facts['Minimum bids']).not.toContain(`${company.short} $`);
    expect(facts['Your shares']).toBeUndefined();
  });

  it('chicago-express:who-may-build — choosing an action shows the shares you hold, and only yours', () => {
    const s = twoPlayers();
    const seat = chicagoExpress.activeSeats(s.state)[0]!;
    expect(chicagoExpress.legalMoves(s.state).some((m) => m.type === 'action.choose')).toBe(true);
    const view = chicagoExpress.view(s.state, seat);
    const held = view.companies.filter((c) => view.players[seat]!.shares[c.id]! > 0);
    const notHeld = view.companies.filter((c) => !view.players[seat]!.shares[c.id]);
    expect(held.length).toBeGreaterThan(0);
    const facts = factsOf(s, seat);
    for (const c of held)
      expect(facts['Your shares']).toContain(`${c.short} ${view.players[seat]!.shares[c.id]}`);
    for (const c of notHeld) expect(facts['Your shares']).not.toContain(c.short);
    expect(facts['Your cash']).toBeUndefined();
  });
  it('chicago-express:opening-auction-bidding — while bidding, your shares and cash show beside Bid and Pass, and only yours', () => {
    // Ann has won the PRR share ($7); the B&O auction is open and Bob bids first.
    const s = new Scenario(['Ann', 'Bob']).opening([[0, 7]]);
    const view = chicagoExpress.view(s.state, 0);
    expect(view.auction).not.toBeNull();
    const ann = factsOf(s, 0);
    const bob = factsOf(s, 1);
    const bidder = view.auction!.turn;
    const mine = bidder === 0 ? ann : bob;
    const theirs = bidder === 0 ? bob : ann;
    expect(theirs['Your shares']).toBeUndefined();
    const expected =
      bidder === 0
        ? `PRR 1 (cash $${view.players[0]!.cash})`
        : `none yet (cash $${view.players[1]!.cash})`;
    expect(mine['Your shares']).toBe(expected);
  });

  it('chicago-express:build-costs — building shows the company’s treasury and what the offered builds cost, read from the view', () => {
    const s = twoPlayers();
    const seat = s.current;
    s.choose('build');
    const moves = chicagoExpress
      .legalMoves(s.state)
      .filter((m) => m.player === seat)
      .flatMap((m) => (m.type === 'build.place' ? [m] : []));
    expect(moves.length).toBeGreaterThan(1);
    const view = chicagoExpress.view(s.state, seat);
    const company = view.companies.find((c) => c.id === moves[0]!.company)!;
    const costs = moves.map((m) => view.board.hexes.find((h) => h.id === m.hex)!.nextCost);
    const [low, high] = [Math.min(...costs), Math.max(...costs)];
    const facts = factsOf(s, seat);
    expect(facts[`${company.short} treasury`]).toBe(
      `$${company.treasury}; the builds offered cost ${low === high ? `$${low} each` : `$${low}–$${high}`}`,
    );
    expect(company.treasury).toBeGreaterThan(0);
  });
});
