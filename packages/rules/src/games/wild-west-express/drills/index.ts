/**
 * Wild West Express drills (`@railyard/rules/drills/wild-west-express`): questions from
 * positions of seeded games between easy bots, answered by the rules' own functions, each from
 * one seat's view.
 */
import { defineDrills } from '../../../core/drills/generate.js';
import type { DrillKind } from '../../../core/drills/types.js';
import { botGuide } from '../bots.js';
import { wildWestExpress } from '../index.js';
import { kinds } from './kinds.js';

export const drills = defineDrills({
  game: wildWestExpress,
  bot: botGuide.heuristic,
  players: [2, 3, 4],
  typicalMoves: 150,
  kinds: kinds as readonly DrillKind[],
});
