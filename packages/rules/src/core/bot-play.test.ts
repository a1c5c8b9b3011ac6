import { afterEach, describe, expect, it, vi } from 'vitest';
import { playOut, simulate } from './bot-play.js';
import { QueueScheduler, type BotTurnRequest } from './bot-runner.js';
import { chooseBotMove, randomBot, type Bot } from './random-bot.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { GameSession } from './session.js';
import { tinyCardsGame } from './testing/index.js';

const setup = { players: ['A', 'B', 'C'], seed: 'play-out' };
const allBots = { bots: { '0': 'random', '1': 'random', '2': 'random' } };

afterEach(() => vi.restoreAllMocks());

describe('playOut', () => {
  it('plays the game to its end through the runner: the injected scheduler and client see every move', () => {
    const session = GameSession.start(tinyCardsGame, setup, allBots);
    const scheduler = new QueueScheduler();
    const asked: number[] = [];
    playOut(session, {
      scheduler,
      client: (turn: BotTurnRequest) => {
        asked.push(turn.seat);
        return turn.session.chooseBotMove();
      },
    });
    expect(session.finished).toBe(true);
    expect(asked).toEqual(session.record.moves.map((m) => m.player));
    expect(scheduler.pending).toBe(0);
  });

  it('plays the same game as the bots on their own (the one bot seed scheme)', () => {
    const session = GameSession.start(tinyCardsGame, setup, allBots);
    playOut(session);
    // The reference: each first active seat's bot asked directly, with no session or runner.
    const moves: GameMove[] = [];
    let state = tinyCardsGame.createGame(setup);
    while (tinyCardsGame.result(state) === null) {
      const seat = tinyCardsGame.activeSeats(state)[0]!;
      const move = chooseBotMove(tinyCardsGame, state, seat, randomBot, setup.seed, moves.length);
      const applied = applyMove(tinyCardsGame, state, move);
      if (!applied.ok) throw new Error(applied.error.reason);
      state = applied.state;
      moves.push(move);
    }
    expect(session.record.moves).toEqual(moves);
  });

  it('names a refused bot move, a failing bot and a seat no bot plays', () => {
    const illegal: Bot = {
      id: 'illegal',
      label: 'Illegal',
      chooseMove: (turn, prng) => [{ ...turn.legalMoves[0]!, type: 'nonsense.move' }, prng],
    };
    const failing: Bot = {
      id: 'failing',
      label: 'Failing',
      chooseMove: () => {
        throw new Error('the bot broke');
      },
    };
    const start = (botTable: Record<string, Bot>, bots: Record<string, string>) =>
      GameSession.start(tinyCardsGame, setup, { botTable, bots });
    const every = (id: string) => ({ '0': id, '1': id, '2': id });
    expect(() => playOut(start({ illegal }, every('illegal')))).toThrow(/Bot move .* refused at 0/);
    expect(() => playOut(start({ failing }, every('failing')))).toThrow(/the bot broke/);
    expect(() => playOut(start({ random: randomBot }, { '1': 'random' }))).toThrow(
      /stopped before its end: no bot is to move/,
    );
    expect(() => playOut(start({ random: randomBot }, every('random')), { maxMoves: 1 })).toThrow(
      /did not finish within 1 moves/,
    );
  });
});

describe('simulate', () => {
  it('plays through playOut: every move is a turn the runner scheduled, each seat its own bot', () => {
    const turns = vi.spyOn(QueueScheduler.prototype, 'after');
    const firstOnly: Bot = {
      id: 'first',
      label: 'First legal move',
      chooseMove: (turn, prng) => [turn.legalMoves[0]!, prng],
    };
    const states: number[] = [];
    const { record, state } = simulate(tinyCardsGame, setup, {
      bots: { 1: firstOnly },
      onState: (_state, _move, index) => states.push(index),
    });
    expect(tinyCardsGame.result(state)).not.toBeNull();
    expect(turns).toHaveBeenCalledTimes(record.moves.length);
    expect(states).toEqual(record.moves.map((_, i) => i));
    // Seat 1 always took its first legal move; the others played the random bot.
    const replayed = GameSession.start(tinyCardsGame, setup);
    for (const move of record.moves) {
      if (move.player === 1)
        expect(move).toEqual(
          (tinyCardsGame.legalMoves(replayed.state) as GameMove[]).find((m) => m.player === 1),
        );
      expect(replayed.apply(move).ok).toBe(true);
    }
  });
});
