import type { Ambiguity } from '../../core/game-definition.js';

const R = (anchor: string) => `last-spike:${anchor}`;
const NOTES = 'translation-notes.md §1';

/**
 * The ambiguity register of Last Spike: the open points of the (German) rulebook collected in the
 * translator's notes, the readings considered and the reading we would implement. Last Spike has
 * no engine yet, so no entry has a switching option; an engine author turns the entries that
 * matter into options and keeps this list in step.
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
    id: 'two-player-set-aside-tile',
    rule: R('two-player-game'),
    question:
      'In a two-player game, does the tile set aside at the start ever come back, and when is it drawn?',
    readings: ['It stays out for the whole game', 'It returns to play at some point'],
    choice:
      'It stays out. It is set aside after the first-player tiles are shuffled back and before the hands are drawn. One route can then never be completed, so the last spike has to avoid it.',
    source: `${NOTES} #2`,
  },
  {
    id: 'detached-placement',
    rule: R('detached-tiles-cost-double'),
    question:
      'May a tile always be laid away from cities and other tiles at double cost, or only when no tile in hand fits next to one?',
    readings: ['Always allowed, at double cost', 'Only when no adjacent placement is possible'],
    choice:
      'Always allowed at double cost. "Next to a tile" means the neighbouring space on the same route; spaces 1 and 4 of a route also touch a city.',
    source: `${NOTES} #3`,
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
      'The draw is skipped when the supply is empty. A player with an empty hand skips the turn (our suggestion; the text is silent).',
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
      'At once, in the first step of the turn, to all owners. A city pays once for every completed route that touches it.',
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
      'Only as many as needed: a sale is allowed only while the player cannot pay for the tile being laid, and the player chooses which cards.',
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
];
