/**
 * What each guard of the American Rails machine checks, in words, by guard name (the name the chart
 * prints in square brackets). The statechart's state panel shows them beside each event: "allowed
 * when …" or "blocked: … does not hold now". Kept out of machine.ts like the state descriptions,
 * and loaded with the game's texts (`@railyard/rules/texts/american-rails`). Each phrase is a condition
 * that completes "when …".
 */
export const guardDescriptions: Readonly<Record<string, string>> = {
  isLegal: 'the rules allow this move at this point',
  isLegalChoice: 'the player chose this action, and the rules check of action.choose holds',
  isShareSold: 'the auction found a buyer for the share',
  isShareUnsold: 'everyone passed: the share stays unsold',
  isSoldToNewCompany: "a new company's first share was sold and a city is free to start it in",
  isSoldToCompanyWithoutCity:
    "a new company's first share was sold but no city is free to start it in",
  areOpeningSharesOffered: 'every opening share has been put up for auction',
  isExpansionComplete: 'the company has placed every cube its action row allows',
  isRoundOver: 'every player has taken their turn in this round',
  doesGameEnd: 'one of the conditions that end the game holds',
};
