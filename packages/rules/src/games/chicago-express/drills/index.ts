/**
 * Chicago Express drills (`@railyard/rules/drills/chicago-express`): questions from positions of
 * seeded games between easy bots, answered by the rules' own functions.
 */
import { defineDrills } from '../../../core/drills/generate.js';
import type { DrillKind } from '../../../core/drills/types.js';
import { heuristicBot } from '../bots.js';
import { chicagoExpress } from '../index.js';
import { kinds } from './kinds.js';

export const drills = defineDrills({
  game: chicagoExpress,
  bot: heuristicBot,
  players: [3, 4, 5],
  typicalMoves: 200,
  kinds: kinds as readonly DrillKind[],
});
