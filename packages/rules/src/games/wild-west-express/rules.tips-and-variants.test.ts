/** Wild West Express rules: tips and variants (shared set-ups in testing/rules-helpers.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CITY_GOODS } from './data/goods.js';
import { NODES } from './data/board.js';
import { ambiguities } from './ambiguities.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { optionSpecs } from './options.js';
import { ruleSections } from './rule-ids.js';
import { Scenario } from './testing/scenario.js';
import {
  R,
  ANN_DENVER,
  ANN_KC,
  ANN_DESPERADO,
  twoPlayers,
  refused,
  itRule,
} from './testing/rules-helpers.js';

describe('wild-west-express tips and variants', () => {
  itRule(
    'tips-and-tricks',
    `the tips are options: a lower target, a round limit, two desperados for two`,
    () => {
      const ids = optionSpecs.map((o) => o.id);
      expect(ids).toEqual(expect.arrayContaining(['target', 'roundLimit', 'twoDesperados']));
    },
  );

  itRule(
    'shorter-games',
    `with a round limit the most success points win when it is reached`,
    () => {
      const s = twoPlayers([1, 1, 1, 1, 1, 1], { roundLimit: 10 });
      s.arrange(() => ({ round: 10, cash: [450, 1300] }));
      s.act({ type: 'dice.roll' });
      for (const move of [
        { type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] },
        { type: 'train.move', train: ANN_KC, path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'] },
        { type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] },
      ] as const)
        s.act(move as never);
      s.act({ type: 'dice.roll' });
      while (s.phase === 'moving')
        s.act(game.legalMoves(s.state).find((m) => m.type !== 'train.wait') as never);
      expect(s.phase).toBe('gameOver');
      expect(game.result(s.state)!.winners).toEqual([1]);
      expect(game.result(s.state)!.rule).toBe(R('shorter-games'));
    },
  );

  itRule('price-overview-cards', `every town's buying and selling prices are in the view`, () => {
    const v = twoPlayers().view;
    const denver = v.nodes.find((n) => n.id === 'denver')!;
    expect(denver.sells).toEqual(CITY_GOODS.denver.sells);
    expect(denver.buys).toEqual(CITY_GOODS.denver.buys);
  });

  itRule('extra-desperados-for-two-players', `the tip is ignored with more players`, () => {
    const s = new Scenario(['A', 'B', 'C'], { twoDesperados: true, scriptedDice: [6, 1, 1] });
    s.setup(['denver', 'cheyenne', 'omaha', 'tucson', 'helena', 'kansas-city']);
    expect(s.ctx.desperados).toHaveLength(3);
  });

  itRule(
    'dirty-tricks-and-side-deals',
    `deals are the table's business (registered, no engine rule)`,
    () => {
      expect(ambiguities.some((a) => a.rule === R('dirty-tricks-and-side-deals'))).toBe(true);
    },
  );

  itRule('alternative-rules', `both variants are options, off by default`, () => {
    const byId = Object.fromEntries(optionSpecs.map((o) => [o.id, o]));
    expect(byId.expensiveDynamite!.default).toBe(false);
    expect(byId.extraGangs!.default).toBe(false);
  });

  itRule('variant-expensive-dynamite', `$50 a token, and the train also loses its goods`, () => {
    const s = twoPlayers([1, 1, 1], { expensiveDynamite: true });
    s.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
    expect(s.ctx.cash[0]).toBe(400);
    s.act({ type: 'dice.roll' });
    s.act({
      type: 'train.move',
      train: ANN_KC,
      path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
    });
    expect(s.train(ANN_KC).cargo).toEqual([]);
  });

  itRule('variant-extra-desperado-gang', `$250 for another desperado at an own station`, () => {
    const plain = twoPlayers();
    refused(
      plain,
      { type: 'gang.hire', player: 0, city: 'denver' },
      R('variant-extra-desperado-gang'),
    );
    const s = twoPlayers([], { extraGangs: true });
    s.act({ type: 'gang.hire', city: 'kansas-city' });
    expect(s.ctx.cash[0]).toBe(200);
    expect(s.ctx.desperados.filter((d) => d.owner === 0).map((d) => d.at)).toEqual([
      'denver',
      'kansas-city',
    ]);
    refused(s, { type: 'gang.hire', player: 0, city: 'omaha' }, R('variant-extra-desperado-gang'));
  });

  it('every rule section has a test named after its id', () => {
    // The tests are split over the rules.<section>.test.ts files here; each names its rule id
    // through itRule('<anchor>', …).
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(here).filter((file) => /^rules\..+\.test\.ts$/.test(file));
    const covered = new Set(
      files.flatMap((file) =>
        [...readFileSync(join(here, file), 'utf8').matchAll(/\bitRule\(\s*'([a-z0-9-]+)'/g)].map(
          (match) => R(match[1]!),
        ),
      ),
    );
    expect(files.length).toBeGreaterThan(1);
    expect(ruleSections.map((s) => s.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('every space of the board is reachable and no telegram space is in a town', () => {
    expect(NODES.filter((n) => n.kind === 'city' && n.feature !== null)).toEqual([]);
  });
});
