import type { Ambiguity } from '../../core/game-definition.js';

const R = (anchor: string) => `last-spike:${anchor}`;
const NOTES = 'translation-notes.md §1';

/**
 * The ambiguity register of Last Spike: the open points of the (German) rulebook collected in the
 * translator's notes and met while writing the engine, the readings considered, the reading the
 * engine implements and the option that switches it.
 */
export const ambiguities: readonly Ambiguity[] = [
  {
    id: 'first-player-order',
    rule: R('choosing-the-first-player'),
    question: 'What does "closest to A1" mean when the drawn tiles are compared?',
    readings: [
      'Compare the route letter first, then the number (A1, A2, A3, A4, B1, …)',
      'Some distance on the board',
    ],
    choice: 'Letter first, then number. Every tile code is unique, so there is never a tie.',
    source: `${NOTES} #1`,
  },
  {
    id: 'first-player-tile-kept',
    rule: R('choosing-the-first-player'),
    question: 'Do the tiles drawn for the first player go back into the supply?',
    readings: [
      'Yes: they are shuffled back in before each player draws a hand of 4 (German rulebook)',
      'No: each player keeps that tile, seen by all, and draws 3 more (the publisher’s English edition)',
    ],
    choice:
      'They go back (the German text, our source). The English edition’s rule is the variant "keep": the kept tile stays known to every player until it is laid.',
    option: 'firstPlayerTile',
    source: 'German rulebook (seed 001); publisher’s English edition (issue #11)',
  },
  {
    id: 'two-player-set-aside-tile',
    rule: R('two-player-game'),
    question:
      'In a two-player game, does the tile set aside at the start ever come back, and when is it drawn?',
    readings: ['It stays out for the whole game', 'It returns to play at some point'],
    choice:
      'It stays out, seen by nobody until the game ends. It is set aside after the first-player tiles are shuffled back and before the hands are drawn; hands are then drawn seat by seat. One route can then never be completed, so the last spike has to avoid it.',
    source: `${NOTES} #2`,
  },
  {
    id: 'detached-placement',
    rule: R('detached-tiles-cost-double'),
    question:
      'May a tile always be laid away from cities and other tiles at double cost, or only when no tile in hand fits next to one?',
    readings: [
      'Only when no tile of the hand can be laid next to a city or a laid tile (the German "otherwise one must lay … at double cost")',
      'Always allowed at double cost (a freer reading of the English edition’s "you must lay track where possible at double cost")',
    ],
    choice:
      'Only when no tile of the hand can be laid normally and paid for (cash plus the land the bank would buy): the German wording, our source. "Next to a tile" means the neighbouring space on the same route; spaces 1 and 4 touch a city. Option "always" allows any detached lay.',
    option: 'detachedPlacement',
    source: `${NOTES} #3; issue #11 (the English edition's wording)`,
  },
  {
    id: 'laying-is-mandatory',
    rule: R('turn-sequence'),
    question: 'May a player pass instead of laying a tile?',
    readings: ['No: every turn begins with laying a tile', 'Yes'],
    choice:
      'Laying is mandatory and the player picks which tile of the hand to lay. A player who cannot afford any tile, even after selling all land the bank will buy, goes bankrupt.',
    source: `${NOTES} #4`,
  },
  {
    id: 'empty-supply-or-hand',
    rule: R('drawing-a-new-tile'),
    question: 'What happens when the tile supply is empty, or a player has no tile left in hand?',
    readings: [
      'Skip the draw; a player with an empty hand skips the turn',
      'Not covered by the rulebook',
    ],
    choice:
      'The draw is skipped when the supply is empty. A player with an empty hand draws before laying (tiles can come back to the supply after a bankruptcy); with an empty hand and an empty supply the turn is skipped. The text is silent; this avoids a dead end.',
    source: `${NOTES} #5`,
  },
  {
    id: 'land-grant-claim',
    rule: R('claiming-a-land-grant'),
    question: 'Which placements claim a city’s land grant?',
    readings: ['Any tile on a space next to the city (space 1 or 4 of any of its routes)'],
    choice:
      'The first tile on any space next to the city claims the free land card on top of its pile. A space next to a city is never a detached, double-cost placement.',
    source: `${NOTES} #6`,
  },
  {
    id: 'grant-counts-for-payout',
    rule: R('payout-amounts'),
    question:
      'Does the land grant card count toward the number of a city’s cards a player holds when payouts are made?',
    readings: ['Yes, it is one of the city’s five cards', 'No, only bought cards count'],
    choice:
      'It counts. Only two payout values are known from the text (Denver with two cards $10,000, Dodge City with one card $7,000); the others are printed on the cards.',
    source: `${NOTES} #7`,
  },
  {
    id: 'payout-timing',
    rule: R('completing-a-route'),
    question: 'When is a completed route paid, and to whom?',
    readings: [
      'At once, to every land owner of both cities, including the player who laid the tile',
    ],
    choice:
      'At once, in the first step of the turn, to all owners. A city pays once for every completed route that touches it. When the completing tile is also the first next to a city, its land grant is taken first and counts in the payout.',
    source: `${NOTES} #8`,
  },
  {
    id: 'which-land-card',
    rule: R('land-prices'),
    question: 'Which card of a city’s pile does a purchase take?',
    readings: ['The top card', 'Any card the buyer chooses'],
    choice:
      'The top card; the piles are sorted with the free grant first, then from cheapest to dearest.',
    source: `${NOTES} #9`,
  },
  {
    id: 'buying-in-paid-out-city',
    rule: R('one-land-card-per-turn'),
    question: 'May land be bought in a city that has already made every payout it can?',
    readings: ['Yes, nothing forbids it', 'No'],
    choice: 'Yes. The bank simply will not buy that land back later.',
    source: `${NOTES} #10`,
  },
  {
    id: 'grant-blocks-any-purchase',
    rule: R('no-purchase-with-a-land-grant'),
    question:
      'Does receiving a land grant forbid buying land anywhere that turn, or only in that city?',
    readings: ['No purchase at all that turn', 'Only no purchase in the granted city'],
    choice: 'No purchase at all that turn.',
    source: `${NOTES} #11`,
  },
  {
    id: 'sale-rounding',
    rule: R('half-price-rounded-up'),
    question: 'To what amount is half the land price rounded up?',
    readings: ['To the next $1,000, the smallest chip', 'To the next dollar'],
    choice: 'To the next $1,000, which matches the example ($5,000 land sells for $3,000).',
    source: `${NOTES} #12`,
  },
  {
    id: 'how-many-cards-to-sell',
    rule: R('selling-several-cards'),
    question: 'Once forced to sell, may a player sell more cards than the tile requires?',
    readings: ['Only as many as needed to pay for the tile', 'Any number'],
    choice:
      'Only as many as needed: the player first chooses the tile to lay; while the cash is short of its cost the player sells cards of their choice one at a time, and the tile is laid as soon as the cash suffices. A tile may be chosen only if cash plus the land the bank would buy covers it.',
    source: `${NOTES} #13`,
  },
  {
    id: 'paid-out-city',
    rule: R('land-the-bank-will-not-buy'),
    question: 'When has a city "made all the payouts possible", so that the bank refuses its land?',
    readings: ['When every route touching the city is complete'],
    choice:
      'When every route touching it is complete. In a two-player game a route blocked by the set-aside tile never completes, so a city on it never counts as paid out.',
    source: `${NOTES} #14`,
  },
  {
    id: 'bankrupt-assets',
    rule: R('bankruptcy'),
    question: 'Where do a bankrupt player’s tiles and land cards go?',
    readings: ['Back to the supply and the city piles, buyable again', 'Out of the game'],
    choice:
      'Tiles go back into the face-down supply, land cards back onto their city’s pile in price order; land grants leave the game. The bankrupt player is out.',
    source: `${NOTES} #15`,
  },
  {
    id: 'all-bankrupt',
    rule: R('bankruptcy'),
    question:
      'What if players go bankrupt until one or none is left? The rulebook ends the game only with the last spike.',
    readings: [
      'A lone survivor plays on alone until the last spike or bankruptcy',
      'The last survivor wins at once',
      'When everybody is bankrupt the game ends without a last spike',
    ],
    choice:
      'A lone survivor plays on (only the last spike ends a game). If every player goes bankrupt the game ends; the player who went bankrupt last ranks first. Bankrupt players always rank below solvent ones.',
    source: 'Rulebook silent (checklist B3)',
  },
  {
    id: 'bankruptcy-is-a-move',
    rule: R('bankruptcy'),
    question: 'How does the engine record a bankruptcy?',
    readings: ['As a move the player must make when no tile can be paid for', 'Automatically'],
    choice:
      'As a move ("bankruptcy.declare"), the only one legal then: the log shows it, and undo never takes it back because it reshuffles the supply.',
    source: 'Engine design',
  },
  {
    id: 'buy-after-sale',
    rule: R('continuing-after-a-sale'),
    question: 'May a player who sold land still buy land in the same turn?',
    readings: ['Yes, the turn continues normally', 'No'],
    choice: 'Yes: lay, optionally buy, draw, as in any turn.',
    source: `${NOTES} #16`,
  },
  {
    id: 'last-spike-order',
    rule: R('final-payout'),
    question: 'In which order are the last tile’s cost, the bonus and the final payout settled?',
    readings: ['Cost, then bonus, then payout of the completed route'],
    choice:
      'Cost, then the $20,000 bonus, then the payout, then the game ends. The order does not change the result.',
    source: `${NOTES} #17`,
  },
  {
    id: 'tiebreak',
    rule: R('tiebreak'),
    question: 'What are the "land costs" of the tiebreak, and what if players are still tied?',
    readings: ['The sum of the printed prices of the land cards held (grants count 0)'],
    choice:
      'Sum of printed prices, grants at $0. A tie after that is not covered; we read it as a shared win.',
    source: `${NOTES} #18`,
  },
  {
    id: 'last-spike-cost',
    rule: R('paying-for-the-last-spike'),
    question: 'Must the last spike be paid for before the bonus is collected?',
    readings: ['Yes, normal cost rules apply'],
    choice:
      'Yes: the player must be able to pay (selling land if needed) before receiving the bonus.',
    source: `${NOTES} #19`,
  },
  {
    id: 'route-z',
    rule: R('a-finished-game'),
    question: 'Which route is "Z" in the finished-game illustration?',
    readings: ['Yuma–Sacramento (inferred from the routes already complete)'],
    choice: 'Yuma–Sacramento, as an inference only; the rulebook does not name it.',
    source: `${NOTES} #21`,
  },
  {
    id: 'board-data',
    rule: R('game-board'),
    question: 'What are the map, the route letters and the track costs?',
    readings: [
      'Printed on the board and cards, not in the text',
      'Reconstructed from the few facts the text gives',
    ],
    choice:
      'Only the stated facts are used (route A is St. Louis–Omaha, V is Ogden–Denver, Denver has 4 routes, Yuma 3, St. Louis 2, tile A3 costs $3,000). Any full map or cost table is a reconstruction, not the rulebook.',
    source: `${NOTES} #22`,
  },
  {
    id: 'hidden-cash',
    rule: R('land-ownership-is-public'),
    question: 'Is cash public?',
    readings: [
      'Public (the default of most games)',
      'Hidden: the rulebook says cash may be kept secret',
    ],
    choice:
      'Public by default; option "hiddenCash" shows each seat only its own cash until the game ends. Amounts paid and received stay public, as they are at the table.',
    option: 'hiddenCash',
    source: `${NOTES} (land ownership is public; cash may be hidden)`,
  },
  {
    id: 'fixed-deal',
    rule: R('drawing-starting-tiles'),
    question: 'How can a worked example show a particular position when tiles are shuffled?',
    readings: ['A documented non-standard option that fixes the deal', 'Searching for a seed'],
    choice:
      'Option "fixedDeal" (non-standard, for the rulebook examples, tests and docs only) lists the first-player tiles and the order tiles come off the stack; it is never offered for play.',
    option: 'fixedDeal',
    source: 'Issue #11',
  },
];
