/** The facts beside a stock game's move controls (core/stock/choice-facts.ts), in American Rails. */
import { describe, expect, it } from 'vitest';
import { americanRails } from './index.js';

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
});
