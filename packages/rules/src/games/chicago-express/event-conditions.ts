/**
 * What the Chicago Express checker (explain.ts) asks of each move type before it allows it, in
 * words, with the rule it comes from, and the values each move's fields may take: the
 * statechart's state panel says the condition of each event and, when none is legal, the
 * checker's refusals of those sample moves (`core/event-conditions.ts`). Loaded with the texts.
 */
import type { EventConditions, MoveSamples } from '../../core/event-conditions.js';
import type { ChicagoExpressView } from './view.js';

const R = (anchor: string) => `chicago-express:${anchor}`;
const BID =
  'it is the bidder’s turn in the auction and they have not passed; the bid is a whole number of dollars above the current bid (the first bid at least the share’s minimum) and no more than the bidder’s cash';

export const eventConditions: EventConditions = {
  'auction.bid@openingAuctions': {
    text: `${BID}; each opening share has its own minimum (PRR 7, B&O 6, C&O 5, NYC 8)`,
    rule: R('opening-auction-bidding'),
  },
  'auction.bid': { text: BID, rule: R('bidding') },
  'auction.bid@chicagoPhase.firstWabashAuction': {
    text: `${BID}; the first Wabash share is auctioned at once, before play resumes`,
    rule: R('first-wabash-share-auction'),
  },
  'auction.pass@openingAuctions': {
    text: 'it is the player’s turn in the auction; a pass is final, and a share nobody bids on goes free to the player who opened it',
    rule: R('unclaimed-opening-share'),
  },
  'auction.pass': {
    text: 'it is the player’s turn in the auction; a pass is final for this auction',
    rule: R('bidding'),
  },
  'action.choose': {
    text: 'it is the player’s turn and the chosen action’s dial is not yet on its red space',
    rule: R('choosing-an-action'),
  },
  'auction.offer': {
    text: 'the company is open (the Wabash only after it has opened) and has a share left to sell; the offering player then opens the bidding',
    rule: R('shares-available-for-auction'),
  },
  'action.decline': {
    text: 'it is the player’s turn and nothing of the action has been done yet (in a build, no locomotive placed)',
    rule: R('declining-the-chosen-action'),
  },
  'build.place': {
    text: 'the player holds a share of the company; the hex is next to the company’s network, has room for its locomotive, and the company’s treasury pays the cost; one company per build, at most three locomotives',
    rule: R('expand-a-network'),
  },
  'build.finish': {
    text: 'at least one locomotive has been placed in this build',
    rule: R('up-to-three-hexes'),
  },
  'develop.place': {
    text: 'the hex holds a locomotive, can take a house (a city, mountain or forest, or Wheeling or Pittsburgh to advance) and houses are left',
    rule: R('develop-a-hex'),
  },
};

// Read off the seat's view (only types are imported: the engine's data stays out of this chunk).
type View = ChicagoExpressView;
const range = (to: number) => Array.from({ length: to + 1 }, (_, i) => i);
const companies = (view: View) => view.companies.map((c) => c.id);
const hexes = (view: View) => view.board.hexes.map((h) => h.id);

export const moveSamples: MoveSamples = {
  // Every amount up to one above the bidder's cash: too low and too high both get their reason.
  'auction.bid': { amount: (view: View, seat) => range((view.players[seat]?.cash ?? 0) + 1) },
  'auction.offer': { company: companies },
  'action.choose': { action: ['auction', 'build', 'develop'] },
  'build.place': { company: companies, hex: hexes },
  'develop.place': { hex: hexes },
};
