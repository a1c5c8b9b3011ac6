/**
 * Lesson 2: a turn. Choose an action (its dial moves first), auction a share at its minimum bid
 * or more, and on the next turn choose an action only to decline it.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_LABELS } from '../data/actions.js';
import { minimumBid } from '../rules.js';
import { Scenario } from '../testing/scenario.js';
import { companyName, companyOf, LEARNERS, lessonStep, lookAtDials } from './helpers.js';

/** After the opening auctions: you hold the PRR share, so you take the first turn. */
const start = () =>
  new Scenario(LEARNERS)
    .opening([
      [0, 14],
      [1, 12],
      [2, 7],
      [1, 10],
    ])
    .record();

export const choosingAnAction = defineLesson({
  id: 'choosing-an-action',
  game: 'chicago-express',
  title: 'Your turn: choosing an action',
  summary:
    'Each turn you choose one of three actions and move its dial. Auction a share at its minimum bid, then choose an action only to decline it.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-auction',
      task: 'You hold the PRR share, so you take the first turn. Choose the action “Auction a share”.',
      rules: [
        'chicago-express:course-of-play',
        'chicago-express:turn-order',
        'chicago-express:choosing-an-action',
        'chicago-express:auction-a-share',
      ],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'auction',
      miss: ({ move }) =>
        move.type === 'action.choose'
          ? `“${ACTION_LABELS[move.action]}” is a good action too, but this lesson is about selling a share: choose “Auction a share”.`
          : 'Choose “Auction a share”.',
      hint: 'The three actions are shown with their dials. Choosing one moves its dial one space before you carry it out.',
      look: lookAtDials,
      met: 'The auction dial moves one space. Now pick the share to sell.',
    }),
    lessonStep({
      id: 'offer-share',
      task: 'Offer any share you can afford to open: each one whose minimum bid is no more than your cash works. A minimum bid is the company’s income divided by (its shares already sold + 1), rounded up.',
      rules: [
        'chicago-express:shares-available-for-auction',
        'chicago-express:minimum-bid',
        'chicago-express:sold-out-companies',
      ],
      goal: ({ move, before, seat }) =>
        move.type === 'auction.offer' &&
        minimumBid(before.context, companyOf(move)!) <= before.context.cash[seat]!,
      miss: ({ move, before }) =>
        move.type === 'auction.offer'
          ? `The ${companyName(companyOf(move)!)} minimum bid is $${minimumBid(before.context, companyOf(move)!)}, more than you have.`
          : 'Declining keeps your money but sells nothing: offer a share this time.',
      hint: 'Each company shows its income and how many shares are sold. Income ÷ (sold + 1), rounded up, is the minimum bid.',
    }),
    lessonStep({
      id: 'open-bidding',
      task: 'You offered the share, so you open the bidding: bid at least the minimum, ${minimum}.',
      rules: [
        'chicago-express:minimum-bid',
        'chicago-express:bidding',
        'chicago-express:winning-the-auction',
      ],
      goal: ({ move }) => move.type === 'auction.bid',
      miss: 'If you pass, the others may buy it or it stays unsold. Bid for it.',
      hint: 'The auction shows its minimum bid; any whole-dollar amount from there up to your money is allowed.',
      met: 'Bo and Cy pass: the share is yours and your money goes to the company, which builds with it. Then Bo and Cy take their turns: each chooses to develop and declines.',
      values: ({ state }) => ({ minimum: state.context.auction?.minimum ?? 0 }),
      replies: {
        moves: [
          { type: 'auction.pass', player: 1 },
          { type: 'auction.pass', player: 2 },
          { type: 'action.choose', player: 1, action: 'develop' },
          { type: 'action.decline', player: 1 },
          { type: 'action.choose', player: 2, action: 'develop' },
          { type: 'action.decline', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'choose-to-decline',
      task: 'Your turn again. You will choose an action and then not carry it out. First choose any action whose dial is not on red.',
      rules: ['chicago-express:choosing-an-action', 'chicago-express:full-dials'],
      goal: ({ move }) => move.type === 'action.choose',
      miss: 'Choose an action first.',
      hint: 'A dial on its red space cannot be chosen; any other can.',
      look: lookAtDials,
    }),
    lessonStep({
      id: 'decline',
      task: 'Now decline the action: its dial has moved all the same, so one action fewer is left before the next dividend.',
      rules: [
        'chicago-express:declining-the-chosen-action',
        'chicago-express:two-dials-in-the-red',
      ],
      goal: ({ move }) => move.type === 'action.decline',
      miss: 'That carries the action out. This time decline it: choosing only to move the dial is allowed.',
      hint: 'The move is called “Decline the action”.',
      met: 'Declined. Players do this to bring the next dividend closer, or to pass up an auction they could not win.',
    }),
  ],
});
