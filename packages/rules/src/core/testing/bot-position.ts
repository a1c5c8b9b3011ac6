import type { AnyGameDefinition } from '../game-definition.js';
import { chooseBotMove, type Bot } from '../random-bot.js';
import { applyMove } from '../replay.js';

/** A position `moves` moves into a game `bot` plays for every seat (bot tests start from it). */
export function botPosition<State>(
  game: AnyGameDefinition,
  bot: Bot,
  players: readonly string[],
  seed: string,
  moves: number,
): State {
  let state = game.createGame({ players: [...players], seed });
  for (let i = 0; i < moves && !game.result(state); i++) {
    const seat = game.activeSeats(state)[0]!;
    const move = chooseBotMove(game, state, seat, bot, seed, i);
    const applied = applyMove(game, state, move);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
  }
  return state as State;
}
