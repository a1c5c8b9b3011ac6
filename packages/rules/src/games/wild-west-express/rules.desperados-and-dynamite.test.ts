/**
 * Wild West Express rules: desperados and dynamite.
 * Shared set-ups are in testing/rules-helpers.ts.
 */
import { describe, expect } from 'vitest';
import { checkedWildWestExpress as game } from './invariants.js';
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

const BOB_DESPERADO = 'desperado-1-2';

/** Bob's desperado waits on the third space between Denver and Kansas City. */
const bobWaitsOnTheWay = (s: Scenario): Scenario =>
  s.arrange((ctx) => ({
    desperados: ctx.desperados.map((d) =>
      d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
    ),
  }));

/** The dice roll, and Ann's Denver train rides the whole leg to Kansas City. */
const rideDenverToKansasCity = (s: Scenario): Scenario =>
  s
    .act({ type: 'dice.roll' })
    .act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city') });

describe('wild-west-express desperados and dynamite', () => {
  itRule(
    'dangers-along-the-way',
    `desperados, dynamite and sheriffs are public for every viewer`,
    () => {
      const s = twoPlayers();
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
      for (const viewer of [0, 1, 'spectator'] as const) {
        const v = game.view(s.state, viewer);
        expect(v.dynamite).toEqual([{ at: 'cheyenne~omaha:3', owner: 0 }]);
        expect(v.desperados).toHaveLength(2);
        expect(v.sheriffs).toEqual([null, null]);
      }
    },
  );

  itRule('desperados', `each player has one desperado (two each with the two-player tip)`, () => {
    expect(twoPlayers().ctx.desperados.map((d) => d.owner)).toEqual([0, 1]);
    const tip = twoPlayers([], { twoDesperados: true });
    expect(tip.ctx.desperados.map((d) => [d.owner, d.at])).toEqual([
      [0, 'denver'],
      [0, 'kansas-city'],
      [1, 'cheyenne'],
      [1, 'omaha'],
    ]);
  });

  itRule(
    'duels',
    `passing a rival desperado outside a town means a duel; the higher die wins; a tie goes to the train`,
    () => {
      const tie = twoPlayers([6, 3, 1, 4, 4]);
      rideDenverToKansasCity(bobWaitsOnTheWay(tie));
      expect(tie.ctx.events[0]!.text).toMatch(/rolls 4.*rolls 4: the train wins/);
      expect(tie.train(ANN_DENVER).cargo).toEqual([{ type: 'goods', good: 'alcohol' }]);
      expect(
        game.isUndoBarrier!(
          bobWaitsOnTheWay(twoPlayers([6, 3, 1, 4, 4])).act({ type: 'dice.roll' }).state,
          { type: 'train.move', player: 0, train: ANN_DENVER, path: leg('denver', 'kansas-city') },
        ),
      ).toBe(true);
    },
  );

  itRule(
    'loot-from-a-robbery',
    `goods to the bank, $100 per token to the backer ($200 from a large train); passengers leave`,
    () => {
      const s = twoPlayers([6, 3, 1, 2, 5]);
      s.arrangeTrain(ANN_DENVER, {
        size: 'large',
        cargo: [
          { type: 'goods', good: 'alcohol' },
          { type: 'passengers', zone: 'M' },
        ],
      });
      rideDenverToKansasCity(bobWaitsOnTheWay(s));
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash).toEqual([450, 650]);
    },
  );

  itRule('movement-after-an-attack', `the train still moves its full count`, () => {
    const s = twoPlayers([6, 3, 1, 1, 6]);
    rideDenverToKansasCity(bobWaitsOnTheWay(s));
    expect(s.train(ANN_DENVER).at).toBe('kansas-city');
    expect(s.ctx.cash[1]).toBe(550);
  });

  itRule('two-desperados-on-one-space', `a duel with each; both win → the loot is shared`, () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy'], { scriptedDice: [6, 1, 2, 6, 3, 1, 1, 5, 2, 6] });
    s.setup(['denver', 'cheyenne', 'tucson', 'helena', 'omaha', 'kansas-city']);
    s.arrange((ctx) => ({
      desperados: ctx.desperados.map((d) =>
        d.owner === 0 ? d : { ...d, at: 'denver~kansas-city:3' },
      ),
    }));
    const denverTrain = s.ctx.trains.find((t) => t.at === 'denver')!.id;
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: denverTrain,
      path: leg('denver', 'kansas-city'),
    });
    expect(s.ctx.events.filter((e) => e.kind === 'duel')).toHaveLength(2);
    expect(s.ctx.cash).toEqual([450, 500, 500]);
  });

  itRule(
    'when-desperados-cannot-attack',
    `not in a town, not its owner's train, not by riding onto a train`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === BOB_DESPERADO ? { ...d, at: 'cheyenne' } : { ...d, at: 'cheyenne~denver:1' },
        ),
      }));
      s.act({ type: 'dice.roll' });
      // Ann's own desperado never duels her; Bob's in Cheyenne town cannot attack from there.
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.ctx.events.some((e) => e.kind === 'duel')).toBe(false);
      const onto = twoPlayers([1, 1, 1]);
      onto.arrangeTrain(BOB_CHEYENNE, { at: 'denver~leadville:1', from: 'leadville' });
      onto
        .act({ type: 'dice.roll' })
        .act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(onto.ctx.events.some((e) => e.kind === 'duel')).toBe(false);
      expect(onto.train(BOB_CHEYENNE).cargo).toHaveLength(1);
    },
  );

  itRule(
    'relocating-a-desperado',
    `riding into an own station, it may start again at another`,
    () => {
      const s = twoPlayers([4, 2, 1]);
      s.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver~kansas-city:7' } : d,
        ),
      }));
      s.act({ type: 'dice.roll' });
      s.act({
        type: 'desperado.jump',
        desperado: ANN_DESPERADO,
        path: ['denver~kansas-city:8', 'kansas-city'],
        to: 'denver',
      });
      expect(s.ctx.desperados.find((d) => d.id === ANN_DESPERADO)!.at).toBe('denver');
      refused(
        s,
        {
          type: 'desperado.jump',
          player: 0,
          desperado: ANN_DESPERADO,
          path: ['denver~leadville:1'],
          to: 'kansas-city',
        },
        R('moving-desperados'),
      );
    },
  );

  itRule('dynamite', `$20 a token, anywhere but in a town`, () => {
    const s = twoPlayers();
    s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
    expect(s.ctx.cash[0]).toBe(430);
    refused(
      s,
      { type: 'dynamite.lay', player: 0, space: 'omaha' },
      R('buying-and-placing-dynamite'),
    );
  });

  itRule(
    'buying-and-placing-dynamite',
    `at most three a turn, never more than three next to each other`,
    () => {
      const s = twoPlayers();
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:1' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:2' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
      expect(
        refused(
          s,
          { type: 'dynamite.lay', player: 0, space: 'helena~bismarck:4' },
          R('buying-and-placing-dynamite'),
        ),
      ).toMatch(/3 dynamite tokens a turn/);
      s.arrange(() => ({ dynamiteThisTurn: 0 }));
      expect(
        refused(
          s,
          { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:4' },
          R('buying-and-placing-dynamite'),
        ),
      ).toMatch(/next to each other/);
      legal(s, { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:5' });
    },
  );

  itRule(
    'dynamite-explosions',
    `landing exactly on it (own too): the train waits a move, passengers leave, goods stay`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, {
        size: 'large',
        cargo: [
          { type: 'goods', good: 'mining-equipment' },
          { type: 'passengers', zone: 'C' },
        ],
      });
      s.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~denver:1' });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.ctx.dynamite.map((d) => d.at)).toContain('cheyenne~denver:1');
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2', 'omaha'],
      });
      expect(s.train(ANN_KC).waiting).toBe(false);
      const hit = twoPlayers([1, 1, 1]);
      hit.arrangeTrain(ANN_KC, { cargo: [{ type: 'passengers', zone: 'C' }] });
      hit.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
      hit.act({ type: 'dice.roll' });
      hit.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
      });
      expect(hit.train(ANN_KC)).toMatchObject({ waiting: true, cargo: [] });
      expect(hit.ctx.dynamite).toEqual([]);
      const goods = twoPlayers([1, 1, 1]);
      goods.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' }).act({ type: 'dice.roll' });
      goods.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
      });
      expect(goods.train(ANN_KC).cargo).toEqual([{ type: 'goods', good: 'mining-equipment' }]);
    },
  );
});
