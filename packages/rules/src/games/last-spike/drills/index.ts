/**
 * Last Spike drills (`@railyard/rules/drills/last-spike`): questions from positions of seeded
 * games between easy bots, answered by the rules' own functions, each from one seat's view.
 */
import { defineDrills } from '../../../core/drills/generate.js';
import type { DrillKind } from '../../../core/drills/types.js';
import { heuristicBot } from '../bots.js';
import { lastSpike } from '../index.js';
import { kinds } from './kinds.js';

export const drills = defineDrills({
  game: lastSpike,
  bot: heuristicBot,
  players: [3, 4, 5],
  // Half the games with hidden cash: questions must then keep the others' cash to themselves.
  options: [{}, { hiddenCash: true }],
  typicalMoves: 150,
  kinds: kinds as readonly DrillKind[],
});
