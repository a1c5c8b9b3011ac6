import { describe, expect, it } from 'vitest';
import { playOut } from './bot-play.js';
import { QueueScheduler, type BotTurnRequest } from './bot-runner.js';
import { randomBot, simulate, type Bot } from './random-bot.js';
import { GameSession } from './session.js';
import { tinyCardsGame } from './testing/index.js';

const setup = { players: ['A', 'B', 'C'], seed: 'play-out' };
const allBots = { bots: { '0': 'random', '1': 'random', '2': 'random' } };

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
    const alone = simulate(tinyCardsGame, setup, {
      bots: { 0: randomBot, 1: randomBot, 2: randomBot },
    });
    expect(session.record.moves).toEqual(alone.record.moves);
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
