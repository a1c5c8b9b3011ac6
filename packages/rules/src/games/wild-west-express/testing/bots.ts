/**
 * A scripted heuristic bot for tests and the balance simulation (random bots wander). It sees
 * only its seat's view and legal moves, and the public board data. It drafts start cities at
 * random (so that every town is measured), buys the good with the best margin per step of travel,
 * runs each train along the path that sells or gets nearest to a buyer while avoiding rival
 * desperados and visible dynamite, buys stations and trains when they raise its points, rides its
 * desperados towards loaded rival trains, sometimes lays dynamite ahead of them, and always uses
 * its telegrams at once. Random among ties, with its own PRNG (never the game's).
 */
import type { Bot } from '../../../core/random-bot.js';
import { nextInt, type PrngState } from '../../../core/prng.js';
import type { GameMove } from '../../../core/record.js';
import { CITY_GOODS, GOOD_IDS, type GoodId } from '../data/goods.js';
import { CITY_IDS, type CityId } from '../data/network.js';
import { DISTANCE, NODES, NODE_INDEX } from '../data/board.js';
import { FARE_BY_LINES } from '../rules.js';
import type { WweView } from '../view.js';

const CITY_NODES = CITY_IDS.map((c) => NODE_INDEX[c]!);
const ZONE_ORDER = { P: 0, M: 1, C: 2 } as const;
/** Dollars a step of travel is worth to the bot. */
const STEP = 9;

/** For each node and good: the best price at a buyer minus the steps to get there. */
const SALE_REACH: Readonly<Record<GoodId, readonly number[]>> = Object.fromEntries(
  GOOD_IDS.map((g) => [
    g,
    NODES.map((_, n) =>
      Math.max(
        -999,
        ...CITY_IDS.map((c, i) => {
          const price = CITY_GOODS[c].buys[g];
          return price === undefined ? -999 : price - STEP * DISTANCE[n]![CITY_NODES[i]!]!;
        }),
      ),
    ),
  ]),
) as Record<GoodId, number[]>;

/** What loading `good` in `city` is worth (best reachable sale minus the price). */
const margin = (city: CityId, good: GoodId) =>
  SALE_REACH[good][NODE_INDEX[city]!]! - CITY_GOODS[city].sells[good]!;

/** Best load for an empty train standing at a node, minus travel to where it is sold. */
const LOAD_REACH: readonly number[] = NODES.map((_, n) =>
  Math.max(
    ...CITY_IDS.map(
      (c, i) =>
        Math.max(0, ...(Object.keys(CITY_GOODS[c].sells) as GoodId[]).map((g) => margin(c, g))) -
        STEP * DISTANCE[n]![CITY_NODES[i]!]!,
    ),
  ),
);

const passengerReach = (node: number, zone: 'P' | 'M' | 'C') =>
  Math.max(
    0,
    ...CITY_IDS.map((_, i) => {
      const lines = Math.abs(ZONE_ORDER[NODES[CITY_NODES[i]!]!.zone] - ZONE_ORDER[zone]);
      return lines ? FARE_BY_LINES[lines]! - STEP * DISTANCE[node]![CITY_NODES[i]!]! : -999;
    }),
  );

type Train = WweView['trains'][number];

/** What a train's cargo (and its next load) is worth to `seat` where it stands, in dollars. */
export function cargoValueAt(train: Train, node: number, seat: number, view: WweView): number {
  const info = view.nodes[node]!;
  const owner = info.kind === 'city' ? view.stations[info.id as CityId] : null;
  let value = 0;
  let unloads = 0;
  for (const c of train.cargo) {
    if (info.kind === 'city') {
      if (c.type === 'goods' && info.buys?.[c.good] !== undefined) {
        value += info.buys[c.good]! + (owner === seat ? 20 : 0) + train.premium;
        unloads++;
        continue;
      }
      if (c.type === 'passengers' && c.zone !== info.zone) {
        value += FARE_BY_LINES[Math.abs(ZONE_ORDER[c.zone] - ZONE_ORDER[info.zone])]!;
        unloads++;
        continue;
      }
    }
    value += 0.8 * (c.type === 'goods' ? SALE_REACH[c.good][node]! : passengerReach(node, c.zone));
  }
  const emptyAfter = train.cargo.length - unloads === 0;
  if (emptyAfter && info.kind === 'city') value += 0.5 * LOAD_REACH[node]!;
  else if (emptyAfter) value += 0.4 * LOAD_REACH[node]!;
  if (owner !== null && owner !== seat) value -= train.size === 'large' ? 40 : 20;
  return value;
}

function scoreTrainPath(
  view: WweView,
  seat: number,
  train: Train,
  path: readonly string[],
): number {
  const end = NODE_INDEX[path[path.length - 1]!]!;
  let score = cargoValueAt(train, end, seat, view);
  if (train.cargo.length) {
    const bandits = path.filter((id) => {
      const n = view.nodes[NODE_INDEX[id]!]!;
      return n.kind !== 'city' && view.desperados.some((d) => d.at === id && d.owner !== seat);
    }).length;
    score -= bandits * 45 * train.cargo.length;
  }
  const last = view.nodes[end]!;
  if (view.dynamite.some((d) => d.at === last.id)) score -= 120;
  if (last.feature === 'telegram') score += 15;
  if (last.feature === 'star') score += 5;
  return score;
}

