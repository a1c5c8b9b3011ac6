/**
 * Wild West Express's bot guide: the heuristic (`testing/bots.ts`, which reads only the seat's
 * view) and an evaluation in the units of the result's standings (success points), for the
 * shared search bot. Cash counts a little, as a tiebreak and a means to more points.
 */
import type { BotGuide } from '../../core/search-bot.js';
import { westernBot } from './testing/bots.js';
import type { WweView } from './view.js';

function evaluate(view: unknown, seat: number): number {
  const player = (view as WweView).players[seat] as WweView['players'][number] & { points: number };
  return player ? player.points + player.cash / 10_000 : 0;
}

export const botGuide: BotGuide = { heuristic: westernBot, evaluate };
