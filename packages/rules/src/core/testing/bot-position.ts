import type { ArenaCounter } from '../bot-guide-hooks.js';
import type { AnyGameDefinition, GameSetup } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { simulate } from '../bot-play.js';
import { levelBots, type LevelOptions } from '../bot-levels.js';
import type { BotGuide, SearchStats } from '../search-bot.js';
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
 * How long the search levels play out from `state`: for `medium` and `hard` (built with `options`,
 * an iteration cap for a deterministic test), the iterations of the search for the move
 * (`prng` and `moveIndex` as in `chooseBotMove`) and the playout moves each made on average.
 */
export function searchPlayoutLengths(
  game: AnyGameDefinition,
  guide: BotGuide,
  state: unknown,
  options: LevelOptions & { readonly prng: string; readonly moveIndex: number },
): Record<'medium' | 'hard', { iterations: number; movesPerIteration: number }> {
  const { prng, moveIndex, ...levelOptions } = options;
  const seat = game.activeSeats(state)[0]!;
  const lengths = (level: 'medium' | 'hard') => {
    let stats: SearchStats | undefined;
    const bots = levelBots(game, guide, { ...levelOptions, onSearch: (s) => (stats = s) });
    chooseBotMove(game, state, seat, bots[level]!, prng, moveIndex);
    if (!stats) throw new Error(`${level} played without a search`);
    return {
      iterations: stats.iterations,
      movesPerIteration: stats.playoutMoves / stats.iterations,
    };
  };
  return { medium: lengths('medium'), hard: lengths('hard') };
}

/** One decision of a seeded game: the state, the seat to move, what it sees and may play. */
export interface BotSpot<State, View> {
  readonly state: State;
  readonly seat: number;
  readonly moveIndex: number;
  readonly view: View;
  readonly legal: readonly GameMove[];
}

/**
 * The decisions `keep` picks from seeded three-player games (`careful-<g>`, with `options`) that
 * `bot` plays for every seat, up to `maxMoves` moves a game: where careful-bot tests look.
 */
export function botSpots<State, View>(
  game: AnyGameDefinition,
  bot: Bot,
  o: {
    readonly games: number;
    readonly maxMoves: number;
    readonly options?: GameSetup['options'];
    readonly keep?: (spot: BotSpot<State, View>) => boolean;
  },
): BotSpot<State, View>[] {
  const out: BotSpot<State, View>[] = [];
  for (let g = 0; g < o.games; g++) {
    const seed = `careful-${g}`;
    const players = ['A', 'B', 'C'];
    let state = game.createGame({ players, seed, ...(o.options && { options: o.options }) });
    for (let i = 0; i < o.maxMoves && !game.result(state); i++) {
      const seat = game.activeSeats(state)[0]!;
      const legal = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
      const view = game.view(state, seat) as View;
      const spot = { state: state as State, seat, moveIndex: i, view, legal };
      if (!o.keep || o.keep(spot)) out.push(spot);
      const move = chooseBotMove(game, state, seat, bot, seed, i);
      const applied = applyMove(game, state, move);
      if (!applied.ok) throw new Error(applied.error.reason);
      state = applied.state;
    }
  }
  return out;
}

/** The move a bot that needs no search chooses at a spot (its PRNG fixed). */
export function spotMove(
  game: AnyGameDefinition,
  bot: Bot,
  spot: BotSpot<unknown, unknown>,
): GameMove {
  const { seat, view, legal: legalMoves, moveIndex } = spot;
  return bot.chooseMove({ game, seat, view, legalMoves, moveIndex }, [1, 2, 3, 4])[0];
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
