/**
 * What each guard of the Chicago Express machine checks, in words, by guard name (the name the chart
 * prints in square brackets). The statechart's state panel shows them beside each event: "allowed
 * when …" or "blocked: … does not hold now". Kept out of machine.ts like the state descriptions,
 * and loaded with the game's texts (`@railyard/rules/texts/chicago-express`). Each phrase is a condition
 * that completes "when …".
 */
export const guardDescriptions: Readonly<Record<string, string>> = {
  isLegal: 'the rules allow this move at this point',
  areOpeningAuctionsOver: 'all four opening shares have been auctioned',
  areTwoDialsRed: 'two of the action dials stand on red',
  choseAuction: 'the chosen action is to auction a share',
  choseBuild: 'the chosen action is to expand a network',
  isAuctionOver: 'the auction is settled: one bidder is left, or the share goes unsold',
  doesChicagoInterrupt:
    'a company has just reached Chicago and, with the chosen timing option, the Chicago phase comes at once',
  isBuildComplete: 'three locomotives have been placed this turn',
  isChicagoPending: 'a company has reached Chicago and its Chicago phase is still to come',
  isWabashClosed: 'the Wabash has not opened yet',
  isBuildToResume:
    'the build was interrupted by Chicago, locomotives are left to place, and the timing option resumes it',
  isEndConditionMet: 'one of the conditions that end the game holds',
};
