/**
 * Lesson 7: the end and the winner. Everyone has declined every action up to the third phase of
 * 1857, where the learner acts first; after this phase the last dividends are paid, the game
 * ends and the richest player wins.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { actionRow } from '../data/actions.js';
import type { ArContext } from '../types.js';
import { lessonStep, lookAtActionTrack, opening } from './helpers.js';

/** Each seat takes the first free of these actions and declines it (Pass needs no decline). */
const IDLE = ['pass', 'develop', 'fund', 'expand3', 'auction', 'expand4'] as const;

function start() {
  const d = opening();
  for (let guard = 0; guard < 200; guard++) {
    const { year, phase } = d.ctx.clock;
    if (year === 1857 && phase === 2 && d.seat === 0) break;
    const column = d.ctx.actionTrack[phase]!;
    const action = IDLE.find((a) => column[actionRow(a)] === null)!;
    d.choose(action);
    if (action !== 'pass') d.decline();
  }
  return d.record();
}

/** Your money minus the most money any other player has. */
const lead = (ctx: ArContext, seat: number): number =>
  ctx.cash[seat]! - Math.max(...ctx.cash.filter((_, s) => s !== seat));

export const theEnd = defineLesson({
  id: 'the-end',
  game: 'american-rails',
  title: '1857: the end and the winner',
  summary:
    'The game ends after the dividends of 1857. Only money counts: the player with the most wins, and shares are worth nothing.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-money',
      task: 'It is the last action phase of 1857, and you go first. After this phase the last dividends are paid and the game ends. Only money counts then, so choose Take $2 / Expand 2.',
      rules: ['american-rails:end-of-the-game', 'american-rails:game-ends-after-1857'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'take',
      miss: 'Track laid now pays one last dividend at most, and costs a company, not you. Choose Take $2 / Expand 2.',
      hint: 'Take $2 / Expand 2 is the fourth row of the action track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'last-money',
      task: 'Take money in the way that best improves your standing against the richest other player.',
      rules: [
        'american-rails:winner',
        'american-rails:optional-end-all-shares-gone',
        'american-rails:optional-end-track-supplies-running-out',
      ],
      goal: ({ before, after, seat }) => lead(after.context, seat) > lead(before.context, seat),
      miss: 'That leaves you no better placed against the richest other player. Take $2.',
      hint: 'Taking $2 from the bank adds to your money; taking $2 from each other player lowers theirs.',
      met: 'The 1857 dividends are paid and the game ends. The player with the most money wins; shares and company treasuries count for nothing.',
    }),
  ],
});
