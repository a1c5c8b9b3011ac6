import { describe, expect, it } from 'vitest';
import { applyMove } from '../../core/replay.js';
import { americanRails } from './index.js';

describe('american-rails move fields', () => {
  it('american-rails:actions — a move with a field its type does not take is refused, naming the field', () => {
    const state = americanRails.createGame({ players: ['Ann', 'Ben', 'Cat'], seed: 'fields' });
    const offer = { type: 'auction.offer', player: 0, company: 'american' };
    expect(americanRails.explainIllegal(state, offer)).toBeNull();
    const refused = applyMove(americanRails, state, { ...offer, amount: 10 });
    expect(refused).toEqual({
      ok: false,
      error: {
        reason:
          'auction.offer has no field "amount" (its fields: company); a move with an unexpected field is refused.',
        rule: 'american-rails:actions',
      },
    });
  });
});
