/**
 * Pure updates: each takes the context and returns the fields that change. The machine's
 * actions wrap them; randomness comes only from `ctx.prng`, inside the move that causes it.
 */
import { seedPrng, shuffle, type PrngState } from '../../core/prng.js';
import { nextSeatWhere } from '../../core/seats.js';
import {
  BONUS,
  CARD_BY_ID,
  CITY_IDS,
  HAND,
  PAYOUTS,
  SPACE_BY_CODE,
  TILE_CODES,
  compareTiles,
  isTileCode,
  startingCash,
  type CityId,
} from './data/index.js';
import type { LsOptions } from './options.js';
import {
  isConnected,
  isGrantClaimed,
  isRouteComplete,
  layCost,
  routePayments,
  salePrice,
  solventSeats,
} from './rules.js';
import type { LogEntry, LsContext } from './types.js';

type Update = Partial<LsContext>;

const sorted = (tiles: readonly string[]) => [...tiles].sort(compareTiles);
const without = <T>(list: readonly T[], item: T) => {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};
const withAt = <T>(list: readonly T[], index: number, value: T) =>
  list.map((old, i) => (i === index ? value : old));

export interface FixedDeal {
  readonly first: readonly string[];
  readonly stack: readonly string[];
}

/**
 * Parses the non-standard `fixedDeal` option ("FIRST… | STACK…"); throws a RangeError that names
 * the problem.
 */
export function parseFixedDeal(text: string, players: number, keep: boolean): FixedDeal {
  const bar = text.indexOf('|');
  if (bar < 0)
    throw new RangeError(
      `options.fixedDeal must read "FIRST… | STACK…" (the first-player tiles, a "|", then the stack order), got ${JSON.stringify(text)}`,
    );
  const codes = (part: string, label: string) => {
    const list = part.split(/[\s,]+/).filter((s) => s.length > 0);
    for (const code of list)
      if (!isTileCode(code))
        throw new RangeError(`options.fixedDeal: "${code}" in the ${label} is not a tile code`);
    const dup = list.find((code, i) => list.indexOf(code) !== i);
    if (dup) throw new RangeError(`options.fixedDeal: tile ${dup} appears twice in the ${label}`);
    return list;
  };
  const first = codes(text.slice(0, bar), 'first-player draw');
  const stack = codes(text.slice(bar + 1), 'stack');
  if (first.length !== players)
    throw new RangeError(
      `options.fixedDeal: the first-player draw needs one tile per seat (${players}), got ${first.length}`,
    );
  if (keep) {
    const kept = stack.find((code) => first.includes(code));
    if (kept)
      throw new RangeError(
        `options.fixedDeal: ${kept} is kept in a hand (firstPlayerTile "keep"), so it cannot be in the stack`,
      );
  }
  return { first, stack };
}

export interface LsInput {
  readonly players: readonly string[];
  readonly seed: string;
  readonly options: LsOptions;
}

/** The set-up: cash, land piles, the first-player draw, the 2-player set-aside tile, the hands. */
export function initialContext(input: LsInput): LsContext {
  const { players, options } = input;
  const n = players.length;
  const keep = options.firstPlayerTile === 'keep';
  let prng: PrngState = seedPrng(input.seed);
  let first: string[];
  let stack: string[];
  if (options.fixedDeal.trim() !== '') {
    const deal = parseFixedDeal(options.fixedDeal, n, keep);
    first = [...deal.first];
    const listed = new Set(deal.stack);
    stack = [
      ...deal.stack,
      ...TILE_CODES.filter((code) => !listed.has(code) && !(keep && first.includes(code))),
    ];
  } else {
    let shuffled: string[];
    [shuffled, prng] = shuffle(prng, TILE_CODES);
    first = shuffled.slice(0, n);
    if (keep) stack = shuffled.slice(n);
    else [stack, prng] = shuffle(prng, TILE_CODES);
  }
  const firstPlayer = first.indexOf(sorted(first)[0]!);
  const setAside = n === 2 ? stack.splice(0, 1) : [];
  const hands = players.map((_, seat) =>
    sorted(keep ? [first[seat]!, ...stack.splice(0, HAND - 1)] : stack.splice(0, HAND)),
  );
  return {
    players: [...players],
    options,
    cash: players.map(() => startingCash(n)),
    hands,
    known: players.map((_, seat) => (keep ? [first[seat]!] : [])),
    supply: stack,
    setAside,
    board: {},
    piles: Object.fromEntries(CITY_IDS.map((city) => [city, [0, 1, 2, 3, 4]])) as Record<
      CityId,
      number[]
    >,
    holdings: players.map(() => []),
    removedGrants: [],
    completed: [],
    current: firstPlayer,
    firstPlayer,
    firstPlayerDraw: first.map((tile, seat) => ({ seat, tile })),
    bankrupt: players.map(() => null),
    turn: 0,
    grantThisTurn: false,
    pending: null,
    lastSpike: null,
    end: null,
    ledger: { paid: 0, received: 0 },
    log: [],
    prng,
  };
}

