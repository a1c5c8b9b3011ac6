/**
 * Last Spike's bot guide: the heuristic (`testing/bots.ts`, which reads only the seat's view) and
 * an evaluation in the units of the result's standings (cash), for the shared search bot. Land
 * is worth the payouts it can still draw: a playout cut off before a route is complete must not
 * count a purchase as money thrown away.
 */
import type { Bot } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import type { BotGuide } from '../../core/search-bot.js';
import { spikeBot } from './testing/bots.js';
import type { LastSpikeView } from './view.js';

/** Chance that an unfinished route is completed in time, by tiles laid on it (0–3). */
const COMPLETION = [0.35, 0.5, 0.65, 0.8] as const;

/** Payouts the seat's land can still draw, at least what the bank would pay for it now. */
export function landWorth(view: LastSpikeView, seat: number): number {
  const me = view.players[seat];
  if (!me) return 0;
  let worth = 0;
  for (const city of Object.values(view.cities)) {
    const held = me.cardsByCity[city.id] ?? 0;
    if (held <= 0) continue;
    const payout = city.payouts[Math.min(held, city.payouts.length) - 1] ?? 0;
    let expected = 0;
    for (const letter of city.routes) {
      const route = view.routes[letter];
      if (!route.complete) expected += payout * COMPLETION[Math.min(3, route.laid)]!;
    }
    const resale = me.land
      .filter((card) => card.city === city.id)
      .reduce((sum, card) => sum + (card.salePrice ?? 0), 0);
    worth += Math.max(expected, resale);
  }
  return worth;
}

/** Cash at the end; while the game runs, cash plus what the land can still bring. */
export function evaluate(view: unknown, seat: number): number {
  const v = view as LastSpikeView;
  const cash = v.players[seat]?.cash ?? 0;
  return v.finished ? cash : cash + landWorth(v, seat);
}

/** Cash kept back for laying track (a lay costs up to a few thousand; short cash sells land). */
const RESERVE = 5000;

/** Payouts one more card in `city` adds, weighted by how likely each route is to complete. */
function cardGain(view: LastSpikeView, seat: number, cityId: string): number {
  const city = view.cities[cityId as keyof LastSpikeView['cities']];
  const held = view.players[seat]?.cardsByCity[city.id] ?? 0;
  if (held >= city.payouts.length) return 0;
  const step = city.payouts[held]! - (held > 0 ? city.payouts[held - 1]! : 0);
  let gain = 0;
  for (const letter of city.routes) {
    const route = view.routes[letter];
    if (!route.complete) gain += step * COMPLETION[Math.min(3, route.laid)]!;
  }
  return gain;
}

/**
 * The test bot (`spikeBot`) for laying and selling; land it buys whenever a card's expected
 * payouts clear its price with cash left for track, the best ratio first (the test bot skips a
 * quarter of its chances at random and keeps a larger reserve).
 */
export const heuristicBot: Bot = {
  id: 'last-spike-heuristic',
  label: 'Last Spike heuristic bot',
  chooseMove(turn, prng) {
    const buys = turn.legalMoves.filter((m) => m.type === 'land.buy');
    const decline = turn.legalMoves.find((m) => m.type === 'land.decline');
    if (buys.length === 0 || !decline) return spikeBot.chooseMove(turn, prng);
    const view = turn.view as LastSpikeView;
    const cash = view.players[turn.seat]?.cash ?? view.purchasingPower ?? 0;
    let best: GameMove = decline;
    let bestRatio = 1.2;
    for (const move of buys) {
      const city = view.cities[move.city as keyof LastSpikeView['cities']];
      const price = city.topPrice ?? Infinity;
      if (cash - price < RESERVE) continue;
      const ratio = cardGain(view, turn.seat, city.id) / Math.max(1000, price);
      if (ratio > bestRatio) [best, bestRatio] = [move, ratio];
    }
    return [best, prng];
  },
};

export const botGuide: BotGuide = { heuristic: heuristicBot, evaluate };
