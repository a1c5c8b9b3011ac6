import type { AnyGameDefinition, GameSetup } from './game-definition.js';
import { nextInt, seedPrng, type PrngState } from './prng.js';
import { newRecord, type GameMove, type GameRecord } from './record.js';
import { applyMove } from './replay.js';

/**
 * A bot picks a move for a seat. Bots get their own PRNG (never the game's), so a bot's
 * choices cannot change the game's random draws. Stronger bots implement the same interface.
 */
export interface Bot {
  readonly id: string;
  readonly label: string;
  chooseMove(
    game: AnyGameDefinition,
    state: unknown,
    seat: number,
    prng: PrngState,
  ): [GameMove, PrngState];
}

/** Picks uniformly among the seat's legal moves; move types are drawn first so that long bid lists do not dominate. */
export const randomBot: Bot = {
  id: 'random',
  label: 'Random bot',
  chooseMove(game, state, seat, prng) {
    const moves = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
    if (moves.length === 0) throw new Error(`Seat ${seat} has no legal move`);
    const types = [...new Set(moves.map((m) => m.type))];
    const [typeIndex, afterType] = nextInt(prng, types.length);
    const ofType = moves.filter((m) => m.type === types[typeIndex]);
    const [index, s] = nextInt(afterType, ofType.length);
    return [ofType[index]!, s];
  },
};

export const bots: Readonly<Record<string, Bot>> = { random: randomBot };

export interface SimulateOptions {
  /** Bot per seat; seats without one use `randomBot`. */
  bots?: Readonly<Record<number, Bot>>;
  /** Safety stop for runaway games. */
  maxMoves?: number;
  /** Called after every applied move (e.g. invariant checks). */
  onState?: (state: unknown, move: GameMove, index: number) => void;
}

/** Plays a whole game with bots and returns its record. Deterministic for a given setup. */
export function simulate(
  game: AnyGameDefinition,
  setup: GameSetup,
  options: SimulateOptions = {},
): { record: GameRecord; state: unknown } {
  const record = newRecord(game.id, setup.players, setup.seed, { ...(setup.options ?? {}) });
  const moves: GameMove[] = [];
  let state = game.createGame(setup);
  let prng = seedPrng(`bot:${setup.seed}`);
  const maxMoves = options.maxMoves ?? 20_000;
  while (game.result(state) === null) {
    if (moves.length >= maxMoves)
      throw new Error(`Game did not finish within ${maxMoves} moves (seed ${setup.seed})`);
    const seats = game.activeSeats(state);
    if (seats.length === 0)
      throw new Error(
        `No seat can act but the game is not over (seed ${setup.seed}, move ${moves.length})`,
      );
    const seat = seats[0]!;
    const bot = options.bots?.[seat] ?? randomBot;
    let move: GameMove;
    [move, prng] = bot.chooseMove(game, state, seat, prng);
    const result = applyMove(game, state, move);
    if (!result.ok)
      throw new Error(
        `Bot move ${JSON.stringify(move)} refused at ${moves.length}: ${result.error.reason}`,
      );
    state = result.state;
    moves.push(move);
    options.onState?.(state, move, moves.length - 1);
  }
  return { record: { ...record, moves }, state };
}
