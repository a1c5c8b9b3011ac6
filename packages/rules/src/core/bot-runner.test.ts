import { describe, expect, it } from 'vitest';
import { BotRunner, QueueScheduler, type BotTurnRequest } from './bot-runner.js';
import { bots as knownBots } from './random-bot.js';
import { newRecord, type GameMove } from './record.js';
import { GameSession } from './session.js';
import { tinyGame } from './testing/tiny-game.js';

const add = (player: number, amount: number): GameMove => ({
  type: 'counter.add',
  player,
  amount,
});

function open(bots: Record<string, string>, target = 6) {
  const opened = GameSession.open(tinyGame, newRecord('tiny', ['Ada', 'Bo'], 's', { target }), {
    bots,
    // A level the host thinks for elsewhere (a worker); the session only knows its id.
    botTable: { ...knownBots, hard: knownBots.random! },
  });
  if (!opened.ok) throw new Error(opened.message);
  return opened.session;
}

describe('BotRunner', () => {
  it('plays a bot seat after its delay, through the scheduler, and waits for people', () => {
    const session = open({ 1: 'random' });
    const scheduler = new QueueScheduler();
    const thinking: (number | null)[] = [];
    const runner = new BotRunner(session, {
      scheduler,
      delayMs: () => 700,
      onThinking: (turn) => thinking.push(turn?.seat ?? null),
    });
    runner.update();
    expect(scheduler.pending).toBe(0); // seat 0 is a person: nothing to do
    session.apply(add(0, 1));
    expect(runner.thinking).toBe(1);
    expect(session.moveCount).toBe(1); // nothing moves before the scheduler runs the turn
    expect(scheduler.run()).toBe(1);
    expect(scheduler.now).toBe(700);
    expect(session.moveCount).toBe(2);
    expect(session.history('all')[1]).toMatchObject({ seat: 1, bot: true });
    expect(thinking).toEqual([1, null]);
    runner.dispose();
  });

  it('plays a game of bots to its end, the same moves as the session plays by itself', () => {
    const session = open({ 0: 'random', 1: 'random' }, 12);
    const scheduler = new QueueScheduler();
    const runner = new BotRunner(session, { scheduler });
    runner.update();
    scheduler.run(100);
    expect(session.finished).toBe(true);
    const alone = open({ 0: 'random', 1: 'random' }, 12);
    while (alone.playBotMove()?.ok);
    expect(session.record.moves).toEqual(alone.record.moves);
    runner.dispose();
  });

  it('holds while paused or viewing history, and drops a turn the position changed under', () => {
    const session = open({ 0: 'random', 1: 'random' });
    const scheduler = new QueueScheduler();
    const runner = new BotRunner(session, { scheduler });
    runner.paused = true;
    runner.update();
    expect(scheduler.pending).toBe(0);
    runner.paused = false;
    expect(runner.thinking).toBe(0);
    runner.paused = true;
    expect(scheduler.pending).toBe(0);
    expect(runner.thinking).toBe(null);
    runner.paused = false;
    scheduler.step();
    expect(session.moveCount).toBe(1);
    runner.paused = true;
    session.jumpTo(0);
    runner.paused = false;
    expect(scheduler.pending).toBe(0); // history is shown: bots wait
    session.jumpTo(null);
    expect(runner.thinking).toBe(1);
    runner.dispose();
  });

  it('asks an injected client, ignores a stale answer, and stalls after a cancelled move', async () => {
    const session = open({ 1: 'hard' }, 6);
    const asked: BotTurnRequest[] = [];
    let answer: (move: GameMove | null) => void = () => {};
    const scheduler = new QueueScheduler();
    let allow = true;
    const runner = new BotRunner(session, {
      scheduler,
      client: (turn) => {
        asked.push(turn);
        return new Promise((resolve) => (answer = resolve));
      },
      play: (move) => allow && session.apply(move, { bot: true }).ok,
    });
    expect(asked).toEqual([]);
    session.apply(add(0, 1));
    scheduler.run();
    expect(asked.map((t) => [t.seat, t.level])).toEqual([[1, 'hard']]);
    allow = false;
    answer(add(1, 2));
    await Promise.resolve();
    expect(session.moveCount).toBe(1); // the host refused it
    runner.update();
    expect(scheduler.pending).toBe(0); // and the bot waits for a change
    allow = true;
    runner.paused = true;
    runner.paused = false; // resuming asks again
    scheduler.run();
    expect(asked).toHaveLength(2);
    session.undo(); // the position changes while the bot thinks: its answer is dropped
    answer(add(1, 2));
    await Promise.resolve();
    expect(session.moveCount).toBe(0);
    runner.dispose();
  });

  it('reports a bot that cannot move and does not try again until the next change', () => {
    const session = open({ 1: 'random' });
    const scheduler = new QueueScheduler();
    const errors: string[] = [];
    const runner = new BotRunner(session, {
      scheduler,
      client: () => {
        throw new Error('no move');
      },
      onError: (error, turn) => errors.push(`${turn.seat}: ${(error as Error).message}`),
    });
    session.apply(add(0, 1));
    scheduler.run();
    expect(errors).toEqual(['1: no move']);
    runner.update();
    expect(scheduler.pending).toBe(0);
    runner.dispose();
  });
});
