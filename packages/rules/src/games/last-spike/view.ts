/**
 * The renderer-facing view for one viewer: plain JSON, everything a board, panel or docs example
 * needs. A seat sees its own hand and no one else's; the supply order and the 2-player set-aside
 * tile are shown to nobody but the viewer `'all'` (tests, the CLI); with the hidden-cash option a
 * seat sees only its own cash. When the game is over every hand is shown.
 */
import type { Viewer } from '../../core/game-definition.js';
import {
  CARD_BY_ID,
  CITIES,
  CITY_BY_ID,
  CITY_IDS,
  PAYOUTS,
  PRICES,
  ROUTES,
  SPACES,
  type CityId,
  type RouteLetter,
} from './data/index.js';
import { PHASES, type Phase } from './explain.js';
import {
  bankBuys,
  isGrantClaimed,
  isLaid,
  isPaidOut,
  laidPerRoute,
  landValue,
  lastSpikeTiles,
  layCost,
  layOptions,
  ranking,
  salePrice,
  topPrice,
} from './rules.js';
import { phaseOf, type LastSpikeState } from './state.js';
import type { LogEntry, LsContext, PendingLay } from './types.js';

export interface LsLandCardView {
  readonly id: string;
  readonly city: CityId;
  readonly cityName: string;
  readonly price: number;
  readonly grant: boolean;
  /** What the bank pays for it now, or null when it will not buy it. */
  readonly salePrice: number | null;
}

export interface LsPlayerView {
  readonly seat: number;
  readonly name: string;
  /** Null when cash is hidden from this viewer (option hiddenCash). */
  readonly cash: number | null;
  readonly bankrupt: boolean;
  readonly handSize: number;
  /** The tiles in hand, or null when the viewer may not see them. */
  readonly hand: readonly string[] | null;
  /** Tiles of this hand every player has seen (the kept first-player tile of the variant). */
  readonly knownTiles: readonly string[];
  readonly land: readonly LsLandCardView[];
  /** Total printed price of the land held (the tiebreak). */
  readonly landValue: number;
  /** Cards held per city id (0 for none). */
  readonly cardsByCity: Readonly<Record<string, number>>;
}

export interface LsSpaceView {
  readonly code: string;
  readonly route: RouteLetter;
  readonly position: number;
  /** Printed (normal) cost. */
  readonly cost: number;
  readonly city: CityId | null;
  readonly laid: boolean;
  readonly laidBy: number | null;
  /** Cost of laying it now: the printed cost, or double when detached. */
  readonly layCost: number;
  readonly detached: boolean;
  /** Laying it now would drive the last spike. */
  readonly lastSpike: boolean;
}

export interface LsRouteView {
  readonly letter: RouteLetter;
  readonly east: CityId;
  readonly west: CityId;
  readonly spaces: readonly string[];
  readonly laid: number;
  readonly complete: boolean;
  /** 1 for the first route completed, … ; null while incomplete. */
  readonly completedOrder: number | null;
}

export interface LsCityView {
  readonly id: CityId;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly routes: readonly RouteLetter[];
  readonly grantClaimed: boolean;
  readonly grantHolder: number | null;
  /** Price of the top card now (null when the pile is empty); 0 while the grant is on top. */
  readonly topPrice: number | null;
  readonly pile: readonly number[];
  readonly payouts: readonly number[];
  /** Completed routes of this city: the payouts it has made. */
  readonly payoutsMade: number;
  readonly paidOut: boolean;
  /** Land can be bought here (the grant is claimed and a card is left). */
  readonly forSale: boolean;
}

export interface LsPaymentView {
  readonly city: CityId;
  readonly seat: number;
  readonly cards: number;
  readonly amount: number;
}

export interface LsCompletionView {
  readonly route: RouteLetter;
  readonly payments: readonly LsPaymentView[];
  /** Total received per seat from this completion. */
  readonly totals: readonly number[];
}

