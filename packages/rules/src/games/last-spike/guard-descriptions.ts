/**
 * What each guard of the Last Spike machine checks, in words, by guard name (the name the chart
 * prints in square brackets). The statechart's state panel shows them beside each event: "allowed
 * when …" or "blocked: … does not hold now". Kept out of machine.ts like the state descriptions,
 * and loaded with the game's texts (`@railyard/rules/texts/last-spike`). Each phrase is a condition
 * that completes "when …".
 */
export const guardDescriptions: Readonly<Record<string, string>> = {
  isLegal: 'the rules allow this move at this point',
  canPayChosenTile: 'the player has the cash to pay for the chosen tile',
  canPayPendingTile: 'the player now has the cash to pay for the tile being laid',
  isGameDecided: 'the game is over: the last spike is driven or another end condition holds',
  isStalled: 'nobody can act any more, so the game cannot go on',
  hasNoTileAndNoneToDraw: 'the player holds no tile and none are left to draw',
  hasNoTile: 'the player holds no tile',
  claimedGrantThisTurn: 'the player claimed a land grant this turn',
  hasNoLandToBuy:
    'no land card is left that the player could buy now, so the purchase step is skipped',
  isSupplyEmpty: 'no tiles are left to draw',
};
