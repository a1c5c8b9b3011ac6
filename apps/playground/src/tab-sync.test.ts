import { describe, expect, it } from 'vitest';
import { newRecord, type GameMove } from '@railyard/rules';
import { makeSave } from './save-slots';
import { contains, newTabId, reconcile, sameGame, writtenElsewhere } from './tab-sync';

const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });
const save = (moves: GameMove[], redo: GameMove[][] = [], seed = 's') =>
  makeSave({ ...newRecord('tiny', ['Ada', 'Bob'], seed), moves }, {}, redo);

describe('tab sync', () => {
  it('tells a slot this tab wrote from one another tab wrote since', () => {
    expect(writtenElsewhere({ revision: 3, writer: 'a' }, { revision: 3, writer: 'a' })).toBe(
      false,
    );
    expect(writtenElsewhere({ revision: 4, writer: 'b' }, { revision: 3, writer: 'a' })).toBe(true);
    // Two tabs that both wrote revision 4 still differ by writer.
    expect(writtenElsewhere({ revision: 4, writer: 'b' }, { revision: 4, writer: 'a' })).toBe(true);
    expect(writtenElsewhere({ revision: 0, writer: '' }, null)).toBe(true);
    expect(newTabId()).toMatch(/^[0-9a-f]{16}$/);
    expect(newTabId()).not.toBe(newTabId());
  });

  it('a game contains another when its moves, then its redo moves, start with the other line', () => {
    expect(contains(save([add(0, 1), add(1, 2)]), save([add(0, 1)]))).toBe(true);
    expect(contains(save([add(0, 1)]), save([add(0, 1), add(1, 2)]))).toBe(false);
    // An undo elsewhere keeps the undone moves in redo: the line is the same.
    expect(contains(save([add(0, 1)], [[add(1, 2)]]), save([add(0, 1), add(1, 2)]))).toBe(true);
    // The last redo group is redone first.
    expect(contains(save([], [[add(1, 2)], [add(0, 1)]]), save([add(0, 1), add(1, 2)]))).toBe(true);
    expect(contains(save([add(0, 1)], [], 'other'), save([add(0, 1)]))).toBe(false);
  });

  it('writes, follows or asks, and never drops a move silently', () => {
    const base = save([add(0, 1)]);
    const longer = save([add(0, 1), add(1, 1)]);
    const other = save([add(0, 1), add(1, 2)]);
    expect(reconcile(longer, base, true)).toBe('write');
    expect(reconcile(base, longer, true)).toBe('follow');
    expect(reconcile(base, longer, false)).toBe('follow');
    expect(reconcile(longer, other, true)).toBe('conflict');
    expect(reconcile(longer, other, false)).toBe('conflict');
    // The same moves: a change of ours (bots, undo position) is written; otherwise follow.
    expect(reconcile(longer, save([add(0, 1), add(1, 1)]), true)).toBe('write');
    expect(reconcile(longer, save([add(0, 1), add(1, 1)]), false)).toBe('follow');
    expect(sameGame(longer, save([add(0, 1), add(1, 1)]))).toBe(true);
    expect(sameGame(longer, other)).toBe(false);
  });
});
