import { describe, expect, it } from 'vitest';
import type { GameMove } from './record.js';
import { RedoGroups } from './session-redo.js';
import { tinyGame } from './testing/tiny-game.js';

const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });

describe('RedoGroups', () => {
  it('making the move an undo took back keeps the rest of its group; any other move ends redo', () => {
    const redo = new RedoGroups();
    redo.push([add(0, 1), add(1, 2)]);
    redo.moved(add(0, 1));
    expect(redo.list).toEqual([[add(1, 2)]]);
    redo.moved(add(1, 2));
    expect(redo.size).toBe(0);
    redo.push([add(0, 1)]);
    redo.moved(add(0, 2));
    expect(redo.size).toBe(0);
  });

  it('pops the newest group first', () => {
    const redo = new RedoGroups();
    redo.push([add(0, 1)]);
    redo.push([add(1, 2)]);
    expect(redo.pop()).toEqual([add(1, 2)]);
    expect(redo.pop()).toEqual([add(0, 1)]);
    expect(redo.pop()).toBeUndefined();
  });

  it('keeps the newest groups that still apply from a position, one after another', () => {
    const state = tinyGame.createGame({
      players: ['Ada', 'Bo'],
      seed: 's',
      options: { target: 20 },
    });
    // Applied newest first: [0 adds 1] then [1 adds 2, 0 adds 2]; the oldest group is a move of
    // seat 0 again, on seat 1's turn, so it does not apply.
    const groups = [[add(0, 1)], [add(1, 2), add(0, 2)], [add(0, 1)]];
    expect(RedoGroups.applicable(tinyGame, state, groups)).toEqual(groups.slice(1));
    expect(RedoGroups.applicable(tinyGame, state, [[add(1, 1)]])).toEqual([]);
  });
});
