/**
 * Why no move of a type is legal, from the game's own checker: sample moves of the type asked
 * about, refusals grouped by rule, the most frequent first; null when one sample is legal.
 */
import { describe, expect, it } from 'vitest';
import { typeRefusal } from './event-conditions.js';

describe('typeRefusal', () => {
  it('groups refusals by rule, most frequent first, at most three, and counts the moves tried', () => {
    const checker = {
      activeSeats: () => [1],
      view: () => ({ sizes: ['s', 'm', 'l'] }),
      explainIllegal: (
        _: unknown,
        move: { type: string; player: number; n?: number; size?: string },
      ) =>
        move.player !== 1
          ? { reason: 'wrong seat', rule: 'g:seat' }
          : { reason: `n ${move.n} ${move.size}`, rule: move.n! < 3 ? 'g:low' : `g:n${move.n}` },
    };
    const result = typeRefusal(checker, {}, 'x.do', {
      'x.do': { n: [1, 2, 3, 4], size: (view: { sizes: string[] }) => view.sizes },
    });
    expect(result).toEqual({
      tried: 12,
      refusals: [
        { rule: 'g:low', reason: 'n 1 s', count: 6 },
        { rule: 'g:n3', reason: 'n 3 s', count: 3 },
        { rule: 'g:n4', reason: 'n 4 s', count: 3 },
      ],
    });
  });
});
