/**
 * A heuristic test bot for simulations (random bots buy land at random and lay the dearest
 * tiles as often as the cheapest). It reads only its seat's view: it lays the tile with the best
 * money balance (cost, its own payouts, the bonus, a grant), buys land in cities whose routes are
 * under way while keeping a cash reserve, and sells the land least likely to pay again.
 */
import type { Bot } from '../../../core/random-bot.js';
import { nextInt } from '../../../core/prng.js';
import type { GameMove } from '../../../core/record.js';
import type { LastSpikeView } from '../view.js';

const RESERVE = 8000;

function cityProspect(view: LastSpikeView, city: string): number {
  const data = view.cities[city as keyof LastSpikeView['cities']];
  return data.routes
    .map((letter) => view.routes[letter])
    .filter((r) => !r.complete)
    .reduce((sum, r) => sum + 1 + r.laid, 0);
}

function layScore(view: LastSpikeView, seat: number, tile: string): number {
  const space = view.spaces[tile]!;
  const route = view.routes[space.route];
  let score = -space.layCost;
  if (space.city !== null && !view.cities[space.city].grantClaimed) score += 3000;
  if (route.laid === 3) {
    const me = view.players[seat]!;
    for (const city of [route.east, route.west]) {
      const payouts = view.cities[city].payouts;
      for (const p of view.players) {
        const held = p.cardsByCity[city] ?? 0;
        if (held > 0) score += (p.seat === me.seat ? 1 : -0.3) * payouts[held - 1]!;
      }
    }
    if (space.lastSpike) score += 20000;
  }
  return score;
}

export const spikeBot: Bot = {
  id: 'spike',
  label: 'Land speculator test bot',
  chooseMove({ view: raw, seat, legalMoves: moves }, prng) {
    const view = raw as LastSpikeView;
    let s = prng;
    const pick = (list: readonly GameMove[]): GameMove => {
      let i: number;
      [i, s] = nextInt(s, list.length);
      return list[i]!;
    };
    const best = (list: readonly GameMove[], score: (m: GameMove) => number): GameMove => {
      const top = Math.max(...list.map(score));
      return pick(list.filter((m) => score(m) === top));
    };
    const type = moves[0]!.type;
    if (type === 'tile.lay') return [best(moves, (m) => layScore(view, seat, m.tile as string)), s];
    if (type === 'land.sell') {
      const card = (m: GameMove) => view.players[seat]!.land.find((c) => c.id === m.card)!;
      return [best(moves, (m) => -cityProspect(view, card(m).city) * 1000 - card(m).price), s];
    }
    const buys = moves.filter((m) => m.type === 'land.buy');
    if (buys.length > 0) {
      const cash = view.players[seat]!.cash ?? 0;
      const affordable = buys.filter(
        (m) =>
          cash - (view.cities[m.city as keyof LastSpikeView['cities']].topPrice ?? 0) >= RESERVE,
      );
      const [roll, next] = nextInt(s, 100);
      s = next;
      if (affordable.length > 0 && roll < 75)
        return [
          best(affordable, (m) => {
            const city = view.cities[m.city as keyof LastSpikeView['cities']];
            const held = view.players[seat]!.cardsByCity[city.id] ?? 0;
            const gain = city.payouts[held]! - (held > 0 ? city.payouts[held - 1]! : 0);
            return (cityProspect(view, city.id) * gain) / Math.max(1000, city.topPrice ?? 1);
          }),
          s,
        ];
    }
    const decline = moves.find((m) => m.type === 'land.decline');
    if (decline) return [decline, s];
    return [pick(moves), s];
  },
};
