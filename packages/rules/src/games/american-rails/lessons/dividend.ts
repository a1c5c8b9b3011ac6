/**
 * Lesson 6: the dividend phase. In the third action phase of 1851 the learner acts last, adds a
 * city to American's income, and ends the action: the dividends follow at once.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_ROWS, actionRow } from '../data/actions.js';
import {
  raisesHeldIncome,
  lessonStep,
  lookAtActionTrack,
  lookAtNetwork,
  opening,
} from './helpers.js';

/**
 * 1851: you lay an American cube on plains 6,4 (next to Indianapolis) with Expand 4 in the first
 * phase, and take Expand 4 again (declined) in the second, so that you act last in the third.
 */
function start() {
  const d = opening();
  d.choose('expand4').place('american', '6,4').finish();
  d.choose('pass');
  d.choose('fund').decline();
  d.choose('develop').decline();
  // Phase 2 order: Bo (Pass), Di (Develop), Cy (Fund $5), you (Expand 4).
  d.choose('pass');
  d.choose('develop').decline();
  d.choose('fund').decline();
  d.choose('expand4').decline();
  // Phase 3 order: Bo, Di, Cy, then you.
  d.choose('pass');
  d.choose('develop').decline();
  d.choose('fund').decline();
  return d.record();
}

export const dividend = defineLesson({
  id: 'dividend',
  game: 'american-rails',
  title: 'The dividend at the end of the round',
  summary:
    'After the third action phase every company pays its income out to its shareholders: income divided by the shares players hold, rounded up, per share.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'last-action',
      task: 'The last action of 1851 is yours; right after it every company pays a dividend. Choose an action that lets you lay track.',
      rules: ['american-rails:sequence-of-play', 'american-rails:expand'],
      goal: ({ move }) =>
        move.type === 'action.choose' && ACTION_ROWS[actionRow(move.action)]!.cubes >= 2,
      miss: 'That action adds no income before the dividend. Choose one with “Expand” in its name.',
      hint: 'Expand 3, Expand 4 and Take $2 / Expand 2 all lay track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'raise-income',
      task: 'Raise American’s income before the dividend is paid: your cube on 6,4 touches Indianapolis.',
      rules: ['american-rails:company-income', 'american-rails:first-track-cube-in-a-city'],
      goal: raisesHeldIncome('build.place'),
      miss: 'That cube adds nothing to American’s income. Lay it in a city.',
      hint: 'Indianapolis’s left number is what it adds while American is alone there.',
      look: lookAtNetwork('american'),
    }),
    lessonStep({
      id: 'end-action',
      task: 'End the action now, and watch the dividend phase.',
      rules: [
        'american-rails:dividend-phase',
        'american-rails:dividend-per-share',
        'american-rails:end-of-a-round',
        'american-rails:advancing-the-year-marker',
      ],
      goal: ({ move, before, after }) =>
        (move.type === 'build.finish' || move.type === 'action.decline') &&
        after.context.clock.year > before.context.clock.year,
      miss: 'Another cube costs American money and adds no income now. End the action.',
      hint: 'The move is called “Finish expanding”.',
      met: 'Each company’s income is divided by the shares players hold, rounded up, and the bank pays that for every share: you hold American’s only share, so its whole income is yours. Then the year marker moves to 1852.',
    }),
  ],
});