/** Placeholder for XState's inert actor (never seen by players). */
export const INERT_CONTEXT = {
  players: [],
  options: {},
  prng: seedPrng('inert'),
} as unknown as LsContext;

/**
 * Lays a tile the seat can pay for now: pays its cost, places it, claims the city's land grant if
 * it is the first tile next to that city, and, when it completes a route, pays the route (after
 * the $20,000 bonus when it is the last spike).
 */
export function layTile(ctx: LsContext, seat: number, tile: string, cost: number): Update {
  const { detached } = layCost(ctx, tile);
  const turn = ctx.turn;
  const log: LogEntry[] = [...ctx.log, { kind: 'lay', turn, seat, tile, cost, detached }];
  let cash = withAt(ctx.cash, seat, ctx.cash[seat]! - cost);
  let { paid } = ctx.ledger;
  const received = ctx.ledger.received + cost;
  let holdings = ctx.holdings;
  let piles = ctx.piles;
  let grantThisTurn = ctx.grantThisTurn;
  const space = SPACE_BY_CODE[tile]!;
  if (space.city !== null && isGrantClaimed(ctx, space.city) === false) {
    const card = `${space.city}-0`;
    holdings = withAt(holdings, seat, [...holdings[seat]!, card]);
    piles = { ...piles, [space.city]: piles[space.city].slice(1) };
    grantThisTurn = true;
    log.push({ kind: 'grant', turn, seat, city: space.city, card });
  }
  const board = { ...ctx.board, [tile]: seat };
  let next: LsContext = {
    ...ctx,
    cash,
    board,
    holdings,
    piles,
    hands: withAt(ctx.hands, seat, without(ctx.hands[seat]!, tile)),
    known: withAt(ctx.known, seat, without(ctx.known[seat]!, tile)),
  };
  let completed = ctx.completed;
  let lastSpike = ctx.lastSpike;
  let end = ctx.end;
  if (isRouteComplete(next, space.route)) {
    completed = [...completed, space.route];
    log.push({ kind: 'complete', turn, route: space.route });
    if (isConnected(completed)) {
      cash = withAt(cash, seat, cash[seat]! + BONUS);
      paid += BONUS;
      lastSpike = { seat, tile };
      end = 'lastSpike';
      log.push({ kind: 'bonus', turn, seat, amount: BONUS });
    }
    next = { ...next, cash, completed };
    for (const pay of routePayments(next, space.route, PAYOUTS)) {
      cash = withAt(cash, pay.seat, cash[pay.seat]! + pay.amount);
      paid += pay.amount;
      log.push({ kind: 'payout', turn, route: space.route, ...pay });
    }
  }
  return {
    cash,
    board,
    holdings,
    piles,
    hands: next.hands,
    known: next.known,
    completed,
    lastSpike,
    end,
    grantThisTurn,
    pending: null,
    ledger: { paid, received },
    log,
  };
}

/** The chosen tile costs more than the seat's cash: it waits while the seat sells land. */
export function chooseUnaffordableTile(ctx: LsContext, tile: string): Update {
  const { cost, detached } = layCost(ctx, tile);
  return { pending: { tile, cost, detached } };
}

export function layPendingTile(ctx: LsContext): Update {
  const pending = ctx.pending!;
  return layTile(ctx, ctx.current, pending.tile, pending.cost);
}

/** Sells one card to the bank at half its printed price (rounded up); it goes back on its pile. */
export function sellLand(ctx: LsContext, seat: number, cardId: string): Update {
  const card = CARD_BY_ID[cardId]!;
  const received = salePrice(card.price);
  return {
    cash: withAt(ctx.cash, seat, ctx.cash[seat]! + received),
    holdings: withAt(ctx.holdings, seat, without(ctx.holdings[seat]!, cardId)),
    piles: {
      ...ctx.piles,
      [card.city]: [...ctx.piles[card.city], card.rank].sort((a, b) => a - b),
    },
    ledger: { ...ctx.ledger, paid: ctx.ledger.paid + received },
    log: [
      ...ctx.log,
      { kind: 'sale', turn: ctx.turn, seat, card: cardId, price: card.price, received },
    ],
  };
}

