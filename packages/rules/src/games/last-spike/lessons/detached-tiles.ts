/**
 * Lesson 3: detached tiles. None of the learner's tiles touches a city or a laid tile of its
 * route, so each would be laid detached at twice its cost: the learner lays the cheapest.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { layCost } from '../rules.js';
import { cheapestLay, lessonStep, lookAtHand, money, positionRecord } from './helpers.js';

export const detachedTiles = defineLesson({
  id: 'detached-tiles',
  game: 'last-spike',
  title: 'Detached tiles cost double',
  summary:
    'A tile that touches neither a city nor a laid tile of its route is detached: it costs twice its printed price, and you may lay it only when none of your tiles can be laid normally.',
  version: 1,
  start: positionRecord({
    first: ['D1', 'B1', 'C1'],
    turns: [['A1'], ['A4']],
    hand: ['U3', 'W3', 'X2', 'X3'],
  }),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'cheapest-detached',
      task: 'None of your tiles touches a city or track of its own route: every one would be detached and cost double. Lay the one that costs you least (the cheapest costs {cheapest}).',
      values: ({ state, seat }) => ({ cheapest: money(cheapestLay(state.context, seat)) }),
      rules: ['last-spike:detached-tiles-cost-double', 'last-spike:paying-for-track'],
      goal: ({ move, before, seat }) =>
        move.type === 'tile.lay' &&
        layCost(before.context, move.tile).cost === cheapestLay(before.context, seat),
      miss: ({ move, before }) =>
        move.type === 'tile.lay'
          ? `That tile cost ${money(layCost(before.context, move.tile).cost)}: twice its printed price. Another tile doubled costs less.`
          : 'Lay a tile.',
      look: lookAtHand,
      hint: 'Double each tile’s printed cost and compare.',
      met: 'A detached tile costs twice its price, so the cheapest one saves the most. A tile touching a city or its route’s track costs just its printed price.',
    }),
  ],
});
