/**
 * American Rails drills (`@railyard/rules/drills/american-rails`): questions from positions of
 * seeded games between easy bots, answered by the rules' own functions.
 */
import { defineDrills } from '../../../core/drills/generate.js';
import type { DrillKind } from '../../../core/drills/types.js';
import { heuristicBot } from '../bots.js';
import { americanRails } from '../index.js';
import { kinds } from './kinds.js';

export const drills = defineDrills({
  game: americanRails,
  bot: heuristicBot,
  players: [3, 4, 5],
  typicalMoves: 200,
  kinds: kinds as readonly DrillKind[],
});
