import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { defineGame } from './define-game.js';
import type { GameMove } from './record.js';
import { tinyGame } from './testing/index.js';

/** The tiny counter game rebuilt from its parts, with a checker that throws on one move. */
const { createGame: _create, explainIllegal: tinyExplain, ...tinyParts } = tinyGame;
const rebuilt = defineGame({
  ...tinyParts,
  input: (setupInput, options) => ({ players: [...setupInput.players], target: options.target }),
  explain: (state, move: GameMove) => {
    if (move.type === 'counter.crash') throw new Error('no such counter');
    return tinyExplain(state, move);
  },
  uncheckableRule: 'tiny:turn',
});

describe('defineGame', () => {
  it('builds createGame: player count checked, options resolved, the machine started on the input', () => {
    const state = rebuilt.createGame({ players: ['A', 'B'], seed: 's', options: { target: 5 } });
    expect(state.context).toEqual(
      tinyGame.createGame({ players: ['A', 'B'], seed: 's', options: { target: 5 } }).context,
    );
    expect(rebuilt.createGame({ players: ['A', 'B'], seed: 's' }).context.target).toBe(10);
    expect(() => rebuilt.createGame({ players: ['A'], seed: 's' })).toThrow(
      'Tiny counter game is for 2 to 4 players, got 1',
    );
    expect(() =>
      rebuilt.createGame({ players: ['A', 'B'], seed: 's', options: { goal: 3 } }),
    ).toThrow(/options\.goal is not an option/);
    expect(() => rebuilt.createGame({ players: 'AB', seed: 's' } as never)).toThrow(
      'players must be a list of player names',
    );
  });

  it('a machine whose start fails is refused with its reason, not returned as a failed snapshot', () => {
    const failing = setup({}).createMachine({
      context: () => {
        throw new Error('the deal names a tile twice');
      },
    });
    const game = defineGame({
      ...tinyParts,
      machine: failing,
      input: () => ({}),
      explain: () => null,
      uncheckableRule: 'tiny:turn',
    });
    expect(() => game.createGame({ players: ['A', 'B'], seed: 's' })).toThrow(
      /the deal names a tile twice/,
    );
  });

  it('explainIllegal never throws: a checker that throws becomes a refusal citing the given rule', () => {
    const state = rebuilt.createGame({ players: ['A', 'B'], seed: 's' });
    expect(rebuilt.explainIllegal(state, { type: 'counter.crash', player: 0 })).toEqual({
      reason: 'The move could not be checked: no such counter',
      rule: 'tiny:turn',
    });
    expect(rebuilt.explainIllegal(state, { type: 'counter.add', player: 0, amount: 1 })).toBeNull();
    expect(rebuilt.explainIllegal(state, { type: 'counter.add', player: 1, amount: 1 })?.rule).toBe(
      'tiny:turn',
    );
  });
});
