import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition, GameResult } from './game-definition.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { MoveTexts } from './session-history.js';
import { tinyGame } from './testing/tiny-game.js';

const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });

/** Moves played from the start, and the texts over them. */
function played(game: AnyGameDefinition, moves: GameMove[]) {
  const states = [game.createGame({ players: ['Ada', 'Bo'], seed: 's', options: { target: 3 } })];
  for (const move of moves) {
    const next = applyMove(game, states[states.length - 1], move);
    if (!next.ok) throw new Error(next.error.reason);
    states.push(next.state);
  }
  return new MoveTexts({
    game,
    move: (index) => moves[index],
    stateAfter: (count) => states[count],
    result: (count) => game.result(states[count]) as GameResult | null,
  });
}

describe('MoveTexts', () => {
  it('describes each move once per viewer, and ends the last move with who won', () => {
    let described = 0;
    const game = {
      ...tinyGame,
      describeMove: (move: GameMove) => (described++, `Seat ${move.player} adds ${move.amount}`),
    } as AnyGameDefinition;
    const texts = played(game, [add(0, 2), add(1, 1)]);
    expect(texts.describe(0, 'all')).toBe('Seat 0 adds 2');
    expect(texts.describe(0, 'all')).toBe('Seat 0 adds 2');
    expect(described).toBe(1);
    expect(texts.describe(5, 'all')).toBe('');
    expect(texts.events(0, 'all')).toEqual([]);
    const [end] = texts.events(1, 'all');
    expect(end).toMatchObject({ kind: 'game-end', seats: [1], rule: 'tiny:goal' });
    expect(end!.text).toMatch(/Bo reached the target/);
  });

  it('falls back to the move itself when the game cannot describe it, and forgets cut moves', () => {
    let words = 'first';
    const game = {
      ...tinyGame,
      describeMove: () => {
        if (words === 'broken') throw new Error('no words');
        return words;
      },
    } as AnyGameDefinition;
    const texts = played(game, [add(0, 1)]);
    expect(texts.describe(0, 0)).toBe('first');
    words = 'broken';
    expect(texts.describe(0, 0)).toBe('first');
    texts.truncate(0);
    expect(texts.describe(0, 0)).toBe('Seat 0: counter.add (amount 1)');
  });
});
