/**
 * Lesson 2: a round's action phases. The learner places the action marker on Fund $5 and funds
 * a company, takes $2 in the second phase, and takes Pass in the third to go first next round.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_ROWS, actionRow } from '../data/actions.js';
import type { ArMove } from '../types.js';
import {
  companyName,
  companyOf,
  lessonStep,
  lookAtActionTrack,
  lookAtCharter,
  opening,
} from './helpers.js';

const choose = (player: number, action: string, decline = true): ArMove[] => [
  { type: 'action.choose', player, action } as ArMove,
  ...(decline ? [{ type: 'action.decline', player } as const] : []),
];

const label = (move: ArMove): string =>
  move.type === 'action.choose' ? ACTION_ROWS[actionRow(move.action)]!.label : '';

export const choosingAnAction = defineLesson({
  id: 'choosing-an-action',
  game: 'american-rails',
  title: 'A round: three action phases',
  summary:
    'Each round has three action phases. In each you move your action marker to a free action and carry it out or not; where your marker stands sets who goes first.',
  version: 1,
  start: opening().record(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-fund',
      task: 'It is 1851 and you won the first share, so you are first on the turn-order track. Move your action marker onto Fund $5 in the first column of the action track.',
      rules: [
        'american-rails:sequence-of-play',
        'american-rails:action-phases-and-turn-order',
        'american-rails:first-action-phase-of-a-round',
        'american-rails:placing-the-action-marker',
        'american-rails:actions',
        'american-rails:players-without-shares',
      ],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'fund',
      miss: ({ move }) =>
        `“${label(move)}” is a real choice too, but this step is about Fund $5: choose that space.`,
      hint: 'The action track has seven rows, one per action; the first column is for the first action phase.',
      look: lookAtActionTrack,
      met: 'Your marker now blocks Fund $5 for everyone else in this phase. Carry the action out.',
    }),
    lessonStep({
      id: 'fund-yours',
      task: 'Fund $5 takes $5 from the bank and puts it in the treasury of any company. Put it where it helps you: in a company you hold a share of.',
      rules: ['american-rails:fund-5', 'american-rails:company-pays-for-track'],
      goal: ({ move, before, seat }) =>
        move.type === 'fund.pay' && before.context.holdings[seat]![companyOf(move)!]! > 0,
      miss: ({ move }) =>
        move.type === 'fund.pay'
          ? `That gives ${companyName(companyOf(move)!)} $5 to build with, and you hold none of its shares. Fund American.`
          : 'Declining would waste the action. Fund a company this time.',
      hint: 'Your share is American: only a company’s treasury pays for its track.',
      look: lookAtCharter('american'),
      met: 'American’s treasury grows by $5. Bo, Cy and Di take their first actions; then the second phase begins, led by whoever stands highest in the first column.',
      replies: {
        moves: [
          ...choose(1, 'expand4'),
          ...choose(2, 'pass', false),
          ...choose(3, 'develop'),
          ...choose(2, 'expand3'),
          ...choose(3, 'fund'),
        ],
      },
    }),
    lessonStep({
      id: 'choose-take',
      task: 'Second phase: Cy passed (the top row), so Cy went first, then Di, and now you. Move your marker to Take $2 / Expand 2 in the second column.',
      rules: ['american-rails:second-and-third-action-phases', 'american-rails:take-2-or-expand-2'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'take',
      miss: ({ move }) => `This time choose Take $2 / Expand 2, not “${label(move)}”.`,
      hint: 'Spaces already holding a marker in this column are blocked; Take $2 / Expand 2 is free.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'take-money',
      task: 'Take the money: either $2 from the bank for you, or $2 from each other player back to the bank. Both count, because only money wins.',
      rules: [
        'american-rails:taking-money',
        'american-rails:expand-2-with-four-or-five-players',
        'american-rails:performing-an-action-in-full',
      ],
      goal: ({ move }) => move.type === 'money.take',
      miss: ({ move }) =>
        move.type === 'build.place'
          ? 'With four players this space also allows Expand 2, but this step is about the money: take $2.'
          : 'Declining gets you nothing. Take the $2.',
      hint: 'Look for “Take $2 from the bank” and “Take $2 from each other player”.',
      replies: { moves: [...choose(1, 'develop'), ...choose(1, 'develop'), ...choose(3, 'fund')] },
    }),
    lessonStep({
      id: 'pass-to-lead',
      task: 'Third phase. Next round’s turn order copies this last column from top to bottom. Bo took Develop and Di Fund $5: take the one space above them both, Pass, to go first in 1852.',
      rules: [
        'american-rails:pass',
        'american-rails:turn-order-for-the-next-round',
        'american-rails:end-of-a-round',
      ],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'pass',
      miss: 'That space is below Bo’s marker in this column, so Bo would go before you next round. Pass is the only space above.',
      hint: 'The top row of the action track is Pass.',
      look: lookAtActionTrack,
      met: 'Cy acts last, the dividends are paid, and your Pass marker heads the turn-order track for 1852.',
    }),
  ],
});
