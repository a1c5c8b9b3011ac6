/**
 * Lesson 6: the last spike. Routes A, D and Y are complete and route V (Denver to Ogden) misses
 * only V3, which the learner holds: laying it joins St. Louis to Sacramento, pays the route's
 * landowners and the $20,000 bonus, and ends the game; the most cash wins.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ranking } from '../rules.js';
import { lessonStep, lookAtRoutes, positionRecord } from './helpers.js';

export const lastSpikeLesson = defineLesson({
  id: 'last-spike',
  game: 'last-spike',
  title: 'The last spike and the winner',
  summary:
    'The tile that completes a route joining St. Louis to Sacramento is the last spike: its route pays out, its layer gets a $20,000 bonus, and the game ends. The most cash wins; land then counts only to break a tie.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [
      ['A1'],
      ['A4'],
      ['D4'],
      ['A2'],
      ['D1'],
      ['D3', 'denver'],
      ['V1'],
      ['Y4'],
      ['D2', 'denver'],
      ['A3'],
      ['V4'],
      ['Y1', 'ogden'],
      ['V2'],
      ['Y3'],
      ['Y2', 'ogden'],
      ['W1'],
      ['C1'],
    ],
    hand: ['B1', 'E1', 'F1', 'V3'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'drive-the-last-spike',
      task: 'St. Louis is joined to Denver, and Ogden to Sacramento. Drive the last spike: lay the tile that joins St. Louis to Sacramento and end the game as its winner.',
      rules: [
        'last-spike:the-last-spike',
        'last-spike:end-of-the-game',
        'last-spike:last-spike-bonus',
        'last-spike:final-payout',
        'last-spike:paying-for-the-last-spike',
        'last-spike:winning-the-game',
        'last-spike:most-cash-wins',
        'last-spike:tiebreak',
        'last-spike:a-finished-game',
      ],
      goal: ({ move, after, seat }) =>
        move.type === 'tile.lay' &&
        after.context.end === 'lastSpike' &&
        ranking(after.context)[0]!.seat === seat,
      miss: 'That tile joins nothing: the game goes on, and Bo or Cy may lay the last spike and take the bonus.',
      look: lookAtRoutes('V'),
      hint: 'Route V runs from Denver to Ogden. Which of its spaces is still empty?',
      met: 'You paid for V3 first; then route V paid its landowners, you took the $20,000 bonus, and the game ended. Only cash counts now, and you have the most.',
    }),
  ],
});
