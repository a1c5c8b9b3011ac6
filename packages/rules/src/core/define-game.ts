/**
 * `defineGame`: a GameDefinition from a game's own parts. Every game starts the same way (check
 * the player count, resolve the options against its specs, start its machine on an input built
 * from both) and guards its legality check the same way (`explainIllegal` must never throw);
 * this does both once, so a game's index.ts holds only what is its own.
 */
import type { AnyMachineSnapshot } from 'xstate';
import {
  checkPlayerCount,
  resolveOptions,
  type GameDefinition,
  type GameSetup,
  type IllegalMove,
} from './game-definition.js';
import type { GameMove, JsonValue } from './record.js';
import { startMachine } from './replay.js';

/** What a game supplies: its definition minus the two members `defineGame` builds. */
export type GameParts<State extends AnyMachineSnapshot, Move extends GameMove, View> = Omit<
  GameDefinition<State, Move, View>,
  'createGame' | 'explainIllegal'
> & {
  /**
   * The machine's input, from a setup whose player count has been checked and the options
   * resolved (defaults filled, bad values refused). Throws a RangeError naming a bad field.
   */
  input(setup: GameSetup, options: Record<string, JsonValue>): unknown;
  /** The game's one legality checker; it may throw on input it cannot read. */
  explain(state: State, move: GameMove): IllegalMove | null;
  /** The rule cited when a move cannot be checked at all. */
  uncheckableRule: string;
};

/** The game's definition: its parts, with `createGame` and a never-throwing `explainIllegal`. */
export function defineGame<State extends AnyMachineSnapshot, Move extends GameMove, View>(
  parts: GameParts<State, Move, View>,
): GameDefinition<State, Move, View> {
  const { input, explain, uncheckableRule, ...definition } = parts;
  return {
    ...definition,
    createGame(setup: GameSetup): State {
      if (!setup || !Array.isArray(setup.players))
        throw new RangeError('players must be a list of player names');
      checkPlayerCount(definition, setup.players);
      const options = resolveOptions(definition.options, setup.options ?? {});
      const state = startMachine<State>(definition.machine, input(setup, options));
      // A throw inside the machine's context factory only marks the snapshot failed: say so here.
      if (state.status === 'error') throw new RangeError(String(state.error));
      return state;
    },
    explainIllegal(state: State, move: GameMove): IllegalMove | null {
      try {
        return explain(state, move);
      } catch (error) {
        return {
          reason: `The move could not be checked: ${(error as Error).message}`,
          rule: uncheckableRule,
        };
      }
    },
  };
}
