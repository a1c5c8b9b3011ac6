import { describe, expect, it } from 'vitest';
import { newRecord } from './record.js';
import { applyMove, replay, ReplayCache } from './replay.js';
import { simulate } from './bot-play.js';
import { tinyGame } from './testing/tiny-game.js';

const record = {
  ...newRecord('tiny', ['A', 'B'], 's'),
  moves: [
    { type: 'counter.add', player: 0, amount: 2 },
    { type: 'counter.add', player: 1, amount: 2 },
    { type: 'counter.add', player: 0, amount: 1 },
  ],
};

describe('replay (state is the replay of the record)', () => {
  it('replays a record to its final state', () => {
    const outcome = replay(tinyGame, record);
    expect(outcome.ok && outcome.state.context.total).toBe(5);
  });

  it('reports the first illegal move with its index, reason and rule', () => {
    const bad = {
      ...record,
      moves: [...record.moves, { type: 'counter.add', player: 0, amount: 2 }],
    };
    const outcome = replay(tinyGame, bad);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.index).toBe(3);
      expect(outcome.error.reason).toMatch(/seat 1's turn/);
      expect(outcome.error.rule).toBe('tiny:turn');
      expect(outcome.state?.context.total).toBe(5);
    }
  });

  it('names an invalid setup instead of throwing', () => {
    const outcome = replay(tinyGame, { ...record, players: ['solo'] });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.reason).toMatch(/2 to 4 players/);
    const wrongOption = replay(tinyGame, { ...record, options: { colour: 'red' } });
    expect(!wrongOption.ok && wrongOption.error.reason).toMatch(/options.colour is not an option/);
  });

  it('refuses a record of another game', () => {
    const outcome = replay(tinyGame, { ...record, game: 'chicago-express' });
    expect(!outcome.ok && outcome.error.reason).toMatch(/for "chicago-express"/);
  });

  it('applyMove never changes the given state', () => {
    const start = tinyGame.createGame({ players: ['A', 'B'], seed: 's' });
    const result = applyMove(tinyGame, start, { type: 'counter.add', player: 0, amount: 1 });
    expect(result.ok).toBe(true);
    expect(start.context.total).toBe(0);
  });

  it('ReplayCache gives the same state as a fresh replay at every point, and forgets checkpoints past an edit', () => {
    const sim = simulate(tinyGame, {
      players: ['A', 'B', 'C'],
      seed: 'cache',
      options: { target: 60 },
    });
    const cache = new ReplayCache(tinyGame, sim.record, 4);
    for (let n = sim.record.moves.length; n >= 0; n -= 3) {
      const fresh = replay(tinyGame, sim.record, { upTo: n });
      expect(fresh.ok && cache.stateAfter(n).context).toEqual(fresh.ok && fresh.state.context);
    }
    const edited = { ...sim.record, moves: sim.record.moves.slice(0, 5) };
    cache.setRecord(edited);
    expect(() => cache.stateAfter(6)).toThrow();
    expect(cache.stateAfter(5).context.total).toBe(
      (replay(tinyGame, edited) as { state: { context: { total: number } } }).state.context.total,
    );
  });

  it('simulate is deterministic for a seed', () => {
    const a = simulate(tinyGame, { players: ['A', 'B'], seed: 'same', options: { target: 40 } });
    const b = simulate(tinyGame, { players: ['A', 'B'], seed: 'same', options: { target: 40 } });
    const c = simulate(tinyGame, { players: ['A', 'B'], seed: 'other', options: { target: 40 } });
    expect(a.record).toEqual(b.record);
    expect(a.record.moves).not.toEqual(c.record.moves);
  });
});
