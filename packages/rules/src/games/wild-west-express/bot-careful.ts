/**
 * Wild West Express's careful beginner, on top of the test bot (`westernBot`), from the seat's
 * view only: a purchase that reaches the target wins at once and is made before anything else
 * (wild-west-express:success-points-needed-to-win, wild-west-express:scoring-success-points);
 * goods are valued by what their buyers pay, how far they are and how many there are
 * (wild-west-express:trading-goods); near the target a move that ends the game with the seat
 * winning (a delivery, a fare, a telegram's cash) is taken first; the rest is the test bot's play.
 */
import { immediateWins } from '../../core/greedy-bot.js';
import { nextInt } from '../../core/prng.js';
import type { Bot } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import { DISTANCE, NODE_INDEX } from './data/board.js';
import { CITY_GOODS, type GoodId } from './data/goods.js';
import { CITY_IDS, type CityId } from './data/network.js';
import { PRICE } from './rules.js';
import { westernBot } from './testing/bots.js';
import type { WweView } from './view.js';

/** Dollars a step of travel costs a cargo (as the test bot counts it). */
const STEP = 9;
/** A second and third buyer within reach make a good safer against desperados and dynamite. */
const EXTRA_BUYER = 15;
/** Steps a train covers in about two turns: buyers farther away count as the best one only. */
const REACH = 20;

/** Price and success points of each kind of purchase made before the roll. */
function purchase(
  move: GameMove,
  me: WweView['players'][number],
): { price: number; points: number } | null {
  if (move.type === 'station.buy')
    return { price: Math.max(0, PRICE.station - me.stationDiscount), points: 1 };
  if (move.type === 'train.upgrade')
    return { price: Math.max(0, PRICE.upgrade - me.upgradeDiscount), points: 1 };
  if (move.type === 'train.buy')
    return move.size === 'large'
      ? { price: PRICE.largeTrain, points: 2 }
      : { price: PRICE.smallTrain, points: 1 };
  return null;
}

/** The seat's success points after `move` (2 for every whole $1,200, 1 a station or small train). */
export function pointsAfter(view: WweView, seat: number, move: GameMove): number | null {
  const me = view.players[seat];
  const bought = me ? purchase(move, me) : null;
  if (!bought || !me) return null;
  const bands = (cash: number) => 2 * Math.floor(cash / 1200);
  return me.points - bands(me.cash) + bands(me.cash - bought.price) + bought.points;
}

/**
 * What loading `good` at `city` is worth: the best buyer's price less the price paid and the
 * steps to that buyer, plus a little for each other buyer within reach.
 */
export function goodsValue(city: CityId, good: GoodId): number {
  const from = NODE_INDEX[city]!;
  const offers = CITY_IDS.flatMap((buyer) => {
    const price = CITY_GOODS[buyer].buys[good];
    if (price === undefined) return [];
    const steps = DISTANCE[from]![NODE_INDEX[buyer]!]!;
    return [{ net: price - STEP * steps, steps }];
  }).sort((a, b) => b.net - a.net);
  if (offers.length === 0) return -Infinity;
  const others = offers.slice(1).filter((o) => o.steps <= REACH).length;
  return offers[0]!.net - (CITY_GOODS[city].sells[good] ?? Infinity) + EXTRA_BUYER * others;
}

/**
 * Success points one move's cash can add at most: three $1,200 bands. The most one move can bring
 * together is about $2,600: a large train's two tokens delivered at $480 with the station bonus
 * and two premium-buyer telegrams ($1,240), the goods-bonus telegrams on every train, competition
 * prizes and a cash telegram.
 */
const POINTS_ONE_MOVE_CAN_EARN = 6;

/**
 * Whether the seat is near enough the target for one move's cash to reach it
 * (wild-west-express:scoring-success-points): a cheap bound, so that the dearer check of every
 * move (`immediateWins`) runs only near the end, never where a win may hide.
 */
export function mayWinByCash(view: WweView, seat: number): boolean {
  const me = view.players[seat];
  return me !== undefined && me.points + POINTS_ONE_MOVE_CAN_EARN >= view.target;
}

export const carefulBot: Bot = {
  id: 'wild-west-express-careful',
  label: 'Wild West Express careful bot',
  chooseMove(turn, prng) {
    const view = turn.view as WweView;
    const winning = turn.legalMoves.filter(
      (m) => (pointsAfter(view, turn.seat, m) ?? -Infinity) >= view.target,
    );
    if (winning.length > 0) {
      const [i, next] = nextInt(prng, winning.length);
      return [winning[i]!, next];
    }
    // Playouts pass no sampler, so there `immediateWins` finds nothing and costs nothing. Without
    // a win the PRNG is left as it was: the rest of the play is the same as before the check.
    if (turn.sample && mayWinByCash(view, turn.seat)) {
      const [wins, next] = immediateWins(turn, prng);
      if (wins.length > 0) return [wins[0]!.move, next];
    }
    const [move, after] = westernBot.chooseMove(turn, prng);
    if (move.type !== 'goods.buy') return [move, after];
    // The test bot picks by the best buyer alone; the careful bot also counts the other buyers.
    const loads = turn.legalMoves.filter((m) => m.type === 'goods.buy' && m.train === move.train);
    const city = view.trains.find((t) => t.id === move.train)?.at as CityId | undefined;
    if (!city || !Object.hasOwn(CITY_GOODS, city)) return [move, after];
    let best = move;
    let top = goodsValue(city, move.good as GoodId);
    for (const load of loads) {
      const value = goodsValue(city, load.good as GoodId);
      if (value > top) [best, top] = [load, value];
    }
    return [best, after];
  },
};
