/**
 * Lesson 1: the opening auctions. The learner, the banker, puts the first share up, bids, places
 * the company's free starting cube, picks the next share and lets one go unsold.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { COMPANIES } from '../data/companies.js';
import { Driver } from '../testing/scenario.js';
import { companyOf, LEARNERS, lessonStep } from './helpers.js';

const passes = [1, 2, 3].map((player) => ({ type: 'auction.pass' as const, player }));

export const openingAuction = defineLesson({
  id: 'opening-auction',
  game: 'american-rails',
  title: 'The opening auctions',
  summary:
    'Before 1851 one share of each company is auctioned. Buy one, start its track in a good city, and see what happens to a share nobody wants.',
  version: 1,
  start: new Driver(LEARNERS, 'lessons').record(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'first-share',
      task: 'Everyone starts with $50. You are the banker, so you choose which company’s share is auctioned first. Put up a share of any company.',
      rules: [
        'american-rails:opening-auctions',
        'american-rails:the-banker',
        'american-rails:starting-money',
        'american-rails:setup',
        'american-rails:components',
      ],
      goal: ({ move }) => move.type === 'auction.offer',
      miss: 'Choose a company and put its share up for auction.',
      hint: 'Six companies are listed, each with its shares and its treasury. Any of them will do.',
    }),
    lessonStep({
      id: 'first-bid',
      task: 'You put the share up, so you bid or pass first. The lowest bid is $10. Bid, but no more than $20: five more auctions are coming.',
      rules: [
        'american-rails:opening-auction-bidding',
        'american-rails:winning-an-opening-auction',
        'american-rails:company-treasuries-and-supplies',
      ],
      goal: ({ move }) => move.type === 'auction.bid' && move.amount <= 20,
      miss: ({ move }) =>
        move.type === 'auction.bid'
          ? 'That bid leaves too little for the auctions still to come. Bid $20 or less.'
          : 'Passing first lets the others take this share cheaply. Bid for it this time.',
      hint: 'The auction shows the lowest allowed bid. Your bid goes into the company’s treasury, not to another player.',
      met: 'Bo, Cy and Di pass: the share is yours, and your money now sits in the company’s treasury, ready to pay for track.',
      replies: { moves: passes },
    }),
    lessonStep({
      id: 'starting-city',
      task: 'Place the company’s free starting cube in an empty city. Its income starts at that city’s full value (the left number): pick a city worth at least $4.',
      rules: [
        'american-rails:starting-city',
        'american-rails:starting-income-markers',
        'american-rails:initial-turn-order',
        'american-rails:company-income',
      ],
      goal: ({ move, after, seat }) =>
        move.type === 'build.start' &&
        after.context.companies.some(
          (c, i) => after.context.holdings[seat]![i]! > 0 && c.startHex >= 0 && c.income >= 4,
        ),
      miss: ({ after, seat }) => {
        const c = after.context.holdings[seat]!.findIndex((n) => n > 0);
        const income = c >= 0 ? after.context.companies[c]!.income : 0;
        return `That city starts the company at only $${income} income. Choose a city whose full value is $4 or more, such as Pittsburg, Cincinnati or Chicago.`;
      },
      hint: 'Each city shows two numbers: the left one is its full value, paid while one company alone has track there.',
      met: 'Your company’s income marker moves to that city’s value, and your action marker takes space 1 of the turn-order track: you won the first share.',
    }),
    lessonStep({
      id: 'next-share',
      task: 'The winner picks the next share: choose a company whose share has not been auctioned yet.',
      rules: ['american-rails:next-opening-auction'],
      goal: ({ move }) => move.type === 'auction.offer',
      miss: 'Choose a company and put its share up.',
      hint: 'Companies already auctioned are no longer offered in the opening.',
    }),
    lessonStep({
      id: 'let-it-go',
      task: 'Now pass, and so will everyone else: see what happens to an opening share that nobody buys.',
      rules: ['american-rails:unsold-opening-shares', 'american-rails:end-of-the-opening-round'],
      goal: ({ move }) => move.type === 'auction.pass',
      miss: ({ move, before }) =>
        `Keep your money this time: pass on ${COMPANIES[before.context.auction?.item ?? companyOf(move) ?? 0]!.name}.`,
      hint: 'Passing is a move of its own: “Pass”.',
      met: 'Nobody bid, so that share leaves the game for good. The last player to pass, Di, chooses the next share; the opening round goes on until each company’s share has been offered once.',
      replies: { moves: passes },
    }),
  ],
});
