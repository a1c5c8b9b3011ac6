/** Last Spike rules: land grants and buying land (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedLastSpike as game } from './invariants.js';
import {
  R,
  ANN,
  BOB,
  two,
  planned,
  refused,
  accepted,
  lay,
  checkInvariantsAfterEach,
} from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('land grants and buying land', () => {
  for (const tile of ['A4', 'C1', 'D1'])
    it(`${R('claiming-a-land-grant')} — T5: the first tile next to Omaha (${tile}) takes its grant`, () => {
      const others = ['A4', 'C1', 'D1'].filter((t) => t !== tile);
      const s = two([tile, 'C4', 'E3', 'X2'], [...others, 'E1', 'B1']);
      s.apply(lay(ANN, tile));
      expect(s.view().cities.omaha).toMatchObject({
        grantClaimed: true,
        grantHolder: ANN,
        topPrice: 4000,
      });
      expect(s.ctx.holdings[ANN]).toEqual(['omaha-0']);
      expect(s.view().phaseId).toBe('drawTile');
      s.apply({ type: 'tile.draw', player: ANN });
      s.apply(lay(BOB, others[0]!));
      expect(s.ctx.holdings[BOB]).toEqual([]);
      expect(s.view().phaseId).toBe('buyLand');
    });

  it(`${R('no-purchase-with-a-land-grant')} — T5: no purchase in the turn of a grant`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    expect(game.legalMoves(s.state)).toEqual([{ type: 'tile.draw', player: ANN }]);
    refused(
      s,
      { type: 'land.buy', player: ANN, city: 'st-louis' },
      R('no-purchase-with-a-land-grant'),
    );
  });

  it(`${R('land-is-for-sale-only-after-the-grant')} — no land of a city before its grant`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2'));
    const buys = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'land.buy')
      .map((m) => m.city);
    expect(buys).toEqual(['st-louis', 'dodge-city']);
    refused(
      s,
      { type: 'land.buy', player: ANN, city: 'omaha' },
      R('land-is-for-sale-only-after-the-grant'),
    );
  });

  it(`${R('one-land-card-per-turn')} — T8: one card per turn, then the draw`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2')).apply({ type: 'land.buy', player: ANN, city: 'st-louis' });
    expect(s.view().phaseId).toBe('drawTile');
    refused(s, { type: 'land.buy', player: ANN, city: 'dodge-city' }, R('one-land-card-per-turn'));
  });

  it(`${R('land-prices')} — T8: the top card at its printed price, from cash on hand only`, () => {
    const s = planned(['A1', 'A2', 'B2'], ['E1', 'B1', 'E2']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2')).apply({ type: 'land.buy', player: ANN, city: 'st-louis' });
    expect(s.ctx.holdings[ANN]).toEqual(['st-louis-0', 'st-louis-1']);
    expect(s.ctx.cash[ANN]).toBe(60000 - 4000 - 2000 - 7000);
    expect(s.view().lastPurchase).toMatchObject({ card: 'st-louis-1', price: 7000 });
    expect(s.view().cities['st-louis'].topPrice).toBe(9000);
    s.apply({ type: 'tile.draw', player: ANN }).turn('B1');
    s.setCash(ANN, 8000);
    s.apply(lay(ANN, 'B2'));
    refused(s, { type: 'land.buy', player: ANN, city: 'st-louis' }, R('land-prices'));
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      R('land-the-bank-will-not-buy'),
    );
    accepted(s, { type: 'land.buy', player: ANN, city: 'dodge-city' });
  });

  it(`${R('land-ownership-is-public')} — land holdings are in every viewer's view`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1').turn('A2', 'st-louis');
    for (const viewer of [BOB, 'spectator'] as const)
      expect(s.view(viewer).players[ANN]!.land.map((c) => c.id)).toEqual([
        'st-louis-0',
        'st-louis-1',
      ]);
  });
});
