/**
 * Lesson 1: your hidden hand and your first tile. Bo and Cy have claimed the St. Louis and Omaha
 * grants; the learner lays a tile that touches a city whose grant is still free, then draws.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import {
  grantGained,
  lessonStep,
  lookAtFreeGrants,
  lookAtHand,
  positionRecord,
} from './helpers.js';

export const firstTile = defineLesson({
  id: 'first-tile',
  game: 'last-spike',
  title: 'Your hand and your first tile',
  summary:
    'You hold four track tiles that only you can see. Lay one on its own space, pay its cost, and the first tile beside a city gives you that city’s free land grant.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [['A1'], ['A4']],
    hand: ['A2', 'B1', 'E1', 'F1'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'claim-a-grant',
      task: 'Your four tiles are hidden from Bo and Cy. Each tile has one space: its letter is the route, its number the space. Lay a tile that touches a city whose land grant nobody has claimed yet.',
      rules: [
        'last-spike:track-tiles',
        'last-spike:drawing-starting-tiles',
        'last-spike:turn-sequence',
        'last-spike:laying-track',
        'last-spike:track-tile-codes',
        'last-spike:where-a-tile-may-be-laid',
        'last-spike:paying-for-track',
        'last-spike:land-grants',
        'last-spike:claiming-a-land-grant',
      ],
      goal: ({ move, before, after, seat }) =>
        move.type === 'tile.lay' && grantGained(before.context, after.context, seat) !== null,
      miss: 'That tile touches no city with a free grant: St. Louis and Omaha were claimed by the first tiles beside them. Spaces 1 and 4 of a route touch its cities.',
      look: lookAtFreeGrants,
      hint: 'Which of your tiles is space 1 or 4 of a route whose city has no track beside it yet?',
      met: 'The grant is yours: it cost nothing, and it pays whenever a route to that city is completed.',
    }),
    lessonStep({
      id: 'draw-a-tile',
      task: 'A turn with a land grant has no purchase. End your turn by drawing a new tile from the face-down stack.',
      rules: [
        'last-spike:no-purchase-with-a-land-grant',
        'last-spike:drawing-a-new-tile',
        'last-spike:turn-order',
      ],
      goal: ({ move }) => move.type === 'tile.draw',
      miss: 'Draw a tile to end your turn.',
      look: lookAtHand,
      hint: 'Your hand is back to four tiles once you draw.',
      met: 'You hold four tiles again. Play passes to the left.',
    }),
  ],
});
