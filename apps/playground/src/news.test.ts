/**
 * The news above the person's moves (walkthrough 5, findings 7 and 13): who won the auction they
 * were in, and the end of the opening auctions, from the engine's events, since their last move.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'lit';
import { GameSession, newRecord, type GameMove } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import { newsSince, renderNews } from './news';

function openingGame() {
  const opened = GameSession.open(
    games['chicago-express']!,
    newRecord('chicago-express', ['You', 'Bo', 'Cy'], 'news'),
  );
  if (!opened.ok) throw new Error(opened.message);
  const session = opened.session;
  /** The seat to act bids `amount` if it is `bidder`, else passes. */
  const step = (bidder: number, amount: number) => {
    const seat = session.activeSeats()[0]!;
    const moves = session.legalMoves(seat);
    const bid = moves.find((m: GameMove) => m.type === 'auction.bid' && m.amount === amount);
    const pass = moves.find((m: GameMove) => m.type === 'auction.pass')!;
    const result = session.apply(seat === bidder && bid ? bid : pass);
    if (!result.ok) throw new Error(result.error.reason);
  };
  return { session, step };
}

const texts = (root: HTMLElement) => [...root.querySelectorAll('li')].map((li) => li.textContent);

describe('the news above the moves', () => {
  it('chicago-express:winning-the-auction — the auction you bid in ends on a rival’s pass: you are told you won it and for how much', () => {
    const { session, step } = openingGame();
    const you = 0;
    expect(newsSince(session, you, you)).toEqual([]);
    // The PRR auction: you bid $9 when your turn comes, every rival passes.
    while (session.history('all').every((h) => !h.events.some((e) => e.kind === 'auction')))
      step(you, 9);
    const root = document.createElement('div');
    render(renderNews(newsSince(session, you, you)), root);
    const sold = session.history('all').find((h) => h.events.some((e) => e.kind === 'auction'))!;
    const winner = sold.events.find((e) => e.kind === 'auction')!.text;
    expect(texts(root)).toEqual([winner]);
    expect(winner).toBe('You win the PRR share for $9.');
    // It came with a rival's pass, not with your own bid.
    expect(sold.seat).not.toBe(you);
    // Named for what it is.
    expect(root.querySelector('ul')!.getAttribute('aria-label')).toBe('Since your last move');
  });

  it('chicago-express:starting-player — the end of the opening auctions is news, and a new move of yours clears the old news', () => {
    const { session, step } = openingGame();
    // Everybody passes each opening share: its opener takes it for nothing, four times.
    while (!session.history('all').some((h) => h.events.some((e) => e.kind === 'phase')))
      step(-1, 0);
    const first = session.activeSeats()[0]!;
    const news = newsSince(session, first, first).map((e) => e.kind);
    expect(news).toContain('phase');
    expect(news.at(-1)).toBe('phase');
    // The first player chooses an action: nothing settled since, so no news.
    const choose = session.legalMoves(first).find((m) => m.type === 'action.choose')!;
    expect(session.apply(choose).ok).toBe(true);
    // Choosing an action keeps the chooser to act (the action's first step is theirs).
    expect(session.activeSeats()[0]).toBe(first);
    expect(newsSince(session, first, first).filter((e) => e.kind === 'phase')).toEqual([]);
  });
});
