/** Wild West Express rules: telegrams (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect } from 'vitest';
import { checkedWildWestExpress as game } from './invariants.js';
import type { WweMove } from './types.js';
import {
  R,
  ANN_DENVER,
  ANN_KC,
  leg,
  twoPlayers,
  refused,
  itRule,
} from './testing/rules-helpers.js';

describe('wild-west-express telegrams', () => {
  itRule('telegrams', `landing on a T space draws the top telegram`, () => {
    const s = twoPlayers([1, 1, 1], { stackedDeck: ['payday'] });
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
    });
    expect(s.ctx.cash).toEqual([500, 500]);
    expect(s.ctx.deck.at(-1)).toBe('payday');
    expect(s.ctx.deckKnown).toBe(1);
  });

  itRule('drawing-a-telegram', `passing a T space draws nothing; a draw is an undo barrier`, () => {
    const s = twoPlayers([6, 3, 1], { stackedDeck: ['payday'] });
    s.act({ type: 'dice.roll' });
    const move = {
      type: 'train.move',
      player: 0,
      train: ANN_DENVER,
      path: leg('denver', 'kansas-city'),
    } as WweMove;
    expect(game.isUndoBarrier!(s.state, move)).toBe(false);
    s.apply(move);
    expect(s.ctx.deck[0]).toBe('payday');
    const t = twoPlayers([1, 1, 1], { stackedDeck: ['payday'] });
    t.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' }).act({
      type: 'dice.roll',
    });
    expect(
      game.isUndoBarrier!(t.state, {
        type: 'train.move',
        player: 0,
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      }),
    ).toBe(true);
  });

  itRule(
    'public-and-personal-telegrams',
    `a personal telegram is used at once or kept secretly; a kept one moves only the train that drew it`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['full-steam-1'] });
      s.arrangeTrain(ANN_KC, {
        at: 'denver~kansas-city:3',
        from: 'denver~kansas-city:2',
        cargo: [],
      });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.phase).toBe('telegram');
      expect(game.view(s.state, 1).pending.telegram!.card).toBeNull();
      expect(game.view(s.state, 0).pending.telegram!.card!.id).toBe('full-steam-1');
      expect(game.describeMove({ type: 'telegram.keep', player: 0 }, s.state, 1)).not.toMatch(
        /Full steam/,
      );
      s.act({ type: 'telegram.keep' });
      expect(game.view(s.state, 1).players[0]!.kept).toBeNull();
      expect(game.view(s.state, 1).players[0]!.keptCount).toBe(1);
      expect(game.view(s.state, 0).players[0]!.kept![0]!.card.id).toBe('full-steam-1');
    },
  );

  itRule(
    'public-and-personal-telegrams',
    `a public telegram is resolved at once and goes under the deck`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['headwind'] });
      s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.phase).toBe('telegramMove');
      refused(
        s,
        {
          type: 'train.move',
          player: 0,
          train: ANN_DENVER,
          path: ['cheyenne~denver:1', 'cheyenne'],
        },
        R('public-and-personal-telegrams'),
      );
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:3'],
      });
      expect(s.train(ANN_KC).at).toBe('denver~kansas-city:3');
      expect(s.ctx.deck.at(-1)).toBe('headwind');
    },
  );

  itRule(
    'competition-telegrams',
    `a competition takes a slot; the first to do it wins; full slots send it under the deck`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['new-locomotive'] });
      s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.ctx.competitions[0]!.card).toBe('new-locomotive');
      s.arrange(() => ({ cash: [2000, 450], toMove: [] }));
      s.state = { ...s.state, value: { turn: { beforeRoll: 'actions' } } } as never;
      s.act({ type: 'train.upgrade', train: ANN_DENVER });
      expect(s.ctx.cash[0]).toBe(2000 - 600 + 200);
      expect(s.ctx.competitions[0]).toBeNull();
      const full = twoPlayers([1, 1, 1], { stackedDeck: ['long-haul'] });
      full.arrange(() => ({
        competitions: [
          { card: 'coast-to-prairie', drawnBy: 1, lastRound: 9 },
          { card: 'pacific-franchise', drawnBy: 1, lastRound: 9 },
          { card: 'mountain-franchise', drawnBy: 1, lastRound: 9 },
        ],
        deck: full.ctx.deck.filter(
          (c) => !['coast-to-prairie', 'pacific-franchise', 'mountain-franchise'].includes(c),
        ),
      }));
      full.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      full.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(full.ctx.deck.at(-1)).toBe('long-haul');
    },
  );
});
