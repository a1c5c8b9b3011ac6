/**
 * Wild West Express rules: course of play and winning.
 * Shared set-ups are in testing/rules-helpers.ts.
 */
import { describe, expect } from 'vitest';
import { CITY_GOODS } from './data/goods.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { points } from './rules.js';
import { Scenario } from './testing/scenario.js';
import {
  R,
  ANN_DENVER,
  ANN_KC,
  BOB_CHEYENNE,
  ANN_DESPERADO,
  leg,
  twoPlayers,
  refused,
  itRule,
  legal,
} from './testing/rules-helpers.js';

describe('wild-west-express course of play and winning', () => {
  itRule('starting-the-game', `everyone rolls; the highest chooses first; ties roll again`, () => {
    const s = new Scenario(['A', 'B', 'C'], { scriptedDice: [4, 6, 6, 2, 5] });
    expect(s.ctx.orderRolls).toEqual([
      [4, 6, 6],
      [null, 2, 5],
    ]);
    expect(s.ctx.firstPlayer).toBe(2);
    expect(s.actor).toBe(2);
  });

  itRule(
    'choosing-start-cities',
    `a snake draft of two cities each; a taken city is refused`,
    () => {
      const s = new Scenario(['A', 'B', 'C'], { scriptedDice: [1, 6, 2] });
      const order: number[] = [];
      const cities = ['denver', 'omaha', 'tucson', 'helena', 'dallas', 'portland'] as const;
      for (const city of cities) {
        order.push(s.actor);
        if (city === 'tucson')
          refused(
            s,
            { type: 'city.choose', player: s.actor, city: 'denver' },
            R('choosing-start-cities'),
          );
        s.act({ type: 'city.choose', city });
      }
      expect(order).toEqual([1, 2, 0, 0, 2, 1]);
      expect(s.ctx.startCities).toEqual([
        ['tucson', 'helena'],
        ['denver', 'portland'],
        ['omaha', 'dallas'],
      ]);
    },
  );

  itRule(
    'placing-desperados',
    `from the first chooser clockwise, each in an own start city`,
    () => {
      const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1] });
      for (const city of ['denver', 'cheyenne', 'omaha', 'kansas-city'] as const)
        s.act({ type: 'city.choose', city });
      expect(s.phase).toBe('placingDesperados');
      expect(s.actor).toBe(0);
      refused(s, { type: 'desperado.place', player: 0, city: 'cheyenne' }, R('placing-desperados'));
      s.act({ type: 'desperado.place', city: 'kansas-city' });
      expect(s.actor).toBe(1);
      s.act({ type: 'desperado.place', city: 'omaha' });
      expect(s.ctx.desperados.map((d) => [d.owner, d.at])).toEqual([
        [0, 'kansas-city'],
        [1, 'omaha'],
      ]);
    },
  );

  itRule(
    'starting-trains-and-capital',
    `a small train per start city loaded free with its cheapest good, $450`,
    () => {
      const s = twoPlayers();
      expect(s.ctx.trains.map((t) => [t.owner, t.at, t.size, t.cargo])).toEqual([
        [0, 'denver', 'small', [{ type: 'goods', good: 'alcohol' }]],
        [0, 'kansas-city', 'small', [{ type: 'goods', good: 'mining-equipment' }]],
        [1, 'cheyenne', 'small', [{ type: 'goods', good: 'cattle' }]],
        [1, 'omaha', 'small', [{ type: 'goods', good: 'food' }]],
      ]);
      expect(s.ctx.cash).toEqual([450, 450]);
    },
  );

  itRule(
    'rolling-and-moving-trains',
    `the first chooser starts; play goes clockwise once every piece has moved`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      expect(s.phase).toBe('beforeRoll');
      expect(s.actor).toBe(0);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('kansas-city', 'omaha').slice(0, 2) });
      expect(s.actor).toBe(0);
      s.act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(s.phase).toBe('beforeRoll');
      expect(s.actor).toBe(1);
    },
  );

  itRule(
    'movement-dice',
    `small trains move the two highest dice, large all three, desperados the highest`,
    () => {
      const s = twoPlayers([2, 5, 3]);
      s.act({ type: 'dice.roll' });
      expect(s.view.moves).toEqual({ small: 8, large: 10, desperado: 5 });
      const moves = game
        .legalMoves(s.state)
        .filter((m) => m.type === 'train.move' && m.train === ANN_KC);
      expect(moves.every((m) => (m as { path: string[] }).path.length <= 8)).toBe(true);
      expect(moves.some((m) => (m as { path: string[] }).path.length === 8)).toBe(true);
    },
  );

  itRule(
    'every-train-must-move',
    `the turn waits for every train; only an empty train in town may stay`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, { cargo: [] });
      s.act({ type: 'dice.roll' });
      refused(s, { type: 'train.wait', player: 0, train: ANN_DENVER }, R('every-train-must-move'));
      s.act({ type: 'train.wait', train: ANN_KC });
      s.act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(s.actor).toBe(0);
      expect(s.ctx.toMove).toEqual([ANN_DENVER]);
      refused(
        s,
        {
          type: 'train.move',
          player: 0,
          train: ANN_KC,
          path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
        },
        R('every-train-must-move'),
      );
    },
  );

  itRule(
    'full-movement-and-stopping-at-stations',
    `the full count, or an early stop in a town to trade`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.act({ type: 'dice.roll' });
      // Ann's alcohol (full small train): Cheyenne buys alcohol, so it may stop there after 2 of 9.
      legal(s, {
        type: 'train.move',
        player: 0,
        train: ANN_DENVER,
        path: ['cheyenne~denver:1', 'cheyenne'],
      });
      // Leadville buys alcohol too; Raton Junction is no town.
      refused(
        s,
        { type: 'train.move', player: 0, train: ANN_DENVER, path: leg('denver', 'raton') },
        R('full-movement-and-stopping-at-stations'),
      );
      // Ann's mining equipment: Omaha does not buy it, so the full train cannot stop there.
      const why = refused(
        s,
        { type: 'train.move', player: 0, train: ANN_KC, path: leg('kansas-city', 'omaha') },
        R('full-movement-and-stopping-at-stations'),
      );
      expect(why).toMatch(/must move all 9 spaces/);
    },
  );

  itRule('no-dumping-of-goods', `goods leave a train only where a town buys them`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.act({ type: 'dice.roll' });
    s.act({
      type: 'train.move',
      train: ANN_KC,
      path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
    });
    expect(s.train(ANN_KC).cargo).toEqual([{ type: 'goods', good: 'mining-equipment' }]);
    const types = new Set(game.legalMoves(s.state).map((m) => m.type));
    expect([...types].some((t) => /dump|drop|discard/.test(t))).toBe(false);
  });

  itRule('reversing-direction', `no reversing on the track; any direction out of a town`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_KC, { at: 'kansas-city~omaha:1', from: 'kansas-city' });
    s.act({ type: 'dice.roll' });
    refused(
      s,
      {
        type: 'train.move',
        player: 0,
        train: ANN_KC,
        path: ['kansas-city', 'kansas-city~wichita:1'],
      },
      R('full-movement-and-stopping-at-stations'),
    );
    legal(s, {
      type: 'train.move',
      player: 0,
      train: ANN_KC,
      path: ['kansas-city~omaha:2', 'omaha'],
    });
    const fromTown = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'train.move' && m.train === ANN_DENVER);
    const firstSteps = new Set(fromTown.map((m) => (m as { path: string[] }).path[0]));
    expect(firstSteps.size).toBe(4);
  });

  itRule('passing-and-junctions', `any branch at a junction; trains pass each other`, () => {
    const s = twoPlayers([3, 3, 1]);
    s.arrangeTrain(ANN_DENVER, { at: 'denver~raton:2', from: 'denver~raton:1', cargo: [] });
    s.arrangeTrain(BOB_CHEYENNE, { at: 'denver~raton:3', from: 'raton' });
    s.act({ type: 'dice.roll' });
    const ends = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'train.move' && m.train === ANN_DENVER)
      .map((m) => (m as { path: string[] }).path);
    expect(ends).toContainEqual(['denver~raton:3', 'raton', 'raton~santa-fe:1', 'santa-fe']);
    expect(ends).toContainEqual([
      'denver~raton:3',
      'raton',
      ...leg('raton', 'dodge-city').slice(0, 4),
    ]);
  });

  itRule('moving-desperados', `exactly the highest die, no doubling back within a move`, () => {
    const s = twoPlayers([3, 2, 1]);
    s.act({ type: 'dice.roll' });
    const rides = game.legalMoves(s.state).filter((m) => m.type === 'desperado.move');
    expect(rides.every((m) => (m as { path: string[] }).path.length === 3)).toBe(true);
    refused(
      s,
      {
        type: 'desperado.move',
        player: 0,
        desperado: ANN_DESPERADO,
        path: ['denver~leadville:1', 'denver', 'denver~leadville:1'],
      },
      R('sheriffs-block-desperados'),
    );
    legal(s, {
      type: 'desperado.move',
      player: 0,
      desperado: ANN_DESPERADO,
      path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
    });
  });

  itRule(
    'when-to-buy-and-sell-goods',
    `goods sell at once on arrival; buying is done before leaving`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS.cheyenne.buys.alcohol! - 20);
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'cattle' },
        R('rolling-and-moving-trains'),
      );
    },
  );

  itRule(
    'before-rolling-the-dice',
    `purchases, dynamite and telegrams only before the roll`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      legal(s, { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:3' });
      s.act({ type: 'dice.roll' });
      refused(
        s,
        { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:3' },
        R('rolling-and-moving-trains'),
      );
      refused(s, { type: 'dice.roll', player: 0 }, R('rolling-and-moving-trains'));
    },
  );

  itRule('winning-the-game', `the first to reach the target wins at once`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [4100, 450] }));
    expect(points(s.ctx, 0)).toBe(10);
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    expect(s.phase).toBe('gameOver');
    const result = game.result(s.state)!;
    expect(result.winners).toEqual([0]);
    expect(result.rule).toBe(R('success-points-needed-to-win'));
    expect(game.legalMoves(s.state)).toEqual([]);
  });

  itRule(
    'success-points-needed-to-win',
    `11, 10, 9 and 8 points for 2 to 5 players; a lower target by option`,
    () => {
      const targets = [2, 3, 4, 5].map(
        (n) => new Scenario(Array.from({ length: n }, (_, i) => `P${i}`)).ctx.target,
      );
      expect(targets).toEqual([11, 10, 9, 8]);
      expect(new Scenario(['A', 'B'], { target: 7 }).ctx.target).toBe(7);
    },
  );

  itRule(
    'scoring-success-points',
    `small 1, large 2, station 1, 2 per full $1,200 — 4 at the start`,
    () => {
      const s = twoPlayers();
      expect(s.view.players.map((p) => p.points)).toEqual([4, 4]);
      s.arrange(() => ({ cash: [2399, 1200] }));
      expect(points(s.ctx, 0)).toBe(6);
      expect(points(s.ctx, 1)).toBe(6);
      s.arrangeTrain(ANN_DENVER, { size: 'large' });
      expect(points(s.ctx, 0)).toBe(7);
    },
  );
});
