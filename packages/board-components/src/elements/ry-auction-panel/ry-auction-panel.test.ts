import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './ry-auction-panel.js';
import type { RyAuctionPanel } from './ry-auction-panel.component.js';
import type { RyIntentEvent } from '../../shared/events.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';
import { toyAuctionGame } from '@railyard/rules/testing';
import { applyMove, type AnyGameDefinition, type GameMove, type StockView } from '@railyard/rules';
import { americanRails } from '@railyard/rules/american-rails';
import { chicagoExpress } from '@railyard/rules/chicago-express';

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

/** The "next bid" line of a panel showing `view`'s auction. */
async function nextBid(view: StockView, legalMoves: readonly GameMove[]): Promise<string> {
  const el = await fixture<RyAuctionPanel>('<ry-auction-panel interactive></ry-auction-panel>');
  Object.assign(el, { auction: view.auction, players: view.players, legalMoves });
  await el.updateComplete;
  const part = el.shadowRoot!.querySelector('[part="minimum"]')!;
  return `${part.previousElementSibling!.textContent} ${part.textContent}`
    .replace(/\s+/g, ' ')
    .trim();
}

describe('<ry-auction-panel>', () => {
  afterEach(cleanup);

  it('shows the item, current bid, next bid, bidders still in and whose turn it is', async () => {
    const el = await panel();
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Auction: RED share');
    expect(text).toContain('$3 by Ann');
    expect(text).toContain('Next bid at least $4');
    expect(el.shadowRoot!.querySelector('.bidders .turn .who')!.textContent).toBe('Bob');
    expect(el.shadowRoot!.querySelectorAll('.bidders li').length).toBe(3);
    // Each bidder's cash beside the name, next to the Bid field (what a bid has to leave).
    const chips = [...el.shadowRoot!.querySelectorAll('.bidders li')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    // Cash is said to be cash, apart from the high bid (walkthrough 4 #9: "Cass $20 (high)"
    // read as a $20 bid).
    expect(chips).toEqual(
      el.players.map((p) => `${p.name} $${p.cash} cash${p.seat === 0 ? ' · high bid' : ''}`),
    );
    // Compact (a phone's dock): every bidder's cash still shows (walkthrough 4 #10).
    el.compact = true;
    await el.updateComplete;
    const shown = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.bidders .cash')].map(
      (cash) => cash.getClientRects().length > 0,
    );
    expect(shown).toEqual(el.players.map(() => true));
    // There the row's label says "(cash)" once instead of each chip, so three bidders fit on
    // one row of a phone and the map keeps its height (map-size.spec).
    const seen = (root: Element) => (root as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    expect([...el.shadowRoot!.querySelectorAll('.bidders li')].map(seen)).toEqual(
      el.players.map((p) => `${p.name} $${p.cash}${p.seat === 0 ? ' cash · high bid' : ''}`),
    );
    expect(seen([...el.shadowRoot!.querySelectorAll('dt')].at(-1)!)).toBe('Still in (cash)');
    // Whose turn it is: the marked chip shows it; the "To bid" row is read, not drawn.
    const toBid = el.shadowRoot!.querySelector<HTMLElement>('dd.to-bid')!;
    expect(toBid.textContent!.trim()).toBe('Bob');
    expect(toBid.getBoundingClientRect().height).toBeLessThanOrEqual(1);
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

  it('shows "next bid at least" from the view in every game: the opening minimum, then high bid + 1', async () => {
    const games: [AnyGameDefinition, string[], GameMove[], number, number][] = [
      // Chicago Express: the PRR opening auction opens at $7.
      [
        chicagoExpress,
        ['Ann', 'Bob', 'Cyd'],
        [{ type: 'auction.bid', player: 0, amount: 9 }],
        7,
        10,
      ],
      // American Rails: an opening share from $10.
      [
        americanRails,
        ['Ann', 'Bob', 'Cyd'],
        [
          { type: 'auction.offer', player: 0, company: 'american' },
          { type: 'auction.bid', player: 0, amount: 12 },
        ],
        10,
        13,
      ],
    ];
    for (const [game, players, moves, opening, afterBid] of games) {
      let state = game.createGame({ players, seed: 'panel' });
      const shown: string[] = [];
      for (const move of moves) {
        const view = game.view(state, 'all') as StockView;
        if (view.auction) shown.push(await nextBid(view, game.legalMoves(state)));
        const r = applyMove(game, state, move);
        if (!r.ok) throw new Error(r.error.reason);
        state = r.state;
      }
      shown.push(await nextBid(game.view(state, 'all') as StockView, game.legalMoves(state)));
      expect([game.id, shown]).toEqual([
        game.id,
        [`Next bid at least $${opening}`, `Next bid at least $${afterBid}`],
      ]);
      cleanup();
    }
  });

  it('starts the amount at the new minimum when the next auction opens (not the last bid typed)', async () => {
    let state = chicagoExpress.createGame({ players: ['Ann', 'Bob', 'Cyd'], seed: 'panel' });
    const show = async (el: RyAuctionPanel) => {
      const view = chicagoExpress.view(state, 'all') as StockView;
      Object.assign(el, { auction: view.auction, legalMoves: chicagoExpress.legalMoves(state) });
      await el.updateComplete;
      return view;
    };
    const el = await fixture<RyAuctionPanel>('<ry-auction-panel interactive></ry-auction-panel>');
    const first = await show(el);
    const input = () => el.shadowRoot!.querySelector('input')!;
    await userEvent.fill(input(), '17');
    // The same decision redrawn (a refused bid keeps the position): the typed amount stays.
    await show(el);
    expect(input().value).toBe('17');
    const play = (move: GameMove) => {
      const r = applyMove(chicagoExpress, state, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    };
    play({ type: 'auction.bid', player: 0, amount: 17 });
    const auction = () => (chicagoExpress.view(state, 'all') as StockView).auction;
    while (auction()?.item === first.auction!.item)
      play(chicagoExpress.legalMoves(state).find((m) => m.type.endsWith('.pass'))!);
    const next = await show(el);
    expect(next.auction!.minimum).toBeLessThan(17);
    expect([first.auction!.minimum, input().value]).toEqual([7, String(next.auction!.minimum)]);
  });

  it('hides the controls unless interactive', async () => {
    const el = await panel(false);
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await panel())).toEqual([]);
  });
});
