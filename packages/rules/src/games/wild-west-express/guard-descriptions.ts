/**
 * What each guard of the Wild West Express machine checks, in words, by guard name (the name the chart
 * prints in square brackets). The statechart's state panel shows them beside each event: "allowed
 * when …" or "blocked: … does not hold now". Kept out of machine.ts like the state descriptions,
 * and loaded with the game's texts (`@railyard/rules/texts/wild-west-express`). Each phrase is a condition
 * that completes "when …".
 */
export const guardDescriptions: Readonly<Record<string, string>> = {
  isLegal: 'the rules allow this move at this point',
  isDraftComplete: 'every player has drafted the stations of two start cities',
  playsTwoDesperadosEach: 'two players play with the two-desperados option',
  areDesperadosPlaced: 'every desperado has been placed',
  hasWinner: 'a player has reached the success-point target',
  hasPendingMove: 'a telegram has a train waiting to be moved',
  hasPendingSheriff: 'a sheriff is waiting to be placed',
  hasPendingTelegram: 'a drawn personal telegram waits to be used or kept',
  haveAllPiecesMoved: 'every train and desperado has moved this turn',
  isRoundLimitReached: 'the agreed round limit has passed',
};