export interface LastSpikeView {
  readonly game: 'last-spike';
  readonly viewer: Viewer;
  readonly phase: string;
  readonly phaseId: Phase;
  readonly rule: string;
  readonly players: readonly LsPlayerView[];
  readonly activeSeats: readonly number[];
  readonly finished: boolean;
  /** Seat at turn. */
  readonly turn: number;
  readonly turnNumber: number;
  readonly firstPlayer: number;
  readonly firstPlayerDraw: readonly { readonly seat: number; readonly tile: string }[];
  readonly cities: Readonly<Record<CityId, LsCityView>>;
  readonly routes: Readonly<Record<RouteLetter, LsRouteView>>;
  readonly spaces: Readonly<Record<string, LsSpaceView>>;
  readonly completedRoutes: readonly RouteLetter[];
  readonly tilesLaid: number;
  readonly supplySize: number;
  /** Supply order (top first): only for the viewer `'all'`. */
  readonly supply: readonly string[] | null;
  readonly setAsideCount: number;
  /** The 2-player set-aside tile: only for the viewer `'all'`. */
  readonly setAside: readonly string[] | null;
  /** Tiles that would drive the last spike if laid now. */
  readonly lastSpikeTiles: readonly string[];
  /**
   * The tile chosen while its player sells land to pay for it. `short` (its cost minus the cash)
   * is null for a viewer who may not see that cash (option hiddenCash): it would give it away.
   */
  readonly pending: (PendingLay & { readonly short: number | null }) | null;
  /** Costs of the hand of the player at turn, when the viewer may see it. */
  readonly handOptions:
    | readonly {
        readonly tile: string;
        readonly cost: number;
        readonly detached: boolean;
        readonly legal: boolean;
      }[]
    | null;
  /** Cash plus land the bank would buy, for the player at turn (null when hidden). */
  readonly purchasingPower: number | null;
  readonly grantThisTurn: boolean;
  readonly lastLay: Extract<LogEntry, { kind: 'lay' }> | null;
  readonly lastCompletion: LsCompletionView | null;
  readonly lastSale: Extract<LogEntry, { kind: 'sale' }> | null;
  readonly lastPurchase: Extract<LogEntry, { kind: 'buy' }> | null;
  readonly lastSpike: {
    readonly seat: number;
    readonly tile: string;
    readonly cost: number;
    readonly bonus: number;
    /** The order the money moved on the last turn: "cost", "bonus", "payout". */
    readonly sequence: readonly string[];
  } | null;
  readonly log: readonly LogEntry[];
  readonly options: {
    readonly detachedPlacement: string;
    readonly hiddenCash: boolean;
    readonly firstPlayerTile: string;
    readonly fixedDeal: boolean;
  };
  readonly standings: readonly { seat: number; cash: number; land: number; rank: number }[] | null;
}

function last<K extends LogEntry['kind']>(
  log: readonly LogEntry[],
  kind: K,
): Extract<LogEntry, { kind: K }> | null {
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]!.kind === kind) return log[i] as Extract<LogEntry, { kind: K }>;
  return null;
}

function lastCompletion(ctx: LsContext): LsCompletionView | null {
  const route = ctx.completed[ctx.completed.length - 1];
  if (route === undefined) return null;
  const start = ctx.log.findIndex((e) => e.kind === 'complete' && e.route === route);
  const payments: LsPaymentView[] = [];
  for (const e of ctx.log.slice(start + 1)) {
    if (e.kind !== 'payout' && e.kind !== 'bonus') break;
    if (e.kind === 'payout')
      payments.push({ city: e.city, seat: e.seat, cards: e.cards, amount: e.amount });
  }
  const totals = ctx.players.map((_, seat) =>
    payments.filter((p) => p.seat === seat).reduce((s, p) => s + p.amount, 0),
  );
  return { route, payments, totals };
}

export function activeSeatsOf(state: LastSpikeState): number[] {
  return phaseOf(state) === 'gameOver' ? [] : [state.context.current];
}

export function view(state: LastSpikeState, viewer: Viewer = 'spectator'): LastSpikeView {
  return buildView(state, viewer, false);
}

