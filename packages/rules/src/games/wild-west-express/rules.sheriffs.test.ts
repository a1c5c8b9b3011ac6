/** Wild West Express rules: sheriffs (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect } from 'vitest';
import { R, ANN_KC, ANN_DESPERADO, twoPlayers, refused, itRule } from './testing/rules-helpers.js';

describe('wild-west-express sheriffs', () => {
  itRule('sheriffs', `two sheriffs start in the supply`, () => {
    expect(twoPlayers().ctx.sheriffs).toEqual([null, null]);
  });

  itRule(
    'placing-a-sheriff',
    `landing on a star lets the owner place a sheriff anywhere on the track (or move one)`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, {
        at: 'denver~kansas-city:4',
        from: 'denver~kansas-city:5',
        cargo: [],
      });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
      });
      expect(s.phase).toBe('sheriff');
      refused(
        s,
        { type: 'sheriff.place', player: 0, sheriff: 0, space: 'denver' },
        R('placing-a-sheriff'),
      );
      refused(
        s,
        { type: 'sheriff.place', player: 0, sheriff: 1, space: 'cheyenne~omaha:3' },
        R('placing-a-sheriff'),
      );
      s.act({ type: 'sheriff.place', sheriff: 0, space: 'cheyenne~omaha:3' });
      expect(s.ctx.sheriffs).toEqual(['cheyenne~omaha:3', null]);
      expect(s.phase).toBe('moving');
      s.arrange(() => ({ sheriffs: ['cheyenne~omaha:3', 'cheyenne~omaha:5'], pendingSheriff: 0 }));
      s.state = { ...s.state, value: { turn: { moving: 'sheriff' } } } as never;
      s.act({ type: 'sheriff.place', sheriff: 1, space: 'helena~bismarck:2' });
      expect(s.ctx.sheriffs).toEqual(['cheyenne~omaha:3', 'helena~bismarck:2']);
    },
  );

  itRule('placing-a-sheriff', `the owner may decline`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:4', from: 'denver~kansas-city:5', cargo: [] });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
    });
    s.act({ type: 'sheriff.skip' });
    expect(s.ctx.sheriffs).toEqual([null, null]);
  });

  itRule(
    'sheriffs-block-desperados',
    `a desperado cannot enter or pass a sheriff; hemmed in, it stays`,
    () => {
      const s = twoPlayers([3, 1, 1]);
      s.arrange((ctx) => ({
        sheriffs: ['denver~leadville:2', null],
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver' } : d,
        ),
      }));
      s.act({ type: 'dice.roll' });
      refused(
        s,
        {
          type: 'desperado.move',
          player: 0,
          desperado: ANN_DESPERADO,
          path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
        },
        R('sheriffs-block-desperados'),
      );
      const trapped = twoPlayers([6, 1, 1]);
      trapped.arrange((ctx) => ({
        sheriffs: ['denver~kansas-city:2', 'denver~kansas-city:5'],
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
        ),
      }));
      trapped.act({ type: 'dice.roll' });
      expect(trapped.ctx.toMove).not.toContain(ANN_DESPERADO);
    },
  );

  itRule('sheriffs-clear-dynamite', `a sheriff placed on dynamite removes it`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:4', from: 'denver~kansas-city:5', cargo: [] });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
    });
    s.act({ type: 'sheriff.place', sheriff: 0, space: 'cheyenne~omaha:3' });
    expect(s.ctx.dynamite).toEqual([]);
    expect(s.ctx.cash[0]).toBe(430);
  });
});
