/**
 * Lesson 5: raising cash. The learner spent its money on land and holds only dear tiles: the tile
 * it lays costs more than its cash, so it sells land to the bank at half the printed price.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { CARD_BY_ID } from '../data/index.js';
import { salePrice } from '../rules.js';
import { lessonStep, lookAtHand, lookAtOwnLand, money, positionRecord } from './helpers.js';

export const raisingCash = defineLesson({
  id: 'raising-cash',
  game: 'last-spike',
  title: 'Raising cash: selling land to the bank',
  summary:
    'You must lay a tile every turn. When it costs more than your cash, you sell land to the bank for half its printed price, rounded up to the next $1,000; there are no loans and no trades.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [
      ['A1'],
      ['A4'],
      ['B1', 'omaha'],
      ['C1'],
      ['E1'],
      ['B2', 'st-louis'],
      ['C2'],
      ['E2'],
      ['A2', 'st-louis'],
      ['C3'],
      ['F1'],
      ['D1', 'st-louis'],
      ['X1'],
      ['E3'],
      ['D2', 'dodge-city'],
      ['X2'],
      ['F2'],
    ],
    hand: ['U4', 'V1', 'W1', 'Y4'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'lay-a-dear-tile',
      task: 'You have {cash} left and every tile in your hand costs more. Laying a tile is not optional: choose one to lay.',
      values: ({ state, seat }) => ({
        cash: money(state.context.cash[seat]!),
      }),
      rules: ['last-spike:turn-sequence', 'last-spike:no-trades-or-loans'],
      goal: ({ move }) => move.type === 'tile.lay',
      miss: 'Lay a tile.',
      look: lookAtHand,
      hint: 'All four of your tiles touch a city, so each is laid at its printed cost.',
    }),
    lessonStep({
      id: 'sell-one-card',
      task: 'You owe {short} more for the tile. The bank buys land at half its printed price, rounded up to the next $1,000. Sell one card that covers the whole amount by itself.',
      values: ({ state, seat }) => ({
        short: money(Math.max(0, (state.context.pending?.cost ?? 0) - state.context.cash[seat]!)),
      }),
      rules: [
        'last-spike:forced-sale-to-the-bank',
        'last-spike:selling-land',
        'last-spike:half-price-rounded-up',
        'last-spike:selling-several-cards',
        'last-spike:continuing-after-a-sale',
        'last-spike:land-the-bank-will-not-buy',
      ],
      goal: ({ move, after }) => move.type === 'land.sell' && after.context.pending === null,
      miss: ({ move }) =>
        move.type === 'land.sell'
          ? `The bank pays only ${money(salePrice(CARD_BY_ID[move.card]!.price))} for that card: not enough, so you would have to sell another. One dearer card covers it alone.`
          : 'Sell a land card.',
      look: lookAtOwnLand,
      hint: 'Halve each card’s printed price and round up to the next $1,000. Grants are never bought by the bank.',
      met: 'The tile is paid for and your turn goes on as usual.',
    }),
  ],
});
