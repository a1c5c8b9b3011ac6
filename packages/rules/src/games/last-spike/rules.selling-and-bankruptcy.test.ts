/** Last Spike rules: selling land and bankruptcy (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { applyMove, moveTypesOf } from '../../core/replay.js';
import { checkedLastSpike as game } from './invariants.js';
import { salePrice } from './rules.js';
import { Scenario } from './testing/scenario.js';
import { MOVE_TYPES } from './types.js';
import {
  R,
  ANN,
  BOB,
  two,
  planned,
  refused,
  lay,
  checkInvariantsAfterEach,
  checked,
} from './testing/rules-helpers.js';

checkInvariantsAfterEach();

describe('selling land and bankruptcy', () => {
  /** Ann holds the St. Louis grant, st-louis-1 ($7,000) and omaha-1 ($4,000); no route is complete. */
  function landed(): Scenario {
    const s = planned(['A1', 'A2', 'C2', 'W1', 'D2'], ['C1', 'E1', 'B1', 'B2']);
    s.turn('A1').turn('C1').turn('A2', 'st-louis').turn('E1').turn('C2', 'omaha').turn('B1');
    return s;
  }

  it(`${R('half-price-rounded-up')} — the bank pays half, rounded up to $1,000 ($5,000 → $3,000)`, () => {
    expect(salePrice(5000)).toBe(3000);
    expect(salePrice(7000)).toBe(4000);
    expect(salePrice(4000)).toBe(2000);
    expect(salePrice(3000)).toBe(2000);
  });

  it(`${R('forced-sale-to-the-bank')} — T4: short of cash, sell land one card at a time to pay for the tile`, () => {
    const s = landed().setCash(ANN, 1000);
    s.apply(lay(ANN, 'W1'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(s.view().pending).toMatchObject({ tile: 'W1', cost: 6000, short: 5000 });
    expect(game.legalMoves(s.state)).toEqual([
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      { type: 'land.sell', player: ANN, card: 'omaha-1' },
    ]);
    s.apply({ type: 'land.sell', player: ANN, card: 'omaha-1' });
    expect(s.ctx.cash[ANN]).toBe(3000);
    expect(s.view().cities.omaha.topPrice).toBe(4000);
    expect(s.view().phaseId).toBe('raisingCash');
  });

  it(`${R('selling-several-cards')} — T4: only while short; the tile is laid as soon as it can be paid`, () => {
    const s = landed().setCash(ANN, 1000);
    s.apply(lay(ANN, 'W1')).apply({ type: 'land.sell', player: ANN, card: 'omaha-1' });
    s.apply({ type: 'land.sell', player: ANN, card: 'st-louis-1' });
    expect(s.ctx.board.W1).toBe(ANN);
    expect(s.ctx.cash[ANN]).toBe(1000 + 2000 + 4000 - 6000);
    expect(s.view().lastSale).toMatchObject({ card: 'st-louis-1', price: 7000, received: 4000 });
    // W1 is next to Denver: its grant comes with it, so no purchase this turn.
    expect(s.ctx.holdings[ANN]).toEqual(['st-louis-0', 'denver-0']);
    expect(s.view().cities.denver.grantHolder).toBe(ANN);
    expect(s.view().phaseId).toBe('drawTile');
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-0' },
      R('land-the-bank-will-not-buy'),
    );
  });

  it(`${R('land-the-bank-will-not-buy')} — T4: never a grant, never land of a paid-out city`, () => {
    const s = planned(['A1', 'A3', 'B1', 'B3', 'C1'], ['A2', 'A4', 'B2', 'B4']);
    s.turn('A1').turn('A2').turn('A3', 'st-louis').turn('A4').turn('B1', 'omaha').turn('B2');
    s.turn('B3').turn('B4');
    expect(s.view().cities['st-louis'].paidOut).toBe(true);
    s.setCash(ANN, 1000).apply(lay(ANN, 'C1'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(game.legalMoves(s.state)).toEqual([{ type: 'land.sell', player: ANN, card: 'omaha-1' }]);
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      R('land-the-bank-will-not-buy'),
    );
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-0' },
      R('land-the-bank-will-not-buy'),
    );
    refused(s, { type: 'land.sell', player: ANN, card: 'omaha-0' }, R('selling-land'));
  });

  it(`${R('bankruptcy')} — T4: no bankruptcy while land sales can pay for a tile`, () => {
    const s = landed();
    refused(s, { type: 'bankruptcy.declare', player: ANN }, R('bankruptcy'));
    s.setCash(ANN, 0);
    // st-louis-1 sells for $4,000 and omaha-1 for $2,000: W1 ($6,000) can still be paid.
    expect(s.view().purchasingPower).toBe(6000);
    expect(game.legalMoves(s.state)).toContainEqual(lay(ANN, 'W1'));
    refused(s, { type: 'bankruptcy.declare', player: ANN }, R('bankruptcy'));
  });

  it(`${R('bankruptcy')} — B2: tiles back to the supply, cash and land to the bank, grants out of the game`, () => {
    const s = planned(['A1', 'A2', 'C2', 'W1', 'D2'], ['C1', 'E1', 'B1', 'B2']);
    s.turn('A1').turn('C1').turn('A2', 'st-louis').turn('E1');
    // Ann: the St. Louis grant and st-louis-1; all her tiles cost more than she can raise.
    s.setCash(ANN, 0).patch((ctx) => ({
      hands: [['W1', 'U4', 'Y4', 'V1'], ctx.hands[BOB]!],
      supply: [
        ...ctx.supply.filter((t) => !['W1', 'U4', 'Y4', 'V1'].includes(t)),
        ...ctx.hands[ANN]!.filter((t) => !['W1', 'U4', 'Y4', 'V1'].includes(t)),
      ],
    }));
    expect(s.view().purchasingPower).toBe(4000);
    expect(game.legalMoves(s.state)).toEqual([{ type: 'bankruptcy.declare', player: ANN }]);
    refused(s, lay(ANN, 'W1'), R('paying-for-track'));
    const supply = s.ctx.supply.length;
    s.apply({ type: 'bankruptcy.declare', player: ANN });
    expect(s.ctx.bankrupt).toEqual([0, null]);
    expect(s.ctx.supply).toHaveLength(supply + 4);
    expect(s.ctx.holdings[ANN]).toEqual([]);
    expect(s.ctx.removedGrants).toEqual(['st-louis-0']);
    expect(s.view().cities['st-louis']).toMatchObject({ grantClaimed: true, topPrice: 7000 });
    expect(s.current).toBe(BOB);
    expect(game.result(s.state)).toBeNull();
  });

  it(`${R('turn-order')} — T1: bankrupt players are skipped`, () => {
    const current = checked(Scenario.dealt(['A', 'B', 'C'], ['A3', 'B1', 'C1'], []));
    const s = current;
    const layAny = () => s.turn((game.legalMoves(s.state)[0] as { tile: string }).tile);
    layAny();
    expect(s.current).toBe(1);
    // B has no land and no cash: every tile costs at least $1,000.
    s.setCash(1, 0);
    expect(game.legalMoves(s.state)).toEqual([{ type: 'bankruptcy.declare', player: 1 }]);
    s.apply({ type: 'bankruptcy.declare', player: 1 });
    expect(s.current).toBe(2);
    layAny();
    expect(s.current).toBe(0);
    layAny();
    expect(s.current).toBe(2);
  });

  it(`${R('bankruptcy')} — B3: a lone survivor plays on; when all are bankrupt the last to fall ranks first`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.setCash(ANN, 0).setCash(BOB, 0);
    s.apply({ type: 'bankruptcy.declare', player: ANN });
    expect(game.result(s.state)).toBeNull();
    expect(s.current).toBe(BOB);
    s.apply({ type: 'bankruptcy.declare', player: BOB });
    const result = game.result(s.state)!;
    expect(result.winners).toEqual([BOB]);
    expect(result.standings.map((x) => [x.seat, x.rank])).toEqual([
      [BOB, 1],
      [ANN, 2],
    ]);
    expect(result.reason).toMatch(/every player went bankrupt/);
    expect(game.legalMoves(s.state)).toEqual([]);
  });

  it(`${R('no-trades-or-loans')} — B1: there is no move between players`, () => {
    expect([...moveTypesOf(game.machine)].sort()).toEqual([...MOVE_TYPES].sort());
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const trade = applyMove(game, s.state, {
      type: 'land.trade',
      player: ANN,
      to: BOB,
    } as GameMove);
    expect(trade.ok).toBe(false);
  });
});