/**
 * The seat's view as the search's playouts read it, about twice as fast to build: the spaces of
 * the seat's hand only, and no log or summaries of past moves (left empty). The heuristic and
 * the evaluation read nothing else; a test holds them to the same answers as on `view`.
 */
export function playoutView(state: LastSpikeState, seat: number): LastSpikeView {
  return buildView(state, seat, true);
}

/** A seat's land as the view shows it, summed in one pass over its cards. */
interface Holdings {
  readonly land: LsLandCardView[];
  readonly cardsByCity: Record<string, number>;
  /** What the bank would pay for all of it now (the sellable cards' sale prices). */
  readonly saleValue: number;
}

function holdingsOf(ctx: LsContext, seat: number, paidOut: ReadonlySet<CityId>): Holdings {
  const cardsByCity: Record<string, number> = {};
  for (const city of CITIES) cardsByCity[city.id] = 0;
  let saleValue = 0;
  const land = ctx.holdings[seat]!.map((id): LsLandCardView => {
    const card = CARD_BY_ID[id]!;
    cardsByCity[card.city]! += 1;
    const sale = bankBuys(card, paidOut.has(card.city)) ? salePrice(card.price) : null;
    saleValue += sale ?? 0;
    return {
      id,
      city: card.city,
      cityName: CITY_BY_ID[card.city].name,
      price: card.price,
      grant: card.grant,
      salePrice: sale,
    };
  });
  return { land, cardsByCity, saleValue };
}

/**
 * The view; `lean` builds the playout view, which also shares the board's constant lists (a
 * route's spaces, a city's routes and payouts) instead of copying them: the bots only read it.
 */
