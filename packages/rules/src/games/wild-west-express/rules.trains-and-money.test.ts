/**
 * Wild West Express rules: trains, goods and money.
 * Shared set-ups are in testing/rules-helpers.ts.
 */
import { describe, expect } from 'vitest';
import { CITY_GOODS } from './data/goods.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import {
  R,
  ANN_DENVER,
  ANN_KC,
  leg,
  twoPlayers,
  refused,
  itRule,
} from './testing/rules-helpers.js';

/** Plays the other seats' moves (first legal choice, never waiting) until `seat` is to roll. */
function playUntilTurnOf(s: Scenario, seat: number) {
  do {
    const moves = game.legalMoves(s.state);
    const pick =
      s.phase === 'beforeRoll'
        ? moves.find((m) => m.type === 'dice.roll')!
        : (moves.find((m) => m.type === 'sheriff.skip' || m.type === 'telegram.keep') ??
          moves.find((m) => m.type !== 'train.wait') ??
          moves[0]!);
    s.apply(pick);
  } while (!(s.phase === 'beforeRoll' && s.actor === seat));
}

describe('wild-west-express trains, goods and money', () => {
  itRule('buying-trains', `a new train starts empty at an own station; at most six trains`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [2100, 450] }));
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    const bought = s.ctx.trains.at(-1)!;
    expect(bought).toMatchObject({ owner: 0, at: 'denver', size: 'small', cargo: [] });
    refused(
      s,
      { type: 'train.buy', player: 0, city: 'cheyenne', size: 'small' },
      R('buying-trains'),
    );
    for (let i = 0; i < 3; i++) s.act({ type: 'train.buy', city: 'kansas-city', size: 'small' });
    expect(s.ctx.trains.filter((t) => t.owner === 0)).toHaveLength(6);
    refused(s, { type: 'train.buy', player: 0, city: 'denver', size: 'small' }, R('buying-trains'));
  });

  itRule('upgrading-trains', `only at an own station, and the cargo stays aboard`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [1000, 450] }));
    s.act({ type: 'train.upgrade', train: ANN_DENVER });
    expect(s.train(ANN_DENVER)).toMatchObject({
      size: 'large',
      cargo: [{ type: 'goods', good: 'alcohol' }],
    });
    s.arrangeTrain(ANN_KC, { at: 'cheyenne' });
    expect(
      refused(s, { type: 'train.upgrade', player: 0, train: ANN_KC }, R('upgrading-trains')),
    ).toMatch(/own stations/);
  });

  itRule('train-prices', `small $500, large $1,100, upgrade $600`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [3000, 450] }));
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    expect(s.ctx.cash[0]).toBe(2500);
    s.act({ type: 'train.buy', city: 'denver', size: 'large' });
    expect(s.ctx.cash[0]).toBe(1400);
    s.act({ type: 'train.upgrade', train: ANN_DENVER });
    expect(s.ctx.cash[0]).toBe(800);
  });

  itRule(
    'earning-money',
    `trading, fares and fees move money between the bank and players, conserved`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, { cargo: [{ type: 'passengers', zone: 'M' }] });
      s.arrangeTrain(ANN_KC, { cargo: [{ type: 'goods', good: 'cattle' }], at: 'wichita' });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('wichita', 'kansas-city') });
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS['kansas-city'].buys.cattle! + 20);
      expect(game.checkInvariants(s.state)).toEqual([]);
    },
  );

  itRule(
    'trading-goods',
    `red goods are bought where they are sold; green goods are sold on arrival`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, { cargo: [] });
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'cattle' },
        R('trading-goods'),
      );
      s.act({ type: 'goods.buy', train: ANN_DENVER, good: 'mining-equipment' });
      expect(s.ctx.cash[0]).toBe(450 - 80);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'leadville') });
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash[0]).toBe(370 + CITY_GOODS.leadville.buys['mining-equipment']!);
    },
  );

  itRule('carrying-passengers', `boarding is free and the token takes the zone's colour`, () => {
    const s = twoPlayers();
    s.arrangeTrain(ANN_KC, { cargo: [] });
    s.act({ type: 'passengers.board', train: ANN_KC });
    expect(s.train(ANN_KC).cargo).toEqual([{ type: 'passengers', zone: 'C' }]);
    expect(s.ctx.cash[0]).toBe(450);
  });

  itRule(
    'passenger-fares',
    `one zone line pays $30, two lines $90, none nothing (they stay aboard)`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, {
        cargo: [{ type: 'passengers', zone: 'P' }],
        at: 'denver~kansas-city:5',
        from: 'denver~kansas-city:4',
      });
      s.arrangeTrain(ANN_KC, {
        cargo: [{ type: 'passengers', zone: 'C' }],
        at: 'wichita~fort-worth:1',
        from: 'wichita',
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city').slice(5) });
      expect(s.ctx.cash[0]).toBe(450 + 90);
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: [
          ...leg('wichita', 'fort-worth').slice(1),
          'dallas',
          ...leg('dallas', 'galveston').slice(0, 4),
        ],
      });
      expect(s.train(ANN_KC).cargo).toEqual([{ type: 'passengers', zone: 'C' }]);
      expect(s.ctx.cash[0]).toBe(540);
    },
  );

  itRule('passenger-fares', `one line is $30`, () => {
    const s = twoPlayers([6, 3, 1]);
    s.arrangeTrain(ANN_DENVER, {
      cargo: [{ type: 'passengers', zone: 'M' }],
      at: 'denver~kansas-city:5',
      from: 'denver~kansas-city:4',
    });
    s.act({ type: 'dice.roll' });
    s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city').slice(5) });
    expect(s.ctx.cash[0]).toBe(480);
  });

  itRule('buying-stations', `$400 for an unowned station where the train stands`, () => {
    const s = twoPlayers();
    s.arrangeTrain(ANN_DENVER, { at: 'leadville' });
    s.act({ type: 'station.buy', train: ANN_DENVER });
    expect(s.ctx.cash[0]).toBe(50);
    expect(s.view.stations.leadville).toBe(0);
    s.arrangeTrain(ANN_KC, { at: 'cheyenne' }).arrange(() => ({ cash: [900, 450] }));
    expect(
      refused(s, { type: 'station.buy', player: 0, train: ANN_KC }, R('buying-stations')),
    ).toMatch(/belongs to Bob/);
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:1', from: 'denver' });
    refused(s, { type: 'station.buy', player: 0, train: ANN_KC }, R('buying-stations'));
  });

  itRule(
    'coal-and-water-fees',
    `ending a move at a rival station costs $20 (small) or $40 (large); passing is free`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_DENVER, {
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'P' }],
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
      expect(s.ctx.cash).toEqual([450 + 30 - 20, 470]);
      const large = twoPlayers([1, 1, 1]);
      large.arrangeTrain(ANN_DENVER, {
        size: 'large',
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'M' }],
      });
      large.act({ type: 'dice.roll' });
      large.act({
        type: 'train.move',
        train: ANN_DENVER,
        path: ['cheyenne', 'cheyenne~deadwood:1', 'cheyenne~deadwood:2'],
      });
      expect(large.ctx.cash).toEqual([450, 450]);
      const stops = twoPlayers([1, 1, 1]);
      stops.arrangeTrain(ANN_DENVER, {
        size: 'large',
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'M' }],
      });
      stops
        .act({ type: 'dice.roll' })
        .act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
      expect(stops.ctx.cash).toEqual([410, 490]);
    },
  );

  itRule('coal-and-water-fees', `a train that cannot pay waits until the fee is paid`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_DENVER, {
      size: 'large',
      at: 'cheyenne~denver:1',
      from: 'denver',
      cargo: [{ type: 'passengers', zone: 'M' }],
    });
    s.arrange(() => ({ cash: [10, 450] }));
    s.act({ type: 'dice.roll' }).act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
    expect(s.train(ANN_DENVER).owes).toEqual({ to: 1, amount: 40 });
    playUntilTurnOf(s, 0);
    s.act({ type: 'dice.roll' });
    expect(s.ctx.toMove).not.toContain(ANN_DENVER);
    expect(s.ctx.events.map((e) => e.kind)).toContain('fee-unpaid');
    playUntilTurnOf(s, 0);
    s.arrange(() => ({
      cash: [100, s.ctx.cash[1]!],
      bankPaid: s.ctx.bankPaid + 100 - s.ctx.cash[0]!,
    }));
    const bob = s.ctx.cash[1]!;
    s.act({ type: 'dice.roll' });
    expect(s.ctx.toMove).toContain(ANN_DENVER);
    expect(s.ctx.cash[1]).toBeGreaterThanOrEqual(bob + 40);
    expect(
      s.ctx.events.some((e) => /pays the \$40 coal-and-water fee owed to Bob/.test(e.text)),
    ).toBe(true);
  });

  itRule(
    'ownership-bonus',
    `+$20 per goods token sold at an own station, not for passengers`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_KC, {
        size: 'large',
        at: 'wichita',
        cargo: [
          { type: 'goods', good: 'cattle' },
          { type: 'passengers', zone: 'M' },
        ],
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('wichita', 'kansas-city') });
      // cattle $100 + $20 bonus; the Mountain passengers pay their $30 fare with no bonus
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS['kansas-city'].buys.cattle! + 20 + 30);
    },
  );
});
