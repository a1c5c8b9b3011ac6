/**
 * What each state of the Last Spike machine means, by chart id (the dot path of `chartModel`;
 * `''` is the whole machine): the text of the statechart viewer and the docs' state list. Kept
 * out of machine.ts, which browsers load with every game, and loaded with the game's texts
 * (`@railyard/rules/texts/last-spike`) when a statechart is drawn.
 */
export const stateDescriptions: Readonly<Record<string, string>> = {
  'turn.startOfTurn':
    'Before laying: a player with no tile draws first; with no tile and an empty supply the turn is skipped (our reading, the rulebook is silent).',
  'turn.drawFirst': 'The player holds no tile: draw one from the supply, then lay.',
  'turn.layTile':
    'Lay one tile of the hand on its space: normal cost next to a city or a laid tile of the same route, otherwise double. A player short of cash sells land first; one who cannot pay for any tile even so goes bankrupt.',
  'turn.raisingCash':
    'The chosen tile costs more than the cash on hand: sell land to the bank one card at a time, at half the printed price rounded up to $1,000, until the tile can be paid (never a grant, never land of a paid-out city).',
  'turn.afterLay':
    'The tile is laid and paid; a first tile next to a city took its land grant; a completed route paid every land holder of its two cities. The last spike ends the game; a grant turn, or one where no land can be bought (none for sale or none affordable from cash), skips the purchase.',
  'turn.buyLand':
    'Optionally buy the top card of one city whose land grant has been claimed, paying its printed price from cash. Entered only when at least one such card is affordable.',
  'turn.drawTile':
    'End the turn by drawing a tile from the face-down supply (skipped when it is empty).',
  'turn.bankrupt':
    'The player cannot pay for any tile: tiles back into the supply (reshuffled), cash and land to the bank, land back on the piles, grants out of the game. When nobody is left, the game ends.',
  'turn.endOfTurn': 'The turn passes clockwise to the next player who is not bankrupt.',
  turn: "A player's turn, clockwise from the first player, skipping bankrupt players: lay one tile (mandatory), optionally buy one land card, draw a tile.",
  gameOver:
    'The last spike joined St. Louis and Sacramento (or nobody is left): most cash wins; a tie goes to the highest total price of land held; still tied, the win is shared.',
  '': 'Last Spike (Columbia Games): players build one railroad from St. Louis to Sacramento together and speculate in land along it; the game ends when the last spike joins the two.',
};
