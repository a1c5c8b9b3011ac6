/**
 * <ry-game> over the toy auction game: starting from attributes, moves made and refused, a session
 * given as a property, replays, the parts shown, the statechart beside it and axe.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GameSession, simulate, type StockView } from '@railyard/rules';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyMoveEvent } from '../../shared/events.js';
import { registerGame } from '../../shared/game-registry.js';
import { axeViolations, cleanup, collect, fixture, until } from '../../test-support/fixture.js';
import { actionBar, auctionPanel, clickIn, newGame, q, text } from '../../test-support/ry-game.js';
import { tinyGame, toyAuctionGame } from '@railyard/rules/testing';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyGame);
});

describe('<ry-game>', () => {
  afterEach(cleanup);

  it('starts a new game from attributes and shows players, auction and who is to act', async () => {
    const game = await newGame();
    expect(text(q(game, 'header'))).toContain('Toy Rails');
    expect(text(q(game, '[data-testid="status"]'))).toBe('Ann to act');
    expect(q(game, 'ry-player-panel')!.shadowRoot!.querySelectorAll('li').length).toBe(3);
    expect(text(auctionPanel(game))).toContain('Auction: RED share');
    expect(game.getRecord()).toMatchObject({
      game: 'toy',
      players: ['Ann', 'Bob', 'Cyd'],
      seed: 't1',
      moves: [],
    });
  });

  it('shows the auction panel only for a game whose view has the stock facet', async () => {
    const stock = await newGame();
    expect(auctionPanel(stock)).not.toBeNull();
    const plain = await fixture<RyGame>(
      `<ry-game game="${tinyGame.id}" players="Ann, Bob" seed="t1"></ry-game>`,
    );
    await plain.updateComplete;
    expect(q(plain, 'ry-player-panel')).not.toBeNull();
    expect(q(plain, 'ry-auction-panel')).toBeNull();
  });

  it('applies the moves the user makes, announces them and fires ry-move', async () => {
    const game = await newGame();
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await userEvent.fill(auctionPanel(game).shadowRoot!.querySelector('input')!, '5');
    await clickIn(auctionPanel(game), '[part="bid-button"]');
    await game.updateComplete;
    expect(moves.map((e) => e.detail.move)).toEqual([
      { type: 'auction.bid', player: 0, amount: 5 },
    ]);
    expect(moves[0]!.detail.description).toBe('Ann bids $5');
    expect(moves[0]!.bubbles && moves[0]!.composed).toBe(true);
    expect(text(q(game, '[role="status"][aria-live="polite"]'))).toBe('Move 1: Ann bids $5');
    expect(text(q(game, 'ry-game-log'))).toContain('Ann bids $5');
    expect(text(q(game, '[data-testid="status"]'))).toBe('Bob to act');
  });

  it('with hide-moves leaves the moves to the host: one Bid control on the screen, the host’s', async () => {
    const own = await newGame();
    const bids = (game: RyGame) =>
      [auctionPanel(game), q(game, 'ry-action-bar')]
        .filter((el): el is HTMLElement => !!el)
        .flatMap((el) => [...el.shadowRoot!.querySelectorAll('button')])
        .filter((b) => /^Bid/.test(b.textContent!.trim()));
    expect(bids(own)).toHaveLength(1);
    cleanup();
    const hosted = await newGame('hide-moves');
    expect(hosted.hideMoves).toBe(true);
    expect(bids(hosted)).toHaveLength(0);
    expect(q(hosted, 'ry-action-bar')).toBeNull();
    // The auction itself is still shown.
    expect(text(auctionPanel(hosted))).toContain('Auction: RED share');
  });

  it('with hide leaves the named parts to the host: no controls, log or bot button', async () => {
    const own = await newGame();
    expect(q(own, '[part="controls"]')).not.toBeNull();
    expect(q(own, '[part="log"]')).not.toBeNull();
    cleanup();
    const hosted = await newGame('hide="controls log result bot-control"');
    expect(q(hosted, '[part="controls"]')).toBeNull();
    expect(q(hosted, '[part="log"]')).toBeNull();
    expect(q(hosted, '[part="bot-control"]')).toBeNull();
    // The board and the players are still drawn.
    expect(q(hosted, '[part="players"]')).not.toBeNull();
  });

  it('shows the engine explanation for an illegal move and does not apply it', async () => {
    const game = await newGame();
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await userEvent.fill(auctionPanel(game).shadowRoot!.querySelector('input')!, '50');
    await clickIn(auctionPanel(game), '[part="bid-button"]');
    await game.updateComplete;
    expect(moves).toEqual([]);
    expect(text(q(game, '[part="notice"]'))).toContain('cannot bid more than their cash ($10)');
    expect(game.getRecord().moves).toEqual([]);
  });

  it('applyMove, undo and redo change the game without firing events', async () => {
    const game = await newGame();
    const events = [...collect(document, 'ry-move'), ...collect(document, 'ry-game-end')];
    const seen = collect<Event>(document, 'ry-move');
    expect(game.applyMove({ type: 'auction.bid', player: 0, amount: 3 })).toEqual({ ok: true });
    const refused = game.applyMove({ type: 'auction.bid', player: 2, amount: 4 });
    expect(refused.ok).toBe(false);
    expect(game.applyMove({ type: 'auction.pass', player: 1 }).ok).toBe(true);
    expect(game.getRecord().moves.length).toBe(2);
    expect(game.undo()).toBe(true);
    expect(game.getRecord().moves).toEqual([{ type: 'auction.bid', player: 0, amount: 3 }]);
    expect(game.redo()).toBe(true);
    expect(game.getRecord().moves.length).toBe(2);
    await game.updateComplete;
    expect((game.view as StockView).auction!.active).toEqual([0, 2]);
    expect(seen).toEqual([]);
    expect(events).toEqual([]);
  });

  it('is driven by a session given as a property; two elements on one session stay in step', async () => {
    const session = GameSession.start(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 's1' });
    const box = document.createElement('div');
    const [a, b] = [0, 1].map(() => {
      const element = document.createElement('ry-game');
      element.session = session;
      element.botDelay = 0;
      box.append(element);
      return element;
    }) as [RyGame, RyGame];
    await fixture(box);
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect(a.session).toBe(session);
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await clickIn(auctionPanel(a), '[part="pass-button"]');
    await b.updateComplete;
    expect(session.moveCount).toBe(1);
    expect(text(q(b, 'ry-game-log'))).toContain('Ann passes');
    expect(moves.length).toBe(1);
    // Undo in one element, the other follows; a host's session.apply shows in both, unannounced.
    b.undo();
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect(text(q(a, '[part="counter"]'))).toBe('Move 0');
    session.apply({ type: 'auction.bid', player: 0, amount: 3 });
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect(text(q(a, '[data-testid="status"]'))).toBe('Bob to act');
    expect(text(q(b, 'ry-game-log'))).toContain('Ann bids $3');
    expect(moves.length).toBe(1);
    // Scrubbing is the session's position: both show it.
    await clickIn(q(a, 'ry-game-log')!, 'button');
    await b.updateComplete;
    expect(session.position).toBe(0);
    expect(text(q(b, '[part="counter"]'))).toBe('Viewing move 0 of 1');
    session.jumpTo(null);
    // The session's bots play, once, whichever element is faster: the same moves as headless.
    const expected = GameSession.start(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 's1' });
    expected.apply({ type: 'auction.bid', player: 0, amount: 3 });
    expected.setBots({ 1: 'random' });
    while (expected.botToMove()) expected.playBotMove();
    session.setBots({ 1: 'random' });
    await until(() => !session.botToMove(), 5000, 'the bot seat to finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(session.record.moves).toEqual(expected.record.moves);
    expect(
      session
        .history('all')
        .slice(1)
        .every((h) => h.bot),
    ).toBe(true);
    // A replaced or disconnected element no longer follows the old session.
    const other = GameSession.start(toyAuctionGame, { players: ['Cyd', 'Dan'], seed: 's2' });
    a.session = other;
    b.remove();
    await a.updateComplete;
    const bLog = text(q(b, 'ry-game-log'));
    session.setBots({});
    session.undo();
    await a.updateComplete;
    expect(text(q(a, '[data-testid="status"]'))).toBe('Cyd to act');
    expect(text(q(b, 'ry-game-log'))).toBe(bLog);
    expect(a.getRecord().players).toEqual(['Cyd', 'Dan']);
  });

  it('replays a record from a given move with step controls and exposes the view', async () => {
    const { record } = simulate(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 'r1' });
    const game = await fixture<RyGame>(`<ry-game mode="replay" move="2"></ry-game>`);
    game.setAttribute('record', JSON.stringify(record));
    await game.updateComplete;
    expect(text(q(game, '[part="counter"]'))).toBe(`Move 2 of ${record.moves.length}`);
    const scrubs = collect(document, 'ry-scrub');
    await clickIn(game, 'button[aria-label="Next move"]');
    expect(text(q(game, '[part="counter"]'))).toBe(`Move 3 of ${record.moves.length}`);
    expect(game.moveIndex).toBe(3);
    await clickIn(game, 'button[aria-label="First position"]');
    expect(game.view!.players.every((p) => p.cash === 10)).toBe(true);
    await clickIn(game, 'button[aria-label="Last position"]');
    expect(game.view!.finished).toBe(true);
    expect(scrubs.length).toBe(3);
    game.moveIndex = 1;
    await game.updateComplete;
    expect(text(q(game, '[part="counter"]'))).toBe(`Move 1 of ${record.moves.length}`);
    expect(scrubs.length).toBe(3);
    // No moves can be made in replay unless interactive.
    expect(actionBar(game)).toBeNull();
  });

  it('accepts a docs fixture as record and tells the highlighted value in the words given, never as a pointer', async () => {
    const { record } = simulate(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 'r2' });
    const game = await fixture<RyGame>(
      `<ry-game mode="static" highlight="/players/1/cash"></ry-game>`,
    );
    game.setAttribute('record', JSON.stringify({ example: 'x', record, checks: [] }));
    await game.updateComplete;
    expect(q(game, '[data-testid="highlight"]')).toBeNull();
    game.highlightLabel = "Bob's cash";
    await game.updateComplete;
    expect(text(q(game, '[data-testid="highlight"]'))).toBe(
      `Bob's cash: ${game.view!.players[1]!.cash}`,
    );
    expect(text(q(game, '.base'))).not.toContain('/players/1/cash');
  });

  it('draws only the parts named by show, with a button that opens the full game and back', async () => {
    const { record } = simulate(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 'r3' });
    const game = await fixture<RyGame>(`<ry-game mode="replay" show="players"></ry-game>`);
    game.record = record;
    await game.updateComplete;
    expect(q(game, 'ry-player-panel')).not.toBeNull();
    expect(q(game, 'ry-game-log')).toBeNull();
    expect(q(game, 'ry-auction-panel')).toBeNull();
    const expand = q<HTMLButtonElement>(game, '[part="expand"]')!;
    expect(text(expand)).toBe('Open full game');
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    await game.updateComplete;
    expect(q(game, 'ry-game-log')).not.toBeNull();
    expect(q(game, 'ry-auction-panel')).not.toBeNull();
    expect(text(q(game, '[part="expand"]'))).toBe('Back to the example');
    await userEvent.click(q(game, '[part="expand"]')!);
    await game.updateComplete;
    expect(q(game, 'ry-game-log')).toBeNull();
    expect(await axeViolations(game)).toEqual([]);
  });

  it('gives the statechart the position, so its state panel judges the events (verdicts)', async () => {
    const game = await newGame('show-statechart');
    await customElements.whenDefined('ry-statechart');
    const chart = q(game, 'ry-statechart')! as unknown as HTMLElement & {
      layoutComplete: Promise<unknown>;
      updateComplete: Promise<unknown>;
      position?: { legalMoves?: readonly { type: string }[] };
    };
    await chart.layoutComplete;
    await chart.updateComplete;
    expect(chart.position?.legalMoves?.some((m) => m.type === 'auction.bid')).toBe(true);
  });

  it('follows the game live in the statechart', async () => {
    const game = await newGame('show-statechart');
    // The statechart is loaded on demand.
    await customElements.whenDefined('ry-statechart');
    const chart = q(game, 'ry-statechart')! as unknown as HTMLElement & {
      layoutComplete: Promise<unknown>;
      updateComplete: Promise<unknown>;
    };
    await chart.layoutComplete;
    const active = () =>
      [...chart.shadowRoot!.querySelectorAll('.state.active')].map((n) =>
        n.getAttribute('data-state'),
      );
    expect(active()).toEqual(['auction']);
    game.applyMove({ type: 'auction.bid', player: 0, amount: 2 });
    game.applyMove({ type: 'auction.pass', player: 1 });
    game.applyMove({ type: 'auction.pass', player: 2 });
    await game.updateComplete;
    await chart.updateComplete;
    expect(active()).toEqual(['build']);
    expect(chart.shadowRoot!.querySelector('.edge.last')!.getAttribute('data-target')).toBe(
      'build',
    );
  });

  it('has no axe violations', async () => {
    const game = await newGame('show-statechart');
    game.applyMove({ type: 'auction.bid', player: 0, amount: 2 });
    await game.updateComplete;
    await customElements.whenDefined('ry-statechart');
    await (q(game, 'ry-statechart') as unknown as { layoutComplete: Promise<unknown> })
      .layoutComplete;
    expect(await axeViolations(game)).toEqual([]);
  });
});

describe('<ry-game> replay with interactive', () => {
  afterEach(cleanup);

  it('lets the reader branch off from the position shown, dropping later moves', async () => {
    const { record } = simulate(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 'r3' });
    const game = await fixture<RyGame>(`<ry-game mode="replay" move="0" interactive></ry-game>`);
    game.record = record;
    await game.updateComplete;
    expect(record.moves.length).toBeGreaterThan(3);
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await clickIn(auctionPanel(game), '[part="pass-button"]');
    await game.updateComplete;
    expect(moves.length).toBe(1);
    expect(game.getRecord().moves).toEqual([{ type: 'auction.pass', player: 0 }]);
    expect(text(q(game, '[part="counter"]'))).toBe('Move 1 of 1');
  });

  it('refuses moves in replay without interactive', async () => {
    const { record } = simulate(toyAuctionGame, { players: ['Ann', 'Bob'], seed: 'r3' });
    const game = await fixture<RyGame>(`<ry-game mode="replay" move="0"></ry-game>`);
    game.record = record;
    await game.updateComplete;
    expect(auctionPanel(game).shadowRoot!.querySelector('form')).toBeNull();
    expect(game.getRecord().moves.length).toBe(record.moves.length);
  });
});
