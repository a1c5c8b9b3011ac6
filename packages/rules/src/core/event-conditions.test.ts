/**
 * Why no move of a type is legal, from the game's own checker: sample moves of the type asked
 * about, refusals grouped by rule, the most frequent first; null when one sample is legal.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../engines.js';
import { eventCondition, typeRefusal } from './event-conditions.js';
import { applyMove } from './replay.js';
import * as ceTexts from '../games/chicago-express/texts.js';
import * as lsTexts from '../games/last-spike/texts.js';

describe('typeRefusal', () => {
  it('chicago-express:declining-the-chosen-action: build.finish before any locomotive is refused with the checker’s reason', () => {
    const ce = games['chicago-express']!;
    let state = ce.createGame({ players: ['Ann', 'Bob', 'Cy'], seed: 'refusal' });
    // Play the opening auctions and choose build, always the first legal move that is not a bid.
    for (let i = 0; i < 200 && !JSON.stringify(state.value).includes('build'); i++) {
      const moves = ce.legalMoves(state);
      const next =
        moves.find((m) => m.type === 'action.choose' && m.action === 'build') ??
        moves.find((m) => m.type === 'auction.bid') ??
        moves[0]!;
      const result = applyMove(ce, state, next);
      if (!result.ok) throw new Error(result.error.reason);
      state = result.state;
    }
    expect(JSON.stringify(state.value)).toContain('build');
    const refusal = typeRefusal(ce, state, 'build.finish', ceTexts.moveSamples);
    expect(refusal?.refusals[0]).toMatchObject({
      rule: 'chicago-express:declining-the-chosen-action',
      count: 1,
    });
    expect(refusal?.refusals[0]?.reason).toContain('No locomotive has been placed yet');
    // A type with a legal move is not blocked.
    expect(typeRefusal(ce, state, 'action.decline', ceTexts.moveSamples)).toBeNull();
    expect(eventCondition(ceTexts.eventConditions, 'turn.build', 'build.finish')?.rule).toBe(
      'chicago-express:up-to-three-hexes',
    );
  });

  it('last-spike:bankruptcy: declaring bankruptcy while a held tile can be paid for gives the tiles, from the seat’s own hand', () => {
    const ls = games['last-spike']!;
    const state = ls.createGame({ players: ['Ann', 'Bob'], seed: 'refusal' });
    const refusal = typeRefusal(ls, state, 'bankruptcy.declare', lsTexts.moveSamples)!;
    expect(refusal.tried).toBe(1);
    expect(refusal.refusals[0]!.rule).toBe('last-spike:bankruptcy');
    expect(refusal.refusals[0]!.reason).toMatch(/^You can still pay for [A-F]\d/);
    // Tile samples come from the seat's own hand: every one it holds is tried, and one is legal.
    expect(typeRefusal(ls, state, 'tile.lay', lsTexts.moveSamples)).toBeNull();
    const seat = ls.activeSeats(state)[0]!;
    expect(state.context.hands[seat]!.length).toBeGreaterThan(0);
  });

  it('groups refusals by rule, most frequent first, at most three, and counts the moves tried', () => {
    const checker = {
      activeSeats: () => [1],
      view: () => ({ sizes: ['s', 'm', 'l'] }),
      explainIllegal: (_: unknown, move: { type: string; player: number; n?: number; size?: string }) =>
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
