/**
 * Lesson 3: before the roll. The learner's empty train stands in Leadville, a town nobody owns:
 * buy the station, load silver, and sell it at an own station for the ownership bonus.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { OWNERSHIP_BONUS, PRICE } from '../rules.js';
import {
  DENVER_TRAIN,
  deliveredToLeadville,
  deliversGoods,
  lessonStep,
  lookAtDice,
  lookAtOwnTowns,
  lookAtTrains,
  playOthersUntil,
  townOwnerAt,
} from './helpers.js';

/** After your first delivery and Bo's turn: your empty train waits in Leadville, you have $540. */
export const afterFirstDelivery = (seed: string, options = {}) =>
  playOthersUntil(deliveredToLeadville(seed, options), 0);

export const stationsAndGoodsStart = (seed: string) => afterFirstDelivery(seed).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'stations-and-goods-3';

export const stationsAndGoods = defineLesson({
  id: 'stations-and-goods',
  game: 'wild-west-express',
  title: 'Stations, goods and the ownership bonus',
  summary:
    'Before rolling you may buy: a station where your train stands, goods onto a train in a town that sells them. Selling at your own station pays a bonus.',
  version: 1,
  start: stationsAndGoodsStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'buy-station',
      task: 'Your empty train stands in Leadville, which nobody owns. Buy the Leadville station for ${price}.',
      values: () => ({ price: PRICE.station }),
      rules: [
        'wild-west-express:buying-stations',
        'wild-west-express:before-rolling-the-dice',
        'wild-west-express:scoring-success-points',
      ],
      goal: ({ move, after, seat }) =>
        move.type === 'station.buy' && townOwnerAt(after.context, 'leadville') === seat,
      miss: 'That is allowed, but buy the station first: it is a success point, and from now on other trains pay you for coal and water here.',
      look: lookAtTrains('learner', { panel: true }),
      hint: 'A station can be bought where one of your trains stands, if nobody owns it yet.',
      met: 'Leadville is yours: one more success point, and Bo’s trains now pay you a fee here.',
    }),
    lessonStep({
      id: 'load-silver',
      task: 'An empty train earns nothing. Buy a good onto it: Leadville sells silver.',
      rules: ['wild-west-express:trading-goods', 'wild-west-express:goods-and-passengers'],
      goal: ({ move }) => move.type === 'goods.buy',
      miss: 'Rolling now would send an empty train out. Load it first.',
      look: lookAtTrains('learner', { panel: true }),
      hint: 'A small train holds one token. Buy it while the train stands in the town.',
      met: 'Silver costs $110 here. Denver, your own station 3 spaces away, buys it for $140.',
    }),
    lessonStep({
      id: 'roll',
      task: 'Now roll.',
      rules: ['wild-west-express:movement-dice'],
      goal: ({ move }) => move.type === 'dice.roll',
      miss: 'You have loaded already; roll the dice now.',
      look: lookAtDice,
      hint: 'The move is “Roll the dice”.',
    }),
    lessonStep({
      id: 'sell-at-home',
      task: 'Take the silver to a town that buys it. Selling at a station of your own adds ${bonus} a token.',
      values: () => ({ bonus: OWNERSHIP_BONUS }),
      rules: ['wild-west-express:ownership-bonus', 'wild-west-express:earning-money'],
      goal: (context) =>
        context.move.type === 'train.move' &&
        context.move.train === DENVER_TRAIN &&
        deliversGoods(context),
      miss: ({ move }) =>
        move.type === 'train.move' && move.train === DENVER_TRAIN
          ? 'That path does not end in a town that buys silver. Denver does, 3 spaces away.'
          : 'Move the train with the silver first.',
      look: lookAtOwnTowns,
      hint: 'Count 3 spaces from Leadville: which town buys silver?',
      met: 'Denver pays $140 for the silver plus the $20 ownership bonus: it is your station.',
    }),
  ],
});
