/**
 * Lesson 1: the four opening auctions. The learner opens each one (the first by being seat 0,
 * the others by receiving the share before), bids, lets a share go free, and sees that the PRR
 * owner starts the game.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { Scenario } from '../testing/scenario.js';
import { lessonStep, LEARNERS, type CeLessonStep } from './helpers.js';

const bidAtMost =
  (limit: number): CeLessonStep['goal'] =>
  ({ move }) =>
    move.type === 'auction.bid' && move.amount <= limit;

export const openingAuction = defineLesson({
  id: 'opening-auction',
  game: 'chicago-express',
  title: 'The opening auctions',
  summary:
    'Before the first turn one share each of PRR, B&O, C&O and NYC is auctioned. Bid, let a share go free, and keep money for later.',
  version: 1,
  start: new Scenario(LEARNERS).record(),
  seat: 0,
  steps: [
    lessonStep({
      id: 'first-bid',
      task: 'You open the auction for the first PRR share. The minimum bid is ${minimum}. Bid at least that much, but no more than $20: three more shares are coming.',
      rules: [
        'chicago-express:opening-auctions',
        'chicago-express:opening-auction-order-and-minimum-bids',
        'chicago-express:opening-auction-bidding',
      ],
      goal: bidAtMost(20),
      miss: ({ move }) =>
        move.type === 'auction.pass'
          ? 'Passing gives the PRR share away without a fight. Bid for it this time.'
          : 'That bid leaves too little for the three auctions still to come. Bid $20 or less.',
      hint: 'Look at the auction: the minimum bid is the lowest amount allowed, and you start with $40.',
      met: 'Your bid stands. Bo and Cy pass, so the PRR share is yours and your money goes to the PRR board.',
      values: ({ state }) => ({ minimum: state.context.auction?.minimum ?? 0 }),
      replies: {
        moves: [
          { type: 'auction.pass', player: 1 },
          { type: 'auction.pass', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'free-share',
      task: 'Whoever received a share opens the next auction: you open the B&O auction. Pass, and see what happens when nobody bids at all.',
      rules: ['chicago-express:unclaimed-opening-share', 'chicago-express:starting-player'],
      goal: ({ move }) => move.type === 'auction.pass',
      miss: 'A bid would cost you money here. Pass: if nobody bids, the share comes to you anyway.',
      hint: 'The move is called “Pass”.',
      met: 'Bo and Cy pass too. Nobody bid, so the B&O share goes to you, the player who opened the auction, for free; the B&O gets no money.',
      replies: {
        moves: [
          { type: 'auction.pass', player: 1 },
          { type: 'auction.pass', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'cheap-share',
      task: 'You open the C&O auction too. Its minimum is ${minimum}. Bid so that you keep at least $15 in hand.',
      rules: [
        'chicago-express:opening-auction-order-and-minimum-bids',
        'chicago-express:winning-the-auction',
      ],
      goal: ({ move, before }) =>
        move.type === 'auction.bid' && before.context.cash[move.player]! - move.amount >= 15,
      miss: ({ move, before }) =>
        move.type === 'auction.bid'
          ? `That would leave you only $${before.context.cash[move.player]! - move.amount}. Keep at least $15.`
          : 'Pass and the C&O share may go for free again, but this time you want the company to have money to build with. Bid.',
      hint: 'Your money is shown beside your name. Subtract your bid from it.',
      met: 'Your money goes onto the C&O board: a company builds only with the money its shares raised.',
      values: ({ state }) => ({ minimum: state.context.auction?.minimum ?? 0 }),
      replies: {
        moves: [
          { type: 'auction.pass', player: 1 },
          { type: 'auction.pass', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'let-it-go',
      task: 'Last comes the NYC share, minimum ${minimum}. You hold three shares already: pass and let Bo have this one.',
      rules: ['chicago-express:opening-auction-bidding', 'chicago-express:starting-player'],
      goal: ({ move }) => move.type === 'auction.pass',
      miss: 'Pass this time: Bo wants the NYC share, and you have spent enough.',
      hint: 'Passing is a move of its own: “Pass”.',
      met: 'Bo buys the NYC share. The opening auctions are over, and the PRR owner, you, takes the first turn.',
      values: ({ state }) => ({ minimum: state.context.auction?.minimum ?? 0 }),
      replies: {
        moves: [
          { type: 'auction.bid', player: 1, amount: 8 },
          { type: 'auction.pass', player: 2 },
        ],
      },
    }),
  ],
});