function buildView(state: LastSpikeState, viewer: Viewer, lean: boolean): LastSpikeView {
  const ctx = state.context;
  const phase = phaseOf(state);
  const finished = phase === 'gameOver';
  const seesHand = (seat: number) => finished || viewer === 'all' || viewer === seat;
  const seesCash = (seat: number) => !ctx.options.hiddenCash || seesHand(seat);
  const paidOut = new Set(CITY_IDS.filter((city) => isPaidOut(ctx, city)));
  const held = ctx.players.map((_, seat) => holdingsOf(ctx, seat, paidOut));
  const players: LsPlayerView[] = ctx.players.map((name, seat) => ({
    seat,
    name,
    cash: seesCash(seat) ? ctx.cash[seat]! : null,
    bankrupt: ctx.bankrupt[seat] !== null,
    handSize: ctx.hands[seat]!.length,
    hand: seesHand(seat) ? [...ctx.hands[seat]!] : null,
    knownTiles: [...ctx.known[seat]!],
    land: held[seat]!.land,
    landValue: landValue(ctx, seat),
    cardsByCity: held[seat]!.cardsByCity,
  }));
  const laidOn = laidPerRoute(ctx);
  const spikeTiles = finished ? [] : lastSpikeTiles(ctx, laidOn);
  const hand = typeof viewer === 'number' ? ctx.hands[viewer] : undefined;
  const shown = lean && hand ? SPACES.filter((space) => hand.includes(space.code)) : SPACES;
  const spaces: Record<string, LsSpaceView> = {};
  for (const space of shown) {
    const laid = isLaid(ctx, space.code);
    const detached = !laid && layCost(ctx, space.code).detached;
    spaces[space.code] = {
      code: space.code,
      route: space.route,
      position: space.position,
      cost: space.cost,
      city: space.city,
      laid,
      laidBy: laid ? ctx.board[space.code]! : null,
      layCost: detached ? space.cost * 2 : space.cost,
      detached,
      lastSpike: spikeTiles.includes(space.code),
    };
  }
  const routes = {} as Record<RouteLetter, LsRouteView>;
  for (const route of ROUTES) {
    const laid = laidOn[route.letter];
    const order = ctx.completed.indexOf(route.letter);
    routes[route.letter] = {
      letter: route.letter,
      east: route.east,
      west: route.west,
      spaces: lean ? route.spaces : [...route.spaces],
      laid,
      complete: laid === 4,
      completedOrder: order < 0 ? null : order + 1,
    };
  }
  const grantHolders = new Map<CityId, number>();
  held.forEach((h, seat) => {
    for (const card of h.land) if (card.grant) grantHolders.set(card.city, seat);
  });
  const cities = {} as Record<CityId, LsCityView>;
  for (const city of CITIES) {
    const claimed = isGrantClaimed(ctx, city.id);
    const pile = ctx.piles[city.id];
    const prices = PRICES[city.id];
    cities[city.id] = {
      id: city.id,
      name: city.name,
      x: city.x,
      y: city.y,
      routes: lean ? city.routes : [...city.routes],
      grantClaimed: claimed,
      grantHolder: grantHolders.get(city.id) ?? null,
      topPrice: topPrice(ctx, city.id),
      pile: pile.map((rank) => prices[rank]!),
      payouts: lean ? PAYOUTS[city.id] : [...PAYOUTS[city.id]],
      payoutsMade: city.routes.filter((l) => ctx.completed.includes(l)).length,
      paidOut: paidOut.has(city.id),
      forSale: claimed && pile.length > 0,
    };
  }
  const current = ctx.current;
  const handVisible = !finished && seesHand(current);
  const power = ctx.cash[current]! + held[current]!.saleValue;
  const log = lean ? [] : ctx.log;
  const spikeLay = ctx.lastSpike ? last(log, 'lay') : null;
  const lastTurn = ctx.lastSpike ? log.filter((e) => e.turn === ctx.turn) : [];
  return {
    game: 'last-spike',
    viewer,
    phase: PHASES[phase].label,
    phaseId: phase,
    rule: PHASES[phase].rule,
    players,
    activeSeats: finished ? [] : [current],
    finished,
    turn: current,
    turnNumber: ctx.turn,
    firstPlayer: ctx.firstPlayer,
    firstPlayerDraw: lean ? [] : ctx.firstPlayerDraw.map((d) => ({ ...d })),
    cities,
    routes,
    spaces,
    completedRoutes: [...ctx.completed],
    tilesLaid: Object.keys(ctx.board).length,
    supplySize: ctx.supply.length,
    supply: viewer === 'all' ? [...ctx.supply] : null,
    setAsideCount: ctx.setAside.length,
    setAside: viewer === 'all' ? [...ctx.setAside] : null,
    lastSpikeTiles: spikeTiles,
    pending: ctx.pending
      ? {
          ...ctx.pending,
          short: seesCash(current) ? Math.max(0, ctx.pending.cost - ctx.cash[current]!) : null,
        }
      : null,
    handOptions: handVisible
      ? layOptions(ctx, current, power).map(({ tile, cost, detached, legal }) => ({
          tile,
          cost,
          detached,
          legal,
        }))
      : null,
    purchasingPower: finished || !seesCash(current) ? null : power,
    grantThisTurn: ctx.grantThisTurn,
    lastLay: last(log, 'lay'),
    lastCompletion: lean ? null : lastCompletion(ctx),
    lastSale: last(log, 'sale'),
    lastPurchase: last(log, 'buy'),
    lastSpike:
      ctx.lastSpike && spikeLay
        ? {
            seat: ctx.lastSpike.seat,
            tile: ctx.lastSpike.tile,
            cost: spikeLay.cost,
            bonus: last(log, 'bonus')?.amount ?? 0,
            sequence: lastTurn
              .filter((e) => e.kind === 'lay' || e.kind === 'bonus' || e.kind === 'payout')
              .map((e) => (e.kind === 'lay' ? 'cost' : e.kind))
              .filter((k, i, all) => all.indexOf(k) === i),
          }
        : null,
    log: log.map((e) => ({ ...e })),
    options: {
      detachedPlacement: ctx.options.detachedPlacement,
      hiddenCash: ctx.options.hiddenCash,
      firstPlayerTile: ctx.options.firstPlayerTile,
      fixedDeal: ctx.options.fixedDeal.trim() !== '',
    },
    standings: finished ? ranking(ctx) : null,
  };
}
