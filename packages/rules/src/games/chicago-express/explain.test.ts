import { describe, expect, it } from 'vitest';
import { applyMove } from '../../core/replay.js';
import { chicagoExpress } from './index.js';

describe('chicago-express move fields', () => {
  it('chicago-express:course-of-play — a move with a field its type does not take is refused, naming the field', () => {
    const state = chicagoExpress.createGame({ players: ['Ann', 'Ben', 'Cat'], seed: 'fields' });
    const bid = { type: 'auction.bid', player: 0, amount: 7 };
    expect(chicagoExpress.explainIllegal(state, bid)).toBeNull();
    const refused = applyMove(chicagoExpress, state, { ...bid, company: 'prr' });
    expect(refused).toEqual({
      ok: false,
      error: {
        reason:
          'auction.bid has no field "company" (its fields: amount); a move with an unexpected field is refused.',
        rule: 'chicago-express:course-of-play',
      },
    });
  });
});
