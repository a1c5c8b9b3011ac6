/**
 * A test bot that plays towards Chicago (random bots almost never get there): it prefers
 * building, places locomotives on the hex nearest Chicago, buys shares at the minimum and
 * develops whatever it can. Random among ties, with its own PRNG (never the game's).
 */
import type { Bot } from '../../../core/random-bot.js';
import { nextInt } from '../../../core/prng.js';
import type { GameMove } from '../../../core/record.js';
import { CHICAGO_HEX, HEX_COUNT, HEX_INDEX, NEIGHBOURS } from '../data/board.js';

/** Steps from each hex to Chicago. */
const DISTANCE: readonly number[] = (() => {
  const d = new Array<number>(HEX_COUNT).fill(Infinity);
  const start = HEX_INDEX[CHICAGO_HEX]!;
  d[start] = 0;
  const queue = [start];
  while (queue.length) {
    const h = queue.shift()!;
    for (const n of NEIGHBOURS[h]!)
      if (d[n] === Infinity) {
        d[n] = d[h]! + 1;
        queue.push(n);
      }
  }
  return d;
})();

export const chicagoBot: Bot = {
  id: 'chicago',
  label: 'Westward test bot',
  chooseMove({ legalMoves: moves }, prng) {
    const [roll, first] = nextInt(prng, 100);
    let s = first;
    const of = (type: string) => moves.filter((m) => m.type === type);
    const pickFrom = (list: readonly GameMove[]): GameMove => {
      let i: number;
      [i, s] = nextInt(s, list.length);
      return list[i]!;
    };
    const places = of('build.place');
    if (places.length) {
      const best = Math.min(...places.map((m) => DISTANCE[HEX_INDEX[m.hex as string]!]!));
      if (roll < 85)
        return [pickFrom(places.filter((m) => DISTANCE[HEX_INDEX[m.hex as string]!]! === best)), s];
    }
    const chooses = of('action.choose');
    if (chooses.length) {
      const build = chooses.find((m) => m.action === 'build');
      if (build && roll < 55) return [build, s];
      return [pickFrom(chooses), s];
    }
    const bids = of('auction.bid');
    if (bids.length && roll < 60) return [bids[Math.min(bids.length - 1, roll % 3)]!, s];
    if (bids.length) return [of('auction.pass')[0]!, s];
    const offers = of('auction.offer');
    if (offers.length && roll < 80) return [pickFrom(offers), s];
    const devs = of('develop.place');
    if (devs.length && roll < 80) return [pickFrom(devs), s];
    return [pickFrom(moves), s];
  },
};
