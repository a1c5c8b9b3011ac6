/**
 * Positions of seeded games between easy bots, one after another: what `railyard bench` times the
 * search on and `railyard agree` judges it on.
 */
import { MAX_GAME_MOVES } from '../core/bot-play.js';
import type { AnyGameDefinition } from '../core/game-definition.js';
import type { GameMove } from '../core/record.js';
import { chooseBotMove } from '../core/random-bot.js';
import { applyMove } from '../core/replay.js';
import { botsFor } from '../engines.js';

export interface WalkedPosition {
  /** Which of the seeds' games (0 the first). */
  readonly gameIndex: number;
  readonly state: unknown;
  readonly seat: number;
  /** Moves made before this position. */
  readonly at: number;
  /** The seat's legal moves. */
  readonly legal: readonly GameMove[];
}

/**
 * Every position of the games `seeds` name, in order, each game played by easy bots choosing on
 * the record seed `walkSeed`.
 */
export function* walkEasyGames(
  game: AnyGameDefinition,
  seeds: Iterable<string>,
  players: readonly string[],
  walkSeed: string,
): Generator<WalkedPosition> {
  const easy = botsFor(game).easy!;
  let gameIndex = -1;
  for (const seed of seeds) {
    gameIndex++;
    let state: unknown = game.createGame({ players: [...players], seed });
    // A game whose easy bots never finish it ends the walk there.
    for (let at = 0; at < MAX_GAME_MOVES && !game.result(state); at++) {
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) break;
      const legal = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
      yield { gameIndex, state, seat, at, legal };
      const applied = applyMove(game, state, chooseBotMove(game, state, seat, easy, walkSeed, at));
      if (!applied.ok) throw new Error(`an easy bot's move was refused: ${applied.error.reason}`);
      state = applied.state;
    }
  }
}
