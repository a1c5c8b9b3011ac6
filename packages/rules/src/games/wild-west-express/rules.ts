/**
 * Pure rules of Wild West Express: numbers from the rulebook, points, capacity, fares, and the
 * movement of trains and desperados over our network. No state changes here (effects.ts does
 * those); everything is a function of the context.
 */
import { CITY_GOODS, type GoodId } from './data/goods.js';
import { CITY_IDS, ZONES, type CityId, type ZoneId } from './data/network.js';
import { NEIGHBOURS, NODES, NODE_INDEX, isNodeId } from './data/board.js';
import { TELEGRAMS, TELEGRAM_INDEX } from './data/telegrams.js';
import type { Cargo, Desperado, Train, TrainSize, WweContext } from './types.js';

/** The rulebook's fixed numbers. */
export const PRICE = {
  smallTrain: 500,
  upgrade: 600,
  largeTrain: 1100,
  station: 400,
  dynamite: 20,
  expensiveDynamite: 50,
  gang: 250,
  startCash: 450,
} as const;
export const FEE: Readonly<Record<TrainSize, number>> = { small: 20, large: 40 };
export const OWNERSHIP_BONUS = 20;
export const LOOT_PER_TOKEN = 100;
export const FARE_BY_LINES = [0, 30, 90] as const;
export const MAX_TRAINS = 6;
export const MAX_DYNAMITE_PER_TURN = 3;
export const MAX_DYNAMITE_RUN = 3;
export const SUPPLY = {
  smallTrains: 20,
  largeTrains: 10,
  desperados: 10,
  sheriffs: 2,
  flags: 30,
  dynamite: 18,
} as const;
export const COMPETITION_SLOTS = 3;

export const CITY_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  CITY_IDS.map((c, i) => [c, i]),
);
export const isCityId = (id: unknown): id is CityId =>
  typeof id === 'string' && Object.prototype.hasOwnProperty.call(CITY_INDEX, id);

export const nodeOf = (id: string) => NODES[NODE_INDEX[id]!]!;
export const cityAt = (nodeId: string): CityId | null =>
  isNodeId(nodeId) ? NODES[NODE_INDEX[nodeId]!]!.city : null;
export const zoneIndex = (zone: ZoneId) => ZONES.findIndex((z) => z.id === zone);

/** A duel: the desperado wins only with the higher roll; a tie goes to the train. */
export const desperadoWinsDuel = (desperadoRoll: number, trainRoll: number): boolean =>
  desperadoRoll > trainRoll;

export const capacity = (train: Pick<Train, 'size'>) => (train.size === 'large' ? 2 : 1);
export const freeCapacity = (train: Train) => capacity(train) - train.cargo.length;

/** Small trains move the two highest dice, large trains all three, desperados the highest. */
export function movementCount(size: TrainSize | 'desperado', dice: readonly number[]): number {
  const sorted = [...dice].sort((a, b) => b - a);
  if (size === 'desperado') return sorted[0]!;
  if (size === 'small') return sorted[0]! + sorted[1]!;
  return sorted[0]! + sorted[1]! + sorted[2]!;
}

export const stationOwner = (ctx: WweContext, city: CityId) => ctx.stations[CITY_INDEX[city]!]!;

/** Fare for passengers boarded in `from` and dropped off in `to`: 0, 1 or 2 zone lines. */
export const fare = (from: ZoneId, to: ZoneId) =>
  FARE_BY_LINES[Math.abs(zoneIndex(from) - zoneIndex(to))]!;

export const cheapestGood = (city: CityId): GoodId => {
  const sells = Object.entries(CITY_GOODS[city].sells) as [GoodId, number][];
  return sells.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]![0];
};

/** Success points: small train 1, large train 2, station 1, 2 for every full $1,200. */
export function points(ctx: WweContext, seat: number): number {
  let total = 2 * Math.floor(ctx.cash[seat]! / 1200);
  for (const t of ctx.trains) if (t.owner === seat) total += t.size === 'large' ? 2 : 1;
  for (const owner of ctx.stations) if (owner === seat) total += 1;
  return total;
}

/** Whether a telegram card moves the train that drew it (a fixed or rolled number of spaces). */
export function movesItsTrain(card: string): boolean {
  if (!Object.hasOwn(TELEGRAM_INDEX, card)) return false;
  const type = TELEGRAMS[TELEGRAM_INDEX[card]!]!.effect.type;
  return type === 'move' || type === 'move-rolled';
}

export const trainsOf = (ctx: WweContext, seat: number) =>
  ctx.trains.filter((t) => t.owner === seat);
