/**
 * Lesson 5: Auction a share. The learner auctions a share of a company not yet on the map, wins
 * it, and places that company's free first cube in an empty city.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { CITIES, HEXES, hexIndex } from '../data/board.js';
import { companyName, companyOf, lessonStep, lookAtActionTrack, opening } from './helpers.js';

export const auction = defineLesson({
  id: 'auction-a-share',
  game: 'american-rails',
  title: 'Auction a share, start a new company',
  summary:
    'Auction a share puts one more share up for bids. A share of a company not yet on the map brings that company into play, starting in an empty city.',
  version: 1,
  start: opening().record(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-auction',
      task: 'Majestic, Liberty and Republic are not on the map: their opening shares went unsold, but their other shares are still for sale. Choose “Auction a share”.',
      rules: ['american-rails:auction-a-share'],
      goal: ({ move }) => move.type === 'action.choose' && move.action === 'auction',
      miss: 'Choose “Auction a share” this time.',
      hint: 'It is the second row from the bottom of the action track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'offer-new-company',
      task: 'Put up a share of a company that is not on the map yet.',
      rules: ['american-rails:auction-a-share', 'american-rails:unsold-shares'],
      goal: ({ move, before }) =>
        move.type === 'auction.offer' && before.context.companies[companyOf(move)!]!.startHex < 0,
      miss: ({ move }) =>
        move.type === 'auction.offer'
          ? `${companyName(companyOf(move)!)} already has track on the map. Offer Majestic, Liberty or Republic.`
          : 'Declining sells nothing. Offer a share.',
      hint: 'A company not on the map has no cube anywhere and an income of $0.',
    }),
    lessonStep({
      id: 'bid',
      task: 'You offered it, so you bid or pass first. The lowest bid is $10. Bid.',
      rules: ['american-rails:share-auction-bidding'],
      goal: ({ move }) => move.type === 'auction.bid',
      miss: 'If nobody bids, the share is removed from the game. Bid for it.',
      hint: 'Your bid goes into the new company’s treasury.',
      met: 'Bo, Cy and Di pass. The share is yours and your money is the new company’s treasury.',
      replies: { moves: [1, 2, 3].map((player) => ({ type: 'auction.pass' as const, player })) },
    }),
    lessonStep({
      id: 'new-company-city',
      task: 'Place the new company’s free first cube in an empty city worth at least $4 in full value.',
      rules: [
        'american-rails:bringing-a-new-company-onto-the-map',
        'american-rails:no-empty-city-for-a-new-company',
      ],
      goal: ({ move }) =>
        move.type === 'build.start' && CITIES[HEXES[hexIndex(move.hex)]!.city]!.full >= 4,
      miss: 'That city starts the company at less than $4. Choose a bigger one.',
      hint: 'The left number of an empty city is the income the company starts with.',
      met: 'The company is on the map with that income. Had no city been empty, the share and all of that company’s remaining shares would have left the game.',
    }),
  ],
});
