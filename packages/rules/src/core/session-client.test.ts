import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRecord, type GameMove } from './record.js';
import { GameSession } from './session.js';
import { tinyGame } from './testing/tiny-game.js';

const add = (player: number, amount: number): GameMove => ({
  type: 'counter.add',
  player,
  amount,
});

function open(moves: GameMove[] = []) {
  const opened = GameSession.open(tinyGame, {
    ...newRecord('tiny', ['Ada', 'Bo'], 's', { target: 20 }),
    moves,
  });
  if (!opened.ok) throw new Error(opened.message);
  return opened.session;
}

/** Counts how often `move` is transitioned from the position `before` (the machine's own step). */
function countTransitions(before: unknown, move: GameMove) {
  vi.restoreAllMocks();
  const transition = tinyGame.machine.transition.bind(tinyGame.machine);
  let count = 0;
  vi.spyOn(tinyGame.machine, 'transition').mockImplementation((snapshot, event, scope) => {
    if (snapshot === before && JSON.stringify(event) === JSON.stringify(move)) count++;
    return transition(snapshot, event, scope);
  });
  return () => count;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GameSession as the whole client', () => {
  it('gives the same view, legal moves and result for the same position and viewer', () => {
    const session = open([add(0, 1)]);
    expect(session.view(0)).toBe(session.view(0));
    expect(session.view(0, 0)).toBe(session.view(0, 0));
    expect(session.view('all', 0)).not.toBe(session.view('all', 1));
    expect(session.legalMoves()).toBe(session.legalMoves());
    expect(session.legalMoves(1)).toBe(session.legalMoves(1));
    expect(session.legalMoves(1)).toEqual(session.legalMoves());
    expect(session.legalMoves(0)).toEqual([]);
    const view = vi.spyOn(tinyGame, 'view');
    session.view('spectator');
    session.view('spectator');
    session.view(1);
    expect(view.mock.calls.map(([, viewer]) => viewer)).toEqual(['spectator', 1]);
  });

  it('gives a new view, legal moves and result after a move and after an undo', () => {
    const session = open([add(0, 1)]);
    const before = { view: session.view('all'), legal: session.legalMoves() };
    session.apply(add(1, 2));
    expect(session.view('all')).not.toBe(before.view);
    expect(session.view('all')).toMatchObject({ total: 3 });
    expect(session.legalMoves()).not.toBe(before.legal);
    expect(session.undo()).toBe(true);
    expect(session.view('all')).toMatchObject({ total: 1 });
    expect(session.apply(add(1, 1)).ok).toBe(true);
    expect(session.view('all')).toMatchObject({ total: 2 });
    expect(session.legalMoves()).toEqual([add(0, 1), add(0, 2)]);
    const ended = open();
    while (!ended.finished) ended.apply(add(ended.activeSeats()[0]!, 2));
    expect(ended.result()).not.toBeNull();
    expect(ended.result()).toBe(ended.result());
    expect(ended.legalMoves()).toEqual([]);
    ended.undo();
    expect(ended.result()).toBeNull();
  });

  it('transitions a move once: the check makes the next position, the commit keeps it', () => {
    const session = open([add(0, 1)]);
    const transitions = countTransitions(session.state, add(1, 2));
    const checked = session.check(add(1, 2));
    if (!checked.ok) throw new Error(checked.error.reason);
    expect(session.moveCount).toBe(1); // checking changes nothing
    expect(session.commit(checked, { bot: true })).toEqual({ ok: true });
    expect(transitions()).toBe(1);
    expect(session.state).toBe(checked.state);
    expect(session.history('all')[1]).toMatchObject({ bot: true, seat: 1 });

    const next = countTransitions(session.state, add(0, 1));
    expect(session.apply(add(0, 1)).ok).toBe(true);
    expect(next()).toBe(1);
  });

  it('refuses to commit a move checked before the record changed', () => {
    const session = open([add(0, 1)]);
    const checked = session.check(add(1, 2));
    if (!checked.ok) throw new Error(checked.error.reason);
    session.apply(add(1, 1));
    const late = session.commit(checked);
    expect(late).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/changed/) } });
    expect(session.moveCount).toBe(2);
  });

  it('commits a move checked at an earlier position by dropping the later moves', () => {
    const session = open([add(0, 1), add(1, 1), add(0, 1)]);
    expect(session.check(add(1, 2), 2).ok).toBe(false); // seat 0 is to act there
    const checked = session.check(add(1, 2), 1);
    if (!checked.ok) throw new Error(checked.error.reason);
    expect(checked.index).toBe(1);
    expect(session.commit(checked).ok).toBe(true);
    expect(session.record.moves).toEqual([add(0, 1), add(1, 2)]);
  });
});