/** Buys the top card of a city's pile at its printed price. */
export function buyLand(ctx: LsContext, seat: number, city: CityId): Update {
  const rank = ctx.piles[city][0]!;
  const cardId = `${city}-${rank}`;
  const price = CARD_BY_ID[cardId]!.price;
  return {
    cash: withAt(ctx.cash, seat, ctx.cash[seat]! - price),
    holdings: withAt(ctx.holdings, seat, [...ctx.holdings[seat]!, cardId]),
    piles: { ...ctx.piles, [city]: ctx.piles[city].slice(1) },
    ledger: { ...ctx.ledger, received: ctx.ledger.received + price },
    log: [...ctx.log, { kind: 'buy', turn: ctx.turn, seat, card: cardId, price }],
  };
}

/** Draws the top tile of the supply into the seat's hand. */
export function drawTile(ctx: LsContext, seat: number): Update {
  const [tile, ...supply] = ctx.supply;
  if (tile === undefined) return {};
  return {
    supply,
    hands: withAt(ctx.hands, seat, sorted([...ctx.hands[seat]!, tile])),
    log: [...ctx.log, { kind: 'draw', turn: ctx.turn, seat }],
  };
}

/**
 * The seat cannot pay for any tile even after selling all its land: its tiles go back into the
 * supply (reshuffled), its cash and land to the bank (cards back onto their piles in price order),
 * its land grants out of the game.
 */
export function goBankrupt(ctx: LsContext, seat: number): Update {
  const returned = ctx.hands[seat]!;
  let prng = ctx.prng;
  let supply: string[];
  if (ctx.options.fixedDeal.trim() !== '') supply = [...ctx.supply, ...sorted(returned)];
  else [supply, prng] = shuffle(prng, [...ctx.supply, ...returned]);
  const cards = ctx.holdings[seat]!;
  const piles = { ...ctx.piles } as Record<CityId, number[]>;
  const grantsRemoved: string[] = [];
  for (const id of cards) {
    const card = CARD_BY_ID[id]!;
    if (card.grant) grantsRemoved.push(id);
    else piles[card.city] = [...piles[card.city], card.rank].sort((a, b) => a - b);
  }
  const order = ctx.bankrupt.filter((b) => b !== null).length;
  const bankrupt = withAt(ctx.bankrupt, seat, order);
  const cash = ctx.cash[seat]!;
  const next: Update = {
    supply,
    prng,
    hands: withAt(ctx.hands, seat, []),
    known: withAt(ctx.known, seat, []),
    cash: withAt(ctx.cash, seat, 0),
    holdings: withAt(ctx.holdings, seat, []),
    piles,
    removedGrants: [...ctx.removedGrants, ...grantsRemoved],
    bankrupt,
    ledger: { ...ctx.ledger, received: ctx.ledger.received + cash },
    log: [
      ...ctx.log,
      {
        kind: 'bankrupt',
        turn: ctx.turn,
        seat,
        tiles: returned.length,
        cash,
        cards: cards.filter((id) => !CARD_BY_ID[id]!.grant),
        grantsRemoved,
      },
    ],
  };
  return bankrupt.every((b) => b !== null) ? { ...next, end: 'allBankrupt' } : next;
}

/** A player with no tile in hand and none to draw passes the turn. */
export const skipTurn = (ctx: LsContext): Update => ({
  log: [...ctx.log, { kind: 'skip', turn: ctx.turn, seat: ctx.current }],
});

/** The next solvent player clockwise takes the turn. */
export function passTurn(ctx: LsContext): Update {
  const next = nextSeatWhere(ctx.current, ctx.players.length, (s) => ctx.bankrupt[s] === null);
  return {
    current: next ?? ctx.current,
    turn: ctx.turn + 1,
    grantThisTurn: false,
    pending: null,
  };
}

/** No solvent player holds a tile and the supply is empty (cannot happen under the rules). */
export const endStalled = (): Update => ({ end: 'stalled' });

/** Solvent players who could still act (a tile in hand, or one to draw). */
export const canAnyoneAct = (ctx: LsContext): boolean =>
  ctx.supply.length > 0 || solventSeats(ctx).some((seat) => ctx.hands[seat]!.length > 0);
