/** Last Spike rules: drawing (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { compareTiles } from './data/index.js';
import { checkedLastSpike as game } from './invariants.js';
import type { LsContext } from './types.js';
import {
  R,
  ANN,
  BOB,
  two,
  refused,
  lay,
  checkInvariantsAfterEach,
} from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('drawing', () => {
  it(`${R('drawing-a-new-tile')} — T9: the draw is its own move and an undo barrier`, () => {
    const session = GameSession.start(game, {
      players: ['Ann', 'Bob'],
      seed: 's',
      options: { fixedDeal: `A3 B1 | U2 A1 C2 E3 X2 E1 B1 B2 D1 Z4` },
    });
    session.apply(lay(ANN, 'A1'));
    expect(session.canUndo).toBe(true);
    expect(session.legalMoves()).toEqual([{ type: 'tile.draw', player: ANN }]);
    session.apply({ type: 'tile.draw', player: ANN });
    expect(session.canUndo).toBe(false);
    expect((session.state as { context: LsContext }).context.hands[ANN]).toContain('Z4');
    expect(game.isUndoBarrier(session.stateAfter(0), lay(ANN, 'A1'))).toBe(false);
    expect(game.isUndoBarrier(session.stateAfter(1), { type: 'tile.draw', player: ANN })).toBe(
      true,
    );
    expect(
      game.isUndoBarrier(session.stateAfter(1), { type: 'bankruptcy.declare', player: ANN }),
    ).toBe(true);
  });

  it(`${R('drawing-a-new-tile')} — T9: with an empty supply the draw is skipped`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.turn('A1').turn('E1');
    // Ann drew A2, the first tile of the stack not listed: next to A1, no grant, so she may buy.
    s.apply(lay(ANN, 'A2'));
    // Move the whole supply into Bob's hand: Ann's draw then has nothing to take.
    s.patch((ctx) => ({
      hands: [ctx.hands[ANN]!, [...ctx.hands[BOB]!, ...ctx.supply].sort(compareTiles)],
      supply: [],
    }));
    s.apply({ type: 'land.decline', player: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('layTile');
  });

  it(`${R('drawing-a-new-tile')} — T10: an empty hand draws before laying`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    // Bob's tiles go to the bottom of the supply (as after a bankruptcy): his next turn starts empty.
    s.patch((ctx) => ({
      hands: [ctx.hands[ANN]!, []],
      supply: [...ctx.supply, ...ctx.hands[BOB]!],
    }));
    s.apply({ type: 'tile.draw', player: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('drawFirst');
    expect(game.legalMoves(s.state)).toEqual([{ type: 'tile.draw', player: BOB }]);
    refused(s, lay(BOB, 'E1'), R('drawing-a-new-tile'));
    s.apply({ type: 'tile.draw', player: BOB });
    expect(s.view().phaseId).toBe('layTile');
    expect(s.ctx.hands[BOB]).toHaveLength(1);
  });

  it(`${R('drawing-a-new-tile')} — T10: with no tile in hand and none to draw, the turn is skipped`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['A2', 'B1', 'B2', 'D1']);
    s.turn('A1').apply(lay(BOB, 'A2'));
    expect(s.view().phaseId).toBe('buyLand');
    s.patch((ctx) => ({
      hands: [[], [...ctx.hands[ANN]!, ...ctx.hands[BOB]!, ...ctx.supply].sort(compareTiles)],
      supply: [],
    }));
    s.apply({ type: 'land.decline', player: BOB });
    expect(s.ctx.log.slice(-1)[0]).toMatchObject({ kind: 'skip', seat: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('layTile');
  });
});
