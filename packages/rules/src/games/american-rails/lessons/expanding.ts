/**
 * Lesson 3: Expand. The learner takes an Expand action, lays a cube toward a city, a cube into
 * the city (its full value joins the company's income), and stops before the last cube.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_ROWS, actionRow } from '../data/actions.js';
import {
  buildsTowardIncome,
  companyName,
  companyOf,
  lessonStep,
  lookAtActionTrack,
  lookAtNetwork,
  opening,
} from './helpers.js';

export const expanding = defineLesson({
  id: 'expanding',
  game: 'american-rails',
  title: 'Expand: track toward income',
  summary:
    'Expand lays track cubes next to a company’s track, paid from its treasury. A cube in a city adds that city’s value to the company’s income.',
  version: 1,
  start: opening().record(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-expand',
      task: 'You go first in 1851. Put your action marker on Expand 3 or Expand 4: the number is how many cubes you may place.',
      rules: ['american-rails:expand', 'american-rails:number-of-cubes-per-expand-action'],
      goal: ({ move }) =>
        move.type === 'action.choose' && ACTION_ROWS[actionRow(move.action)]!.cubes >= 3,
      miss: 'That action lays two cubes at most, or none. Choose Expand 3 or Expand 4.',
      hint: 'The Expand spaces are near the bottom of the action track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'toward-a-city',
      task: 'American has one cube, in Cincinnati, and no city is next to it. Place an American cube next to it that brings another city one cube nearer.',
      rules: [
        'american-rails:where-track-may-be-placed',
        'american-rails:hex-limits',
        'american-rails:track-costs',
        'american-rails:company-pays-for-track',
      ],
      goal: buildsTowardIncome,
      miss: ({ move }) =>
        move.type === 'build.place'
          ? `A ${companyName(companyOf(move)!)} cube there is paid for but leads no nearer to a new city. Look for a hex that touches Indianapolis, Louisville or Columbus.`
          : 'Lay a cube: that is what Expand is for.',
      hint: 'Plains cost $2, forests $3, mountains $5, paid from American’s treasury. Which hexes beside Cincinnati also touch another city?',
      look: lookAtNetwork('american'),
    }),
    lessonStep({
      id: 'into-the-city',
      task: 'Now place a cube in a city next to your new cube. As the first company there, American adds the city’s full value to its income.',
      rules: [
        'american-rails:first-track-cube-in-a-city',
        'american-rails:company-income',
        'american-rails:placing-cubes-one-at-a-time',
        'american-rails:no-income-limit',
      ],
      goal: ({ move, before, after }) =>
        move.type === 'build.place' &&
        after.context.companies[companyOf(move)!]!.income >
          before.context.companies[companyOf(move)!]!.income,
      miss: 'That cube adds no income: only a cube in a city does.',
      hint: 'A city costs $2, plus $2 for each cube or development marker already in it. Its left number is what it adds.',
      look: lookAtNetwork('american'),
      met: 'American’s income marker moves up by that city’s full value; a company’s income has no upper limit.',
    }),
    lessonStep({
      id: 'stop-early',
      task: 'You may stop before using every cube, keeping money in the treasury for later. End the expansion now.',
      rules: ['american-rails:performing-an-action-in-full'],
      goal: ({ move }) => move.type === 'build.finish',
      miss: 'That spends more of American’s treasury than this lesson wants. End the expansion.',
      hint: 'The move is called “Finish expanding”.',
      met: 'Expand allows “up to” its number of cubes: stopping early is the one exception to doing an action in full.',
    }),
  ],
});