export const stationsOf = (ctx: WweContext, seat: number): CityId[] =>
  CITY_IDS.filter((_, i) => ctx.stations[i] === seat);
export const findTrain = (ctx: WweContext, id: unknown) => ctx.trains.find((t) => t.id === id);
export const findDesperado = (ctx: WweContext, id: unknown) =>
  ctx.desperados.find((d) => d.id === id);
export const dynamiteAt = (ctx: WweContext, node: string) =>
  ctx.dynamite.find((d) => d.at === node);
export const dynamitePrice = (ctx: WweContext) =>
  ctx.options.expensiveDynamite ? PRICE.expensiveDynamite : PRICE.dynamite;
export const supplyLeft = (ctx: WweContext) => ({
  smallTrains: SUPPLY.smallTrains - ctx.trains.filter((t) => t.size === 'small').length,
  largeTrains: SUPPLY.largeTrains - ctx.trains.filter((t) => t.size === 'large').length,
  desperados: SUPPLY.desperados - ctx.desperados.length,
  dynamite: SUPPLY.dynamite - ctx.dynamite.length,
  flags: SUPPLY.flags - ctx.stations.filter((o) => o >= 0).length,
});

/** The price a town pays for one token of a good, or null if it does not buy it. */
export const salePrice = (city: CityId, good: GoodId): number | null =>
  CITY_GOODS[city].buys[good] ?? null;

/** Tokens that leave the train when it stops in `city`: goods it buys, passengers from another zone. */
export function unloads(train: Train, city: CityId): Cargo[] {
  const zone = nodeOf(city).zone;
  return train.cargo.filter((c) =>
    c.type === 'goods' ? salePrice(city, c.good) !== null : c.zone !== zone,
  );
}

/**
 * A train may end its move early in a town (a station) only to trade there: it sells goods or
 * drops off passengers on arrival, or it has room to buy goods or board passengers before its
 * next roll. A town with one track is a dead end: the train stops there.
 */
export function mayStopAt(train: Train, node: number): boolean {
  const city = NODES[node]!.city;
  if (!city) return false;
  return unloads(train, city).length > 0 || freeCapacity(train) > 0;
}

const isDeadEnd = (node: number) => NEIGHBOURS[node]!.length === 1;

/**
 * Every legal path (node ids after the start) of a train moving `count` spaces: the full count,
 * or ending early in a town where it may stop, or at a dead end. It never reverses on the track;
 * it may leave a town in any direction (it stopped there), and take any branch at a junction.
 * `back` (a telegram): the first step goes back the way it came.
 */
export function trainPaths(
  train: Train,
  count: number,
  direction: 'forward' | 'back' = 'forward',
): string[][] {
  const out: string[][] = [];
  visitTrainPaths(train, count, direction, (path) => {
    out.push(ids(path));
    return false;
  });
  return out;
}

/** Whether the train has any legal path (`trainPaths` is not empty), stopping at the first. */
export function hasTrainPath(
  train: Train,
  count: number,
  direction: 'forward' | 'back' = 'forward',
): boolean {
  let found = false;
  visitTrainPaths(train, count, direction, () => (found = true));
  return found;
}

/**
 * Walks the paths of `trainPaths` in its order; `visit` returns true to stop the walk. With
 * `along`, only the paths that follow it (node indices) and their stops on the way.
 */
function visitTrainPaths(
  train: Train,
  count: number,
  direction: 'forward' | 'back',
  visit: (path: readonly number[]) => boolean,
  along?: readonly (number | undefined)[],
): void {
  const start = NODE_INDEX[train.at]!;
  const path: number[] = [];
  const walk = (node: number, previous: number | null): boolean => {
    if (path.length === count) return visit(path);
    for (const next of NEIGHBOURS[node]!) {
      if (next === previous || (along && next !== along[path.length])) continue;
      path.push(next);
      const left = count - path.length;
      if (left > 0 && NODES[next]!.kind === 'city' && (isDeadEnd(next) || mayStopAt(train, next)))
        if (visit(path)) return true;
      if (left === 0 || !(NODES[next]!.kind === 'city' && isDeadEnd(next)))
        if (walk(next, node)) return true;
      path.pop();
    }
    return false;
  };
  const cameFrom = train.from === null ? null : NODE_INDEX[train.from]!;
  if (direction === 'back' && cameFrom !== null) {
    if (along && along[0] !== cameFrom) return;
    path.push(cameFrom);
    if (count === 1) visit(path);
    else if (NODES[cameFrom]!.kind === 'city' && isDeadEnd(cameFrom)) visit(path);
    else {
      if (NODES[cameFrom]!.kind === 'city' && mayStopAt(train, cameFrom)) if (visit(path)) return;
      walk(cameFrom, start);
    }
    return;
  }
  walk(start, NODES[start]!.kind === 'city' ? null : cameFrom);
}

