/**
 * view(state, viewer): the plain-JSON picture of an American Rails game that renderers draw (with
 * legalMoves). It extends the shared view and its stock facet (core/stock/view.ts) with the map,
 * the action track, the year and turn-order tracks, supplies and the numbers the rulebook examples talk about.
 */
import { lowestBid } from '../../core/stock/auction.js';
import type { Viewer } from '../../core/game-definition.js';
import type {
  AuctionView,
  CompanyView,
  StockPlayerView,
  StockView,
} from '../../core/stock/view.js';
import { SlotMemo } from '../../core/slot-memo.js';
import { ACTION_COLUMNS, ACTION_ROWS, type ActionId } from './data/actions.js';
import {
  CITIES,
  DEVELOPMENT_FULL_BONUS,
  DEVELOPMENT_SHARED_BONUS,
  GRID_COLUMNS,
  GRID_ROWS,
  HEXES,
  SPECIAL_CONNECTION_BONUS,
  type Terrain,
} from './data/board.js';
import {
  COMPANIES,
  DEVELOPMENT_MARKERS,
  FIRST_YEAR,
  LAST_YEAR,
  MINIMUM_BID,
  type CompanyId,
} from './data/companies.js';
import {
  isOpening,
  pendingLabel,
  PHASES,
  seatToAct,
  type DecisionKind,
  type Phase,
} from './explain.js';
import { cubeCost, expansionLimit, sharesHeld, specialPairs } from './rules.js';
import { phaseOf, type AmericanRailsState } from './state.js';
import type { ArContext } from './types.js';

export interface AmericanRailsCityView {
  readonly slug: string;
  readonly name: string;
  /** Printed values. */
  readonly full: number;
  readonly shared: number;
  /** Values now, development included. */
  readonly currentFull: number;
  readonly currentShared: number;
  readonly developable: boolean;
  /** Chicago, New York, Atlanta. */
  readonly special: boolean;
  readonly developed: boolean;
  /** What each company there earns from it now. */
  readonly earnsEach: number;
}

export interface AmericanRailsHexView {
  /** `col,row`, the id used by moves. */
  readonly id: string;
  readonly col: number;
  readonly row: number;
  readonly terrain: Terrain;
  /** Human label: the city name, or e.g. "Plains 2,6 (next to St. Louis)". */
  readonly label: string;
  /** Terrain is the transcriber's approximation. */
  readonly approximate: boolean;
  /** Neighbouring hex ids. */
  readonly neighbours: readonly string[];
  readonly city: AmericanRailsCityView | null;
  /** Company ids with a cube here, in order of arrival. */
  readonly cubes: readonly CompanyId[];
  /** Cost of the next cube here (forest/mountain: only while empty). */
  readonly nextCubeCost: number | null;
}

export interface AmericanRailsCompanyView extends CompanyView {
  readonly id: CompanyId;
  /** Cube color in words ("grey"), a non-color cue beside `short`. */
  readonly colorName: string;
  /** False for the company removed in a three-player game. */
  readonly inGame: boolean;
  readonly sharesHeld: number;
  readonly sharesRemoved: number;
  readonly cubesOnMap: number;
  /** Hex id of the starting cube, or null. */
  readonly startHex: string | null;
  /** Special connection pairs completed (e.g. "chicago-new-york"). */
  readonly specialConnections: readonly string[];
  readonly offeredInOpening: boolean;
  /** Lowest bid for one of its shares ($10). */
  readonly minimumBid: number;
}

export interface AmericanRailsPlayerView extends StockPlayerView {
  readonly isBanker: boolean;
  /** Space (1-based) on the turn-order track, or null. */
  readonly turnOrderSpace: number | null;
  /** The player's marker on the action track this round, or null. */
  readonly actionMarker: {
    readonly column: number;
    readonly row: number;
    readonly action: ActionId;
  } | null;
}

export interface AmericanRailsDividendView {
  readonly company: CompanyId;
  readonly income: number;
  readonly sharesHeld: number;
  readonly perShare: number;
  /** Money per seat. */
  readonly payouts: readonly number[];
}

export interface AmericanRailsIncomeChangeView {
  readonly hex: string;
  readonly hexLabel: string;
  readonly company: CompanyId | null;
  readonly cause: 'cube' | 'develop' | 'start';
  /** Change per company id (only companies whose income changed). */
  readonly delta: Readonly<Partial<Record<CompanyId, number>>>;
  readonly bonuses: readonly string[];
}

export interface AmericanRailsPendingView {
  /** The kind of decision awaited (the phase `phaseId` names where in the game it is). */
  readonly kind: DecisionKind;
  readonly seat: number | null;
  readonly label: string;
  /** For Expand: cubes placed so far and the limit. */
  readonly cubesPlaced: number | null;
  readonly cubesLimit: number | null;
  /** For a starting cube: which company. */
  readonly company: CompanyId | null;
}

