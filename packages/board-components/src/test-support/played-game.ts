/**
 * The positions of one seeded game that random bots play to the end, for board tests that need a
 * position where some move is legal.
 */
import { applyMove, simulate, type AnyGameDefinition, type GameMove } from '@railyard/rules';

type StateOf<D> = D extends { createGame(...args: never[]): infer S } ? S : never;

/** Every position of the game `simulate` plays for these players, the start first. */
export function playedPositions<D extends AnyGameDefinition>(
  game: D,
  players: string[],
  seed = 'board-test',
): StateOf<D>[] {
  const { record } = simulate(game, { players, seed });
  let state = game.createGame({ players: record.players, seed: record.seed }) as StateOf<D>;
  const states = [state];
  for (const move of record.moves) {
    const r = applyMove(game, state as never, move);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state as StateOf<D>;
    states.push(state);
  }
  return states;
}

/** The first of the positions whose legal moves (and position) `accept` takes. */
export function firstPosition<S>(
  states: readonly S[],
  legal: (state: S) => readonly GameMove[],
  accept: (moves: GameMove[], state: S) => boolean,
): S {
  const state = states.find((s) => accept([...legal(s)], s));
  if (!state) throw new Error('no such position in the test game');
  return state;
}
