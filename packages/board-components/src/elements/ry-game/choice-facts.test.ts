/** <ry-game> shows the facts a choice relies on beside the move controls (the rules' `choiceFacts`). */
import { afterEach, describe, expect, it } from 'vitest';
import { GameSession, type GameMove } from '@railyard/rules';
import { chicagoExpress } from '@railyard/rules/chicago-express';
import { wildWestExpress } from '@railyard/rules/wild-west-express';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import { cleanup, fixture, until } from '../../test-support/fixture.js';

import.meta.glob('../../boards/*/game.ts', { eager: true });

const facts = (game: RyGame) =>
  game.shadowRoot!.querySelector<HTMLElement>('[data-testid="choice-facts"]');

async function show(session: GameSession): Promise<RyGame> {
  const element = document.createElement('ry-game') as RyGame;
  element.session = session;
  element.setAttribute('viewer', '0');
  element.style.width = '1000px';
  return fixture(element);
}

/** A Wild West Express game at its first start-town choice, drawn for the seat choosing. */
async function showStartTowns(): Promise<RyGame> {
  const session = GameSession.start(wildWestExpress, { players: ['Ann', 'Bo'], seed: 'f' });
  const element = await show(session);
  element.setAttribute('viewer', String(session.activeSeats()[0]!));
  await until(() => !!facts(element), 3000, 'the facts beside the start towns');
  return element;
}

describe('<ry-game> choice facts', () => {
  afterEach(cleanup);

  it('shows your cash and each share’s minimum bid beside the shares you may offer (chicago-express:minimum-bid)', async () => {
    const session = GameSession.start(chicagoExpress, { players: ['Ann', 'Bo', 'Cy'], seed: 'f' });
    // The opening auctions: the first bidder takes each share at its minimum.
    while (!session.legalMoves().some((m) => m.type === 'action.choose')) {
      const moves = session.legalMoves();
      const opened = (session.view('all') as { auction: { highBid: number | null } | null })
        .auction;
      const bids = moves.filter((m) => m.type === 'auction.bid');
      const lowest = bids.sort((a, b) => Number(a.amount) - Number(b.amount))[0];
      const pass = moves.find((m) => m.type === 'auction.pass');
      session.apply((opened?.highBid == null ? lowest : pass) ?? pass ?? moves[0]!);
    }
    const seat = session.activeSeats()[0]!;
    session.apply({ type: 'action.choose', player: seat, action: 'auction' } as GameMove);
    const view = chicagoExpress.view(session.state as never, seat);
    const element = await show(session);
    element.setAttribute('viewer', String(seat));
    await until(() => !!facts(element), 3000, 'the facts beside the offer');
    const text = facts(element)!.textContent!.replace(/\s+/g, ' ');
    expect(view.players[seat]!.cash).toBeGreaterThan(0);
    expect(text).toContain(`Your cash $${view.players[seat]!.cash}`);
    for (const company of view.companies.filter((c) => c.auctionable))
      expect(text).toContain(`${company.short} $${company.minimumBid}`);
    expect(text).not.toContain('more than your cash');
  });

  it('opens the towns table from the start-town choice (wild-west-express:choosing-start-cities)', async () => {
    const element = await showStartTowns();
    const board = element.shadowRoot!.querySelector('[part~="board"]')!;
    const towns = () => board.shadowRoot!.querySelector<HTMLDetailsElement>('details.towns');
    await until(() => !!towns(), 3000, 'the towns table');
    expect(towns()!.open).toBe(false);
    facts(element)!.querySelector<HTMLButtonElement>('button')!.click();
    expect(towns()!.open).toBe(true);
    expect(facts(element)!.textContent).toMatch(/nearest buyer of its free good/);
  });

  it('folds a long fact behind "Show" in the bar docked at the bottom, and shows it in full under the map (wild-west-express:choosing-start-cities)', async () => {
    const element = await showStartTowns();
    // Docked at the bottom of the screen: the list of every town is one "Show" line.
    const long = () => facts(element)!.querySelector<HTMLDetailsElement>('details.long');
    expect(long()!.open).toBe(false);
    const folded = facts(element)!.getBoundingClientRect().height;
    long()!.querySelector('summary')!.click();
    expect(long()!.open).toBe(true);
    expect(long()!.textContent).toMatch(/Portland \d+/);
    expect(facts(element)!.getBoundingClientRect().height).toBeGreaterThan(folded);
    // Under the map (a lesson's page scrolls): every fact in full, nothing folded.
    element.setAttribute('dock', 'map');
    await until(() => !long(), 3000, 'the facts unfolded under the map');
    expect(facts(element)!.textContent).toMatch(/Portland \d+/);
  });
});
