/**
 * Lesson 5: the dividend. When two dials are on red at the start of a turn, every company's
 * income is paid out to its shareholders, the dials reset and Detroit develops. The learner turns
 * the second dial red and raises income just before it.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { moveLabels } from '../move-labels.js';
import { redDialCount } from '../rules.js';
import { Scenario } from '../testing/scenario.js';
import { raisesHeldIncome, LEARNERS, lessonStep, lookAtDials, lookAtNetwork } from './helpers.js';

/**
 * The develop dial is on red and the build dial one space short; you hold the PRR, two hexes
 * short of Harrisburg after building one hex less.
 */
function start() {
  const s = new Scenario(LEARNERS).opening([
    [0, 14],
    [1, 12],
    [2, 7],
    [1, 10],
  ]);
  s.build('prr', ['Q5', 'P4']);
  for (let turn = 0; turn < 4; turn++) s.idle('develop');
  for (let turn = 0; turn < 3; turn++) s.idle('build');
  s.idle('auction');
  return s.record();
}

export const dividend = defineLesson({
  id: 'dividend',
  game: 'chicago-express',
  title: 'The dividend when two dials turn red',
  summary:
    'Two dials on red bring a dividend phase: each company’s income is shared among its shares, rounded up. Raise income just before it.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'second-red',
      task: 'The develop dial is on red (its last space, the ✕). Choosing an action moves its dial one space: choose the action whose dial then reaches red as well. Two red dials bring a dividend at the start of the next turn.',
      rules: [
        'chicago-express:two-dials-in-the-red',
        'chicago-express:full-dials',
        'chicago-express:start-of-the-dividend-phase',
      ],
      goal: ({ after }) => redDialCount(after.context) >= 2,
      miss: 'That dial still has room, so no dividend yet. Look for the dial one space short of red.',
      hint: 'Compare each pointer with the red space at the end of its dial.',
      look: lookAtDials,
      met: 'Two dials are red. You still carry out your action: the dividend comes at the start of the next turn.',
    }),
    lessonStep({
      id: 'raise-income',
      task: 'Before the dividend is paid, raise the income of a company you hold: the PRR is one hex from Harrisburg.',
      rules: ['chicago-express:income-from-building', 'chicago-express:dividend-phase'],
      goal: raisesHeldIncome('build.place'),
      miss: 'That placement adds nothing to the income of a company you hold.',
      hint: 'A city next to the PRR’s locomotives adds its black number to the PRR income.',
      look: lookAtNetwork('prr'),
    }),
    lessonStep({
      id: 'end-build',
      // The move's own name, as the move bar shows it (walkthrough 5 #9: "Finish build" here, "End
      // the build" on the button).
      task: `Finish your build now (“${moveLabels['build.finish']}”), and watch the dividend that follows.`,
      rules: [
        'chicago-express:general-dividend',
        'chicago-express:resetting-the-dials',
        'chicago-express:detroit-development',
        'chicago-express:resuming-play',
        'chicago-express:checking-for-the-end-of-the-game',
      ],
      goal: ({ move }) => move.type === 'build.finish',
      miss: 'Another locomotive costs the PRR money, and the PRR needs money for later builds. End the build here.',
      hint: `The move “${moveLabels['build.finish']}” finishes the action.`,
      met: 'Dividend: each company’s income divided by its shares sold, rounded up, is paid for every share. Then the dials go back to green and Detroit’s value rises by one.',
    }),
  ],
});
