/**
 * `railyard simulate`, `bench` and `arena` play their bots through the core's `BotRunner` (as
 * `<ry-game>` does), not a loop of their own: every bot move is a turn the runner scheduled.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueScheduler } from '../core/bot-runner.js';
import { fakeIo } from './fake-io.js';
import { run } from './run.js';

afterEach(() => vi.restoreAllMocks());

describe('the CLI drives bots through the BotRunner', () => {
  it('simulate: every move of the record is a turn the runner scheduled', async () => {
    const turns = vi.spyOn(QueueScheduler.prototype, 'after');
    const { io, out, err } = fakeIo();
    const argv = ['simulate', '--game', 'chicago-express', '--players', '3', '--seed', 'runner'];
    expect(await run(argv, io), err.join('\n')).toBe(0);
    const record = JSON.parse(out.join('\n')) as { moves: unknown[] };
    expect(record.moves.length).toBeGreaterThan(10);
    expect(turns).toHaveBeenCalledTimes(record.moves.length);
  });

  it('arena: every move of every game is a turn the runner scheduled', async () => {
    const turns = vi.spyOn(QueueScheduler.prototype, 'after');
    const { io, out, err } = fakeIo();
    const argv = ['arena', '--game', 'chicago-express', '--players', '3', '--games', '2'];
    const flags = ['--bots', 'random,random,random', '--seed', 'runner', '--format', 'json'];
    expect(await run([...argv, ...flags], io), err.join('\n')).toBe(0);
    const report = JSON.parse(out.join('\n')) as { entries: { moves: number }[] };
    const moves = report.entries.reduce((sum, e) => sum + e.moves, 0);
    expect(moves).toBeGreaterThan(20);
    expect(turns).toHaveBeenCalledTimes(moves);
  });

  it('bench: every move of its playouts is a turn the runner scheduled', async () => {
    const turns = vi.spyOn(QueueScheduler.prototype, 'after');
    const { io, out, err } = fakeIo();
    const argv = ['bench', '--game', 'chicago-express', '--games', '2', '--rounds', '1', '--json'];
    expect(await run(argv, io), err.join('\n')).toBe(0);
    const report = JSON.parse(out.join('\n')) as { games: { events: number }[] };
    expect(report.games[0]!.events).toBeGreaterThan(10);
    expect(turns).toHaveBeenCalledTimes(report.games[0]!.events);
  });
});
