/**
 * What the American Rails checker (explain.ts) asks of each move type before it allows it, in
 * words, with the rule it comes from, and the values each move's fields may take: the
 * statechart's state panel says the condition of each event and, when none is legal, the
 * checker's refusals of those sample moves (`core/event-conditions.ts`). Loaded with the texts.
 */
import type { EventConditions, MoveSamples } from '../../core/event-conditions.js';
import type { AmericanRailsView } from './view.js';

const R = (anchor: string) => `american-rails:${anchor}`;
const BID =
  'it is the bidder’s turn in the auction and they have not passed; the bid is a whole number of dollars above the current bid (the first at least the minimum) and no more than the bidder’s cash';
const START =
  'the winner of the share puts the company’s first cube in a city that holds no cube yet';

export const eventConditions: EventConditions = {
  'auction.offer@openingAuctions.choosingShare': {
    text: 'the company is in this game and its opening share has not been auctioned yet',
    rule: R('next-opening-auction'),
  },
  'auction.offer': {
    text: 'the company is in this game and has a share left to auction',
    rule: R('auction-a-share'),
  },
  'auction.bid@openingAuctions.bidding': { text: BID, rule: R('opening-auction-bidding') },
  'auction.bid': { text: BID, rule: R('share-auction-bidding') },
  'auction.pass': {
    text: 'it is the player’s turn in the auction; a pass is final for this auction',
    rule: R('share-auction-bidding'),
  },
  'build.start@openingAuctions.placingStartingCity': { text: START, rule: R('starting-city') },
  'build.start': { text: START, rule: R('bringing-a-new-company-onto-the-map') },
  'action.choose': {
    text: 'it is the player’s turn and the action’s space in this action phase is not taken yet',
    rule: R('placing-the-action-marker'),
  },
  'develop.place': {
    text: 'the hex may be developed (a city that can be, not developed yet) and development markers are left',
    rule: R('where-development-is-allowed'),
  },
  'fund.pay': { text: 'the company is in this game', rule: R('fund-5') },
  'money.take': {
    text: 'the money comes from the bank, or from the other players (with the option that forbids it, none of them may have less than $2)',
    rule: R('taking-money'),
  },
  'build.place': {
    text: 'the player holds a share of the company, which is on the map with cubes left; the hex is next to its cube, has room (one cube of a colour; forest and mountain one cube in all), and the company’s treasury pays the cost',
    rule: R('where-track-may-be-placed'),
  },
  'build.place@actionPhases.takingMoney': {
    text: 'Expand 2 (four or five players): the player holds a share of the company, the hex is next to its cube, has room, and the company’s treasury pays the cost',
    rule: R('expand-2-with-four-or-five-players'),
  },
  'build.finish': {
    text: 'it is the player’s Expand action; they may stop placing cubes at any time',
    rule: R('number-of-cubes-per-expand-action'),
  },
  'action.decline': {
    text: 'it is the player’s turn; an action may be declined',
    rule: R('performing-an-action-in-full'),
  },
};

// Read off the seat's view (only types are imported: the engine's data stays out of this chunk).
type View = AmericanRailsView;
const range = (to: number) => Array.from({ length: to + 1 }, (_, i) => i);
const companies = (view: View) => view.companies.map((c) => c.id);
const hexes = (view: View) => view.board.hexes.map((h) => h.id);

export const moveSamples: MoveSamples = {
  'auction.offer': { company: companies },
  // Every amount up to one above the bidder's cash: too low and too high both get their reason.
  'auction.bid': { amount: (view: View, seat) => range((view.players[seat]?.cash ?? 0) + 1) },
  'build.start': { hex: hexes },
  'action.choose': { action: (view: View) => view.actionTrack.rows.map((row) => row.id) },
  'develop.place': { hex: hexes },
  'fund.pay': { company: companies },
  'money.take': { from: ['bank', 'players'] },
  'build.place': { company: companies, hex: hexes },
};