export interface AmericanRailsView extends StockView {
  readonly game: 'american-rails';
  /** Where the game waits (see explain.ts `PHASES`). */
  readonly phaseId: Phase;
  readonly players: readonly AmericanRailsPlayerView[];
  readonly companies: readonly AmericanRailsCompanyView[];
  readonly board: {
    readonly layout: 'pointy-top odd-r';
    readonly columns: number;
    readonly rows: number;
    readonly hexes: readonly AmericanRailsHexView[];
    readonly developmentBonus: { readonly full: number; readonly shared: number };
    readonly specialConnectionBonus: number;
  };
  /** Cities by slug (e.g. `/cities/buffalo/earnsEach`): hex id, cubes and values, for panels and docs. */
  readonly cities: Readonly<
    Record<
      string,
      AmericanRailsCityView & { readonly hex: string; readonly cubes: readonly CompanyId[] }
    >
  >;
  readonly year: number;
  readonly yearTrack: { readonly first: number; readonly last: number };
  /** 0 during the opening auctions, then 1–7. */
  readonly round: number;
  /** 1–3 during the action phases, else null. */
  readonly actionPhase: number | null;
  readonly actionTrack: {
    readonly rows: readonly {
      readonly id: ActionId;
      readonly label: string;
      readonly rule: string;
    }[];
    /** columns[column][row] = seat or null. */
    readonly columns: readonly (readonly (number | null)[])[];
    readonly currentColumn: number | null;
  };
  /** Turn-order track: seat per space (1 first), null = free. */
  readonly turnOrder: readonly (number | null)[];
  readonly turnOrderNames: readonly (string | null)[];
  /** Order of play in the current action phase. */
  readonly phaseOrder: readonly number[];
  readonly phaseOrderNames: readonly string[];
  readonly developmentSupply: number;
  readonly developmentMarkers: number;
  readonly pending: AmericanRailsPendingView;
  readonly bank: { readonly paidOut: number; readonly received: number };
  readonly lastSale: {
    readonly company: CompanyId;
    readonly seat: number;
    readonly price: number;
  } | null;
  /** Dividends of the last dividend phase, by company id. */
  readonly lastDividends: Readonly<Partial<Record<CompanyId, AmericanRailsDividendView>>> | null;
  readonly lastIncomeChange: AmericanRailsIncomeChangeView | null;
  readonly lastCubeCost: number | null;
  /** Company removed at setup (three players), or null. */
  readonly removedCompany: CompanyId | null;
  readonly endReason: string | null;
}

const NO_CUBES: readonly CompanyId[] = Object.freeze([]);

const STATIC_HEXES = HEXES.map((hex) => ({
  id: hex.id,
  col: hex.col,
  row: hex.row,
  terrain: hex.terrain,
  label: hex.label,
  approximate: hex.approximate,
  neighbours: hex.neighbours.map((n) => HEXES[n]!.id),
}));

function phaseLabel(ctx: ArContext, phase: Phase): string {
  if (phase === 'gameOver') return 'Game over';
  if (isOpening(phase)) return 'Opening auctions';
  const where = `${ctx.clock.year}, action phase ${ctx.clock.phase + 1}`;
  switch (phase) {
    case 'chooseAction':
      return where;
    case 'auctionOffer':
    case 'auctionBidding':
    case 'auctionStart':
      return `${where}: Auction a share`;
    case 'expand':
      return `${where}: Expand ${expansionLimit(ctx)}`;
    default:
      return `${where}: ${PHASES[phase].label}`;
  }
}

interface HexMemo {
  readonly hex: AmericanRailsHexView;
  /** The hex's entry in the view's `cities`, when it is a city. */
  readonly city: AmericanRailsView['cities'][string] | null;
}

/**
 * The last view made of each hex. A hex's view depends only on its cube list and development,
 * and a move that places a cube replaces that one hex's list (the context is never mutated), so
 * a view after a move reuses every other hex's objects: bots ask for a view on every move of
 * every playout. Views are read-only, so sharing them between views is safe (a view's
 * `board.hexes` and `cities` may be the same objects as the last view's).
 */
const hexMemo = new SlotMemo<HexMemo>();

