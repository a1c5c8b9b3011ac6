/**
 * The renderer-facing view: plain JSON, for one viewer. A seat sees its own kept telegrams and
 * the personal telegram it just drew; nobody but `'all'` sees the order of the deck (except the
 * cards openly put under it); everything else on the table is public.
 */
import type { Viewer } from '../../core/game-definition.js';
import type { CommonView, PlayerView } from '../../core/view.js';
import { CITY_GOODS, type GoodId } from './data/goods.js';
import { CITY_IDS, ZONES, ZONE_LINES, type CityId, type ZoneId } from './data/network.js';
import { EDGES, NODES, type NodeKind } from './data/board.js';
import { TELEGRAMS, TELEGRAM_INDEX, type TelegramKind } from './data/telegrams.js';
import { PHASES } from './explain.js';
import { movementCount, points, seatToAct, stationsOf, supplyLeft } from './rules.js';
import { phaseOf, type WildWestExpressState } from './state.js';
import type { Cargo, GameEvent, Train, TrainSize, WweContext } from './types.js';

export interface WweCardView {
  readonly id: string;
  readonly title: string;
  readonly kind: TelegramKind;
  readonly affects: string;
  // The card's wording: `TELEGRAM_TEXTS[id]` (`@railyard/rules/texts/wild-west-express`).
}

export interface WwePlayerView extends PlayerView {
  readonly points: number;
  readonly stations: readonly CityId[];
  readonly startCities: readonly CityId[];
  readonly trains: number;
  readonly keptCount: number;
  /** The kept telegrams (with the train each applies to): own seat, `'all'`, or after the game. */
  readonly kept: readonly { readonly card: WweCardView; readonly train: string }[] | null;
  readonly stationDiscount: number;
  readonly upgradeDiscount: number;
}

export interface WweNodeView {
  readonly id: string;
  readonly kind: NodeKind;
  readonly name: string | null;
  readonly x: number;
  readonly y: number;
  readonly zone: ZoneId;
  readonly feature: 'telegram' | 'star' | null;
  readonly sells: Readonly<Partial<Record<GoodId, number>>> | null;
  readonly buys: Readonly<Partial<Record<GoodId, number>>> | null;
}

export interface WweTrainView {
  readonly id: string;
  readonly owner: number;
  readonly size: TrainSize;
  readonly at: string;
  readonly from: string | null;
  readonly cargo: readonly Cargo[];
  readonly capacity: number;
  readonly waiting: boolean;
  readonly owes: { readonly to: number; readonly amount: number } | null;
  readonly guarded: boolean;
  readonly feePass: boolean;
  readonly premium: number;
  /** Still to move this turn. */
  readonly toMove: boolean;
  /** Spaces it moves with the current roll (null before the roll or when not its owner's turn). */
  readonly moves: number | null;
}

export interface WweView extends CommonView {
  readonly players: readonly WwePlayerView[];
  readonly phaseId: string;
  readonly target: number;
  readonly round: number;
  readonly roundLimit: number;
  readonly currentPlayer: number;
  readonly firstPlayer: number;
  readonly orderRolls: readonly (readonly (number | null)[])[];
  readonly draft: readonly { readonly seat: number; readonly city: CityId }[];
  readonly dice: readonly number[] | null;
  readonly moves: {
    readonly small: number;
    readonly large: number;
    readonly desperado: number;
  } | null;
  readonly zones: typeof ZONES;
  readonly zoneLines: typeof ZONE_LINES;
  readonly nodes: readonly WweNodeView[];
  /** Owner seat of each town's station, null = the bank. */
  readonly stations: Readonly<Record<CityId, number | null>>;
  readonly edges: readonly (readonly [string, string])[];
  readonly trains: readonly WweTrainView[];
  readonly desperados: readonly {
    readonly id: string;
    readonly owner: number;
    readonly at: string;
    readonly toMove: boolean;
  }[];
  readonly sheriffs: readonly (string | null)[];
  readonly dynamite: readonly { readonly at: string; readonly owner: number }[];
  readonly supply: ReturnType<typeof supplyLeft>;
  readonly deck: {
    readonly size: number;
    /** Cards openly put under the deck, bottom last (public). */
    readonly knownBottom: readonly string[];
    /** The whole order, top first: viewer `'all'` only. */
    readonly order: readonly string[] | null;
  };
  readonly competitions: readonly ({
    readonly card: WweCardView;
    readonly drawnBy: number;
    readonly lastRound: number;
  } | null)[];
  readonly pending: {
    readonly move: {
      readonly train: string;
      readonly spaces: number;
      readonly direction: string;
      readonly card: WweCardView;
    } | null;
    readonly sheriff: number | null;
    /** A drawn personal telegram: the card for its drawer (and `'all'`), null for the others. */
    readonly telegram: {
      readonly seat: number;
      readonly train: string;
      readonly card: WweCardView | null;
    } | null;
  };
  /** What the last move caused, as this viewer may know it. */
  readonly events: readonly GameEvent[];
  readonly winner: number | null;
  readonly endReason: string | null;
}

