/**
 * The end of the game shows every kept telegram, so the move that ends it is an undo barrier
 * (issue 22); the shared conformance suite checks the same on played games.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';

const WIN = 'wild-west-express:success-points-needed-to-win';

/** Ann (4 points, $600) is before her roll; a small train for $500 is her fifth point. */
function beforeTheWinningPurchase(target: number): Scenario {
  const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1], target });
  s.setup(['denver', 'cheyenne', 'omaha', 'kansas-city']);
  return s.arrange((ctx) => ({ cash: [600, 450], bankPaid: ctx.bankPaid + 150 }));
}

describe('wild-west-express: undo and the end of the game', () => {
  it(`${WIN}: the purchase that reaches the target ends the game and is an undo barrier`, () => {
    const move = { type: 'train.buy', player: 0, city: 'denver', size: 'small' } as const;
    const ending = beforeTheWinningPurchase(5);
    expect(game.isUndoBarrier!(ending.state, move)).toBe(true);
    ending.apply(move);
    expect(game.result(ending.state)?.winners).toEqual([0]);
    // The same purchase short of the target reveals nothing and may be taken back.
    expect(game.isUndoBarrier!(beforeTheWinningPurchase(6).state, move)).toBe(false);
  });

  it(`${WIN}: a session of people does not offer to undo the last move of a finished game`, () => {
    const session = GameSession.start(game, {
      players: ['Ann', 'Bob'],
      seed: 'end-barrier',
      options: { target: 5 },
    });
    while (game.result(session.state) === null) {
      const moves = game.legalMoves(session.state);
      const purchase = moves.find((m) => m.type === 'train.buy' || m.type === 'station.buy');
      expect(session.apply(purchase ?? moves[0]!).ok).toBe(true);
    }
    expect(session.canUndo).toBe(false);
    expect(session.undo()).toBe(false);
  });
});