function hexView(ctx: ArContext, i: number): HexMemo {
  const there = ctx.cubes[i]!;
  const developed = ctx.developed[i]!;
  const known = hexMemo.get(i, there, developed);
  if (known) return known;
  const base = STATIC_HEXES[i]!;
  const hex = HEXES[i]!;
  let city: AmericanRailsCityView | null = null;
  if (hex.city >= 0) {
    const data = CITIES[hex.city]!;
    const currentFull = data.full + (developed ? DEVELOPMENT_FULL_BONUS : 0);
    const currentShared = data.shared + (developed ? DEVELOPMENT_SHARED_BONUS : 0);
    city = {
      slug: data.slug,
      name: data.name,
      full: data.full,
      shared: data.shared,
      currentFull,
      currentShared,
      developable: data.developable,
      special: data.special,
      developed,
      earnsEach: there.length === 0 ? 0 : there.length === 1 ? currentFull : currentShared,
    };
  }
  const blocked = (hex.terrain === 'forest' || hex.terrain === 'mountain') && there.length > 0;
  const cubes = there.length === 0 ? NO_CUBES : there.map((c) => COMPANIES[c]!.id);
  const made: HexMemo = {
    hex: {
      id: base.id,
      col: base.col,
      row: base.row,
      terrain: base.terrain,
      label: base.label,
      approximate: base.approximate,
      neighbours: base.neighbours,
      city,
      cubes,
      nextCubeCost: blocked ? null : cubeCost(ctx, i),
    },
    // Made once per change of the hex, so the spread's slow path does not matter here.
    city: city && { ...city, hex: base.id, cubes },
  };
  return hexMemo.set(i, made, there, developed);
}

interface MapView {
  readonly hexes: readonly AmericanRailsHexView[];
  /** Per company: its cubes on the map. */
  readonly cubesOnMap: readonly number[];
  /** The city views keyed by slug, with their hex id and cubes. */
  readonly cities: AmericanRailsView['cities'];
}

/** The last map made: most moves (bids, actions, dividends) leave the cubes and markers alone. */
const mapMemo = new SlotMemo<MapView>();

function mapView(ctx: ArContext): MapView {
  const known = mapMemo.get(0, ctx.cubes, ctx.developed);
  if (known) return known;
  const memos = STATIC_HEXES.map((_, i) => hexView(ctx, i));
  const cities: Record<string, AmericanRailsView['cities'][string]> = {};
  for (const { city } of memos) if (city) cities[city.slug] = city;
  const cubesOnMap = COMPANIES.map(() => 0);
  for (const there of ctx.cubes) for (const c of there) cubesOnMap[c]!++;
  const made = { hexes: memos.map((m) => m.hex), cubesOnMap, cities };
  return mapMemo.set(0, made, ctx.cubes, ctx.developed);
}

/** A seat's shares by company id (a plain loop: bots ask for a view on every playout move). */
function sharesOf(holdings: readonly number[]): Record<string, number> {
  const shares: Record<string, number> = {};
  for (let i = 0; i < COMPANIES.length; i++) shares[COMPANIES[i]!.id] = holdings[i]!;
  return shares;
}

/** Seats expected to act: one at a time in American Rails. */
export function activeSeatsOf(ctx: ArContext, phase: Phase): number[] {
  const seat = seatToAct(ctx, phase);
  return seat === null ? [] : [seat];
}

/**
 * The view of a snapshot. American Rails has no hidden information, so every viewer sees the
 * same view.
 */
export function view(state: AmericanRailsState, _viewer: Viewer): AmericanRailsView {
  return buildView(state, false);
}

/**
 * The view as the search's playouts read it, without the words made for people: the phase's and
 * the pending decision's labels and the names of the turn and phase orders are empty, the last
 * dividends and income change null. Bots read none of them (playout-view.test.ts).
 */
export function playoutView(state: AmericanRailsState): AmericanRailsView {
  return buildView(state, true);
}

/** The action track's rows: the same in every view. */
const ACTION_TRACK_ROWS = ACTION_ROWS.map((r) => ({ id: r.id, label: r.label, rule: r.rule }));

