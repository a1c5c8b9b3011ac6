/**
 * What each state of the Wild West Express machine means, by chart id (the dot path of `chartModel`;
 * `''` is the whole machine): the text of the statechart viewer and the docs' state list. Kept
 * out of machine.ts, which browsers load with every game, and loaded with the game's texts
 * (`@railyard/rules/texts/wild-west-express`) when a statechart is drawn.
 */
export const stateDescriptions: Readonly<Record<string, string>> = {
  draft:
    'Everyone rolled a die; the highest chose first. Start cities are drafted in snake order (1, 2, …, n, n, …, 2, 1) until everyone owns the stations of two.',
  placingDesperados:
    'From the first chooser clockwise, each player puts a desperado in one of their start cities (with two players and the tip, one in each, automatically). Then every start city gets a small train loaded free with its cheapest good.',
  'turn.beforeRoll.actions':
    'The player buys, boards, lays dynamite or plays a kept telegram, or rolls the three dice.',
  'turn.beforeRoll.settle':
    'After each action: a player at the target wins at once; a telegram may move a train or call a sheriff first.',
  'turn.beforeRoll.telegramMove':
    'A kept telegram moves the train that drew it: the usual movement rules, duels and landing effects, but no new telegram.',
  'turn.beforeRoll.sheriff':
    'The player places a sheriff on any track space (or moves one if both are out), or declines.',
  'turn.beforeRoll':
    'Before rolling, in any order and as often as allowed: buy goods, board passengers, buy a station, buy or upgrade trains, lay dynamite (up to 3), hire a gang (variant), play kept telegrams.',
  'turn.moving.settle':
    'After each move: a winner ends the game; a telegram move, a sheriff star or a drawn personal telegram is dealt with first; when every piece has moved the turn ends.',
  'turn.moving.pieces':
    'Move one train its full count (or stop early in a town to trade), let an empty train in a town wait, or ride a desperado.',
  'turn.moving.telegram':
    'A personal telegram was drawn: use it now or keep it (secretly) for a later turn before the roll.',
  'turn.moving.telegramMove':
    'A telegram moves the train that drew it forward or back: the usual movement rules, duels and landing effects, but no new telegram.',
  'turn.moving.sheriff':
    'The train landed on a sheriff star (or a telegram called a sheriff): place one on any track space, or move one if both are out, or decline.',
  'turn.moving':
    'After the roll every train moves (small: two highest dice; large: all three) and every desperado rides the highest die, one piece per move, in any order.',
  'turn.endOfTurn':
    'The turn passes clockwise; when play returns to the first player a round ends and lapsed competitions leave their slots. With a round limit the game may end here.',
  turn: "A player's turn in our written order: actions before the roll, the roll of three dice, then every train and desperado moves once, in any order.",
  gameOver:
    'A player reached the target (2 players 11, 3: 10, 4: 9, 5: 8 success points) and wins at once; or the agreed round limit ended the game.',
  '': 'Wild West Express: railroad companies haul goods and passengers across our map of the West, buy stations and trains, and set desperados and dynamite on each other; the first to the success-point target wins.',
};
