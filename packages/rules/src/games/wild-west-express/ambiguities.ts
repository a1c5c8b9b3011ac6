import type { Ambiguity } from '../../core/game-definition.js';

const R = (anchor: string) => `wild-west-express:${anchor}`;
const NOTES = 'translation-notes.md §1';

/**
 * The ambiguity register of Wild West Express: the open points of the (Danish) rulebook collected
 * in the translator's notes, the readings considered and the reading we would implement. Wild
 * West Express's engine implements every `choice` below; entries with an `option` can be switched.
 * The board, prices and telegrams are our own design (`data/`), so several questions about them
 * are answered by that design rather than by the text.
 */
export const ambiguities: readonly Ambiguity[] = [
  {
    id: 'component-counts',
    rule: R('components'),
    question:
      'How are the trains, desperados and flags split between the five colours, and are the component counts hard limits?',
    readings: [
      'Even split: 4 small trains, 2 large trains, 2 desperados and 6 flags per colour',
      'Only the totals are meaningful',
    ],
    choice:
      'The printed totals are hard limits for the whole table (20 small and 10 large trains, 10 desperados, 2 sheriffs, 30 flags, 18 dynamite); the per-colour split is not enforced, so a player may own 6 small trains while the box has them.',
    source: `${NOTES} 1`,
  },
  {
    id: 'telegram-shuffle',
    rule: R('setup'),
    question: 'Is the telegram deck shuffled?',
    readings: ['Yes, face down in random order', 'The text only says face down'],
    choice: 'Shuffled: face down in random order.',
    source: `${NOTES} 2`,
  },
  {
    id: 'train-capacity',
    rule: R('small-and-large-trains'),
    question:
      'Can a large train carry two passenger tokens, or a passenger and a goods token, and may a train run empty?',
    readings: [
      'Capacity counts tokens: 1 for a small train, 2 for a large one, passengers included',
      'Passengers are carried separately',
    ],
    choice:
      'Capacity 1 token (small) or 2 tokens (large), passengers counting as tokens. Left open in the rulebook text.',
    source: `${NOTES} 4`,
  },
  {
    id: 'new-train-placement',
    rule: R('buying-trains'),
    question:
      'May a new train be placed at an own station where another own train stands, and does it start empty?',
    readings: ['Yes and yes', 'Not stated'],
    choice: 'Yes to both.',
    source: `${NOTES} 5`,
  },
  {
    id: 'upgrade-keeps-cargo',
    rule: R('upgrading-trains'),
    question: 'Does a train keep its goods when it is upgraded?',
    readings: ['Yes', 'No'],
    choice: 'Yes. An upgrade happens before the roll and is no reason to stop early at a station.',
    source: `${NOTES} 6`,
  },
  {
    id: 'fare-zones',
    rule: R('passenger-fares'),
    question:
      'What is the fare within one zone, and how are lines counted when a train goes back and forth?',
    readings: [
      'Count from the zone of boarding to the zone of drop-off',
      'Count every line crossed on the way',
    ],
    choice:
      'Boarding zone (the token colour) against drop-off zone: 0 lines pays $0, 1 line $30, 2 lines $90. Three coloured zones suggest no trip crosses three lines.',
    source: `${NOTES} 8`,
  },
  {
    id: 'station-purchase',
    rule: R('buying-stations'),
    question: 'Which stations can be bought, and when?',
    readings: [
      'Only stations still owned by the bank, before the roll, with a train already there',
    ],
    choice: 'Only unowned stations, before rolling; a train may not stop early just to buy one.',
    source: `${NOTES} 9`,
  },
  {
    id: 'station-fee',
    rule: R('coal-and-water-fees'),
    question:
      'What counts as "landing" on a station for the coal and water fee, and who collects it?',
    readings: ['Ending the move there, stopping to trade included', 'Passing through as well'],
    choice:
      'Ending the move there; passing through is free. In software the fee is collected automatically. A train whose owner cannot pay waits at the station until the fee is paid.',
    source: `${NOTES} 10`,
  },
  {
    id: 'start-city-ties',
    rule: R('choosing-start-cities'),
    question: 'What happens when players tie for the highest roll, and may any city be chosen?',
    readings: ['Tied players roll again; any free city may be chosen', 'Not covered'],
    choice:
      'Tied players roll again. Any city not yet taken may be chosen; the order snakes (1, 2, …, n, n, …, 2, 1).',
    source: `${NOTES} 12`,
  },
  {
    id: 'free-starting-goods',
    rule: R('starting-trains-and-capital'),
    question: 'What is "the cheapest goods sold in the city" for the free starting load?',
    readings: [
      'The cheapest goods type that can be bought there (a red price)',
      'The cheapest goods accepted there',
    ],
    choice:
      'The cheapest goods buyable there. Our goods table gives every town something to sell and no town two cheapest goods, so the question never arises.',
    source: `${NOTES} 14`,
  },
  {
    id: 'direction-of-play',
    rule: R('rolling-and-moving-trains'),
    question: 'In which direction does play go after the first player?',
    readings: ['Clockwise', 'Not stated'],
    choice: 'Clockwise.',
    source: `${NOTES} 15`,
  },
  {
    id: 'forgotten-train',
    rule: R('every-train-must-move'),
    question: 'Is "a forgotten train stands still" a rule or a table-top penalty?',
    readings: [
      'A penalty for forgetting: in software every train must move',
      'A real option to keep a train still',
    ],
    choice:
      'Every train must move, except a train stuck on an unpaid fee, one waiting after dynamite (or a telegram), or an empty train in a town, which may wait (`train.wait`).',
    source: `${NOTES} 17`,
  },
  {
    id: 'early-stop',
    rule: R('full-movement-and-stopping-at-stations'),
    question: 'Must a train that stops early at a station actually trade there?',
    readings: [
      'Yes: the stop is legal only if it trades or moves passengers there',
      'Any stop at a station is allowed',
    ],
    choice:
      'The stop is legal only if the train sells or drops off on arrival, or has room to buy goods or board passengers there before its next roll (intent cannot be checked, room can). A full train that sells nothing there must run on.',
    source: `${NOTES} 18`,
  },
  {
    id: 'empty-train-waits',
    rule: R('when-to-buy-and-sell-goods'),
    question:
      'May a train without cargo stay in a city for a turn, and is selling on arrival compulsory?',
    readings: [
      'An empty train may skip one move; goods are sold whenever the train stops at a station that accepts them',
      'Standing still is only a consequence of forgetting to buy',
    ],
    choice:
      'An empty train in a city may skip one move. Selling happens only when the train stops there, and then it is compulsory.',
    source: `${NOTES} 19`,
  },
  {
    id: 'desperado-direction',
    rule: R('moving-desperados'),
    question: 'When may a desperado change direction, and must a desperado in a city leave it?',
    readings: [
      'Freely at the start of each move, anywhere, but never within one move',
      'Only at stations',
    ],
    choice:
      'At the start of each move, anywhere on the track, with no doubling back within a move; any branch at a junction or town. It must move whenever it can, also out of a town.',
    source: `${NOTES} 23`,
  },
  {
    id: 'winning-moment',
    rule: R('success-points-needed-to-win'),
    question: 'When is the success-point target checked?',
    readings: ['Immediately when a player reaches it', 'At the end of a round'],
    choice: 'Immediately: the first player to reach the target wins.',
    source: `${NOTES} 25`,
  },
  {
    id: 'cash-points',
    rule: R('scoring-success-points'),
    question: 'Does $1,200 in cash score 2 points once, or 2 points for every full $1,200?',
    readings: ['2 points per full $1,200', '2 points once the player has at least $1,200'],
    choice:
      '2 points per full $1,200. Points follow holdings, so they can go down when money is spent.',
    source: `${NOTES} 26`,
  },
  {
    id: 'empty-train-duel',
    rule: R('duels'),
    question: 'Is there a duel against a train with nothing to steal?',
    readings: ['A duel with nothing to take', 'No duel'],
    choice:
      'A duel: the rulebook says a train that meets or passes a rival desperado must fight one, and makes no exception for an empty train. If the desperado wins it takes nothing; armed guards aboard are used up either way. The option `skipEmptyTrainDuels` keeps our earlier reading (no duel, nothing to take), which saves dice and log lines and keeps the guards for a loaded trip.',
    option: 'skipEmptyTrainDuels',
    source: `${NOTES} 27; the rulebook section "Desperados"`,
  },
  {
    id: 'mixed-loot',
    rule: R('loot-from-a-robbery'),
    question: 'How is a large train with two passengers or mixed cargo robbed?',
    readings: ['One duel for the whole train, $100 per token lost'],
    choice: 'One duel for the whole train; the backer gets $100 for every token lost.',
    source: `${NOTES} 28`,
  },
  {
    id: 'shared-loot',
    rule: R('two-desperados-on-one-space'),
    question: 'How is loot "shared between the backers" when both desperados win?',
    readings: ['Split equally', 'Split by some other rule'],
    choice: 'Equally: $50 each for one token, $100 each for a large train’s two tokens.',
    source: `${NOTES} 30`,
  },
  {
    id: 'desperado-relocation',
    rule: R('relocating-a-desperado'),
    question:
      'Must the "nearest" own station be reached with the current roll, and is the jump the desperado’s whole move?',
    readings: [
      'Any own station reached by the move may be used',
      'Only the strictly nearest station',
    ],
    choice:
      'When its move reaches any of its owner’s stations it may stop there, ignoring remaining pips, and jump to another own station; that is its whole move.',
    source: `${NOTES} 32`,
  },
  {
    id: 'dynamite-limits',
    rule: R('buying-and-placing-dynamite'),
    question: 'What do "at most three next to each other" and "three per player per round" mean?',
    readings: [
      'No run of more than three tokens on consecutive track spaces, whoever owns them; three per own turn',
    ],
    choice:
      'No run longer than three on consecutive spaces regardless of owner; at most three bought and laid per own turn.',
    source: `${NOTES} 33`,
  },
  {
    id: 'dynamite-placement',
    rule: R('buying-and-placing-dynamite'),
    question: 'May dynamite be laid under a standing train or under a sheriff?',
    readings: ['Yes: anywhere outside the towns', 'Only on track with no train or sheriff on it'],
    choice:
      'Yes: the rulebook says dynamite may be laid anywhere on the board except in the towns. It lies there until a train lands on the space (a train standing on it when it is laid is not blown up; it leaves without landing) or a sheriff is placed on it; a sheriff already standing there does not clear it. Not on another dynamite token, and never more than three in a row. The option `dynamiteOnFreeTrackOnly` keeps our earlier reading (only on free track), for tables that find dynamite under a waiting train or a sheriff odd.',
    option: 'dynamiteOnFreeTrackOnly',
    source: `${NOTES} 33; the rulebook section "Dynamit"`,
  },
  {
    id: 'dynamite-wait',
    rule: R('dynamite-explosions'),
    question: 'What does "the train must wait a round" mean after an explosion?',
    readings: ['It skips its next move', 'It waits until every player has had a turn'],
    choice:
      'It skips its next move. Goods stay aboard, passengers leave, and the token is removed.',
    source: `${NOTES} 34`,
  },
  {
    id: 'sheriff-placement',
    rule: R('placing-a-sheriff'),
    question: 'May a sheriff be placed on a city, on a desperado or on a train?',
    readings: [
      'Any track space of the player’s choice, a desperado’s or a train’s included',
      'Any track space without a desperado',
    ],
    choice:
      'Optional ("may"). Any track space of the player’s choice except the other sheriff’s: the rulebook says a space of one’s own choice and names no exception. Towns are left out because the rulebook calls track spaces "felter" and towns "byer", and a sheriff is placed on a "felt". A sheriff on a desperado’s space does not stop its attacks there (the rulebook has sheriffs only block desperados’ movement); the desperado may ride off, and no other desperado may enter. While one sheriff is in the supply it is the one placed, after that the player picks which to move. The option `sheriffNotOnDesperado` keeps our earlier reading (no sheriff on a desperado), for tables that read a sheriff as arresting the gang.',
    option: 'sheriffNotOnDesperado',
    source: `${NOTES} 35; the rulebook section "Sheriffer"`,
  },
  {
    id: 'sheriff-space',
    rule: R('sheriffs-block-desperados'),
    question: 'May a desperado end its move on a sheriff’s space?',
    readings: ['No: it needs free spaces before it runs into the sheriff', 'Yes'],
    choice: 'No. A desperado that cannot move its full roll either way does not move.',
    source: `${NOTES} 36`,
  },
  {
    id: 'telegram-landing',
    rule: R('drawing-a-telegram'),
    question: 'Does passing a telegram space draw a card, or only ending the move on it?',
    readings: ['Only ending the move exactly there', 'Passing as well'],
    choice: 'Only ending the move there.',
    source: `${NOTES} 38`,
  },
  {
    id: 'saved-telegram-train',
    rule: R('public-and-personal-telegrams'),
    question: 'Which train does a saved personal telegram move when it is played later?',
    readings: ['The train that drew it', 'Any of the player’s trains'],
    choice:
      'The train that drew it. Every card of our deck names the train it affects: the drawing train, every train, the trains of one zone, or none.',
    source: `${NOTES} 39`,
  },
  {
    id: 'timed-game-winner',
    rule: R('shorter-games'),
    question: 'Who wins a game played to a time limit?',
    readings: ['Most success points when time is up', 'Not stated'],
    choice:
      'Minutes cannot be replayed, so the engine offers a round limit instead: when it is reached the most success points win, then the most cash; a remaining tie shares the win.',
    option: 'roundLimit',
    source: `${NOTES} 41`,
  },
  {
    id: 'two-player-desperados',
    rule: R('extra-desperados-for-two-players'),
    question: 'Where do the second desperados start in a two-player game?',
    readings: ['One in each of the owner’s start cities', 'Not stated'],
    choice: 'Both placed at the start, one in each of the owner’s start cities.',
    option: 'twoDesperados',
    source: `${NOTES} 43`,
  },
  {
    id: 'side-deals',
    rule: R('dirty-tricks-and-side-deals'),
    question: 'Are deals between players binding?',
    readings: ['Not stated'],
    choice: 'Deals are allowed; whether they bind is left to the table.',
    source: `${NOTES} 44`,
  },
  {
    id: 'extra-gang',
    rule: R('variant-extra-desperado-gang'),
    question: 'Where does a bought extra desperado enter, and how many may a player buy?',
    readings: ['At an own station; any number', 'Not stated'],
    choice:
      'For $250 (the rulebook’s example) before the roll, at one of the player’s stations; any number, while the 10 desperado pieces last.',
    option: 'extraGangs',
    source: `${NOTES} 46`,
  },
  {
    id: 'board-data',
    rule: R('components'),
    question: 'What do the board, the goods prices and the telegram cards say?',
    readings: ['Printed on the board and cards, not in the rulebook'],
    choice:
      'Not reconstructed: the engine plays on our own design (data/network.ts, data/goods.ts, data/telegrams.ts), labelled as ours and balanced by simulation.',
    source: 'translation-notes.md, introduction',
  },
  {
    id: 'turn-order',
    rule: R('before-rolling-the-dice'),
    question:
      'In what order does a turn go? The rulebook scatters the steps over several sections.',
    readings: ['Our written order below', 'Any order the table likes'],
    choice:
      '1. Before the roll, in any order: play kept telegrams, buy goods, board passengers, buy a station, buy or upgrade trains, lay up to 3 dynamite (and hire a gang, variant). 2. Roll three dice; waiting trains sit the move out and a train owing a fee pays it if it can. 3. Move every train and desperado once, one at a time in any order; during a train’s move duels happen in the order of the spaces passed, then on its last space dynamite, the town (sales, fares, fee), a sheriff star or a telegram. 4. Play passes clockwise. A player who reaches the target wins at once.',
    source:
      'Railyard, from the rulebook sections "Før terningkast", "Terningkast og flytning af tog" and "Farer undervejs"',
  },
  {
    id: 'city-as-space',
    rule: R('full-movement-and-stopping-at-stations'),
    question: 'Is a town a movement space, and what ends a move there?',
    readings: ['A town counts as one space', 'Towns are free'],
    choice:
      'A town counts as one space. A train passing through trades nothing and pays no fee; one ending its move there (by count or by stopping early) sells, drops off and pays. A town with a single track (Tombstone on our map) is a dead end where the train stops.',
    source: 'Railyard (the board is ours)',
  },
  {
    id: 'passenger-drop-off',
    rule: R('passenger-fares'),
    question: 'When do passengers get off?',
    readings: [
      'At the first town where the train ends its move in another zone',
      'Whenever the player says so',
    ],
    choice:
      'Automatically, at the first town in another zone where the train ends its move; passengers stay aboard through towns of their own zone. Stopping early to drop them off is allowed.',
    source: 'Railyard',
  },
  {
    id: 'sharing-spaces',
    rule: R('when-desperados-cannot-attack'),
    question: 'What happens when pieces share a space?',
    readings: ['Trains, desperados and sheriffs may share spaces, with the limits below'],
    choice:
      'Any number of trains may share a space. A train is attacked only on spaces it enters, so one that starts its move beside a desperado (who rode onto it) is not attacked there. Dynamite may be laid under a standing train or a sheriff, and a sheriff placed on a desperado (see dynamite-placement and sheriff-placement). A desperado never enters or passes a sheriff.',
    source: 'Railyard',
  },
  {
    id: 'chained-effects',
    rule: R('public-and-personal-telegrams'),
    question:
      'How do effects chain: a telegram that moves a train onto dynamite, a star or another telegram space?',
    readings: ['Resolve each in order; a telegram move draws no further telegram'],
    choice:
      'A move made because of a telegram follows the usual movement rules and resolves duels, dynamite, the town and a sheriff star, but draws no new telegram. A telegram that makes a train wait stops a train that has not yet moved this turn at once, otherwise it skips its next move.',
    source: 'Railyard (the cards are ours)',
  },
  {
    id: 'empty-deck',
    rule: R('drawing-a-telegram'),
    question: 'What happens to used telegrams, and when the deck runs out?',
    readings: ['Used cards go under the deck, like finished competitions', 'A discard pile'],
    choice:
      'Resolved public cards, used personal cards and finished or overflowing competitions all go openly under the deck (their order is public), so the deck only empties if every card is kept or in a slot; a draw from an empty deck gives nothing.',
    source: 'Railyard',
  },
  {
    id: 'kept-telegram-secrecy',
    rule: R('public-and-personal-telegrams'),
    question: 'Are kept personal telegrams secret?',
    readings: ['Yes: only their number is public', 'No: they lie open'],
    choice:
      'Secret: a personal telegram is read only by its drawer; the others see that one was drawn and how many each player keeps, and learn the card when it is played.',
    source: 'Railyard',
  },
  {
    id: 'competition-end',
    rule: R('competition-telegrams'),
    question: 'When is a competition "no longer current"?',
    readings: ['When somebody wins it, or when its time runs out'],
    choice:
      'Our competitions pay their prize to the first player who does what the card asks; a card also lapses after the number of rounds printed on it. Either way it goes under the deck.',
    source: 'Railyard (the cards are ours)',
  },
  {
    id: 'simultaneous-target',
    rule: R('success-points-needed-to-win'),
    question: 'Who wins when a card lifts two players to the target at once?',
    readings: ['The first of them from the current player clockwise'],
    choice: 'The first of them counting from the player whose turn it is, clockwise.',
    source: 'Railyard',
  },
  {
    id: 'fee-payment',
    rule: R('coal-and-water-fees'),
    question:
      'When does a train owing a fee pay it, and may it move meanwhile (also when a kept telegram would move it before the roll)?',
    readings: [
      'At the start of its owner’s later turns, as soon as the money is there',
      'A kept telegram that moves the train pays the fee first when the owner has the money, and cannot be played for it otherwise',
      'A kept telegram can never move a train that still owes a fee; only the roll pays it',
    ],
    choice:
      'On arrival if the money is there; otherwise at each of its owner’s later rolls, as soon as the cash covers it. Until then the train does not move, not even by a telegram: the rulebook says the train waits until the fee is paid. Playing a kept card that moves it (Full steam, Express timetable, Tailwind, Runaway engine) pays the fee first when the owner has the money, since the debt is then settled as the rulebook asks; when the owner cannot pay, the card is refused and stays in hand. No option: refusing the card although the money is there would only delay a payment the rulebook wants made.',
    source: 'Railyard, from the rulebook section "Eje stationer"',
  },
];
