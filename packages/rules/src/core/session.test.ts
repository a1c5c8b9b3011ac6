import { describe, expect, it } from 'vitest';
// A long real game (no toy game runs this long); the engine code of core still imports no game.
// eslint-disable-next-line no-restricted-imports
import { chicagoExpress } from '../games/chicago-express/index.js';
import { newRecord, type GameMove } from './record.js';
import { simulate } from './bot-play.js';
import { replay } from './replay.js';
import { GameSession, winnersText } from './session.js';
import { tinyGame } from './testing/tiny-game.js';

const add = (player: number, amount: number): GameMove => ({
  type: 'counter.add',
  player,
  amount,
});

function open(moves: GameMove[] = [], bots = {}) {
  const opened = GameSession.open(
    tinyGame,
    { ...newRecord('tiny', ['Ada', 'Bo'], 's', { target: 20 }), moves },
    { bots },
  );
  if (!opened.ok) throw new Error(opened.message);
  return opened.session;
}

describe('GameSession', () => {
  it('opens a record and serves every position from its snapshots', () => {
    const session = open([add(0, 1), add(1, 2), add(0, 2)]);
    expect(session.moveCount).toBe(3);
    expect(session.view('all', 0)).toMatchObject({ total: 0 });
    expect(session.view('all', 2)).toMatchObject({ total: 3 });
    expect(session.view('all')).toMatchObject({ total: 5 });
    expect(session.history('all').map((h) => h.description)).toEqual([
      'Seat 0 adds 1',
      'Seat 1 adds 2',
      'Seat 0 adds 2',
    ]);
  });

  it('ends the history with the end of the game, its reason and the winner, only in the move that ended it', () => {
    const moves = [add(0, 2), add(1, 2), add(0, 2), add(1, 2), add(0, 2)];
    const opened = GameSession.open(tinyGame, {
      ...newRecord('tiny', ['Ada', 'You'], 's', { target: 10 }),
      moves,
    });
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    expect(session.finished).toBe(true);
    const history = session.history('spectator');
    expect(history.slice(0, -1).every((h) => h.events.length === 0)).toBe(true);
    const end = history.at(-1)!.events;
    const result = session.result()!;
    expect(end).toEqual([
      {
        kind: 'game-end',
        text: `Game over. ${result.reason} Ada wins.`,
        rule: result.rule,
        seats: [0],
      },
    ]);
    // Taken back, the end is gone from the history; made again, it is back.
    session.undo();
    expect(session.history('spectator').at(-1)!.events).toEqual([]);
    session.redo();
    expect(session.history('spectator').at(-1)!.events).toEqual(end);
  });

  it('says who won with grammar: "You win", "Ada wins", "Ada and Bo share the win"', () => {
    const result = (names: string[]) => ({
      standings: names.map((name, seat) => ({ seat, name, score: 1, rank: 1 })),
      winners: names.map((_, seat) => seat),
      reason: '',
      rule: '',
    });
    expect(winnersText(result(['You']))).toBe('You win.');
    expect(winnersText(result(['Ada']))).toBe('Ada wins.');
    expect(winnersText(result(['Ada', 'Bo']))).toBe('Ada and Bo share the win.');
    expect(winnersText(result([]))).toBe('Nobody wins.');
  });

  it('refuses an illegal move with its reason and rule, changing nothing', () => {
    const session = open([add(0, 1)]);
    const result = session.apply(add(0, 1));
    expect(result).toEqual({
      ok: false,
      error: { reason: "It is seat 1's turn.", rule: 'tiny:turn' },
    });
    expect(session.moveCount).toBe(1);
  });

  it('refuses a record with an illegal move, or keeps the legal prefix when asked', () => {
    const record = { ...newRecord('tiny', ['Ada', 'Bo'], 's'), moves: [add(0, 1), add(0, 1)] };
    const refused = GameSession.open(tinyGame, record);
    expect(refused).toMatchObject({ ok: false, index: 1 });
    const kept = GameSession.open(tinyGame, record, { keepLegalPrefix: true });
    expect(kept.ok && kept.session.moveCount).toBe(1);
    expect(kept.ok && kept.problem?.index).toBe(1);
  });

  it('refuses XState internal events and unknown move types at the move that carries them', () => {
    const session = open();
    for (const type of ['xstate.init', 'xstate.stop', 'counter.reset']) {
      const result = session.apply({ type, player: 0 });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.reason).toContain('is not a move of');
    }
    expect(session.moveCount).toBe(0);
  });

  it('undo and redo step through the record and notify subscribers', () => {
    const session = open([add(0, 1), add(1, 2)]);
    const seen: string[] = [];
    session.subscribe((change) => seen.push(change.type));
    expect(session.canUndo).toBe(true);
    expect(session.undo()).toBe(true);
    expect(session.moveCount).toBe(1);
    expect(session.canRedo).toBe(true);
    expect(session.redo()).toBe(true);
    expect(session.moveCount).toBe(2);
    expect(session.view('all')).toMatchObject({ total: 3 });
    session.apply(add(0, 1));
    expect(seen).toEqual(['undo', 'redo', 'move']);
    expect(session.canRedo).toBe(false);
  });

  it('undoes back to the last person when bots play the other seats', () => {
    const session = open([add(0, 1), add(1, 1)], { 1: 'random' });
    expect(session.undoSize()).toBe(2);
  });

  it('never undoes past an undo barrier declared by the game', () => {
    const game = { ...tinyGame, isUndoBarrier: (_: unknown, move: GameMove) => move.amount === 2 };
    const opened = GameSession.open(game, {
      ...newRecord('tiny', ['Ada', 'Bo'], 's', { target: 20 }),
      moves: [add(0, 1), add(1, 2), add(0, 1)],
    });
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    expect(session.undo()).toBe(true);
    expect(session.moveCount).toBe(2);
    expect(session.canUndo).toBe(false);
    expect(session.undo()).toBe(false);
    expect(session.branchAt(0)).toBe(false);
  });

  it('jumpTo shows a past position without changing the record', () => {
    const session = open([add(0, 1), add(1, 2), add(0, 2)]);
    session.jumpTo(1);
    expect(session.position).toBe(1);
    expect(session.isViewingHistory).toBe(true);
    expect(session.view('all')).toMatchObject({ total: 1 });
    session.jumpTo(null);
    expect(session.position).toBe(3);
  });

  it('plays the same game with bots as simulate, move for move (one bot seed scheme)', () => {
    const setup = { players: ['A', 'B', 'C'], seed: 'same-game' };
    const { record } = simulate(chicagoExpress, setup);
    const session = GameSession.start(chicagoExpress, setup, {
      bots: { 0: 'random', 1: 'random', 2: 'random' },
    });
    while (session.playBotMove()?.ok) {
      if (session.moveCount > record.moves.length) break;
    }
    expect(session.record.moves).toEqual(record.moves);
    expect(session.finished).toBe(true);
  });

  it('keeps positions exact in a long game even where old snapshots are thinned', () => {
    const { record } = simulate(chicagoExpress, { players: ['A', 'B', 'C', 'D'], seed: 'long' });
    const opened = GameSession.open(chicagoExpress, record);
    if (!opened.ok) throw new Error(opened.message);
    for (const count of [0, 1, 17, Math.floor(record.moves.length / 2), record.moves.length]) {
      const expected = replay(chicagoExpress, { ...record, moves: record.moves.slice(0, count) });
      expect(expected.ok).toBe(true);
      if (expected.ok)
        expect(opened.session.stateAfter(count).context).toEqual(expected.state.context);
    }
  });

  it('refuses unknown bot ids and seats out of range', () => {
    const record = newRecord('tiny', ['Ada', 'Bo'], 's');
    expect(GameSession.open(tinyGame, record, { bots: { 0: 'constructor' } }).ok).toBe(false);
    expect(GameSession.open(tinyGame, record, { bots: { 5: 'random' } }).ok).toBe(false);
  });
});
