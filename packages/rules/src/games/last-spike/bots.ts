/**
 * Last Spike's bot guide: the heuristic (`testing/bots.ts`, which reads only the seat's view) and
 * an evaluation in the units of the result's standings (cash), for the shared search bot.
 */
import type { BotGuide } from '../../core/search-bot.js';
import { spikeBot } from './testing/bots.js';
import type { LastSpikeView } from './view.js';

/** Cash the seat holds now (its own cash is always visible to it). */
function evaluate(view: unknown, seat: number): number {
  return (view as LastSpikeView).players[seat]?.cash ?? 0;
}

export const botGuide: BotGuide = { heuristic: spikeBot, evaluate };
