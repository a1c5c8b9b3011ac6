/** Last Spike rules: payouts (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedLastSpike as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, ANN, BOB, planned, lay, checkInvariantsAfterEach } from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('payouts', () => {
  /** Ann: Denver grant, a Denver card and a Dodge City card; Bob: the Dodge City grant. Ann completes E. */
  function routeE(): Scenario {
    const s = planned(['E4', 'E2', 'A1', 'E3'], ['E1', 'B1', 'B2']);
    s.turn('E4').turn('E1').turn('E2', 'denver').turn('B1').turn('A1', 'dodge-city').turn('B2');
    return s;
  }

  it(`${R('completing-a-route')} — T6: every holder of either city's land is paid at once`, () => {
    const s = routeE();
    const before = [...s.ctx.cash];
    s.apply(lay(ANN, 'E3'));
    expect(s.view().completedRoutes).toEqual(['E']);
    expect(s.view().lastCompletion).toMatchObject({ route: 'E', totals: [17000, 7000] });
    expect(s.ctx.cash[ANN]).toBe(before[ANN]! - 2000 + 17000);
    expect(s.ctx.cash[BOB]).toBe(before[BOB]! + 7000);
    expect(game.result(s.state)).toBeNull();
  });

  it(`${R('payout-amounts')} — T6: 2 Denver cards pay $10,000 and 1 Dodge City card $7,000; a grant counts`, () => {
    const s = routeE();
    s.apply(lay(ANN, 'E3'));
    expect(s.view().lastCompletion!.payments).toEqual([
      { city: 'dodge-city', seat: ANN, cards: 1, amount: 7000 },
      { city: 'dodge-city', seat: BOB, cards: 1, amount: 7000 },
      { city: 'denver', seat: ANN, cards: 2, amount: 10000 },
    ]);
  });
});