function best<T>(items: readonly T[], score: (item: T) => number, prng: PrngState): [T, PrngState] {
  let top = -Infinity;
  let ties: T[] = [];
  for (const item of items) {
    const s = score(item);
    if (s > top + 1e-9) {
      top = s;
      ties = [item];
    } else if (Math.abs(s - top) <= 1e-9) ties.push(item);
  }
  const [i, next] = nextInt(prng, ties.length);
  return [ties[i]!, next];
}

/** Points after paying `price` for something worth `gain` points. */
function pointGain(cash: number, price: number, gain: number) {
  return gain - 2 * (Math.floor(cash / 1200) - Math.floor((cash - price) / 1200));
}

export const westernBot: Bot = {
  id: 'western',
  label: 'Western test bot',
  chooseMove(turn, prng) {
    const view = turn.view as WweView;
    const seat = turn.seat;
    const moves = turn.legalMoves;
    const of = (type: string) => moves.filter((m) => m.type === type);
    const random = (list: readonly GameMove[]): [GameMove, PrngState] => {
      const [i, next] = nextInt(prng, list.length);
      return [list[i]!, next];
    };
    const me = view.players[seat]!;
    const trains = view.trains.filter((t) => t.owner === seat);
    const trainOf = (m: GameMove) => view.trains.find((t) => t.id === m.train)!;
    const rivalsLoaded = view.trains.filter((t) => t.owner !== seat && t.cargo.length > 0);

    switch (view.phaseId) {
      case 'draft':
      case 'placingDesperados':
        return random(moves);
      case 'telegram':
        return [of('telegram.use')[0] ?? moves[0]!, prng];
      case 'sheriff':
      case 'preRollSheriff': {
        const near = new Set(
          view.desperados
            .filter((d) => d.owner !== seat)
            .flatMap((d) =>
              trains.some((t) => DISTANCE[NODE_INDEX[t.at]!]![NODE_INDEX[d.at]!]! <= 12)
                ? [NODE_INDEX[d.at]!]
                : [],
            ),
        );
        const places = of('sheriff.place').filter((m) =>
          [...near].some((d) => DISTANCE[d]![NODE_INDEX[m.space as string]!] === 1),
        );
        return places.length ? random(places) : [of('sheriff.skip')[0]!, prng];
      }
      case 'beforeRoll': {
        const play = of('telegram.play');
        if (play.length) return [play[0]!, prng];
        const cash = me.cash;
        const upgrades = of('train.upgrade').filter(
          () => cash - 600 >= 150 && pointGain(cash, 600, 1) >= 0,
        );
        if (upgrades.length) return random(upgrades);
        const stations = of('station.buy').filter(
          () => cash - 400 >= 60 && pointGain(cash, 400, 1) >= 1,
        );
        if (stations.length) return random(stations);
        const buyTrains = of('train.buy').filter(
          (m) => m.size === 'small' && cash - 500 >= 150 && pointGain(cash, 500, 1) >= 0,
        );
        if (buyTrains.length) return random(buyTrains);
        for (const t of trains) {
          const loads = moves.filter((m) => m.type === 'goods.buy' && m.train === t.id);
          const board = moves.find((m) => m.type === 'passengers.board' && m.train === t.id);
          if (!loads.length && !board) continue;
          const city = t.at as CityId;
          const node = NODE_INDEX[city]!;
          const passengerValue = passengerReach(node, view.nodes[node]!.zone);
          const goodsBest = loads.length
            ? Math.max(...loads.map((m) => margin(city, m.good as GoodId)))
            : -Infinity;
          if (goodsBest > Math.max(passengerValue, 10))
            return best(loads, (m) => margin(city, m.good as GoodId), prng);
          if (board && (passengerValue > 0 || !loads.length)) return [board, prng];
        }
        const [roll, after] = nextInt(prng, 100);
        if (roll < 30 && cash > 250 && rivalsLoaded.length) {
          // Where a rival's small train is likeliest to end its next move: 8 to 10 spaces on.
          const ahead = of('dynamite.lay').filter((m) =>
            rivalsLoaded.some((t) => {
              const d = DISTANCE[NODE_INDEX[t.at]!]![NODE_INDEX[m.space as string]!]!;
              return d >= 8 && d <= 10;
            }),
          );
          if (ahead.length) {
            const [i, next] = nextInt(after, ahead.length);
            return [ahead[i]!, next];
          }
        }
        return [of('dice.roll')[0]!, after];
      }
      case 'moving':
      case 'telegramMove':
      case 'preRollMove': {
        const trainMoves = of('train.move');
        if (trainMoves.length) {
          const first = trainMoves[0]!.train;
          const mine = trainMoves.filter((m) => m.train === first);
          return best(
            mine,
            (m) => scoreTrainPath(view, seat, trainOf(m), m.path as string[]),
            prng,
          );
        }
        const rides = [...of('desperado.move'), ...of('desperado.jump')];
        if (rides.length) {
          const first = rides[0]!.desperado;
          const mine = rides.filter((m) => m.desperado === first);
          return best(
            mine,
            (m) => {
              const end =
                m.type === 'desperado.jump' ? (m.to as string) : (m.path as string[]).at(-1)!;
              const node = NODE_INDEX[end]!;
              const reach = rivalsLoaded.length
                ? Math.min(...rivalsLoaded.map((t) => DISTANCE[NODE_INDEX[t.at]!]![node]!))
                : 0;
              const inTown = view.nodes[node]!.kind === 'city' ? 4 : 0;
              return -reach - inTown - (m.type === 'desperado.jump' ? 3 : 0);
            },
            prng,
          );
        }
        return random(moves);
      }
      default:
        return random(moves);
    }
  },
};
