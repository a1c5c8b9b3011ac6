/**
 * Lesson 4: develop a hex. A house on a city or mountain with a locomotive raises the income of
 * every company there; a forest pays its company $2 instead; plains and start hexes never develop.
 * The position has all three kinds, so the learner chooses whom the house helps.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { HEXES, HEX_INDEX } from '../data/board.js';
import { Scenario } from '../testing/scenario.js';
import {
  raisesHeldIncome,
  LEARNERS,
  lessonStep,
  lookAtDials,
  lookAtHeldNetworks,
  lookAtNetwork,
} from './helpers.js';

/**
 * You built the PRR to Harrisburg and on to a mountain, Bo the B&O to a city, Cy the NYC onto a
 * forest; Bo and Cy then pass their turns.
 */
function start() {
  const s = new Scenario(LEARNERS).opening([
    [0, 14],
    [1, 12],
    [2, 7],
    [2, 10],
  ]);
  s.build('prr', ['Q5', 'P4', 'O4']);
  s.build('bo', ['P6', 'O7', 'N6']);
  s.build('nyc', ['R2']);
  s.build('prr', ['N4']);
  s.idle('auction').idle('auction');
  return s.record();
}

export const developing = defineLesson({
  id: 'developing',
  game: 'chicago-express',
  title: 'Developing a hex',
  summary:
    'A house on a city or mountain raises the income of every company with a locomotive there. Develop where it pays the companies you own.',
  version: 2,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-develop',
      task: 'Choose “Develop a hex”.',
      rules: ['chicago-express:develop-a-hex', 'chicago-express:choosing-an-action'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'develop',
      miss: 'This lesson is about developing: choose “Develop a hex”.',
      hint: 'The develop action is the third dial.',
      look: lookAtDials,
    }),
    lessonStep({
      id: 'develop-for-you',
      task: 'Put a house where it raises the income of a company you hold shares in: any such hex works.',
      rules: [
        'chicago-express:developing-cities-mountains-and-forests',
        'chicago-express:effect-on-cities-and-mountains',
        'chicago-express:effect-on-forests',
        'chicago-express:hexes-that-cannot-be-developed',
        'chicago-express:developed-cities-and-mountains',
      ],
      goal: raisesHeldIncome('develop.place'),
      miss: ({ move }) => {
        if (move.type !== 'develop.place')
          return 'Declining keeps the house in the supply. Develop a hex this time.';
        const hex = HEXES[HEX_INDEX[move.hex]!]!;
        return hex.terrain === 'forest'
          ? 'A house on a forest gives its company $2 from the bank but no income, and you hold no share of it.'
          : `A house on ${hex.name ?? hex.id} raises the income of the companies there, and you hold none of them.`;
      },
      hint: 'Only hexes with a locomotive can be developed. Which of them has a locomotive of a company whose share you hold?',
      look: lookAtHeldNetworks,
      met: 'The house adds its value to the income of every company on the hex: yours too, at every dividend from now on. Bo and Cy each choose to develop and decline.',
      replies: {
        moves: [
          { type: 'action.choose', player: 1, action: 'develop' },
          { type: 'action.decline', player: 1 },
          { type: 'action.choose', player: 2, action: 'develop' },
          { type: 'action.decline', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'develop-again',
      task: 'Your turn again. Choose “Develop a hex” once more.',
      rules: ['chicago-express:develop-a-hex', 'chicago-express:full-dials'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'develop',
      miss: 'Choose “Develop a hex”: one PRR hex still has no house.',
      hint: 'The develop dial still has room before its red space.',
      look: lookAtDials,
    }),
    lessonStep({
      id: 'only-once',
      task: 'A city or mountain takes one house only. Develop the other PRR hex that has none yet.',
      rules: [
        'chicago-express:developing-cities-mountains-and-forests',
        'chicago-express:effect-on-cities-and-mountains',
      ],
      goal: raisesHeldIncome('develop.place'),
      miss: 'That house helps only companies you hold no share of.',
      hint: 'Your PRR stands on Harrisburg and on a mountain; one of them already has its house.',
      look: lookAtNetwork('prr'),
      met: 'Both PRR hexes are developed: the PRR’s income is up twice, and every PRR share pays more.',
    }),
  ],
});
