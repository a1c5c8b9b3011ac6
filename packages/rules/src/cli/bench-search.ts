/**
 * The hard level's search speed, for `railyard bench`: playout moves a second over positions of
 * one seeded game between easy bots, each searched with an iteration cap. The work is the same on
 * every run (the same searches, the same playouts), so the figure compares commits run after run
 * on one machine; the arena's playouts a second come from whole games, often under load.
 */
import { botsFor } from '../bots.js';
import type { AnyGameDefinition } from '../core/game-definition.js';
import type { GameMove } from '../core/record.js';
import { botPrng, botTurnFor, chooseBotMove } from '../core/random-bot.js';
import { applyMove } from '../core/replay.js';

export interface SearchBench {
  /** Positions searched: every `POSITION_STEP`th of the game where the seat had a choice. */
  readonly positions: number;
  /** Iterations a search (the hard level's cap). */
  readonly iterations: number;
  /** Playout moves of all the searches of one round (the same every round). */
  readonly playoutMoves: number;
  /** The searches' time, each position at its fastest round. */
  readonly bestMs: number;
  readonly playoutMovesPerSecond: number;
}

const POSITION_STEP = 7;
const MAX_POSITIONS = 8;

/** Positions of a seeded game between easy bots where the seat to move has more than one move. */
function benchPositions(game: AnyGameDefinition): { state: unknown; seat: number; at: number }[] {
  const easy = botsFor(game).easy!;
  const players = Math.min(3, game.maxPlayers);
  const setup = { players: Array.from({ length: players }, (_, p) => `P${p + 1}`) };
  let state: unknown = game.createGame({ ...setup, seed: 'bench-search' });
  const found: { state: unknown; seat: number; at: number }[] = [];
  let choices = 0;
  for (let at = 0; !game.result(state) && found.length < MAX_POSITIONS; at++) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
    if (legal.length > 1 && choices++ % POSITION_STEP === 0) found.push({ state, seat, at });
    const applied = applyMove(game, state, chooseBotMove(game, state, seat, easy, 'bench', at));
    if (!applied.ok) throw new Error(`bench game refused a move: ${applied.error.reason}`);
    state = applied.state;
  }
  return found;
}

/** Times the hard level's searches over the bench positions; each keeps its fastest round. */
export function benchSearch(
  game: AnyGameDefinition,
  iterations: number,
  rounds: number,
): SearchBench {
  const positions = benchPositions(game);
  let playoutMoves = 0;
  const hard = botsFor(game, {
    iterations,
    onSearch: (stats) => {
      playoutMoves += stats.playoutMoves;
    },
  }).hard!;
  const best = positions.map(() => Infinity);
  let movesARound = 0;
  for (let round = 0; round < rounds; round++) {
    playoutMoves = 0;
    positions.forEach(({ state, seat, at }, i) => {
      const turn = botTurnFor(game, state, seat, at);
      const start = performance.now();
      hard.chooseMove(turn, botPrng('bench-search', seat, at));
      best[i] = Math.min(best[i]!, performance.now() - start);
    });
    movesARound = playoutMoves;
  }
  const bestMs = best.reduce((a, b) => a + b, 0);
  return {
    positions: positions.length,
    iterations,
    playoutMoves: movesARound,
    bestMs: Number(bestMs.toFixed(1)),
    playoutMovesPerSecond: Math.round(movesARound / (bestMs / 1000)),
  };
}
