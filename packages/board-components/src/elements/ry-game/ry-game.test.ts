import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GameSession, simulate, type StockView } from '@railyard/rules';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type {
  RyErrorEvent,
  RyGameEndEvent,
  RyMoveEvent,
  RyMoveRequestEvent,
} from '../../shared/events.js';
import { registerGame } from '../../shared/game-registry.js';
import { axeViolations, cleanup, collect, fixture, until } from '../../test-support/fixture.js';
import { tinyGame, toyAuctionGame } from '@railyard/rules/testing';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyGame);
});

const q = <T extends Element = HTMLElement>(el: RyGame, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T | null;
const text = (el: Element | null | undefined) =>
  (el?.shadowRoot ?? el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const auctionPanel = (game: RyGame) => q(game, 'ry-auction-panel')!;
const actionBar = (game: RyGame) => q(game, 'ry-action-bar')!;

async function newGame(attrs = ''): Promise<RyGame> {
  const game = await fixture<RyGame>(
    `<ry-game game="toy" players="Ann, Bob, Cyd" seed="t1" ${attrs}></ry-game>`,
  );
  await game.updateComplete;
  return game;
}

async function clickIn(host: Element, selector: string) {
  const target = host.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  await userEvent.click(target);
}

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

  it('lets bots play their seats after a visible "thinking" delay', async () => {
    const game = await newGame('bots="1,2" bot-delay="150"');
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await clickIn(auctionPanel(game), '[part="pass-button"]');
    await until(
      () => text(q(game, '[data-testid="status"]')).includes('Bob is thinking'),
      2000,
      'thinking indicator',
    );
    expect(text(q(game, 'ry-player-panel'))).toContain('thinking');
    await until(() => moves.length >= 2, 3000, 'a bot move');
    expect(moves[1]!.detail).toMatchObject({ bot: true, index: 1 });
    expect(moves[1]!.detail.move.player).toBe(1);
    // Bots are deterministic: the same game gets the same bot moves.
    const again = await newGame('bots="1,2" bot-delay="0"');
    again.applyMove({ type: 'auction.pass', player: 0 });
    await until(() => again.getRecord().moves.length >= 2, 3000, 'a bot move');
    expect(again.getRecord().moves[1]).toEqual(moves[1]!.detail.move);
  });

  it('plays a whole game with bots to ry-game-end, choosing as simulate does (one seed scheme)', async () => {
    const game = await newGame('bots="0,1,2" bot-delay="0"');
    const ends = collect<RyGameEndEvent>(document, 'ry-game-end');
    await until(() => ends.length === 1, 10_000, 'the end of the game');
    expect(ends[0]!.detail.result.winners.length).toBeGreaterThan(0);
    const simulated = simulate(toyAuctionGame, { players: ['Ann', 'Bob', 'Cyd'], seed: 't1' });
    expect(game.getRecord().moves).toEqual(simulated.record.moves);
    await game.updateComplete;
    expect(text(q(game, '[data-testid="status"]'))).toMatch(/^Game over\./);
    expect(q(game, '[part="result"]')).not.toBeNull();
  });

  it('waits while paused and plays when resumed (property and attribute)', async () => {
    const game = await newGame('bots="1:random,2" bot-delay="0" paused');
    expect(game.paused).toBe(true);
    await clickIn(auctionPanel(game), '[part="pass-button"]');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await game.updateComplete;
    expect(game.getRecord().moves.length).toBe(1);
    expect(text(q(game, '[data-testid="status"]'))).toBe('Bob (bot) to act; bots are paused');
    game.removeAttribute('paused');
    expect(game.paused).toBe(false);
    await until(() => game.getRecord().moves.length >= 3, 3000, 'the bots to move');
    game.paused = true;
    await game.updateComplete;
    expect(game.hasAttribute('paused')).toBe(true);
  });

  it('fires a cancelable ry-move-request before a user or bot move; preventDefault keeps it out', async () => {
    const game = await newGame('bots="1" bot-delay="0"');
    const requests = collect<RyMoveRequestEvent>(document, 'ry-move-request');
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    const veto = (event: Event) => event.preventDefault();
    document.addEventListener('ry-move-request', veto);
    await clickIn(auctionPanel(game), '[part="pass-button"]');
    expect(requests.map((e) => e.detail)).toEqual([
      { move: { type: 'auction.pass', player: 0 }, index: 0, bot: false },
    ]);
    expect(requests[0]!.cancelable && requests[0]!.bubbles && requests[0]!.composed).toBe(true);
    expect(game.getRecord().moves).toEqual([]);
    expect(moves).toEqual([]);
    // The host applies it itself; the bot's move is then requested once and refused too.
    game.applyMove({ type: 'auction.pass', player: 0 });
    await until(() => requests.length === 2, 2000, 'the bot to ask');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests.length).toBe(2);
    expect(requests[1]!.detail).toMatchObject({ index: 1, bot: true });
    expect(game.getRecord().moves.length).toBe(1);
    document.removeEventListener('ry-move-request', veto);
    // Resuming lets the bot ask again.
    game.paused = true;
    await game.updateComplete;
    game.paused = false;
    await until(() => moves.length === 1, 2000, 'the bot move');
    expect(moves[0]!.detail).toMatchObject({ bot: true, index: 1 });
    expect(requests.length).toBe(3);
  });

  it('reports a bot that cannot move with one ry-error (source "bot") and stops asking it', async () => {
    let calls = 0;
    const broken = {
      id: 'broken',
      label: 'Broken bot',
      chooseMove(): never {
        calls++;
        throw new Error('no idea');
      },
    };
    const session = GameSession.start(
      tinyGame,
      { players: ['Ann', 'Bob'], seed: 'b' },
      { bots: { 0: 'broken' }, botTable: { broken } },
    );
    const errors = collect<RyErrorEvent>(document, 'ry-error');
    const element = document.createElement('ry-game') as RyGame;
    element.botDelay = 0;
    element.session = session;
    await fixture(element);
    await until(() => errors.length > 0, 5000, 'the bot error');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors.map((e) => e.detail)).toEqual([
      { message: 'The bot for seat 0 could not move: no idea', source: 'bot' },
    ]);
    expect(calls).toBe(1);
    expect(session.moveCount).toBe(0);
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

  describe('bad input', () => {
    async function errorFor(markup: string, setup?: (game: RyGame) => void) {
      const errors = collect<RyErrorEvent>(document, 'ry-error');
      const game = await fixture<RyGame>(markup);
      setup?.(game);
      await game.updateComplete;
      await until(() => errors.length > 0, 3000, 'ry-error');
      await game.updateComplete;
      return { game, errors, shown: text(q(game, '[part="error"]')) };
    }

    it('names the broken fields of an invalid record', async () => {
      const { errors, shown } = await errorFor(
        `<ry-game record='{"format":"railyard-record","version":2,"game":"toy","players":[],"seed":"s","moves":[]}'></ry-game>`,
      );
      expect(errors[0]!.detail.source).toBe('record');
      expect(shown).toContain('record/version must be 1');
      expect(shown).toContain('record/players must be a list of 1 to 16 player names');
    });

    it('names the illegal move of a record and shows the position before it', async () => {
      const record = {
        format: 'railyard-record',
        version: 1,
        game: 'toy',
        players: ['A', 'B'],
        seed: 's',
        options: {},
        moves: [
          { type: 'auction.bid', player: 0, amount: 3 },
          { type: 'auction.bid', player: 0, amount: 4 },
        ],
      };
      const { game, shown } = await errorFor(
        `<ry-game mode="replay"></ry-game>`,
        (g) => (g.record = record as never),
      );
      expect(shown).toContain(
        "The record's move 2 (record/moves/1: auction.bid by seat 0) is illegal: It is seat 1's turn",
      );
      expect(game.getRecord().moves.length).toBe(1);
      expect(q(game, 'ry-player-panel')).not.toBeNull();
    });

    it('refuses a record past the documented size, inline or fetched, in a short message', async () => {
      const big = `{"format":"railyard-record","seed":"${'x'.repeat(10_000_001)}"}`;
      const inline = await errorFor(`<ry-game></ry-game>`, (g) => g.setAttribute('record', big));
      expect(inline.shown).toMatch(/has \d+ characters; a record has at most 10000000\./);
      expect(inline.shown.length).toBeLessThan(300);
      // Served as a server would (record URLs are http(s) or relative only).
      const realFetch = globalThis.fetch;
      globalThis.fetch = async () =>
        new Response(big, { headers: { 'content-type': 'application/json' } });
      try {
        const fetched = await errorFor(`<ry-game record="/records/big.json"></ry-game>`);
        expect(fetched.shown).toMatch(/it is larger than 10000000 bytes, the most a record may be/);
      } finally {
        globalThis.fetch = realFetch;
      }
      // Many problems: the first 20 and a count.
      const moves = Array.from({ length: 500 }, () => ({ type: 'bad', player: -1 }));
      const record = {
        format: 'railyard-record',
        version: 1,
        game: 'toy',
        players: ['A', 'B'],
        seed: 's',
        options: {},
        moves,
      };
      const listed = await errorFor(`<ry-game></ry-game>`, (g) => (g.record = record as never));
      expect(listed.shown).toMatch(/… and 980 more problems \(only the first 20 are listed\)/);
    });

    it('reports a record URL that cannot be loaded', async () => {
      const { shown } = await errorFor(`<ry-game record="/no-such-record.json"></ry-game>`);
      expect(shown).toMatch(
        /Could not load the record from "\/no-such-record.json" \(http[^)]*\/no-such-record.json\): (the server answered 404|it is not JSON)/,
      );
    });

    it('reports unknown games, bad player counts, bots and moves', async () => {
      expect((await errorFor(`<ry-game game="monopoly"></ry-game>`)).shown).toContain(
        'Unknown game "monopoly". Registered games: toy, tiny',
      );
      expect((await errorFor(`<ry-game game="toy" players="9"></ry-game>`)).shown).toContain(
        'Toy Rails is for 2 to 4 players, got 9',
      );
      expect(
        (await errorFor(`<ry-game game="toy" players="3" bots="1,7"></ry-game>`)).shown,
      ).toContain('bots="1,7": "7" is not a seat from 0 to 2');
      expect(
        (await errorFor(`<ry-game game="toy" players="3" mode="replay" move="4"></ry-game>`)).shown,
      ).toContain('move="4" is past the end of the record (0 moves)');
      for (const id of ['smart', 'constructor', '__proto__'])
        expect(
          (await errorFor(`<ry-game game="toy" players="3" bots="1:${id}"></ry-game>`)).shown,
        ).toContain(
          `bots="1:${id}": "${id}" is not a bot level (known: random, easy, medium, hard).`,
        );
      // Counts are checked against the game's range before any player is made.
      const started = performance.now();
      expect((await errorFor(`<ry-game game="toy" players="2000000"></ry-game>`)).shown).toContain(
        'players="2000000": Toy Rails is for 2 to 4 players, got 2000000.',
      );
      expect(
        (await errorFor(`<ry-game game="toy" players="99999999999999999999999"></ry-game>`)).shown,
      ).toContain('Toy Rails is for 2 to 4 players');
      const many = Array.from({ length: 100_000 }, (_, i) => `P${i}`).join(',');
      const manyShown = (await errorFor(`<ry-game game="toy" players="${many}"></ry-game>`)).shown;
      expect(manyShown).toContain('Toy Rails is for 2 to 4 players, got more than 4.');
      expect(manyShown.length).toBeLessThan(300);
      expect(performance.now() - started).toBeLessThan(3000);
      expect((await errorFor(`<ry-game game="toy" players="Ann"></ry-game>`)).shown).toContain(
        'Toy Rails is for 2 to 4 players, got 1.',
      );
      expect((await errorFor(`<ry-game game="toy" viewer="7"></ry-game>`)).shown).toContain(
        'viewer="7" is not a viewer',
      );
      expect((await errorFor(`<ry-game game="toy" mode="fast"></ry-game>`)).shown).toContain(
        'mode="fast" is not a mode',
      );
      expect((await errorFor(`<ry-game game="toy" highlight="/nope"></ry-game>`)).shown).toContain(
        'highlight="/nope" does not point into',
      );
    });
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

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

describe('<ry-game> as site owners expect', () => {
  afterEach(cleanup);

  it('fires one ry-error per problem, after creation, to a listener added right after', async () => {
    const game = document.createElement('ry-game');
    game.setAttribute('game', 'monopoly');
    const box = document.createElement('div');
    box.className = 'fixture';
    box.append(game);
    document.body.append(box);
    const errors = collect<RyErrorEvent>(game, 'ry-error');
    await until(() => errors.length > 0, 3000, 'ry-error');
    // Other games registering, unrelated changes and re-renders report nothing again.
    registerGame(toyAuctionGame);
    game.highlight = '';
    game.paused = true;
    await frames(3);
    expect(errors.map((e) => e.detail)).toEqual([
      { message: expect.stringContaining('Unknown game "monopoly"'), source: 'game' },
    ]);
  });

  it('never reports a game unknown that registers right after the element', async () => {
    const errors = collect<RyErrorEvent>(document, 'ry-error');
    const { record } = simulate(tinyGame, { players: ['A', 'B'], seed: 'late' });
    const late = await fixture<RyGame>(`<ry-game game="late-tiny" players="2" seed="x"></ry-game>`);
    const lateRecord = await fixture<RyGame>(`<ry-game mode="replay"></ry-game>`);
    lateRecord.record = { ...record, game: 'late-record' };
    await lateRecord.updateComplete;
    // As a second bundle does: the games register after the elements' first update.
    await Promise.resolve();
    registerGame({ ...tinyGame, id: 'late-tiny' });
    registerGame({ ...tinyGame, id: 'late-record' });
    await frames(3);
    expect(errors).toEqual([]);
    expect(late.getRecord()).toMatchObject({ game: 'late-tiny', seed: 'x' });
    expect(lateRecord.getRecord().moves).toEqual(record.moves);
    expect(q(late, '[part="error"]')).toBeNull();
  });

  it('fetches a record URL once, also when it is opened again for a game registered late', async () => {
    const played = simulate(tinyGame, { players: ['Ann', 'Bob'], seed: 'f1' }).record;
    const record = { ...played, game: 'fetched-late' };
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response(JSON.stringify(record), { status: 200 });
    };
    try {
      const errors = collect<RyErrorEvent>(document, 'ry-error');
      const game = await fixture<RyGame>(
        `<ry-game record="/records/counted.json" mode="replay"></ry-game>`,
      );
      registerGame({ ...tinyGame, id: 'another' });
      game.highlight = '/total';
      // Not registered a frame after the record came: reported; registered later: opened.
      await until(() => errors.length > 0, 3000, 'the unknown game');
      expect(errors[0]!.detail.message).toContain('Unknown game "fetched-late"');
      registerGame({ ...tinyGame, id: 'fetched-late' });
      await until(() => game.record !== undefined, 3000, 'the record');
      await game.updateComplete;
      expect(asked).toEqual([new URL('/records/counted.json', document.baseURI).href]);
      expect(game.getRecord().moves).toEqual(record.moves);
      expect(q(game, '[part="error"]')).toBeNull();
      expect(errors.length).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('has matching attributes and properties: setting either does the same', async () => {
    const game = await fixture<RyGame>(`<ry-game game="tiny" players="2" seed="p"></ry-game>`);
    game.options = '{"target": 3}';
    await game.updateComplete;
    expect(game.getRecord().options).toEqual({ target: 3 });
    game.setAttribute('options', '{"target": 4}');
    await game.updateComplete;
    expect(game.options).toBe('{"target": 4}');
    expect(game.getRecord().options).toEqual({ target: 4 });
    // record: an object or the attribute's text; reading gives the record object.
    const { record } = simulate(tinyGame, { players: ['A', 'B'], seed: 'p2' });
    game.mode = 'replay';
    game.record = record;
    await game.updateComplete;
    expect(game.record).toEqual(record);
    game.record = JSON.stringify({ ...record, seed: 'p3', moves: record.moves.slice(0, 1) });
    await game.updateComplete;
    expect(game.record).toMatchObject({ seed: 'p3', moves: record.moves.slice(0, 1) });
    game.setAttribute('record', JSON.stringify(record));
    await game.updateComplete;
    expect(game.record).toEqual(record);
    // move: attribute and property (moveIndex is its deprecated alias).
    game.setAttribute('move', '1');
    await game.updateComplete;
    expect(game.move).toBe(1);
    expect(text(q(game, '[part="counter"]'))).toBe(`Move 1 of ${record.moves.length}`);
    game.move = 2;
    await game.updateComplete;
    expect(game.moveIndex).toBe(2);
    expect(game.session!.position).toBe(2);
    // bots, bot-delay, paused, viewer, mode.
    game.bots = '1';
    game.setAttribute('bot-delay', '5');
    game.setAttribute('viewer', 'spectator');
    game.setAttribute('mode', 'static');
    await game.updateComplete;
    expect(game.session!.bots).toEqual({ 1: 'random' });
    expect([game.botDelay, game.viewer, game.mode]).toEqual([5, 'spectator', 'static']);
    game.setAttribute('bots', '0:random');
    await game.updateComplete;
    expect(game.session!.bots).toEqual({ 0: 'random' });
  });
});
