/**
 * Lesson 6: the end. Success points (small train 1, large 2, station 1, 2 for every full
 * $1,200) are counted after every change; the first to the target wins at once. The lesson plays
 * to 5 points (the rulebook's shorter target option) so that one purchase decides it.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { points } from '../rules.js';
import { lessonStep, lookAtOwnScore, lookAtTrains } from './helpers.js';
import { afterFirstDelivery } from './stations-and-goods.js';

export const theEndStart = (seed: string) => afterFirstDelivery(seed, { target: 5 }).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'the-end-1';

export const theEnd = defineLesson({
  id: 'the-end',
  game: 'wild-west-express',
  title: 'Passengers, success points and the winner',
  summary:
    'Board passengers for a fare across the time zones, then count success points: the first player to reach the target wins at once.',
  version: 1,
  start: theEndStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'passengers',
      task: 'Your train in Leadville is empty. Board passengers: they are free, and pay a fare where you drop them off in another time zone.',
      rules: [
        'wild-west-express:carrying-passengers',
        'wild-west-express:passenger-fares',
        'wild-west-express:small-and-large-trains',
      ],
      goal: ({ move }) => move.type === 'passengers.board',
      miss: 'Passengers cost nothing, goods cost money. Board passengers this time.',
      look: lookAtTrains('learner', { panel: true }),
      hint: 'Passengers take the colour of the zone they board in: one zone line pays $30, two pay $90.',
      met: 'Passengers from the Mountain zone are aboard.',
    }),
    lessonStep({
      id: 'win',
      task: 'You have {points} success points and this game is played to {target}. Make a purchase that brings you to {target}.',
      values: ({ state, seat }) => ({
        points: points(state.context, seat),
        target: state.context.target,
      }),
      rules: [
        'wild-west-express:winning-the-game',
        'wild-west-express:success-points-needed-to-win',
        'wild-west-express:scoring-success-points',
        'wild-west-express:buying-trains',
        'wild-west-express:train-prices',
        'wild-west-express:shorter-games',
        'wild-west-express:components',
      ],
      goal: ({ after, seat }) => after.context.winner === seat,
      miss: ({ after, seat }) =>
        `That leaves you at ${points(after.context, seat)} points. A train or a station is worth a point; money counts only in full $1,200.`,
      look: lookAtOwnScore,
      hint: 'A small train costs $500 at one of your stations; a station $400 where your train stands. The box limits what can be bought: 20 small and 10 large trains, 30 station flags, and at most 6 trains a player.',
      met: 'You reach the target and win at once, before any roll. In a full game the target is 11 with two players, 8 with five.',
    }),
  ],
});
