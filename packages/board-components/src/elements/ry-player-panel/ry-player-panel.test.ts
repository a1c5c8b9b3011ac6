import { afterEach, describe, expect, it } from 'vitest';
import './ry-player-panel.js';
import type { RyPlayerPanel } from './ry-player-panel.component.js';
import { axeViolations, cleanup, fixture } from '../../test-support/fixture.js';
import { toyAuctionGame } from '@railyard/rules/testing';
import { applyMove } from '@railyard/rules';

async function panelFromToy(): Promise<RyPlayerPanel> {
  let state = toyAuctionGame.createGame({ players: ['Ann', 'Bob', 'Cyd'], seed: 'p' });
  for (const move of [
    { type: 'auction.bid', player: 0, amount: 4 },
    { type: 'auction.pass', player: 1 },
    { type: 'auction.pass', player: 2 },
  ]) {
    const result = applyMove(toyAuctionGame, state, move);
    if (!result.ok) throw new Error(result.error.reason);
    state = result.state;
  }
  const view = toyAuctionGame.view(state, 'all');
  const panel = await fixture<RyPlayerPanel>('<ry-player-panel></ry-player-panel>');
  Object.assign(panel, {
    players: view.players,
    companies: view.companies,
    activeSeats: view.activeSeats,
    bots: [1, 2],
    thinking: 2,
  });
  await panel.updateComplete;
  return panel;
}

describe('<ry-player-panel>', () => {
  afterEach(cleanup);

  it('marks the cash and share chips an automatic event just changed, and only those', async () => {
    const panel = await panelFromToy();
    const company = panel.companies[0]!.id;
    panel.changed = [0];
    panel.changedCompanies = [company];
    await panel.updateComplete;
    const cards = [...panel.shadowRoot!.querySelectorAll('li')];
    expect(cards.map((li) => li.querySelector('.cash')!.classList.contains('changed'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(cards[0]!.querySelector('.cash')!.getAttribute('part')).toBe('cash cash-changed');
    expect(cards[0]!.querySelector('.shares .changed')!.textContent).toBe('×1');
    panel.changed = [];
    panel.changedCompanies = [];
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelectorAll('.changed')).toHaveLength(0);
  });

  it('marks a shared rank "2=" and the winner', async () => {
    const panel = await panelFromToy();
    panel.result = {
      standings: [
        { seat: 1, name: 'Bob', score: 12, rank: 1, rankText: '1' },
        { seat: 2, name: 'Cyd', score: 9, rank: 2, rankText: '2=' },
        { seat: 0, name: 'Ann', score: 7, rank: 2, rankText: '2=' },
      ],
      winners: [1],
      reason: 'Bob reached the target.',
      rule: 'toy:end',
    };
    await panel.updateComplete;
    const badges = [...panel.shadowRoot!.querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('.badge')].pop()!.textContent!.trim(),
    );
    expect(badges).toEqual(['rank 2=', 'winner', 'rank 2=']);
  });

  it('shows cash and shares from a view, with company labels next to the colours', async () => {
    const panel = await panelFromToy();
    const cards = panel.shadowRoot!.querySelectorAll('li');
    expect(cards.length).toBe(3);
    expect(cards[0]!.querySelector('.cash')!.textContent).toBe('$6');
    expect(cards[0]!.querySelector('.shares')!.textContent).toMatch(/RED\s*×1/);
    expect(cards[1]!.querySelector('.shares')!.textContent).toContain('no shares');
  });

  it('writes large sums with separators, says when cash is hidden, and lists no shares in a game without companies', async () => {
    const panel = await fixture<RyPlayerPanel>('<ry-player-panel></ry-player-panel>');
    panel.players = [
      { seat: 0, name: 'Ann', cash: 50000 },
      { seat: 1, name: 'Bob', cash: null as unknown as number },
    ];
    await panel.updateComplete;
    const cards = panel.shadowRoot!.querySelectorAll('li');
    expect(cards[0]!.querySelector('.cash')!.textContent).toBe('$50,000');
    expect(cards[1]!.querySelector('.cash')!.textContent).toBe('cash hidden');
    expect(panel.shadowRoot!.querySelector('.shares')).toBeNull();
    expect(panel.shadowRoot!.textContent).not.toContain('no shares');
  });

  it('marks who acts, bots and the thinking bot', async () => {
    const panel = await panelFromToy();
    const cards = panel.shadowRoot!.querySelectorAll('li');
    expect(cards[0]!.classList.contains('active')).toBe(true);
    expect(cards[0]!.textContent).toContain('to act');
    expect(cards[1]!.textContent).toContain('bot');
    expect(cards[2]!.textContent).toContain('thinking');
    expect(cards[1]!.textContent).not.toContain('thinking');
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await panelFromToy())).toEqual([]);
  });
});
