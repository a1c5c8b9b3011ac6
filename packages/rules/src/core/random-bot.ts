import type { AnyGameDefinition, Viewer } from './game-definition.js';
import { nextInt, seedPrng, type PrngState } from './prng.js';
import type { GameMove } from './record.js';

/**
 * What a bot is told when it must move: its seat's view and its legal moves, never the full
 * state, so a bot knows exactly what a person in that seat knows. A bot that looks ahead must
 * sample the hidden part itself (determinize).
 */
export interface BotTurn {
  readonly game: AnyGameDefinition;
  readonly seat: number;
  /** `game.view(state, seat)`. */
  readonly view: unknown;
  /** The seat's legal moves now (never empty). */
  readonly legalMoves: readonly GameMove[];
  /** Moves made so far in the game (the index the chosen move will get). */
  readonly moveIndex: number;
  /**
   * A full state consistent with what the seat knows, for bots that search: the position itself
   * when nothing is hidden, else the hidden part sampled anew each call (never the true state).
   * Absent for a hidden-information game without `sampleHidden`.
   */
  readonly sample?: (prng: PrngState) => [unknown, PrngState];
}

/**
 * A bot picks a move for a seat. Bots get their own PRNG (never the game's), so a bot's
 * choices cannot change the game's random draws. Stronger bots implement the same interface.
 */
export interface Bot {
  readonly id: string;
  readonly label: string;
  chooseMove(turn: BotTurn, prng: PrngState): [GameMove, PrngState];
}

/** Picks uniformly among the seat's legal moves; move types are drawn first so that long bid lists do not dominate. */
export const randomBot: Bot = {
  id: 'random',
  label: 'Random bot',
  chooseMove({ legalMoves }, prng) {
    const types = [...new Set(legalMoves.map((m) => m.type))];
    const [typeIndex, afterType] = nextInt(prng, types.length);
    const ofType = legalMoves.filter((m) => m.type === types[typeIndex]);
    const [index, s] = nextInt(afterType, ofType.length);
    return [ofType[index]!, s];
  },
};

export const bots: Readonly<Record<string, Bot>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, Bot>, { random: randomBot }),
);

/**
 * The one bot seed scheme of the project: a decision's PRNG comes from the record's seed, the
 * seat and the move index. The CLI, `<ry-game>`, the playground and tests all use it, so the same
 * record and bot seats play the same game everywhere, and undo/redo see the same choices.
 */
export function botPrng(recordSeed: string, seat: number, moveIndex: number): PrngState {
  return seedPrng(`bot:${recordSeed}:${seat}:${moveIndex}`);
}

/**
 * States a seat may search from: in a game without hidden information the position itself (the
 * seat knows all of it); otherwise fresh samples of the hidden part, never the true state.
 */
function samplerFor(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
): ((prng: PrngState) => [unknown, PrngState]) | undefined {
  const sampleHidden = game.sampleHidden;
  if (sampleHidden)
    return (prng) => sampleHidden.call(game, state, seat, prng) as [unknown, PrngState];
  if (!game.hiddenInformation) return (prng) => [state, prng];
  return undefined;
}

/** A turn whose view is computed only if the bot reads it (a random bot never does). */
function lazyTurn(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  legalMoves: readonly GameMove[],
  moveIndex: number,
  sample: BotTurn['sample'],
): BotTurn {
  let view: unknown;
  let known = false;
  return {
    game,
    seat,
    legalMoves,
    moveIndex,
    ...(sample ? { sample } : {}),
    get view() {
      if (!known) [view, known] = [game.view(state, seat satisfies Viewer), true];
      return view;
    },
  };
}

/**
 * What a bot is told for `seat` in `state`: the seat's view, its legal moves and a sampler
 * (never the state itself). Throws when the seat has no legal move.
 */
export function botTurnFor(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  moveIndex: number,
): BotTurn {
  const legalMoves = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
  if (legalMoves.length === 0) throw new Error(`Seat ${seat} has no legal move`);
  return lazyTurn(game, state, seat, legalMoves, moveIndex, samplerFor(game, state, seat));
}

/** The bot's move for `seat` in `state`: it sees only the seat's view and legal moves. */
export function chooseBotMove(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  bot: Bot,
  recordSeed: string,
  moveIndex: number,
): GameMove {
  const turn = botTurnFor(game, state, seat, moveIndex);
  const [move] = bot.chooseMove(turn, botPrng(recordSeed, seat, moveIndex));
  return move;
}
