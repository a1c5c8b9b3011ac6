/**
 * Lesson 2: rolling and moving. Three dice: a small train moves the two highest, the desperado
 * the highest. Every piece moves the full count, except that a train may stop early in a town to
 * trade. The learner delivers the free alcohol where no coal-and-water fee is due.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { FEE } from '../rules.js';
import {
  KANSAS_CITY_TRAIN,
  YOUR_DESPERADO,
  deliversGoods,
  endOf,
  lessonStep,
  lookAtDice,
  lookAtTrains,
  moveOn,
  opening,
  townOwnerAt,
} from './helpers.js';

export const diceStart = (seed: string) => opening(seed).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'dice-and-delivery-1';

export const diceAndDelivery = defineLesson({
  id: 'dice-and-delivery',
  game: 'wild-west-express',
  title: 'Dice, moving trains and the first sale',
  summary:
    'Roll three dice, move every train and the desperado, and sell your first good where nobody charges you for coal and water.',
  version: 1,
  start: diceStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'roll',
      task: 'Your trains are loaded already. Roll the dice.',
      rules: ['wild-west-express:rolling-and-moving-trains', 'wild-west-express:movement-dice'],
      goal: ({ move }) => move.type === 'dice.roll',
      miss: 'Dynamite and purchases can wait for a later lesson. Roll the dice now.',
      look: lookAtDice,
      hint: 'The move is “Roll the dice”.',
      met: 'A small train moves the two highest dice together, a large train all three; your desperado moves the highest die.',
    }),
    lessonStep({
      id: 'deliver',
      task: 'Move your Denver train, loaded with alcohol, into a town that buys alcohol, where you pay no coal-and-water fee.',
      rules: [
        'wild-west-express:full-movement-and-stopping-at-stations',
        'wild-west-express:earning-money',
        'wild-west-express:coal-and-water-fees',
        'wild-west-express:when-to-buy-and-sell-goods',
      ],
      goal: (context) => {
        if (!deliversGoods(context)) return false;
        const owner = townOwnerAt(context.before.context, endOf(context.move)!);
        return owner === -1 || owner === context.seat;
      },
      miss: (context) => {
        const { move, before, seat } = context;
        const end = endOf(move);
        const owner = end ? townOwnerAt(before.context, end) : null;
        if (deliversGoods(context) && owner !== null && owner !== seat && owner !== -1)
          return `That town buys alcohol, but it is Bo’s station: a small train pays Bo $${FEE.small} for coal and water there. Find a buyer that nobody owns.`;
        return 'That move does not end in a town that buys alcohol. A train may stop early only in a town where it trades.';
      },
      look: lookAtTrains('learner', { panel: true }),
      hint: 'Cheyenne, Leadville and Deadwood buy alcohol. Who owns each of them, and which can this roll reach?',
      met: 'Sold, and no fee to pay: nobody owns that station. The train is empty now: next turn it can load a good there.',
    }),
    moveOn(
      KANSAS_CITY_TRAIN,
      'Every train must move its full count: move your Kansas City train.',
      ['wild-west-express:every-train-must-move', 'wild-west-express:no-dumping-of-goods'],
      'Goods stay aboard until the train reaches a town that buys them: they are never dumped.',
    ),
    moveOn(
      YOUR_DESPERADO,
      'Move your desperado exactly as many spaces as the highest die, all in one direction.',
      ['wild-west-express:moving-desperados', 'wild-west-express:reversing-direction'],
      'Your turn is over. Bo rolls and moves next.',
    ),
  ],
});