function buildView(state: AmericanRailsState, lean: boolean): AmericanRailsView {
  const ctx = state.context;
  const phase = phaseOf(state);
  const seat = seatToAct(ctx, phase);
  const over = phase === 'gameOver';
  const markers = new Map<number, { column: number; row: number; action: ActionId }>();
  ctx.actionTrack.forEach((column, c) =>
    column.forEach(
      (s, row) => s !== null && markers.set(s, { column: c, row, action: ACTION_ROWS[row]!.id }),
    ),
  );
  const map = mapView(ctx);
  const companies: AmericanRailsCompanyView[] = COMPANIES.map((data, i) => {
    const state = ctx.companies[i]!;
    return {
      id: data.id,
      name: data.name,
      color: data.css,
      colorName: data.colorName,
      short: data.short,
      sharesTotal: data.shares,
      sharesLeft: state.sharesUnsold,
      treasury: state.treasury,
      income: state.income,
      supply: state.supply,
      open: state.startHex >= 0,
      inGame: state.inGame,
      sharesHeld: sharesHeld(ctx, i),
      sharesRemoved: state.sharesRemoved,
      cubesOnMap: map.cubesOnMap[i]!,
      startHex: state.startHex >= 0 ? HEXES[state.startHex]!.id : null,
      specialConnections: specialPairs(ctx.cubes, i),
      offeredInOpening: state.offeredInOpening,
      minimumBid: MINIMUM_BID,
    };
  });
  const players: AmericanRailsPlayerView[] = ctx.players.map((name, s) => ({
    seat: s,
    name,
    cash: ctx.cash[s]!,
    shares: sharesOf(ctx.holdings[s]!),
    isBanker: s === ctx.setup.banker,
    turnOrderSpace: ctx.clock.turnOrder.includes(s) ? ctx.clock.turnOrder.indexOf(s) + 1 : null,
    actionMarker: markers.get(s) ?? null,
  }));
  const auction: AuctionView | null = ctx.auction
    ? {
        item: COMPANIES[ctx.auction.item]!.id,
        itemLabel: `${COMPANIES[ctx.auction.item]!.name} share`,
        minimum: lowestBid(ctx.auction),
        highBid: ctx.auction.highBid,
        highBidder: ctx.auction.highBidder,
        active: ctx.auction.active.slice(),
        turn: ctx.auction.turn,
      }
    : null;
  const inActions = !over && !isOpening(phase);
  const change = ctx.last.incomeChange;
  return {
    game: 'american-rails',
    phaseId: phase,
    phase: lean ? '' : phaseLabel(ctx, phase),
    rule: PHASES[phase].rule,
    players,
    companies,
    activeSeats: activeSeatsOf(ctx, phase),
    auction,
    finished: over,
    board: {
      layout: 'pointy-top odd-r',
      columns: GRID_COLUMNS,
      rows: GRID_ROWS,
      hexes: map.hexes,
      developmentBonus: { full: DEVELOPMENT_FULL_BONUS, shared: DEVELOPMENT_SHARED_BONUS },
      specialConnectionBonus: SPECIAL_CONNECTION_BONUS,
    },
    cities: map.cities,
    year: ctx.clock.year,
    yearTrack: { first: FIRST_YEAR, last: LAST_YEAR },
    round: ctx.clock.round,
    actionPhase: inActions ? ctx.clock.phase + 1 : null,
    actionTrack: {
      rows: ACTION_TRACK_ROWS,
      columns: ctx.actionTrack.map((column) => column.slice()),
      currentColumn: inActions && ctx.clock.phase < ACTION_COLUMNS ? ctx.clock.phase : null,
    },
    turnOrder: ctx.clock.turnOrder.slice(),
    turnOrderNames: lean
      ? []
      : ctx.clock.turnOrder.map((s) => (s === null ? null : ctx.players[s]!)),
    phaseOrder: ctx.clock.phaseOrder.slice(),
    phaseOrderNames: lean ? [] : ctx.clock.phaseOrder.map((s) => ctx.players[s]!),
    developmentSupply: ctx.developmentSupply,
    developmentMarkers: DEVELOPMENT_MARKERS,
    pending: {
      kind: PHASES[phase].decision,
      seat,
      label: lean ? '' : pendingLabel(ctx, phase),
      cubesPlaced: phase === 'expand' ? ctx.cubesPlaced : null,
      cubesLimit: phase === 'expand' ? expansionLimit(ctx) : null,
      company:
        (phase === 'openingStart' || phase === 'auctionStart') && ctx.last.sale
          ? COMPANIES[ctx.last.sale.company]!.id
          : null,
    },
    bank: { paidOut: ctx.bank.paid, received: ctx.bank.received },
    lastSale: ctx.last.sale
      ? {
          company: COMPANIES[ctx.last.sale.company]!.id,
          seat: ctx.last.sale.seat,
          price: ctx.last.sale.price,
        }
      : null,
    lastDividends:
      !lean && ctx.last.dividends
        ? Object.fromEntries(
            ctx.last.dividends.map((d) => [
              COMPANIES[d.company]!.id,
              {
                company: COMPANIES[d.company]!.id,
                income: d.income,
                sharesHeld: d.sharesHeld,
                perShare: d.perShare,
                payouts: d.payouts.slice(),
              },
            ]),
          )
        : null,
    lastIncomeChange:
      !lean && change
        ? {
            hex: HEXES[change.hex]!.id,
            hexLabel: HEXES[change.hex]!.label,
            company: change.company >= 0 ? COMPANIES[change.company]!.id : null,
            cause: change.cause,
            delta: Object.fromEntries(
              change.deltas.map((d) => [COMPANIES[d.company]!.id, d.after - d.before]),
            ),
            bonuses: change.bonuses.slice(),
          }
        : null,
    lastCubeCost: ctx.last.cubeCost,
    removedCompany: (() => {
      const i = ctx.companies.findIndex((c) => !c.inGame);
      return i >= 0 ? COMPANIES[i]!.id : null;
    })(),
    endReason: ctx.last.endReason?.reason ?? null,
  };
}

export type { ActionId, CompanyId, Terrain };
