/** Wild West Express rules: setup and components (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect } from 'vitest';
import { CITY_GOODS, GOOD_IDS } from './data/goods.js';
import { CITY_IDS } from './data/network.js';
import { TELEGRAMS } from './data/telegrams.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, ANN_DENVER, twoPlayers, refused, itRule, legal } from './testing/rules-helpers.js';

describe('wild-west-express setup and components', () => {
  itRule('components', `the box limits the pieces in play`, () => {
    const s = twoPlayers();
    s.arrange((ctx) => ({
      trains: [
        ...ctx.trains,
        ...Array.from({ length: 16 }, (_, i) => ({ ...ctx.trains[2]!, id: `extra-${i}` })),
      ],
      cash: [5000, 450],
    }));
    expect(s.view.supply.smallTrains).toBe(0);
    expect(
      refused(s, { type: 'train.buy', player: 0, city: 'denver', size: 'small' }, R('components')),
    ).toMatch(/No small trains/);
    legal(s, { type: 'train.buy', player: 0, city: 'denver', size: 'large' });
  });

  itRule('setup', `the 52 telegrams are shuffled face down and everyone starts with $450`, () => {
    const a = new Scenario(['A', 'B'], {}, 'one');
    const b = new Scenario(['A', 'B'], {}, 'two');
    expect([...a.ctx.deck].sort()).toEqual(TELEGRAMS.map((c) => c.id).sort());
    expect(a.ctx.deck).not.toEqual(b.ctx.deck);
    expect(a.ctx.cash).toEqual([450, 450]);
    expect(game.view(a.state, 0).deck.order).toBeNull();
  });

  itRule(
    'goods-and-passengers',
    `nine goods, every town sells one and passengers board anywhere`,
    () => {
      expect(GOOD_IDS).toHaveLength(9);
      for (const city of CITY_IDS)
        expect(Object.keys(CITY_GOODS[city].sells).length).toBeGreaterThan(0);
      const s = twoPlayers();
      s.arrangeTrain(ANN_DENVER, { cargo: [] });
      legal(s, { type: 'passengers.board', player: 0, train: ANN_DENVER });
    },
  );

  itRule(
    'small-and-large-trains',
    `a small train carries one token, a large one two (any mix)`,
    () => {
      const s = twoPlayers();
      refused(
        s,
        { type: 'passengers.board', player: 0, train: ANN_DENVER },
        R('small-and-large-trains'),
      );
      s.arrangeTrain(ANN_DENVER, { size: 'large' });
      s.act({ type: 'passengers.board', train: ANN_DENVER });
      expect(s.train(ANN_DENVER).cargo).toEqual([
        { type: 'goods', good: 'alcohol' },
        { type: 'passengers', zone: 'M' },
      ]);
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'alcohol' },
        R('small-and-large-trains'),
      );
    },
  );
});
