/**
 * Lesson 5: telegrams and sheriffs. A train that ends its move on a telegram space draws the top
 * card. A personal card is the learner's secret: use it at once or keep it for a later turn.
 * The learner keeps a Deputy's badge and plays it before the next roll to place a sheriff that
 * hems in Bo's desperado. The stacked top card is the learner's own draw (the documented
 * `stackedDeck` option); every later card comes from the seeded shuffle.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { findDesperado, within } from '../rules.js';
import {
  KANSAS_CITY_TRAIN,
  YOUR_DESPERADO,
  endOf,
  featureOf,
  lessonStep,
  lookAtDice,
  lookAtDrawnTelegram,
  lookAtKeptTelegrams,
  lookAtOtherDesperado,
  lookAtTelegramSpaces,
  moveOn,
  opening,
} from './helpers.js';

const BO_DESPERADO = 'desperado-1-2';

export const telegramsStart = (seed: string) =>
  opening(seed, { stackedDeck: ['deputy-1'] }).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'telegrams-26';

export const telegrams = defineLesson({
  id: 'telegrams',
  game: 'wild-west-express',
  title: 'Telegrams and sheriffs',
  summary:
    'End a move on a telegram space to draw a card. Keep a personal telegram hidden in your hand, then play it before a roll: this one brings a sheriff.',
  version: 1,
  start: telegramsStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'roll',
      task: 'Roll the dice.',
      rules: ['wild-west-express:rolling-and-moving-trains'],
      goal: ({ move }) => move.type === 'dice.roll',
      miss: 'Roll first this time.',
      look: lookAtDice,
      hint: 'The move is “Roll the dice”.',
      met: 'Your small trains move the two highest dice together.',
    }),
    lessonStep({
      id: 'telegram-space',
      task: 'Move a train so that it ends its move on a telegram space (marked T).',
      rules: ['wild-west-express:telegrams', 'wild-west-express:drawing-a-telegram'],
      goal: ({ move }) => move.type === 'train.move' && featureOf(endOf(move)!) === 'telegram',
      miss: 'That move does not end on a telegram space. Only the space where a train stops draws a card; passing one does nothing.',
      look: lookAtTelegramSpaces,
      hint: 'Count the roll along each line out of your trains’ towns: T spaces are marked on the track.',
      met: 'You draw the top telegram. Only you can read it: a personal telegram goes to your hand, hidden from Bo.',
    }),
    lessonStep({
      id: 'keep',
      task: 'Your card is a Deputy’s badge: it places a sheriff. Keep it for later instead of using it now.',
      rules: ['wild-west-express:public-and-personal-telegrams'],
      goal: ({ move }) => move.type === 'telegram.keep',
      miss: 'Using it now is allowed, but this lesson keeps it: a kept telegram can be played before any of your later rolls.',
      look: lookAtDrawnTelegram,
      hint: 'The move is “Keep the telegram”.',
      met: 'Bo sees that you hold a telegram, never which one.',
    }),
    moveOn(KANSAS_CITY_TRAIN, 'Move your Kansas City train.', [
      'wild-west-express:every-train-must-move',
    ]),
    moveOn(YOUR_DESPERADO, 'Move your desperado. Bo’s turn follows.', [
      'wild-west-express:moving-desperados',
    ]),
    lessonStep({
      id: 'play',
      task: 'Before you roll, play the Deputy’s badge from your hand.',
      rules: ['wild-west-express:before-rolling-the-dice', 'wild-west-express:telegrams'],
      goal: ({ move }) => move.type === 'telegram.play',
      miss: 'Play the telegram before the roll; once you roll, it waits in your hand until next turn.',
      look: lookAtKeptTelegrams,
      hint: 'Kept telegrams are listed with your moves before the roll.',
    }),
    lessonStep({
      id: 'sheriff',
      task: 'Place the sheriff on a track space at most 3 spaces from Bo’s desperado, to stand in its way.',
      rules: [
        'wild-west-express:sheriffs',
        'wild-west-express:placing-a-sheriff',
        'wild-west-express:sheriffs-block-desperados',
        'wild-west-express:sheriffs-clear-dynamite',
      ],
      goal: ({ move, before }) => {
        if (move.type !== 'sheriff.place') return false;
        const bandit = findDesperado(before.context, BO_DESPERADO);
        return !!bandit && within(bandit.at, 3).has(move.space);
      },
      miss: ({ move }) =>
        move.type === 'sheriff.place'
          ? 'A sheriff that far away does not bother Bo’s desperado. Put it within 3 spaces of it.'
          : 'Place the sheriff this time.',
      look: lookAtOtherDesperado,
      hint: 'A desperado can neither pass nor enter a sheriff’s space. A sheriff also clears dynamite from its space.',
      met: 'Bo’s desperado must now move away from the sheriff or stay hemmed in.',
    }),
  ],
});
