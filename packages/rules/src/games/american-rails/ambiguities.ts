import type { Ambiguity } from '../../core/game-definition.js';

const SEED = 'Spanish rulebook (seed 004), see translation-notes.md';

/**
 * The ambiguity register of American Rails: every open point of the rulebook (and of the
 * translator's notes), the readings considered, what the engine does by default and the option
 * that switches it where there is one.
 */
export const ambiguities: readonly Ambiguity[] = [
  {
    id: 'end-conditions',
    rule: 'american-rails:end-of-the-game',
    question:
      'When does the game end? The rulebook page with the end conditions is missing from the source.',
    readings: [
      'Only after the dividend phase of 1857 (seven rounds, as the sequence of play says).',
      'Also when all shares are gone (reference implementation).',
      'Also when 3/4/5 company supplies (3/4/5 players) hold 2 or fewer cubes (reference implementation).',
    ],
    choice:
      'After the 1857 dividends by default; both extra triggers are options checked at the end of a round. "Up to seven rounds" hints that early ends exist, but the reference implementation is unverified, so they stay opt-in.',
    option: 'endWhenSharesGone',
    source: `${SEED}, note 1; board README (reference implementation)`,
  },
  {
    id: 'end-supplies',
    rule: 'american-rails:optional-end-track-supplies-running-out',
    question: 'Should the game end early when company supplies run low?',
    readings: [
      'No (rulebook silent).',
      'Yes, when at least 3/4/5 supplies hold 2 or fewer cubes (reference implementation).',
    ],
    choice:
      'No by default; option endWhenSuppliesLow. Companies removed from the game do not count; companies not yet on the map count with their full supply.',
    option: 'endWhenSuppliesLow',
    source: `${SEED}, note 1`,
  },
  {
    id: 'winner',
    rule: 'american-rails:winner',
    question: 'Who wins, and how are ties broken? (missing page)',
    readings: [
      'Most money; shares worth nothing.',
      'Money plus some share value.',
      'An unknown tie-breaker.',
    ],
    choice:
      'Most personal money wins; shares and treasuries count for nothing; tied players share rank 1.',
    source: `${SEED}, note 2`,
  },
  {
    id: 'starting-money',
    rule: 'american-rails:starting-money',
    question: 'Three players get $50 each, the same as four players; a misprint?',
    readings: ['$50 as printed.', 'A higher amount for three players (no source).'],
    choice: 'As printed: $50 for 3 or 4 players, $40 for 5.',
    source: `${SEED}, note 3`,
  },
  {
    id: 'banker',
    rule: 'american-rails:the-banker',
    question: 'Which player is the banker (who offers the first opening share)?',
    readings: ['Any player chosen at the table.'],
    choice: 'Seat 0 (the first player of the record) is the banker.',
    source: 'Setup H leaves the choice to the players',
  },
  {
    id: 'first-bidder',
    rule: 'american-rails:opening-auction-bidding',
    question: 'Who bids first after a share is put up? ("Then must bid or pass", subject omitted.)',
    readings: [
      'The player who put the share up (the banker for the first share).',
      'The next player clockwise.',
    ],
    choice:
      'The player who put the share up, in the opening auctions and in the Auction a share action (as step 7 of the opening says).',
    option: 'firstBidder',
    source: `${SEED}, note 4`,
  },
  {
    id: 'last-bidder-decides',
    rule: 'american-rails:opening-auction-bidding',
    question:
      'When every other player has passed without a bid, is the last player left the winner, or must they still bid?',
    readings: [
      'They still decide: bid at least $10 and win, or pass and the share goes unsold.',
      'They win the share at the minimum bid.',
      'They win it for nothing.',
    ],
    choice:
      'They still decide. The auction ends only when all but one have passed after a bid, and the rulebook also speaks of a share nobody bids on; that needs the last player to be able to pass. Same in the Auction a share action.',
    source: `${SEED}, opening auctions and Auction a share`,
  },
  {
    id: 'last-to-pass',
    rule: 'american-rails:unsold-opening-shares',
    question: 'Who is "the last player to pass" when nobody bids on an opening share?',
    readings: [
      'The last player in bidding order (counter-clockwise neighbour of the selector when the selector bids first).',
    ],
    choice:
      'The last player who passed in that auction picks the next share and bids or passes first.',
    source: `${SEED}, note 5`,
  },
  {
    id: 'players-without-shares',
    rule: 'american-rails:players-without-shares',
    question:
      '"Beginning with the banker": where do players without shares start when the banker holds a share?',
    readings: ['Walk clockwise from the banker, skipping players already on the turn-order track.'],
    choice:
      'Walk clockwise from the banker; each player without a marker on the track takes the lowest free space (done automatically).',
    source: `${SEED}, note 6`,
  },
  {
    id: 'bid-limits',
    rule: 'american-rails:share-auction-bidding',
    question: 'By how much must a bid be raised, and may a player bid more money than they have?',
    readings: [
      "Any higher whole-dollar amount ($1 or more); no bid above the bidder's cash.",
      'A larger step; bids unlimited, the winner paying what they can.',
    ],
    choice:
      "A raise of $1 or more, and no bid above the bidder's own money: the rulebook states neither, but the winner must pay the whole bid into the treasury and players' money is public, so an unpayable bid would break the sale. The engine enforces both.",
    source: `${SEED}, opening auctions and Auction a share (not stated)`,
  },
  {
    id: 'empty-city',
    rule: 'american-rails:starting-city',
    question: 'What is an "unoccupied"/"empty" city, and does the first cube cost money?',
    readings: [
      'A city with no track cube; the first cube is free.',
      'A city with no cube and no development marker.',
    ],
    choice:
      'A city with no track cube (development needs a cube, so both readings coincide); the starting cube costs nothing; income is the full value.',
    source: `${SEED}, note 7`,
  },
  {
    id: 'action-spaces',
    rule: 'american-rails:placing-the-action-marker',
    question: 'How many markers may share an action space, and may a player decline?',
    readings: [
      'One marker per space per column; the action may be declined after placing the marker.',
    ],
    choice:
      'One marker per space per column (a taken space is blocked for that phase); after placing, the player may carry out the action or decline it. The same row may be chosen in consecutive phases.',
    source: `${SEED}, note 8`,
  },
  {
    id: 'pass-single-occupancy',
    rule: 'american-rails:pass',
    question: 'Is Pass a space like the others, taken by one marker per phase?',
    readings: [
      'Yes: one marker per space, Pass included, so a second player cannot pass there in the same phase.',
      'No: any number of players may pass.',
    ],
    choice:
      "Yes. The rulebook never says so of Pass, but the next phase's order is read off the track from top to bottom, and it gives no order for two markers on one space; Mary on Pass (the top row) is simply first in the next phase.",
    source: `${SEED}, first turn-order example`,
  },
  {
    id: 'later-phase-order',
    rule: 'american-rails:second-and-third-action-phases',
    question: 'How is the order of the second and third action phases (and of the next round) set?',
    readings: ['By the row of each marker in the previous column, top first.'],
    choice:
      'Players act in the top-to-bottom order of their markers in the previous column; the next round follows the order in the third column.',
    source: `${SEED}, note 9`,
  },
  {
    id: 'action-track-order',
    rule: 'american-rails:action-phases-and-turn-order',
    question:
      'In what order are the actions printed on the action track? The rulebook never lists them.',
    readings: [
      'Pass, Develop, Fund $5, Take $2 / Expand 2, Expand 3, Auction, Expand 4 (board transcription).',
    ],
    choice:
      'The board transcription order; it agrees with all four turn-order examples of the rulebook (tested by the fixtures).',
    source: `${SEED}, note 10; board README`,
  },
  {
    id: 'garbled-example',
    rule: 'american-rails:first-action-phase-of-a-round',
    question: 'Rick\'s action in the first turn-order example is printed "Expandir V-".',
    readings: ['Expand 3.', 'Expand 4.'],
    choice: 'Expand 3, as the Expand example says; both keep Rick last in the second phase.',
    source: `${SEED}, note 11`,
  },
  {
    id: 'empty-development-supply',
    rule: 'american-rails:where-development-is-allowed',
    question: 'What if all 12 development markers are on the map?',
    readings: ['Develop can no longer be carried out.', 'Markers are unlimited.'],
    choice: 'Develop cannot be carried out; the space may still be taken and the action declined.',
    source: `${SEED}, note 12`,
  },
  {
    id: 'development-adjustment',
    rule: 'american-rails:development-value',
    question: 'How exactly are incomes adjusted when a city is developed?',
    readings: ['One company there: +$2; two or more: +$1 each.'],
    choice: 'As read: +2 to a lone company, +1 to each company when shared.',
    source: `${SEED}, note 13`,
  },
  {
    id: 'fund-any-company',
    rule: 'american-rails:fund-5',
    question:
      'May Fund $5 go to a company that is not on the map yet, or to one whose every share has left the game?',
    readings: [
      'Yes: "any railroad company" still in the game.',
      'Only to a company on the map.',
      'Only to a company that can still sell shares.',
    ],
    choice:
      'Any company still in the game, on the map or not, even if all its shares are gone (the money may then never be spent). Only a company removed in a three-player game is refused.',
    source: `${SEED}, Fund $5`,
  },
  {
    id: 'take-from-players',
    rule: 'american-rails:taking-money',
    question:
      '"Take $2 from each of the other players and return them to the bank": who gains, and what if a player has less than $2?',
    readings: [
      'The acting player gains nothing; each other player pays $2 (or what they have) to the bank.',
      'The option is illegal unless every other player has $2.',
      'The money goes to the acting player (not what the text says).',
    ],
    choice:
      'Each other player pays min($2, their money) to the bank; the acting player gains nothing.',
    option: 'takeFromPoorPlayers',
    source: `${SEED}, note 14`,
  },
  {
    id: 'expand-2-three-players',
    rule: 'american-rails:expand-2-with-four-or-five-players',
    question: 'Is the Take $2 / Expand 2 space usable with three players?',
    readings: ['Yes, only for taking money.'],
    choice: 'Yes, only the money options (the three-player example shows Rick on that space).',
    source: `${SEED}, note 15`,
  },
  {
    id: 'share-supply',
    rule: 'american-rails:share-auction-bidding',
    question: 'Which shares can the Auction a share action offer?',
    readings: ['Any unsold share of any company still in the game, on the map or not.'],
    choice:
      'Any unsold, not removed share of a company still in the game, including companies whose opening share went unsold.',
    source: `${SEED}, note 16`,
  },
  {
    id: 'no-empty-city-payment',
    rule: 'american-rails:no-empty-city-for-a-new-company',
    question: 'When a new company finds no empty city, is the bid still paid?',
    readings: [
      'Yes: the purchase stands and the money stays in the company treasury.',
      'No: the bid is refunded.',
    ],
    choice: 'Literal reading: the bid stays in the treasury.',
    option: 'noEmptyCityPayment',
    source: `${SEED}, note 17`,
  },
  {
    id: 'first-cube-after-auction',
    rule: 'american-rails:bringing-a-new-company-onto-the-map',
    question:
      'After Auction a share sells a share of a company not yet on the map, who places its first cube: the buyer or the player who took the Auction action?',
    readings: [
      'The buyer, as in the opening auctions, where the winner places it (step 3).',
      'The auctioneer: the paragraph says "the player", the name the Auction action gives to the player who put the share up; the winner is called "the remaining player".',
    ],
    choice:
      'The buyer ("buyer"); "auctioneer" gives the choice of city to the player who took the action. It is a real choice in play: the city sets the new company\'s income and where it can grow.',
    option: 'firstCubeBy',
    source: `${SEED}, Auction a share`,
  },
  {
    id: 'expand-up-to',
    rule: 'american-rails:number-of-cubes-per-expand-action',
    question: 'Must an Expand action place all its cubes?',
    readings: ['Up to N cubes; the player may stop early.', 'Exactly N (all or nothing).'],
    choice: 'Up to N: the player may finish after any cube (or decline before the first).',
    source: `${SEED}, note 18`,
  },
  {
    id: 'sequential-placement',
    rule: 'american-rails:placing-cubes-one-at-a-time',
    question:
      'Do cubes placed earlier in an action count for the adjacency and cost of later ones?',
    readings: ['Yes, each cube is checked and paid against the current board.'],
    choice:
      'Yes (the Expand 3 example confirms it: Majestic pays $4 where Republic has just built).',
    source: `${SEED}, note 19`,
  },
  {
    id: 'income-marker-cubes',
    rule: 'american-rails:where-track-may-be-placed',
    question: 'Does the income-track marker cube count for adjacency?',
    readings: ['No; only cubes on the map count.'],
    choice: 'Only cubes on the map; a company must be on the map before it can expand.',
    source: `${SEED}, note 20`,
  },
  {
    id: 'hex-limits',
    rule: 'american-rails:hex-limits',
    question: 'How many cubes may cities and plains hold?',
    readings: ['Any number, at most one per company.'],
    choice: 'Any number, at most one per company; forest and mountain hold one cube in total.',
    source: `${SEED}, note 21`,
  },
  {
    id: 'terrain-accuracy',
    rule: 'american-rails:track-costs',
    question: 'Is the terrain of each hex right?',
    readings: ['The transcription is approximate; a further column west may exist.'],
    choice:
      'The transcription as is, every non-city hex flagged approximate in the data and the view.',
    source: "board README (transcriber's own grade)",
  },
  {
    id: 'derived-city-cost',
    rule: 'american-rails:track-costs',
    question:
      "Does a development marker raise the cost of a cube in a city with other companies' cubes?",
    readings: [
      'Yes: $2 + $2 per cube + $2 for the marker (Liberty into developed Buffalo holding National pays $6).',
    ],
    choice:
      'As printed: every cube and every development marker already in the city adds $2 (the $6 is derived; the book prints no number).',
    source: `${SEED}, note 22`,
  },
  {
    id: 'company-pays',
    rule: 'american-rails:company-pays-for-track',
    question: 'Can a cube be placed when the treasury is short?',
    readings: ['No.'],
    choice: 'No: a cube the treasury cannot pay in full is not placed (the placement is illegal).',
    source: `${SEED}, note 23`,
  },
  {
    id: 'income-closed-form',
    rule: 'american-rails:second-track-cube-in-a-city',
    question: 'The rulebook describes income as changes; what does a city contribute?',
    readings: [
      'Closed form: one company there earns full + 2 x development; two or more each earn shared + 1 x development.',
    ],
    choice:
      'The closed form (it reproduces every change the rulebook describes, including the Buffalo example).',
    source: `${SEED}, note 24`,
  },
  {
    id: 'special-connections',
    rule: 'american-rails:special-connection-bonuses',
    question: 'What does "a company\'s track connects Chicago and New York" mean?',
    readings: [
      'The company has cubes in both cities (its cubes always form one network).',
      'A separate path check.',
    ],
    choice:
      'Cubes in both cities; +$10 per pair, once; reaching the third city gives +$20. Bonuses are never lost (cubes are never removed).',
    source: `${SEED}, note 25`,
  },
  {
    id: 'undevelopable-cities',
    rule: 'american-rails:cities-that-cannot-be-developed',
    question: 'Which cities cannot be developed?',
    readings: ['The five with black squares: Boston, New York, Philadelphia, Baltimore, Chicago.'],
    choice: 'Those five (the board data agrees).',
    source: `${SEED}, note 26`,
  },
  {
    id: 'missing-section',
    rule: 'american-rails:connecting-all-three-bonus-cities',
    question: 'The source ends with the word "Subir"; is a rule section missing?',
    readings: ['Page furniture ("back to top").', 'A truncated section.'],
    choice: 'Page furniture; nothing implemented for it.',
    source: `${SEED}, note 27`,
  },
  {
    id: 'dividend-no-holders',
    rule: 'american-rails:dividend-per-share',
    question: 'What does a company with no share held by a player pay?',
    readings: ['Nothing.'],
    choice:
      'Nothing (it cannot happen once a company is on the map, since entering the map comes with a sold share).',
    source: `${SEED}, note 28`,
  },
  {
    id: 'bank-runs-out',
    rule: 'american-rails:the-banker',
    question: 'What happens if the bank runs out of money?',
    readings: ['The bank is unlimited.', 'Payments stop when the money is gone.'],
    choice:
      'The bank never runs out: the rulebook gives no amount of play money and no rule for an empty bank. Every payment from the bank is made in full; the view keeps a ledger of what it paid and received.',
    source: `${SEED}, components and setup H`,
  },
  {
    id: 'three-player-removal',
    rule: 'american-rails:removing-a-company-with-three-players',
    question: 'How is the company removed with three players chosen?',
    readings: ['At random.'],
    choice: 'Drawn from the record seed with the game PRNG; its shares and cubes are never used.',
    source: `${SEED}, note 29`,
  },
  {
    id: 'year-marker',
    rule: 'american-rails:development-supply-and-year-marker',
    question: 'Is the "black train" of setup F the year marker of the component list?',
    readings: ['Yes, the same piece.'],
    choice: 'Same piece.',
    source: `${SEED}, note 30`,
  },
];
