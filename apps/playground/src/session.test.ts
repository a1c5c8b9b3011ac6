import { describe, expect, it } from 'vitest';
import { newRecord, type Bot, type GameMove } from '@railyard/rules';
import { GameSession } from './session';
import { counterGame } from './testing/counter-game';

const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });

function open(moves: GameMove[] = [], bots: Record<string, string> = {}, target = 20) {
  const result = GameSession.open(
    counterGame,
    { ...newRecord('counter', ['Ada', 'Bob', 'Cy'], 's', { target }), moves },
    { bots },
  );
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

describe('GameSession', () => {
  it('opens a record, describes its history and reports the first illegal move', () => {
    const session = open([add(0, 1), add(1, 2)]);
    expect(session.history.map((h) => h.description)).toEqual(['Ada adds 1', 'Bob adds 2']);
    const bad = GameSession.open(counterGame, {
      ...newRecord('counter', ['Ada', 'Bob'], 's'),
      moves: [add(0, 1), add(0, 1)],
    });
    expect(bad).toMatchObject({
      ok: false,
      index: 1,
      message: expect.stringMatching(/Move 2 .*seat 1's turn/),
    });
    const badSetup = GameSession.open(counterGame, newRecord('counter', ['Solo'], 's'));
    expect(badSetup).toMatchObject({
      ok: false,
      index: -1,
      message: expect.stringMatching(/setup is invalid/),
    });
  });

  it('refuses an illegal move with the explanation and changes nothing', () => {
    const session = open();
    expect(session.apply(add(1, 1))).toEqual({
      ok: false,
      error: { reason: "It is seat 0's turn.", rule: 'counter:turn' },
    });
    expect(session.moveCount).toBe(0);
  });

  it('undoes and redoes single moves when only people play', () => {
    const session = open();
    session.apply(add(0, 1));
    session.apply(add(1, 2));
    expect(session.undo()).toBe(true);
    expect(session.moveCount).toBe(1);
    expect((session.state as { context: { total: number } }).context.total).toBe(1);
    expect(session.redo()).toBe(true);
    expect(session.record.moves).toEqual([add(0, 1), add(1, 2)]);
    session.undo();
    session.apply(add(1, 1));
    expect(session.canRedo()).toBe(false);
  });

  it('undoes back to the last person’s decision when bots play the other seats', () => {
    const session = open([], { 1: 'random', 2: 'random' });
    session.apply(add(0, 1));
    for (const seat of [1, 2]) {
      expect(session.botToMove()?.seat).toBe(seat);
      expect(session.apply(session.chooseBotMove()!).ok).toBe(true);
    }
    expect(session.undoSize()).toBe(3);
    session.undo();
    expect(session.moveCount).toBe(0);
    session.redo();
    expect(session.moveCount).toBe(3);
  });

  it('chooses the same bot move for the same position (deterministic per seed and move)', () => {
    const a = open([], { 0: 'random', 1: 'random', 2: 'random' });
    const b = open([], { 0: 'random', 1: 'random', 2: 'random' });
    for (let i = 0; i < 6; i++) {
      const move = a.chooseBotMove()!;
      expect(b.chooseBotMove()).toEqual(move);
      a.apply(move);
      b.apply(move);
    }
  });

  it('never undoes across a move the game marks as a barrier', () => {
    const game = {
      ...counterGame,
      isUndoBarrier: (_state: unknown, move: GameMove) => move.amount === 2,
    };
    const opened = GameSession.open(game, {
      ...newRecord('counter', ['Ada', 'Bob'], 's'),
      moves: [add(0, 1), add(1, 2), add(0, 1)],
    });
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    expect(session.undo()).toBe(true);
    expect(session.moveCount).toBe(2);
    expect(session.canUndo()).toBe(false);
    expect(session.undo()).toBe(false);
  });

  it('shows any earlier position and branches from it in the sandbox', () => {
    const session = open([add(0, 1), add(1, 1), add(2, 1), add(0, 2)]);
    session.view(2);
    expect(session.isViewingHistory).toBe(true);
    expect((session.viewedState as { context: { total: number } }).context.total).toBe(2);
    session.view(null);
    expect((session.viewedState as { context: { total: number } }).context.total).toBe(5);
    session.branchAt(2);
    expect(session.moveCount).toBe(2);
    expect(session.apply(add(2, 2)).ok).toBe(true);
    expect(session.record.moves).toEqual([add(0, 1), add(1, 1), add(2, 2)]);
  });

  it('jumps to any position of a long game from cached snapshots', () => {
    const moves = Array.from({ length: 300 }, (_, i) => add(i % 3, 1));
    const session = open(moves, {}, 10_000);
    const start = performance.now();
    for (let i = 0; i < 300; i += 7) session.stateAfter(i);
    session.undo();
    expect(session.moveCount).toBe(299);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('plays a whole game with bots to its result', () => {
    const session = open([], { 0: 'random', 1: 'random', 2: 'random' });
    let guard = 0;
    while (!session.result() && guard++ < 100) session.apply(session.chooseBotMove()!);
    expect(session.result()?.winners).toHaveLength(1);
    expect(session.botToMove()).toBeNull();
  });

  it('refuses unknown bots and drops redo groups that no longer apply', () => {
    const unknown = GameSession.open(counterGame, newRecord('counter', ['A', 'B'], 's'), {
      bots: { 1: 'genius' },
    });
    expect(unknown).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown bot "genius"/),
    });
    const stale = GameSession.open(counterGame, newRecord('counter', ['A', 'B'], 's'), {
      redo: [[add(1, 1)], [add(0, 1)]],
    });
    expect(stale.ok && stale.session.redoStack).toEqual([[add(1, 1)], [add(0, 1)]]);
    const broken = GameSession.open(counterGame, newRecord('counter', ['A', 'B'], 's'), {
      redo: [[add(1, 1)]],
    });
    expect(broken.ok && broken.session.redoStack).toEqual([]);
  });

  it('accepts stronger bots through the same Bot interface', () => {
    const greedy: Bot = {
      id: 'greedy',
      label: 'Greedy',
      chooseMove: (game, state, seat, prng) => [
        { ...(game.legalMoves(state) as GameMove[]).at(-1)!, player: seat },
        prng,
      ],
    };
    const opened = GameSession.open(counterGame, newRecord('counter', ['A', 'B'], 's'), {
      bots: { 0: 'greedy' },
      botTable: { greedy },
    });
    expect(opened.ok && opened.session.chooseBotMove()).toEqual(add(0, 2));
  });
});