export const cardView = (id: string): WweCardView => {
  const c = TELEGRAMS[TELEGRAM_INDEX[id]!]!;
  return { id: c.id, title: c.title, kind: c.kind, affects: c.affects };
};

export function activeSeatsOf(state: WildWestExpressState): number[] {
  const seat = seatToAct(state.context, phaseOf(state));
  return seat === null ? [] : [seat];
}

export function view(state: WildWestExpressState, viewer: Viewer): WweView {
  const ctx: WweContext = state.context;
  const phase = phaseOf(state);
  const finished = phase === 'gameOver';
  const sees = (seat: number) => viewer === 'all' || viewer === seat || finished;
  const ownersTurn = (t: Train) => ctx.dice !== null && t.owner === ctx.currentPlayer;
  const pt = ctx.pendingTelegram;
  return {
    game: 'wild-west-express',
    phase: PHASES[phase].label,
    phaseId: phase,
    rule: PHASES[phase].rule,
    players: ctx.players.map((name, seat) => ({
      seat,
      name,
      cash: ctx.cash[seat]!,
      points: points(ctx, seat),
      stations: stationsOf(ctx, seat),
      startCities: ctx.startCities[seat]!,
      trains: ctx.trains.filter((t) => t.owner === seat).length,
      keptCount: ctx.kept[seat]!.length,
      kept: sees(seat)
        ? ctx.kept[seat]!.map((k) => ({ card: cardView(k.card), train: k.train }))
        : null,
      stationDiscount: ctx.discounts[seat]!.station,
      upgradeDiscount: ctx.discounts[seat]!.upgrade,
    })),
    activeSeats: activeSeatsOf(state),
    finished,
    target: ctx.target,
    round: ctx.round,
    roundLimit: ctx.options.roundLimit,
    currentPlayer: ctx.currentPlayer,
    firstPlayer: ctx.firstPlayer,
    orderRolls: ctx.orderRolls,
    draft: ctx.draft,
    dice: ctx.dice,
    moves: ctx.dice
      ? {
          small: movementCount('small', ctx.dice),
          large: movementCount('large', ctx.dice),
          desperado: movementCount('desperado', ctx.dice),
        }
      : null,
    zones: ZONES,
    zoneLines: ZONE_LINES,
    nodes: NODE_VIEWS,
    stations: Object.fromEntries(
      CITY_IDS.map((c, i) => [c, ctx.stations[i]! >= 0 ? ctx.stations[i]! : null]),
    ) as Record<CityId, number | null>,
    edges: EDGES,
    trains: ctx.trains.map((t) => ({
      id: t.id,
      owner: t.owner,
      size: t.size,
      at: t.at,
      from: t.from,
      cargo: t.cargo,
      capacity: t.size === 'large' ? 2 : 1,
      waiting: t.waiting,
      owes: t.owes,
      guarded: t.guarded,
      feePass: t.feePass,
      premium: t.premium,
      toMove: ctx.toMove.includes(t.id),
      moves: ownersTurn(t) ? movementCount(t.size, ctx.dice!) : null,
    })),
    desperados: ctx.desperados.map((d) => ({ ...d, toMove: ctx.toMove.includes(d.id) })),
    sheriffs: ctx.sheriffs,
    dynamite: ctx.dynamite,
    supply: supplyLeft(ctx),
    deck: {
      size: ctx.deck.length,
      knownBottom: ctx.deck.slice(ctx.deck.length - ctx.deckKnown),
      order: viewer === 'all' ? ctx.deck : null,
    },
    competitions: ctx.competitions.map((c) =>
      c ? { card: cardView(c.card), drawnBy: c.drawnBy, lastRound: c.lastRound } : null,
    ),
    pending: {
      move: ctx.pendingMove ? { ...ctx.pendingMove, card: cardView(ctx.pendingMove.card) } : null,
      sheriff: ctx.pendingSheriff,
      telegram: pt
        ? { seat: pt.seat, train: pt.train, card: sees(pt.seat) ? cardView(pt.card) : null }
        : null,
    },
    events: ctx.events.filter((e) => e.onlyFor === undefined || sees(e.onlyFor)),
    winner: ctx.winner,
    endReason: ctx.endReason,
  };
}

/** The board's spaces: static, shared by every view (pieces and owners are listed separately). */
const NODE_VIEWS: readonly WweNodeView[] = NODES.map((n) => ({
  id: n.id,
  kind: n.kind,
  name: n.name,
  x: n.x,
  y: n.y,
  zone: n.zone,
  feature: n.feature,
  sells: n.city ? CITY_GOODS[n.city].sells : null,
  buys: n.city ? CITY_GOODS[n.city].buys : null,
}));
