/**
 * The hard level's search speed, for `railyard bench`: playout moves a second over positions of
 * one seeded game between easy bots, each searched with an iteration cap. The work is the same on
 * every run (the same searches, the same playouts), so the figure compares commits run after run
 * on one machine; the arena's playouts a second come from whole games, often under load.
 */
import { botsFor } from '../bots.js';
import type { AnyGameDefinition } from '../core/game-definition.js';
import { botPrng, botTurnFor } from '../core/random-bot.js';
import { walkEasyGames, type WalkedPosition } from './walk.js';

export interface SearchBench {
  /** Positions searched: every `POSITION_STEP`th of the game where the seat had a choice. */
  readonly positions: number;
  /** Iterations a search (the hard level's cap). */
  readonly iterations: number;
  /** Playout moves of all the searches of one round (the same every round). */
  readonly playoutMoves: number;
  /** The searches' CPU time, each position at its fastest round. */
  readonly bestMs: number;
  readonly playoutMovesPerSecond: number;
}

/**
 * The process's own CPU time in ms: a search timed by the clock on the wall also counts the time
 * other programs took the core, which on a busy machine swings a run's figure by a third.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const POSITION_STEP = 7;
const MAX_POSITIONS = 8;

/** Positions of a seeded game between easy bots where the seat to move has more than one move. */
function benchPositions(game: AnyGameDefinition): WalkedPosition[] {
  const players = Array.from({ length: Math.min(3, game.maxPlayers) }, (_, p) => `P${p + 1}`);
  const found: WalkedPosition[] = [];
  let choices = 0;
  for (const position of walkEasyGames(game, ['bench-search'], players, 'bench')) {
    if (position.legal.length > 1 && choices++ % POSITION_STEP === 0) found.push(position);
    if (found.length >= MAX_POSITIONS) break;
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
      const start = cpuMs();
      hard.chooseMove(turn, botPrng('bench-search', seat, at));
      best[i] = Math.min(best[i]!, cpuMs() - start);
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