/** Whether `path` is one of `trainPaths`: the same walk, following the path only. */
function isTrainPath(
  train: Train,
  path: readonly string[],
  count: number,
  direction: 'forward' | 'back',
): boolean {
  let found = false;
  visitTrainPaths(
    train,
    count,
    direction,
    (stop) => (found = stop.length === path.length),
    path.map((id) => (isNodeId(id) ? NODE_INDEX[id] : undefined)),
  );
  return found;
}

/** Why `path` is not a legal train path for `count` spaces, or null if it is one. */
export function explainTrainPath(
  train: Train,
  path: unknown,
  count: number,
  direction: 'forward' | 'back' = 'forward',
): string | null {
  if (!Array.isArray(path) || path.length === 0 || path.some((p) => typeof p !== 'string'))
    return 'path must be a non-empty list of space ids';
  if (path.length > count) return `the train moves ${count} spaces, the path has ${path.length}`;
  if (isTrainPath(train, path as string[], count, direction)) return null;
  if (!path.every(isNodeId)) return `unknown space in the path`;
  if (path.length < count)
    return `the train must move all ${count} spaces unless it stops in a town to trade (or at a dead end); ${path[path.length - 1]} is no such stop`;
  return 'the path does not follow the track (each step to a neighbouring space, never reversing outside a town)';
}

/** Nodes a desperado may not enter or pass: the sheriffs' spaces. */
const blockedBySheriff = (ctx: WweContext, node: number) =>
  ctx.sheriffs.some((s) => s !== null && NODE_INDEX[s] === node);

/** Node ids of a walked path. */
const ids = (path: readonly number[]) => path.map((n) => NODES[n]!.id);

/**
 * Every legal move of a desperado: exactly `count` spaces in one direction (no doubling back
 * within the move; any direction at the start), never entering or passing a sheriff.
 */
export function desperadoPaths(ctx: WweContext, desperado: Desperado, count: number): string[][] {
  const out: string[][] = [];
  visitDesperadoPaths(ctx, desperado, count, (path) => {
    if (path.length === count) out.push(ids(path));
    return false;
  });
  return out;
}

/** Whether `desperadoPaths` is not empty, stopping at the first path. */
export function hasDesperadoPath(ctx: WweContext, desperado: Desperado, count: number): boolean {
  let found = false;
  visitDesperadoPaths(ctx, desperado, count, (path) => (found = path.length === count));
  return found;
}

/**
 * Walks a desperado's rides of up to `count` spaces (depth first, no doubling back, never onto a
 * sheriff), calling `visit` at every step; `visit` returns true to stop the walk.
 */
function visitDesperadoPaths(
  ctx: WweContext,
  desperado: Desperado,
  count: number,
  visit: (path: readonly number[]) => boolean,
): void {
  const path: number[] = [];
  const walk = (node: number, previous: number | null): boolean => {
    for (const next of NEIGHBOURS[node]!) {
      if (next === previous || blockedBySheriff(ctx, next)) continue;
      path.push(next);
      if (visit(path) || (path.length < count && walk(next, node))) return true;
      path.pop();
    }
    return false;
  };
  walk(NODE_INDEX[desperado.at]!, null);
}

/**
 * Paths on which a desperado reaches one of its owner's stations (stopping there, remaining
 * pips unused) so that it may jump to another of them: its whole move.
 */
export function desperadoJumpPaths(
  ctx: WweContext,
  desperado: Desperado,
  count: number,
): string[][] {
  const own = new Set(stationsOf(ctx, desperado.owner));
  const out: string[][] = [];
  visitDesperadoPaths(ctx, desperado, count, (path) => {
    const city = NODES[path[path.length - 1]!]!.city;
    if (city && own.has(city)) out.push(ids(path));
    return false;
  });
  return out;
}

/** Dynamite spaces joined to `node` through neighbouring dynamite spaces (itself included). */
export function dynamiteRun(ctx: WweContext, node: string, extra: string | null = null): number {
  const mined = new Set(ctx.dynamite.map((d) => NODE_INDEX[d.at]!));
  if (extra) mined.add(NODE_INDEX[extra]!);
  const start = NODE_INDEX[node]!;
  return mined.has(start) ? spread(start, Infinity, (n) => mined.has(n)).size : 0;
}

/**
 * Breadth first from `start` through the nodes `enters` lets in, up to `radius` steps: each
 * node reached with its steps, in the order reached (a Map iterates the entries added meanwhile).
 */
