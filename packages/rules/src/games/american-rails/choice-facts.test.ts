/** The facts beside a stock game's move controls (core/stock/choice-facts.ts), in American Rails. */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import { americanRails } from './index.js';
import type { AmericanRailsState } from './state.js';

/** Every position of a seeded bot game, with its legal moves. */
function positions() {
  const { record } = simulate(americanRails, { players: ['Ann', 'Bob', 'Cy'], seed: 'facts' });
  const opened = GameSession.open(americanRails, record);
  if (!opened.ok) throw new Error(opened.message);
  const session = opened.session;
  return Array.from({ length: session.moveCount + 1 }, (_, i) => {
    const state = session.stateAfter(i) as AmericanRailsState;
    return { state, moves: americanRails.legalMoves(state) };
  });
}

describe('american-rails choice facts', () => {
  it('american-rails:auction-a-share — a share whose minimum bid is above your cash says so', () => {
    const state = americanRails.createGame({ players: ['Ann', 'Bob', 'Cy'], seed: 'facts' });
    const seat = americanRails.activeSeats(state)[0]!;
    const view = americanRails.view(state, seat);
    const moves = americanRails.legalMoves(state).filter((m) => m.type === 'auction.offer');
    expect(moves.length).toBeGreaterThan(0);
    const poor = { ...view, players: view.players.map((p) => ({ ...p, cash: 3 })) };
    const bids = americanRails.choiceFacts!(poor, moves, seat).find(
      (f) => f.label === 'Minimum bids',
    )!.text;
    expect(bids).toContain(`$${view.companies[0]!.minimumBid} (more than your cash)`);
    const rich = americanRails.choiceFacts!(view, moves, seat).find(
      (f) => f.label === 'Minimum bids',
    )!.text;
    expect(rich).not.toContain('more than your cash');
  });
  it('american-rails:share-auction-bidding — while bidding, your shares and cash show beside Bid and Pass', () => {
    const bidding = positions().filter(({ moves }) => moves.some((m) => m.type === 'auction.bid'));
    expect(bidding.length).toBeGreaterThan(0);
    for (const { state, moves } of bidding.slice(0, 20)) {
      const seat = moves[0]!.player;
      const view = americanRails.view(state, seat);
      const me = view.players[seat]!;
      const held = view.companies.filter((c) => (me.shares[c.id] ?? 0) > 0);
      const text = americanRails.choiceFacts!(view, moves, seat).find(
        (f) => f.label === 'Your shares',
      )!.text;
      expect(text).toMatch(new RegExp(`\\(cash \\$${me.cash}\\)$`));
      if (held.length === 0) expect(text).toMatch(/^none yet/);
      for (const c of held) expect(text).toContain(`${c.short} ${me.shares[c.id]}`);
    }
  });

  it('american-rails:expand — building shows the company’s treasury and what the offered cubes cost', () => {
    const building = positions().filter(({ moves }) => moves.some((m) => m.type === 'build.place'));
    expect(building.length).toBeGreaterThan(0);
    for (const { state, moves } of building.slice(0, 20)) {
      const seat = moves[0]!.player;
      const view = americanRails.view(state, seat);
      const places = moves.filter((m) => m.type === 'build.place');
      const company = view.companies.find((c) => c.id === places[0]!.company)!;
      const costs = places.map((m) => view.board.hexes.find((h) => h.id === m.hex)!.nextCubeCost!);
      const [low, high] = [Math.min(...costs), Math.max(...costs)];
      const fact = americanRails.choiceFacts!(view, moves, seat).find(
        (f) => f.label === `${company.short} treasury`,
      )!;
      expect(fact.text).toBe(
        `$${company.treasury}; the builds offered cost ${low === high ? `$${low} each` : `$${low}–$${high}`}`,
      );
      // The engine offers no build the treasury cannot pay for.
      expect(high).toBeLessThanOrEqual(company.treasury);
    }
  });
});
