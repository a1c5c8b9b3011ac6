/**
 * Lesson 3: expand a network toward an income hex. Only a shareholder builds, at most three hexes
 * a turn, joined to the company's network, paid from the company's money; cities and mountains
 * raise income, plains and forests do not.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { Scenario } from '../testing/scenario.js';
import {
  buildsTowardIncome,
  LEARNERS,
  lessonStep,
  lookAtDials,
  lookAtNetwork,
  raisesIncome,
} from './helpers.js';

const BUILD_RULES = [
  'chicago-express:connected-networks',
  'chicago-express:build-costs',
  'chicago-express:company-money-only',
  'chicago-express:shared-and-exclusive-terrain',
  'chicago-express:one-locomotive-per-company-per-hex',
] as const;

export const building = defineLesson({
  id: 'building',
  game: 'chicago-express',
  title: 'Building toward an income hex',
  summary:
    'Expand the PRR from Philadelphia toward a city: each locomotive joins the network, costs the company money, and only cities and mountains raise income.',
  version: 1,
  start: new Scenario(LEARNERS)
    .opening([
      [0, 14],
      [1, 12],
      [2, 7],
      [1, 10],
    ])
    .record(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-build',
      task: 'You hold a PRR share, so you may build its railroad. Choose “Expand a network”.',
      rules: ['chicago-express:expand-a-network', 'chicago-express:who-may-build'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'build',
      miss: 'This lesson is about building: choose “Expand a network”.',
      hint: 'The build action is the middle dial.',
      look: lookAtDials,
    }),
    lessonStep({
      id: 'toward-income',
      task: 'Place a PRR locomotive next to its network, on the way to the nearest city or mountain (Harrisburg is three hexes away).',
      rules: ['chicago-express:up-to-three-hexes', ...BUILD_RULES],
      goal: buildsTowardIncome,
      miss: 'That hex does not bring the PRR nearer to a city or mountain. Build on a hex on the shortest way there.',
      hint: 'Cities and mountains are the hexes with a black income number. Count the hexes from Philadelphia’s red locomotive.',
      look: lookAtNetwork('prr'),
      met: 'The company paid the hex’s cost from its own money. A plain adds no income: keep going.',
    }),
    lessonStep({
      id: 'one-more',
      task: 'Place a second locomotive, again one hex nearer to a city or mountain, such as Harrisburg.',
      rules: [...BUILD_RULES, 'chicago-express:forests-and-plains'],
      goal: buildsTowardIncome,
      miss: 'That hex leads away from the nearest city or mountain.',
      hint: 'Only a hex next to the PRR’s locomotives can be built on. Which one is one step closer to a city?',
      look: lookAtNetwork('prr'),
    }),
    lessonStep({
      id: 'reach-income',
      task: 'With your third and last locomotive of this turn, reach a city or mountain: the PRR’s income rises at once.',
      rules: [
        'chicago-express:income-from-building',
        'chicago-express:undeveloped-cities-and-mountains',
        'chicago-express:up-to-three-hexes',
      ],
      goal: raisesIncome,
      miss: 'That hex adds no income. A build is at most three hexes, so make the last one count.',
      hint: 'The income track shows the PRR’s income. A city adds its black number.',
      look: lookAtNetwork('prr', { charter: true }),
      met: 'The PRR earns more from now on: at every dividend its income is shared among its shareholders.',
    }),
  ],
});
