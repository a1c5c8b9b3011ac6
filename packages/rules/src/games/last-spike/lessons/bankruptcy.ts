/**
 * Lesson 6: bankruptcy. The learner has spent all but $3,000 on track, mostly detached, and holds
 * no land. It spends $2,000 on a tile that claims a grant; next turn it cannot pay for any tile, and the
 * bank will not buy a grant, so it is bankrupt.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import {
  grantGained,
  lessonStep,
  lookAtFreeGrants,
  lookAtHand,
  money,
  positionRecord,
} from './helpers.js';

/**
 * Bo and Cy open the map from the cities; the tiles you lay are detached and cost double until
 * F3, laid beside Bo's F2 at its printed cost. Every turn of yours before the lesson has a card you
 * could buy (Cy's U1 opens Laramie's $3,000 card in time for your last one).
 */
const ROUNDS: readonly (readonly [string, string, string])[] = [
  ['A1', 'A4', 'V2'],
  ['A2', 'E1', 'Y3'],
  ['A3', 'E2', 'W2'],
  ['C1', 'E3', 'C3'],
  ['W1', 'E4', 'X3'],
  ['Y1', 'Y4', 'B2'],
  ['V1', 'F1', 'D3'],
  ['F2', 'U1', 'F3'],
];

export const bankruptcy = defineLesson({
  id: 'bankruptcy',
  game: 'last-spike',
  title: 'Bankruptcy',
  summary:
    'A player who cannot pay for any tile in hand, even after selling all the land the bank will buy, is bankrupt and out of the game; the others play on.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [...ROUNDS.flatMap((round) => round.map((tile) => [tile] as const)), ['Y2'], ['V4']],
    hand: ['U3', 'Z2', 'X1', 'D4'],
    draws: ['Z4'],
    later: { 1: ['B1'], 2: ['C2'] },
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'last-grant',
      task: 'Track has cost you nearly everything: you have {cash} and no land. Lay the tile that still brings you a free land grant.',
      values: ({ state, seat }) => ({
        cash: money(state.context.cash[seat]!),
      }),
      rules: ['last-spike:claiming-a-land-grant', 'last-spike:detached-tiles-cost-double'],
      goal: ({ move, before, after, seat }) =>
        move.type === 'tile.lay' && grantGained(before.context, after.context, seat) !== null,
      miss: 'That tile claims no grant: Denver’s was taken long ago. Look for a city whose grant is still free.',
      look: lookAtFreeGrants,
      hint: 'El Paso has no track beside it yet.',
    }),
    lessonStep({
      id: 'draw',
      task: 'Draw a tile to end your turn.',
      rules: ['last-spike:drawing-a-new-tile'],
      goal: ({ move }) => move.type === 'tile.draw',
      miss: 'Draw a tile to end your turn.',
      look: lookAtHand,
      hint: 'The last part of every turn is the draw.',
      // Bo and Cy build away from El Paso, so your grant earns nothing before your next turn.
      replies: {
        moves: [
          { type: 'tile.lay', player: 1, tile: 'B1' },
          { type: 'land.decline', player: 1 },
          { type: 'tile.draw', player: 1 },
          { type: 'tile.lay', player: 2, tile: 'C2' },
          { type: 'land.decline', player: 2 },
          { type: 'tile.draw', player: 2 },
        ],
      },
    }),
    lessonStep({
      id: 'declare-bankruptcy',
      task: 'You have {cash}. Every tile in your hand costs more than that, and the bank never buys a land grant, so you cannot pay for any of them. Declare bankruptcy.',
      values: ({ state, seat }) => ({
        cash: money(state.context.cash[seat]!),
      }),
      rules: ['last-spike:bankruptcy', 'last-spike:land-the-bank-will-not-buy'],
      goal: ({ move }) => move.type === 'bankruptcy.declare',
      miss: 'You cannot pay for a tile: declare bankruptcy.',
      look: lookAtHand,
      hint: 'Compare your cash with the cost of each tile in your hand.',
      met: 'You are out of the game: your tiles, cash and land cards go back to the bank (the tiles into the stack), and your grant leaves the game. Bo and Cy play on to the last spike.',
    }),
  ],
});
