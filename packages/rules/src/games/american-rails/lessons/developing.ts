/**
 * Lesson 4: Develop, and sharing a city. The learner develops a city where American is alone
 * (full value +$2), then joins National in Indianapolis: both companies now earn the shared value.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_ROWS, actionRow } from '../data/actions.js';
import { CITIES, HEXES, hexIndex } from '../data/board.js';
import { Driver } from '../testing/scenario.js';
import {
  raisesHeldIncome,
  LEARNERS,
  lessonStep,
  lookAtActionTrack,
  lookAtNetwork,
} from './helpers.js';

/**
 * National starts in Indianapolis next to your American in Cincinnati. In 1851 you lay a cube
 * on plains 6,4 between the two cities; after the second phase you are last, with Develop free.
 */
function start() {
  const d = new Driver(LEARNERS, 'lessons');
  d.auction('american', 0, 20).start('cincinnati');
  d.auction('national', 1, 15).start('indianapolis');
  d.auction('continental', 2, 15).start('chicago');
  d.auction('majestic', null);
  d.auction('liberty', null);
  d.auction('republic', null);
  d.choose('expand4').place('american', '6,4').finish();
  d.choose('pass');
  d.choose('fund').decline();
  d.choose('take').decline();
  // Phase 2, in the first column's order: Bo, Cy, Di, then you.
  d.choose('expand3').decline();
  d.choose('auction').decline();
  d.choose('fund').decline();
  return d.record();
}

const cityName = (hex: string): string => CITIES[HEXES[hexIndex(hex)]!.city]?.name ?? hex;

export const developing = defineLesson({
  id: 'developing',
  game: 'american-rails',
  title: 'Develop, and sharing a city',
  summary:
    'A development marker makes a city worth more. When a second company lays track in a city, both earn only its shared value.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-develop',
      task: 'Second phase, and you act last: Develop is still free. Put your marker on it.',
      rules: ['american-rails:develop'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'develop',
      miss: ({ move }) =>
        `Choose Develop this time, not “${move.type === 'action.choose' ? ACTION_ROWS[actionRow(move.action)]!.label : ''}”.`,
      hint: 'Develop is the second row of the action track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'develop-your-city',
      task: 'Place the development marker in a city with track, where it raises the income of your company.',
      rules: [
        'american-rails:where-development-is-allowed',
        'american-rails:development-value',
        'american-rails:cities-that-cannot-be-developed',
        'american-rails:development-supply-and-year-marker',
      ],
      goal: raisesHeldIncome('develop.place'),
      miss: ({ move }) =>
        move.type === 'develop.place'
          ? `${cityName(move.hex)} has no American track: the $2 goes to a company you hold no share of.`
          : 'Declining wastes the action. Develop a city.',
      hint: 'A developed city is worth $2 more to a company alone in it. Which city holds an American cube and no other company’s? (Some cities can never be developed: the board does not offer them.)',
      look: lookAtNetwork('american'),
      met: 'American alone in Cincinnati now earns $2 more.',
    }),
    lessonStep({
      id: 'choose-expand',
      task: 'Third phase: your Develop marker is highest in the second column, so you go first. Choose an Expand action.',
      rules: ['american-rails:second-and-third-action-phases', 'american-rails:expand'],
      goal: ({ move }) =>
        move.type === 'action.choose' && ACTION_ROWS[actionRow(move.action)]!.cubes >= 2,
      miss: 'Choose an action that lays track: Expand 3, Expand 4, or Take $2 / Expand 2.',
      hint: 'Any space with “Expand” in its name will do.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'share-a-city',
      task: 'National is alone in Indianapolis. Lay an American cube in a city where another company already has track, and watch both incomes change.',
      rules: [
        'american-rails:full-and-shared-city-values',
        'american-rails:second-track-cube-in-a-city',
        'american-rails:further-track-cubes-in-a-city',
        'american-rails:development-bonus-in-shared-cities',
      ],
      goal: ({ move, before }) =>
        move.type === 'build.place' &&
        HEXES[hexIndex(move.hex)]!.city >= 0 &&
        before.context.cubes[hexIndex(move.hex)]!.length > 0,
      miss: 'That hex holds no other company’s track. Indianapolis, next to your cube on 6,4, does.',
      hint: 'A city’s right number is its shared value, paid to each company once two or more have track there.',
      look: lookAtNetwork('american', 'national'),
      met: 'American gains the shared value, and National drops from the full value to the shared value. A developed city would add $1 each instead of $2.',
    }),
  ],
});
