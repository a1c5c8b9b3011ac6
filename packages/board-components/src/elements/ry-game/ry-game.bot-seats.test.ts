/**
 * Bots playing their seats of the toy auction game in <ry-game>: the "thinking" delay, a whole
 * game as `simulate` plays it, pausing, the cancelable move request and a bot that cannot move.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameSession, simulate } from '@railyard/rules';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type {
  RyErrorEvent,
  RyGameEndEvent,
  RyMoveEvent,
  RyMoveRequestEvent,
} from '../../shared/events.js';
import { registerGame } from '../../shared/game-registry.js';
import { cleanup, collect, fixture, until } from '../../test-support/fixture.js';
import { auctionPanel, clickIn, newGame, q, text } from '../../test-support/ry-game.js';
import { tinyGame, toyAuctionGame } from '@railyard/rules/testing';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyGame);
});

describe('<ry-game>', () => {
  afterEach(cleanup);

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
});
