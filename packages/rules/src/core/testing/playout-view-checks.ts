/**
 * Checks for a game's playout view (`BotGuide.playoutView`): a cheaper view the search's
 * playouts read instead of the full one, so the bots must answer the same on both.
 */
import { expect } from 'vitest';
import type { AnyGameDefinition } from '../game-definition.js';
import { seedPrng } from '../prng.js';
import type { GameMove } from '../record.js';
import type { BotGuide } from '../search-bot.js';

interface ViewPair {
  /** The playout view of `state` for `seat`. */
  lean(state: unknown, seat: number): unknown;
  /** The full view of `state` for `seat`. */
  full(state: unknown, seat: number): unknown;
}

/**
 * At every position, each seat's evaluation; at every choice of more than one move, the
 * heuristic's move (and with `candidates`, the guide's candidates): the same on the playout view
 * as on the full view. Returns the number of choices checked.
 */
export function expectSameBotAnswers(
  game: AnyGameDefinition,
  states: readonly unknown[],
  guide: BotGuide,
  views: ViewPair,
  { candidates = false }: { readonly candidates?: boolean } = {},
): number {
  let choices = 0;
  states.forEach((state, index) => {
    const seats = (views.full(state, 0) as { players: readonly unknown[] }).players.length;
    for (let seat = 0; seat < seats; seat++)
      expect(guide.evaluate!(views.lean(state, seat), seat)).toBe(
        guide.evaluate!(views.full(state, seat), seat),
      );
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) return;
    const legalMoves = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
    if (legalMoves.length < 2) return;
    choices++;
    const turn = { game, seat, legalMoves, moveIndex: index };
    const prng = seedPrng(`choice-${index}`);
    const [lean, full] = [views.lean(state, seat), views.full(state, seat)];
    expect(guide.heuristic.chooseMove({ ...turn, view: lean }, prng)).toEqual(
      guide.heuristic.chooseMove({ ...turn, view: full }, prng),
    );
    if (candidates)
      expect(guide.candidates!({ ...turn, view: lean })).toEqual(
        guide.candidates!({ ...turn, view: full }),
      );
  });
  return choices;
}
