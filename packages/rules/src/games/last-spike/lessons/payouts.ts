/**
 * Lesson 4: payouts. The learner holds three Dodge City cards; routes B and E each miss one tile,
 * which the learner holds. Completing either pays every holder of its two cities' land.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import {
  citiesUnderWay,
  lessonStep,
  lookAtCitiesUnderWay,
  lookAtRoutes,
  paidTo,
  positionRecord,
} from './helpers.js';

export const payouts = defineLesson({
  id: 'payouts',
  game: 'last-spike',
  title: 'Completing a route pays the landowners',
  summary:
    'The tile that fills the fourth space of a route completes it: the bank pays everyone holding land in its two cities, more for more cards, whoever laid the tile.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [
      ['A1'],
      ['A4'],
      ['E1'],
      ['W1'],
      ['E2'],
      ['B1', 'dodge-city'],
      ['E3'],
      ['B2'],
      ['B3', 'dodge-city'],
      ['C1'],
      ['D1'],
    ],
    hand: ['B4', 'C2', 'D2', 'E4'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'complete-a-route',
      task: 'You hold three Dodge City cards. Complete a route that ends at Dodge City: the bank pays its landowners at once.',
      rules: ['last-spike:payouts', 'last-spike:completing-a-route', 'last-spike:payout-amounts'],
      goal: ({ move, before, after, seat }) =>
        move.type === 'tile.lay' &&
        after.context.completed.length > before.context.completed.length &&
        paidTo(before.context, after.context, seat) > 0,
      miss: 'That tile completes no route, so nobody is paid. A route pays only when all four of its spaces hold track.',
      look: lookAtRoutes('B', 'E'),
      hint: 'Routes B (St. Louis to Dodge City) and E (Dodge City to Denver) each have three tiles laid.',
      met: 'Every holder of land in the route’s two cities was paid, by how many cards of that city each holds.',
    }),
    lessonStep({
      id: 'buy-more',
      task: 'Buy a land card of a city that still has a route to complete, so it can pay you again.',
      rules: ['last-spike:buying-land', 'last-spike:land-prices'],
      goal: ({ move, after }) =>
        move.type === 'land.buy' && citiesUnderWay(after.context).has(move.city),
      miss: ({ move }) =>
        move.type === 'land.buy'
          ? 'Every route of that city with track on it is complete: its land pays only when another of its routes is completed.'
          : 'Your winnings are best spent on land that can still pay.',
      look: lookAtCitiesUnderWay,
      hint: 'Dodge City still has route F to El Paso; St. Louis, Omaha and Denver have unfinished routes too.',
      met: 'That land pays you again each time another route of its city is completed.',
    }),
  ],
});
