/**
 * The bot worker's handler loads the game a request names (its engine and bot guide, through
 * `loadGame`) instead of carrying every engine: a worker bundle needs neither the whole list
 * nor a top-level await.
 */
import { describe, expect, it } from 'vitest';
import { botWorkerHandler } from './bot-worker-handler.js';
import { newRecord } from './core/record.js';
import { GameSession } from './core/session.js';
import { loadedFolder } from './registry.js';

describe('bot worker handler', () => {
  it('loads the game of the first request that names it, then answers with its engine', async () => {
    expect(loadedFolder('last-spike')).toBeUndefined();
    const record = newRecord('last-spike', ['A', 'B', 'C'], 'worker');
    const game = loadedFolder('last-spike');
    expect(game).toBeUndefined();
    const first = await botWorkerHandler({ kind: 'move', id: 1, record, seat: 9, level: 'random' });
    expect(first).toMatchObject({
      kind: 'error',
      message: 'Seat 9 is not to act in this position.',
    });
    const engine = loadedFolder('last-spike')?.definition;
    expect(engine?.id).toBe('last-spike');
    const seat = GameSession.start(engine!, {
      players: ['A', 'B', 'C'],
      seed: 'worker',
    }).activeSeats()[0];
    const answer = await botWorkerHandler({ kind: 'move', id: 2, record, seat, level: 'random' });
    expect(answer).toMatchObject({ kind: 'move', id: 2 });
    expect(loadedFolder('chicago-express')).toBeUndefined();
  });

  it('loads a game ahead of any search when asked (a pool warming its workers)', async () => {
    expect(loadedFolder('wild-west-express')).toBeUndefined();
    const answer = await botWorkerHandler({ kind: 'load', id: 7, game: 'wild-west-express' });
    expect(answer).toMatchObject({ kind: 'loaded', id: 7, game: 'wild-west-express' });
    expect(answer.kind === 'loaded' && Number.isFinite(answer.answeredAt)).toBe(true);
    expect(loadedFolder('wild-west-express')?.botGuide).toBeDefined();
    const unknown = await botWorkerHandler({ kind: 'load', id: 8, game: 'chess' });
    expect(unknown).toMatchObject({ kind: 'error', id: 8 });
    expect(unknown.kind === 'error' && unknown.message).toMatch(
      /^Unknown game "chess" \(known: chicago-express/,
    );
  });

  it('names the known games for an unknown or prototype game id', async () => {
    for (const game of ['chess', 'constructor', '__proto__']) {
      const record = { ...newRecord('last-spike', ['A', 'B'], 'x'), game };
      const answer = await botWorkerHandler({
        kind: 'move',
        id: 2,
        record,
        seat: 0,
        level: 'random',
      });
      expect(answer).toMatchObject({ kind: 'error', id: 2 });
      expect(JSON.stringify(answer)).toMatch(
        /Unknown game .* \(known: chicago-express, american-rails/,
      );
    }
  });
});
