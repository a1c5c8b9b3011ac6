/**
 * Lesson 4: desperados, duels and dynamite. A desperado robs a train that passes or stops on its
 * space outside a town: each rolls a die, the train wins ties. The learner sets an ambush ahead of
 * Bo's loaded trains, sees the duels on Bo's turn, then lays dynamite in a train's way.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { LOOT_PER_TOKEN } from '../rules.js';
import {
  DENVER_TRAIN,
  KANSAS_CITY_TRAIN,
  endOf,
  lessonStep,
  lookAtDice,
  lookAtTrains,
  moveOn,
  spacesAheadOfOthers,
} from './helpers.js';
import { afterFirstDelivery } from './stations-and-goods.js';

export const duelsStart = (seed: string) => afterFirstDelivery(seed).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'desperados-and-duels-20';

export const desperadosAndDuels = defineLesson({
  id: 'desperados-and-duels',
  game: 'wild-west-express',
  title: 'Desperados, duels and dynamite',
  summary:
    'Put your desperado where Bo’s loaded trains must pass: each pass is a duel. Then lay dynamite where a train may stop.',
  version: 1,
  start: duelsStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'roll',
      task: 'Roll the dice.',
      rules: ['wild-west-express:rolling-and-moving-trains'],
      goal: ({ move }) => move.type === 'dice.roll',
      miss: 'Keep your money for now and roll.',
      look: lookAtDice,
      hint: 'The move is “Roll the dice”.',
      met: 'Your desperado moves as many spaces as the highest die shows.',
    }),
    lessonStep({
      id: 'ambush',
      values: ({ state }) => ({ count: Math.max(...(state.context.dice ?? [0])) }),
      task: 'Move your desperado {count} spaces onto the track in front of one of Bo’s loaded trains, where it may pass on Bo’s turn.',
      rules: [
        'wild-west-express:desperados',
        'wild-west-express:moving-desperados',
        'wild-west-express:when-desperados-cannot-attack',
        'wild-west-express:relocating-a-desperado',
      ],
      goal: ({ move, before, seat }) =>
        move.type === 'desperado.move' &&
        spacesAheadOfOthers(before.context, seat, true).has(endOf(move)!),
      miss: ({ move }) =>
        move.type === 'desperado.jump'
          ? 'A desperado that reaches one of your stations may jump to another of them (its whole move), but in a town it robs nobody. Set an ambush on the track instead.'
          : move.type === 'desperado.move'
            ? 'No loaded train of Bo’s can come past that space. Trains never reverse on the track: look ahead of them.'
            : 'Move the desperado first in this step.',
      look: lookAtTrains('other', { loaded: true }),
      hint: 'Find Bo’s trains that carry goods and the way each is heading: trains never reverse on the track, so the spaces ahead are where they will pass.',
      met: 'A desperado never attacks by moving onto a train or in a town: it waits for a train to pass.',
    }),
    moveOn(
      DENVER_TRAIN,
      'Move your train from Leadville (or let it wait there, empty, to load next turn).',
      ['wild-west-express:every-train-must-move', 'wild-west-express:passing-and-junctions'],
    ),
    moveOn(
      KANSAS_CITY_TRAIN,
      'Move your other train. Bo’s turn follows: watch for duels.',
      ['wild-west-express:duels', 'wild-west-express:loot-from-a-robbery'],
      `When Bo’s train passes your desperado, each rolls a die. If the desperado rolls higher, the goods go back to the bank and you take $${LOOT_PER_TOKEN} a token; the train moves on.`,
    ),
    lessonStep({
      id: 'dynamite',
      task: 'Before your roll: buy a stick of dynamite and lay it on a track space where one of Bo’s trains may stop.',
      rules: [
        'wild-west-express:dynamite',
        'wild-west-express:buying-and-placing-dynamite',
        'wild-west-express:dynamite-explosions',
        'wild-west-express:movement-after-an-attack',
      ],
      goal: ({ move, before, seat }) =>
        move.type === 'dynamite.lay' &&
        spacesAheadOfOthers(before.context, seat, false).has(move.space),
      miss: ({ move }) =>
        move.type === 'dynamite.lay'
          ? 'None of Bo’s trains can reach that space: the dynamite would only wait there.'
          : 'Lay dynamite this time.',
      look: lookAtTrains('other'),
      hint: 'A train that stops exactly on dynamite waits one move and loses its passengers. Pick a space ahead of Bo’s trains.',
      met: 'If a train ends its move there, it waits out its next move. Dynamite hits your own trains too.',
    }),
  ],
});
