import type { Ambiguity } from '../../core/game-definition.js';

const R = (anchor: string) => `chicago-express:${anchor}`;
const NOTES = 'translation-notes.md';

/**
 * The ambiguity register: every open point of the rulebook (Hungarian edition) and of the
 * translation notes, with the readings, our default and the option that switches it.
 */
export const ambiguities: readonly Ambiguity[] = [
  {
    id: 'dial-lengths',
    rule: R('full-dials'),
    question: 'How many spaces does each action dial have between START and the red space?',
    readings: [
      'The printed board (not available to us)',
      'Auction 3, develop 4, build 5 (a hobby implementation, unverified)',
    ],
    choice: 'Auction 3, build 5, develop 4, each switchable. The rulebook gives no number.',
    option: 'auctionDial',
    source: `${NOTES} A1; board-reference README (also options buildDial, developDial)`,
  },
  {
    id: 'dividend-timing',
    rule: R('two-dials-in-the-red'),
    question:
      'Does the dividend phase happen as soon as a second dial reaches red, or at the start of the next turn?',
    readings: [
      'p.7: at the start of a turn with two dials on red; the player who moved the second dial still carries out the action',
      'p.4: at once, before the action of the player who moved the second dial',
    ],
    choice:
      'At the start of the next turn (p.7), the only reading under which "Chicago and dividend phase together" can apply. Not switchable.',
    source: `${NOTES} A2`,
  },
  {
    id: 'wabash-in-end-conditions',
    rule: R('end-conditions'),
    question:
      'Does the Wabash count among the "3 or more companies" with no locomotives or no shares left?',
    readings: ['All 5 companies count', 'Only the 4 original companies count'],
    choice:
      'All 5 count: the text says simply "companies". Before it opens the Wabash still has its shares and locomotives, so it cannot satisfy either condition.',
    option: 'wabashCountsForEnd',
    source: `${NOTES} A3`,
  },
  {
    id: 'house-end-limit',
    rule: R('end-conditions'),
    question: 'Is the end triggered when the house supply holds 3 or fewer, or 4 or fewer?',
    readings: ['3 or fewer (this Hungarian edition)', '4 or fewer (another printing, reportedly)'],
    choice: '3 or fewer, as in our source edition.',
    option: 'houseEndLimit',
    source: `${NOTES} A4`,
  },
  {
    id: 'chicago-interrupts-build',
    rule: R('reaching-chicago'),
    question:
      'Does a Chicago phase that interrupts a build end the build, let it resume, or wait until the build is over?',
    readings: [
      'At once, and the build ends there; hexes not yet placed are lost ("immediate"). The rulebook says the Chicago phase interrupts the game (p.5, p.8) and, after the first Wabash auction, that play continues with the next player (p.8): read as the end of the turn.',
      'At once, then the player may place the rest of the up to 3 hexes ("resumeBuild"): an interruption suggests that play picks up where it stopped, and "the next player" then only says who plays once the turn is over.',
      'After the build is finished ("afterBuild"; a later condensed rules sheet).',
    ],
    choice:
      '"immediate". It matters only when Chicago is not the last hex of the build, which branching networks allow.',
    option: 'chicagoTiming',
    source: `${NOTES} A5 (rulebook p.5 "Important", p.8 Chicago phase and the note after the first Wabash auction)`,
  },
  {
    id: 'later-chicago-arrivals',
    rule: R('after-the-chicago-phase'),
    question:
      'When a company reaches Chicago after the Wabash has opened, what follows its Chicago dividend?',
    readings: [
      'The turn ends, as after the first arrival (the next-player sentence read as covering every Chicago phase)',
      'The build goes on: no Wabash auction takes place, and the text says nothing about ending the turn',
    ],
    choice:
      'The rulebook is silent: the next-player sentence (p.8) follows only the first Wabash auction. By default ("immediate") a later arrival ends the build too, so that every Chicago phase ends a turn the same way; "resumeBuild" lets the build go on after any Chicago phase; "afterBuild" pays the dividend when the build is over.',
    option: 'chicagoTiming',
    source: `${NOTES} A5; rulebook p.8`,
  },
  {
    id: 'industrial-maximums',
    rule: R('industrial-city-maximum'),
    question: 'What are the last values of the Wheeling and Pittsburgh rows?',
    readings: [
      'Printed on the board only',
      'Wheeling 6 and Pittsburgh 8 (hobby implementation, unverified)',
    ],
    choice:
      'Wheeling 6, Pittsburgh 8; developing a city on its last space is illegal. Detroit stops at 8 (rulebook).',
    option: 'wheelingMax',
    source: `${NOTES} A6 (also option pittsburghMax)`,
  },
  {
    id: 'start-hexes-closed',
    rule: R('start-hexes'),
    question:
      'Does "start hexes cannot be developed" in the build rules forbid building onto start hexes?',
    readings: [
      'No company may place a locomotive on a start hex',
      'It only repeats that start hexes take no house',
    ],
    choice:
      'Start hexes (New York, Philadelphia, Baltimore, Washington) are closed to building; Fort Wayne is open (it "counts as a city").',
    source: `${NOTES} A7`,
  },
  {
    id: 'offerer-passes',
    rule: R('minimum-bid'),
    question:
      'If the player who offers a share passes instead of opening, may the others still bid?',
    readings: [
      'Yes: bidding goes clockwise and the first bid must reach the minimum',
      'No: the auction is void and the share stays',
    ],
    choice: 'Others may still bid ("if everyone passed" and the opening-auction wording).',
    option: 'offererPass',
    source: `${NOTES} A8`,
  },
  {
    id: 'bid-increment-and-cash',
    rule: R('bidding'),
    question: 'What is the minimum raise, and may a bid exceed the bidder’s cash?',
    readings: [
      'Any higher whole-dollar amount; bids limited to cash',
      'Other increments; unlimited bids',
    ],
    choice:
      'Raise by $1 or more; a bid may not exceed the bidder’s cash (the "could not keep up with the bids" example).',
    source: `${NOTES} A8`,
  },
  {
    id: 'first-wabash-opening-bid',
    rule: R('first-wabash-share-auction'),
    question:
      'Must the player who reached Chicago open the first Wabash auction with a bid ("gives the opening bid") or may they pass ("if nobody bids")?',
    readings: ['As a normal auction: open at the minimum or pass', 'Must open with a bid'],
    choice:
      'As a normal auction. The minimum is the Wabash income / 1 = 1 (3 if Fort Wayne is developed).',
    source: `${NOTES} A9`,
  },
  {
    id: 'wabash-opens-once',
    rule: R('opening-the-wabash'),
    question: 'Does every arrival in Chicago open the Wabash / start a Wabash auction?',
    readings: ['Only the first arrival', 'Every arrival'],
    choice:
      'Only the first company to reach Chicago opens the Wabash; later arrivals (the Wabash too) get only the Chicago dividend.',
    source: `${NOTES} A10`,
  },
  {
    id: 'income-illustrations',
    rule: R('income-from-building'),
    question: 'What do the garbled picture captions of the income illustrations show?',
    readings: ['+2 undeveloped, +3 developed, +3 industrial (reconstructed)', 'Unrecoverable'],
    choice:
      'The rule text is implemented (black number, + house value when developed, industrial current value); the captions are not used as a fixture.',
    source: `${NOTES} A11`,
  },
  {
    id: 'detroit-not-developed-by-players',
    rule: R('detroit-develops-automatically'),
    question: 'May a player choose Detroit for the Develop action?',
    readings: ['No, Detroit only develops automatically', 'Yes, like the other industrial cities'],
    choice:
      'No ("Detroit is the only city the players do not develop"); it advances after every dividend phase even without a locomotive.',
    source: `${NOTES} A12`,
  },
  {
    id: 'end-check-order',
    rule: R('checking-for-the-end-of-the-game'),
    question:
      'When exactly are the end conditions checked, and is there a dial reset / Detroit step in the last dividend phase?',
    readings: [
      'Right after the general dividend; if any holds the game ends at once',
      'At the end of the dividend phase',
      'The game ends at the following dividend phase',
    ],
    choice:
      'Right after the general dividend of every dividend phase; if one holds the game ends (no reset, no Detroit step). Detroit reaching 8 therefore ends the game at the next dividend phase. A Chicago dividend never ends the game.',
    source: `${NOTES} A13`,
  },
  {
    id: 'unaffordable-build',
    rule: R('company-money-only'),
    question: 'What happens when a company cannot pay for a hex?',
    readings: ['The placement is illegal', 'The company goes into debt'],
    choice: 'Illegal: each hex is paid as it is placed and a treasury never goes negative.',
    source: `${NOTES} A14`,
  },
  {
    id: 'develop-needs-share',
    rule: R('develop-a-hex'),
    question: 'Must a player hold a share to develop a hex?',
    readings: ['No requirement (not stated)', 'A share of a company on the hex'],
    choice: 'No requirement; any player may develop any eligible hex.',
    option: 'developNeedsShare',
    source: `${NOTES} A15`,
  },
  {
    id: 'dividend-no-shares',
    rule: R('general-dividend'),
    question: 'What does a company with no sold shares pay?',
    readings: ['Nothing', 'Its income to the bank'],
    choice: 'Nothing; "sold" shares are those held by players.',
    source: `${NOTES} A16`,
  },
  {
    id: 'start-incomes',
    rule: R('placing-the-income-discs'),
    question:
      'What are the starting incomes? The rulebook puts the discs on the numbers printed in each company colour but never gives the numbers.',
    readings: [
      'Equal to the opening minimum bids: PRR 7, B&O 6, C&O 5, NYC 8',
      'NYC 5 and C&O 8, the other two the same (the hobby transcription the board data comes from)',
    ],
    choice:
      "Our reading, not a rulebook statement: PRR 7, B&O 6, C&O 5, NYC 8. Evidence: with these incomes the four fixed opening minimums (p.3) are exactly the general minimum bid, income / 1 share rounded up (p.4), for every company; with the transcription's values NYC and C&O would break that pattern. The rulebook's worked examples (NYC at 16, 17 and 22, C&O at 12) are mid-game incomes and decide nothing either way. Not switchable.",
    source: `${NOTES} A17; board-reference README (notes the transcription's NYC/C&O swap)`,
  },
  {
    id: 'income-above-50',
    rule: R('income-above-50'),
    question: 'How is an income above 50 recorded?',
    readings: ['+50 marker and the disc restarts: income = 50 + disc'],
    choice:
      'The engine keeps the plain number; the view shows plus50 and incomeTrack for the track display.',
    source: `${NOTES} A18`,
  },
  {
    id: 'binghamton-typo',
    rule: R('build-costs'),
    question: 'The Binghamton example names "PPR".',
    readings: ['A typo for PRR'],
    choice: 'Read as PRR.',
    source: `${NOTES} A19`,
  },
  {
    id: 'bank-runs-out',
    rule: R('money'),
    question: 'What happens if the bank runs out of money?',
    readings: [
      'The bank is unlimited: the 140 banknotes are not a limit',
      'Payments stop when the notes are gone',
    ],
    choice:
      'The rulebook counts the banknotes (140 in $1, $5 and $25) but gives no rule for an empty bank. The bank never runs out: dividends and forest money are always paid in full; the view keeps a ledger of what the bank paid and received.',
    source: `${NOTES} A20`,
  },
  {
    id: 'board-data',
    rule: R('game-board'),
    question: 'Where do the map, its numbers and the city names come from?',
    readings: [
      'Printed board (not available)',
      'Hobby implementation transcription (github.com/pablonen/wabash)',
    ],
    choice:
      'The transcription, checked against every number the rulebook states; names other than those in the rulebook and Binghamton are our approximate geographic reading (nameSource "geography").',
    source: 'board-reference README',
  },
];
