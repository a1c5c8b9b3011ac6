/**
 * Lesson 2: buying land. The learner holds the Dodge City grant; it lays a tile on a route to a
 * city where it holds land, buys the top card of a city whose routes are under way, and draws.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ROUTE_BY_LETTER, SPACE_BY_CODE } from '../data/index.js';
import { cardsHeld } from '../rules.js';
import {
  citiesUnderWay,
  lessonStep,
  lookAtCitiesUnderWay,
  lookAtHand,
  lookAtRoutes,
  positionRecord,
} from './helpers.js';

export const buyingLand = defineLesson({
  id: 'buying-land',
  game: 'last-spike',
  title: 'Buying land',
  summary:
    'After a tile that claims no grant you may buy one land card: the top card of a city whose grant is taken. Land pays its owner each time a route to its city is completed.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [['A1'], ['A4'], ['E1'], ['W1'], ['B1']],
    hand: ['A2', 'B2', 'C1', 'E2'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'build-toward-your-land',
      task: 'You hold the Dodge City grant. Lay a tile on a route that ends at Dodge City, so that route comes nearer to paying you.',
      rules: ['last-spike:laying-track', 'last-spike:payouts', 'last-spike:land-grants'],
      goal: ({ move, before, seat }) => {
        if (move.type !== 'tile.lay') return false;
        const route = ROUTE_BY_LETTER[SPACE_BY_CODE[move.tile]!.route];
        return [route.east, route.west].some((city) => cardsHeld(before.context, seat, city) > 0);
      },
      miss: 'That route does not reach a city where you hold land: when it is completed, it pays the others, not you.',
      look: lookAtRoutes('B', 'E'),
      hint: 'Dodge City ends routes B and E. Which of your tiles lies on one of them?',
    }),
    lessonStep({
      id: 'buy-a-card',
      task: 'Now you may buy one land card: the top card of the pile of a city whose grant is taken, at its printed price. Buy a card of a city with track under way.',
      rules: [
        'last-spike:buying-land',
        'last-spike:one-land-card-per-turn',
        'last-spike:land-prices',
        'last-spike:land-is-for-sale-only-after-the-grant',
        'last-spike:land-ownership-is-public',
        'last-spike:land-cards',
      ],
      goal: ({ move, after }) =>
        move.type === 'land.buy' && citiesUnderWay(after.context).has(move.city),
      miss: 'Without land you earn nothing when routes are completed. Buying is how you make money in this game: buy a card now.',
      look: lookAtCitiesUnderWay,
      hint: 'Cards are cheapest at the top of each pile. St. Louis, Omaha, Dodge City and Denver have their grants taken.',
      met: 'Everybody can see which land you hold; only your tiles stay hidden.',
    }),
    lessonStep({
      id: 'draw',
      task: 'Draw a tile to end your turn.',
      rules: ['last-spike:drawing-a-new-tile'],
      goal: ({ move }) => move.type === 'tile.draw',
      miss: 'Draw a tile to end your turn.',
      look: lookAtHand,
      hint: 'The last part of every turn is the draw.',
      met: 'Your turn is over: lay a tile, perhaps buy land, then draw. That order repeats every turn.',
    }),
  ],
});
