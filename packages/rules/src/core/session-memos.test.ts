import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from './game-definition.js';
import { applyMove } from './replay.js';
import { PositionMemos } from './session-memos.js';
import { tinyGame } from './testing/tiny-game.js';

/** The tiny game with each engine call counted. */
function counted() {
  const calls = { view: 0, legalMoves: 0, result: 0 };
  const game: AnyGameDefinition = {
    ...tinyGame,
    view: (state, viewer) => (calls.view++, tinyGame.view(state, viewer)),
    legalMoves: (state) => (calls.legalMoves++, tinyGame.legalMoves(state)),
    result: (state) => (calls.result++, tinyGame.result(state)),
  };
  return { game, calls };
}

const start = () =>
  tinyGame.createGame({ players: ['Ada', 'Bo'], seed: 's', options: { target: 3 } });

describe('PositionMemos', () => {
  it('computes a view once per position and viewer, and gives the same object again', () => {
    const { game, calls } = counted();
    const memos = new PositionMemos(game);
    const state = start();
    const first = memos.view(state, 0);
    expect(memos.view(state, 0)).toBe(first);
    memos.view(state, 'all');
    expect(calls.view).toBe(2);
    const other = start();
    expect(memos.view(other, 0)).not.toBe(first);
    expect(calls.view).toBe(3);
  });

  it('asks the engine for legal moves once per position; a seat gets its share of them', () => {
    const { game, calls } = counted();
    const memos = new PositionMemos(game);
    const state = start();
    const all = memos.legalMoves(state);
    expect(memos.legalMoves(state)).toBe(all);
    expect(memos.legalMoves(state, 0)).toEqual(all.filter((m) => m.player === 0));
    expect(memos.legalMoves(state, 0)).toBe(memos.legalMoves(state, 0));
    expect(memos.legalMoves(state, 1)).toEqual([]);
    expect(calls.legalMoves).toBe(1);
  });

  it('keeps a result (also null) per position, and a finished position has no legal moves', () => {
    const { game, calls } = counted();
    const memos = new PositionMemos(game);
    const state = start();
    expect(memos.result(state)).toBeNull();
    expect(memos.result(state)).toBeNull();
    expect(calls.result).toBe(1);
    const applied = applyMove(tinyGame, state, { type: 'counter.add', player: 0, amount: 3 });
    // 3 is not a legal amount: the game's own check refuses it; play to the end instead.
    expect(applied.ok).toBe(false);
    let end = state;
    for (const [player, amount] of [
      [0, 2],
      [1, 1],
    ] as const) {
      const next = applyMove(tinyGame, end, { type: 'counter.add', player, amount });
      if (!next.ok) throw new Error(next.error.reason);
      end = next.state;
    }
    expect(memos.result(end)?.winners).toEqual([1]);
    expect(memos.legalMoves(end)).toEqual([]);
  });
});