function spread(start: number, radius: number, enters = (_node: number) => true) {
  const seen = new Map([[start, 0]]);
  for (const [n, steps] of seen)
    if (steps < radius)
      for (const m of NEIGHBOURS[n]!) if (!seen.has(m) && enters(m)) seen.set(m, steps + 1);
  return seen;
}

/** Why dynamite may not go on `space` now, or null. */
export function explainDynamiteSpace(ctx: WweContext, space: unknown): string | null {
  if (!isNodeId(space)) return `unknown space ${String(space)}`;
  if (nodeOf(space).kind === 'city') return 'dynamite may not be laid in a town';
  if (dynamiteAt(ctx, space)) return 'there is dynamite on that space already';
  // The rulebook allows any space outside the towns; the option keeps our earlier, narrower reading.
  if (ctx.options.dynamiteOnFreeTrackOnly) {
    if (ctx.sheriffs.includes(space)) return 'a sheriff stands on that space';
    if (ctx.trains.some((t) => t.at === space)) return 'a train stands on that space';
  }
  const touches = NEIGHBOURS[NODE_INDEX[space]!]!.some((n) => dynamiteAt(ctx, NODES[n]!.id));
  if (touches && dynamiteRun(ctx, space, space) > MAX_DYNAMITE_RUN)
    return `no more than ${MAX_DYNAMITE_RUN} dynamite tokens may lie next to each other`;
  return null;
}

/** Why a sheriff may not go on `space`, or null: any track space without the other sheriff. */
export function explainSheriffSpace(
  ctx: WweContext,
  sheriff: unknown,
  space: unknown,
): string | null {
  if (sheriff !== 0 && sheriff !== 1) return 'sheriff must be 0 or 1';
  if (!isNodeId(space)) return `unknown space ${String(space)}`;
  const inSupply = ctx.sheriffs.findIndex((s) => s === null);
  if (inSupply >= 0 && sheriff !== inSupply)
    return `sheriff ${inSupply} is still in the supply: place it before moving the other`;
  if (nodeOf(space).kind === 'city') return 'a sheriff watches the track, not a town';
  if (ctx.sheriffs.includes(space)) return 'a sheriff stands there already';
  // The rulebook lets the player choose the space; the option keeps our earlier, narrower reading.
  if (ctx.options.sheriffNotOnDesperado && ctx.desperados.some((d) => d.at === space))
    return 'a desperado stands on that space';
  return null;
}

/** Every track space within `radius` steps of `node`. */
export function within(node: string, radius: number): Set<string> {
  return new Set([...spread(NODE_INDEX[node]!, radius).keys()].map((n) => NODES[n]!.id));
}

/**
 * Spaces from `city` to the nearest other town that buys its cheapest good (the good its start
 * train gets free), or null when no town buys it.
 */
export function spacesToBuyer(city: CityId): number | null {
  const good = cheapestGood(city);
  // `spread` visits spaces nearest first: the first buyer found is the nearest.
  for (const [n, steps] of spread(NODE_INDEX[city]!, Infinity)) {
    const town = NODES[n]!.city;
    if (town && town !== city && salePrice(town, good) !== null) return steps;
  }
  return null;
}

/** The seat to act now in a resting phase (null when the game is over). */
export function seatToAct(ctx: WweContext, phase: string): number | null {
  if (phase === 'gameOver') return null;
  if (phase === 'draft') return draftSeat(ctx);
  if (phase === 'placingDesperados') return desperadoSeat(ctx);
  if (phase === 'telegram') return ctx.pendingTelegram!.seat;
  if (phase === 'sheriff' || phase === 'preRollSheriff') return ctx.pendingSheriff!;
  return ctx.currentPlayer;
}

/** Snake order: first chooser clockwise, then the last player again and back anticlockwise. */
export function draftOrder(ctx: Pick<WweContext, 'players' | 'firstPlayer'>): number[] {
  const n = ctx.players.length;
  const there = Array.from({ length: n }, (_, i) => (ctx.firstPlayer + i) % n);
  return [...there, ...[...there].reverse()];
}
export const draftSeat = (ctx: WweContext) => draftOrder(ctx)[ctx.draft.length] ?? null;

/** Seats place their desperados from the first chooser clockwise. */
export function desperadoSeat(ctx: WweContext): number | null {
  const n = ctx.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (ctx.firstPlayer + i) % n;
    if (!ctx.desperados.some((d) => d.owner === seat)) return seat;
  }
  return null;
}

/** The first seat, from the current player clockwise, at or above the target. */
export function seatAtTarget(ctx: WweContext): number | null {
  const n = ctx.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (ctx.currentPlayer + i) % n;
    if (points(ctx, seat) >= ctx.target) return seat;
  }
  return null;
}
