/**
 * What each state of the American Rails machine means, by chart id (the dot path of `chartModel`;
 * `''` is the whole machine): the text of the statechart viewer and the docs' state list. Kept
 * out of machine.ts, which browsers load with every game, and loaded with the game's texts
 * (`@railyard/rules/texts/american-rails`) when a statechart is drawn.
 */
export const stateDescriptions: Readonly<Record<string, string>> = {
  'openingAuctions.choosingShare':
    'The banker (then each winner, or the last player to pass) picks a company whose opening share has not been offered.',
  'openingAuctions.bidding':
    'Open-outcry auction from $10: the selector bids or passes first, then clockwise; passed players are out. The last bidder left wins; a share nobody bids on is removed for good and the last to pass picks next.',
  'openingAuctions.placingStartingCity':
    "The winner pays the company, places its first cube in an unoccupied city (income = the city's full value), takes the lowest free turn-order space and picks the next share.",
  'openingAuctions.nextOpeningAuction':
    "Until every company's share was offered once; then players without shares take the remaining turn-order spaces from the banker clockwise.",
  openingAuctions:
    'Before the first round one share of every company is auctioned; each winner starts the company in an empty city.',
  'actionPhases.choosingAction':
    "The player to act moves their marker onto a free space of this phase's column (taken spaces are blocked) and decides whether to carry out the action. Once every player of the third phase has acted, the dividends follow.",
  'actionPhases.developing':
    'Develop: a black marker on an undeveloped city holding a cube (not one of the five hubs): +$2 full, +$1 shared.',
  'actionPhases.funding': "Fund $5: $5 from the bank to any company's treasury.",
  'actionPhases.takingMoney':
    'Take $2 from the bank, or $2 from each other player back to the bank; with 4–5 players Expand 2 instead.',
  'actionPhases.expanding':
    'Expand 2/3/4: up to that many cubes, one at a time, each of a company the player holds a share in, next to a cube of its color, paid by its treasury.',
  'actionPhases.auctioningShare.choosingShare':
    'The player picks the company whose share is auctioned (or declines the action).',
  'actionPhases.auctioningShare.bidding':
    'Open-outcry auction from $10 starting with the player who chose the share; passed players are out. Nobody bids: the share is removed. A company not yet on the map starts in an empty city; with no empty city its shares leave the game.',
  'actionPhases.auctioningShare.placingStartingCity':
    "The buyer (option: the auctioneer) places a new company's first cube in an empty city; income = that city's full value.",
  'actionPhases.auctioningShare':
    "Auction a share: any company's unsold share, minimum $10; the winner pays the company's treasury.",
  actionPhases:
    "Three action phases: in turn order each player claims a free space of the phase's column and may carry out that action; the order of the markers sets the next phase's order.",
  dividendPhase:
    'Each company pays ceil(income / shares held by players) per share from the bank; then the end is checked; otherwise markers move to the turn-order track and the year advances.',
  gameOver: 'The game is over: the player with the most money wins.',
  '': 'American Rails: opening auctions, then up to seven rounds (1851–1857) of three action phases and a dividend phase.',
};
