/**
 * What each state of the Chicago Express machine means, by chart id (the dot path of `chartModel`;
 * `''` is the whole machine): the text of the statechart viewer and the docs' state list. Kept
 * out of machine.ts, which browsers load with every game, and loaded with the game's texts
 * (`@railyard/rules/texts/chicago-express`) when a statechart is drawn.
 */
export const stateDescriptions: Readonly<Record<string, string>> = {
  openingAuctions:
    'One share each of PRR, B&O, C&O and NYC is auctioned (minimum bids 7, 6, 5, 8). The banker opens the first; each recipient opens the next; an unclaimed share goes free to the opener; the PRR holder starts the game.',
  'turn.startOfTurn':
    'At the start of a turn, if two dials are on their red spaces, a dividend phase interrupts the game before the player chooses.',
  'turn.chooseAction':
    'Choose auction, build or develop and advance that dial one space; a dial on its red space cannot be chosen.',
  'turn.auction.offer':
    'The player offers a share (the opening bid must reach ceil(income / (shares sold + 1))) or declines the action.',
  'turn.auction.bidding':
    'Starting with the offering player and going clockwise, each player raises or passes; a pass is final. If everybody passes the share stays unsold.',
  'turn.auction':
    'Auction a share: offer one share of any open company that is not sold out, or decline.',
  'turn.build':
    "Expand a network: place up to 3 locomotives of one company whose share the player holds, each next to that company's network, paying red number × locomotives on the hex from the company treasury.",
  'turn.develop':
    'Develop a hex: put a house on a city, mountain or forest with a locomotive, or advance Wheeling or Pittsburgh; or decline.',
  'turn.endOfTurn':
    "The action is over. A company that reached Chicago triggers the Chicago phase; otherwise play passes to the next player, whose turn starts with startOfTurn's check for two red dials.",
  turn: "A player's turn: choose one of the three actions by advancing its dial, then carry it out or decline it.",
  'chicagoPhase.chicagoDividend':
    'The company that reached Chicago pays its shareholders an extra dividend of ceil(income / shares sold) per share.',
  'chicagoPhase.openingTheWabash':
    'The Wabash opens: a free locomotive on Fort Wayne, income 1 (3 if Fort Wayne is developed); the current player offers its first share.',
  'chicagoPhase.firstWabashAuction':
    'The player on whose turn Chicago was reached opens the first Wabash share auction at the usual minimum bid or passes; bidding goes clockwise; an unsold share stays on the Wabash board.',
  'chicagoPhase.done':
    "The Chicago phase is over: the next player's turn (or, option resumeBuild, the build goes on).",
  chicagoPhase:
    "A company's locomotive entered Chicago: its income rose by 7 and its shareholders get an extra dividend; the first time, the Wabash opens and its first share is auctioned.",
  'dividendPhase.generalDividend':
    'Each company pays ceil(income / shares sold) to every share held by a player, from the bank. Then the end conditions are checked.',
  'dividendPhase.resettingTheDials': 'All three dial pointers return to the green START space.',
  'dividendPhase.detroitDevelopment':
    'Detroit advances one step (up to 8); every company with a locomotive there gains 1 income. Play resumes with the player whose turn it is.',
  dividendPhase:
    'Two dials are on red: every company pays ceil(income / shares sold) per share; the game may end; the dials are reset; Detroit develops.',
  gameOver:
    'An end condition held after a general dividend: the player with the most money wins; ties share the victory; shares are worth nothing.',
  '': 'Chicago Express (John Bohrer, Queen Games 2008): share auctions, network building and land development on the way to Chicago.',
};
