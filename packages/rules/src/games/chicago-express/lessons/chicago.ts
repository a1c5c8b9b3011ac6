/**
 * Lesson 6: Chicago and the Wabash. The B&O is three hexes from Chicago: reaching it pays a
 * Chicago dividend to the B&O's shareholders at once, opens the Wabash with a free locomotive on
 * Fort Wayne, and the learner opens the first Wabash share auction.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { Scenario } from '../testing/scenario.js';
import {
  CHICAGO,
  companyOf,
  LEARNERS,
  lessonStep,
  lookAtCharter,
  lookAtNetwork,
  placementsTo,
} from './helpers.js';
import type { CeLessonStep } from './helpers.js';

/** You hold the B&O and have built it to Fort Wayne, three hexes from Chicago. */
function start() {
  const s = new Scenario(LEARNERS).opening([
    [0, 0],
    [0, 35],
    [2, 6],
    [1, 9],
  ]);
  const route = s.route('bo', 'A2');
  s.buildAlong(0, 'bo', route.slice(0, -3));
  s.untilCan(0, 'build');
  return s.record();
}

const towardChicago: CeLessonStep['goal'] = ({ move, before, after }) => {
  if (move.type !== 'build.place') return false;
  const c = companyOf(move)!;
  const to = (ctx: typeof before.context) => placementsTo(ctx, c, (hex) => hex === CHICAGO);
  return after.context.pieces[CHICAGO]!.includes(c) || to(after.context) < to(before.context);
};

const RACE_RULES = [
  'chicago-express:reaching-chicago',
  'chicago-express:connected-networks',
  'chicago-express:up-to-three-hexes',
] as const;

export const chicago = defineLesson({
  id: 'chicago',
  game: 'chicago-express',
  title: 'Chicago and the Wabash',
  summary:
    'The first railroad into Chicago pays its shareholders an extra dividend at once and opens the Wabash, whose first share you auction.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-build',
      task: 'The B&O, whose shares you hold, stands three hexes from Chicago. Choose “Expand a network”.',
      rules: ['chicago-express:expand-a-network', 'chicago-express:reaching-chicago'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'build',
      miss: 'Only building takes the B&O to Chicago: choose “Expand a network”.',
      hint: 'Chicago is the big city at the top left of the map.',
      look: lookAtNetwork('bo'),
    }),
    lessonStep({
      id: 'toward-chicago',
      task: 'Place a B&O locomotive one hex nearer to Chicago.',
      rules: [...RACE_RULES],
      goal: towardChicago,
      miss: 'That hex does not bring the B&O nearer to Chicago.',
      hint: 'Count hexes from the blue locomotive on Fort Wayne toward Chicago.',
      look: lookAtNetwork('bo'),
    }),
    lessonStep({
      id: 'nearer',
      task: 'One more, again toward Chicago.',
      rules: [...RACE_RULES],
      goal: towardChicago,
      miss: 'That hex leads away from Chicago; you have one locomotive left after this one.',
      hint: 'Chicago must be next to your new locomotive for the last placement to reach it.',
      look: lookAtNetwork('bo'),
    }),
    lessonStep({
      id: 'reach-chicago',
      task: 'Reach Chicago with your third locomotive.',
      rules: [
        'chicago-express:connecting-chicago',
        'chicago-express:chicago-phase',
        'chicago-express:chicago-dividend',
        'chicago-express:opening-the-wabash',
        'chicago-express:free-first-wabash-locomotive',
        'chicago-express:chicago-and-dividend-phase-together',
      ],
      goal: ({ move, after }) =>
        move.type === 'build.place' && after.context.pieces[CHICAGO]!.includes(companyOf(move)!),
      miss: 'That is not Chicago. Only Chicago sets off the Chicago phase.',
      hint: 'Chicago is next to your last locomotive.',
      look: lookAtNetwork('bo'),
      met: 'Chicago! The B&O’s income rises by 7 and its shareholders get a Chicago dividend at once. The Wabash opens with a free locomotive on Fort Wayne.',
    }),
    lessonStep({
      id: 'wabash-share',
      task: 'The B&O reached Chicago on your turn, so you open the first Wabash share auction. Bid at least the minimum, ${minimum}.',
      rules: [
        'chicago-express:first-wabash-share-auction',
        'chicago-express:unsold-first-wabash-share',
        'chicago-express:after-the-chicago-phase',
        'chicago-express:minimum-bid',
      ],
      goal: ({ move }) => move.type === 'auction.bid',
      miss: 'If everyone passes the share stays unsold. Bid for it: the Wabash is cheap now and you will be able to build it.',
      hint: 'The minimum is the Wabash income divided by one share, rounded up.',
      look: lookAtCharter('wabash'),
      met: 'Bo and Cy pass: the first Wabash share is yours. Play goes on with the player after you.',
      values: ({ state }) => ({ minimum: state.context.auction?.minimum ?? 0 }),
      replies: {
        moves: [
          { type: 'auction.pass', player: 1 },
          { type: 'auction.pass', player: 2 },
        ],
        bot: 'easy',
      },
    }),
  ],
});
