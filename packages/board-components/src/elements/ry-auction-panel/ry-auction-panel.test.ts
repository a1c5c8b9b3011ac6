import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './ry-auction-panel.js';
import type { RyAuctionPanel } from './ry-auction-panel.component.js';
import type { RyIntentEvent } from '../../shared/events.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';
import { toyAuctionGame } from '@railyard/rules/testing';
import { applyMove } from '@railyard/rules';

async function panel(interactive = true): Promise<RyAuctionPanel> {
  let state = toyAuctionGame.createGame({ players: ['Ann', 'Bob', 'Cyd'], seed: 'a' });
  const r = applyMove(toyAuctionGame, state, { type: 'auction.bid', player: 0, amount: 3 });
  if (!r.ok) throw new Error(r.error.reason);
  state = r.state;
  const view = toyAuctionGame.view(state, 'all');
  const el = await fixture<RyAuctionPanel>(
    `<ry-auction-panel ${interactive ? 'interactive' : ''}></ry-auction-panel>`,
  );
  Object.assign(el, {
    auction: view.auction,
    players: view.players,
    legalMoves: toyAuctionGame.legalMoves(state),
  });
  await el.updateComplete;
  return el;
}

describe('<ry-auction-panel>', () => {
  afterEach(cleanup);

  it('shows the item, current bid, minimum, bidders still in and whose turn it is', async () => {
    const el = await panel();
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Auction: RED share');
    expect(text).toContain('$3 by Ann');
    expect(text).toContain('$2 (next bid at least $4)');
    expect(el.shadowRoot!.querySelector('.bidders .turn')!.textContent!.trim()).toBe('Bob');
    expect(el.shadowRoot!.querySelectorAll('.bidders li').length).toBe(3);
    const input = el.shadowRoot!.querySelector('input')!;
    expect([input.min, input.max, input.value]).toEqual(['4', '10', '4']);
  });

  it('emits bid and pass intents on user action only', async () => {
    const el = await panel();
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    el.legalMoves = [...el.legalMoves];
    await el.updateComplete;
    expect(intents).toEqual([]);
    const input = el.shadowRoot!.querySelector('input')!;
    await userEvent.fill(input, '7');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(el.shadowRoot!.querySelector<HTMLElement>('[part="pass-button"]')!);
    expect(intents.map((e) => e.detail.move)).toEqual([
      { type: 'auction.bid', player: 1, amount: 7 },
      { type: 'auction.pass', player: 1 },
    ]);
  });

  it('hides the controls unless interactive', async () => {
    const el = await panel(false);
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await panel())).toEqual([]);
  });
});
