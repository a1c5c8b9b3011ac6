import type { ArenaCounter } from '../bot-guide-hooks.js';
import type { AnyGameDefinition } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { simulate } from '../bot-play.js';
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

/**
 * Wins of `hero` against two copies of `rival` in three-player games, the hero's seat rotated
 * game by game (seeds `<tag>-<g>`): the bot tests' yardstick.
 */
export function winsAgainst(
  game: AnyGameDefinition,
  hero: Bot,
  rival: Bot,
  games: number,
  tag: string,
): number {
  let won = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 3;
    const bots = { 0: rival, 1: rival, 2: rival, [seat]: hero };
    const { state } = simulate(game, { players: ['A', 'B', 'C'], seed: `${tag}-${g}` }, { bots });
    if (game.result(state)!.winners.includes(seat)) won++;
  }
  return won;
}

/** An arena counter's verdict on `move` in `state`, asked as the arena asks it. */
export function countedBy(
  counter: ArenaCounter,
  game: AnyGameDefinition,
  state: unknown,
  move: GameMove,
) {
  const seat = move.player;
  const legalMoves = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
  const applied = applyMove(game, state, move);
  if (!applied.ok) throw new Error(applied.error.reason);
  return counter.count({ game, before: state, after: applied.state, move, seat, legalMoves });
}
