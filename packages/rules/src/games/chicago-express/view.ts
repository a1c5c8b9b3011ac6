/**
 * view(state, viewer): the renderer-facing view, plain JSON, everything a board, panel or docs
 * example needs. Renderers use only this and legalMoves.
 */
import { lowestBid } from '../../core/stock/auction.js';
import type { Viewer } from '../../core/game-definition.js';
import { SlotMemo } from '../../core/slot-memo.js';
import type {
  AuctionView,
  CompanyView,
  StockPlayerView,
  StockView,
} from '../../core/stock/view.js';
import { ACTION_LABELS, ACTIONS, type ActionId } from './data/actions.js';
import { COMPANIES, type CompanyId } from './data/companies.js';
import {
  CHICAGO_HEX,
  FORT_WAYNE_HEX,
  HEXES,
  HEX_INDEX,
  HEX_LABELS,
  INDUSTRIAL,
  INDUSTRIAL_AT,
  type IndustrialId,
  type NameSource,
  type Terrain,
} from './data/board.js';
import { PHASES } from './explain.js';
import {
  CHICAGO_INDEX,
  dialLength,
  endStatus,
  hexValue,
  industrialMax,
  minimumBid,
  sharesSold,
} from './rules.js';
import { phaseOf, type ChicagoExpressState } from './state.js';
import type { AuctionKind, CeContext } from './types.js';
import type { Phase } from './explain.js';

export interface ChicagoExpressCompanyView extends CompanyView {
  readonly id: CompanyId;
  /** Colour name in words ("red"), a non-colour cue beside `short`. */
  readonly colorName: string;
  readonly sharesSold: number;
  /** Minimum opening bid for its next share now: ceil(income / (shares sold + 1)). */
  readonly minimumBid: number;
  /** The share can be offered with "Auction a share" now (open and not sold out). */
  readonly auctionable: boolean;
  readonly locosTotal: number;
  readonly locosOnMap: number;
  readonly startHex: string;
  readonly startIncome: number;
  /** Income track display: a +50 marker once income passes 50, disc at income - 50. */
  readonly plus50: boolean;
  readonly incomeTrack: number;
  readonly reachedChicago: boolean;
  /** Dividend per share if a dividend were paid now. */
  readonly dividendPerShare: number;
}

export interface ChicagoExpressHexView {
  readonly id: string;
  /** Human label: name where known, else terrain + coordinate. */
  readonly label: string;
  readonly name: string | null;
  /** Where the name comes from; "geography" names are approximate. */
  readonly nameSource: NameSource | null;
  readonly terrain: Terrain;
  /** Offset coordinates ("odd-q": odd columns shifted half a hex down). */
  readonly col: number;
  readonly row: number;
  /** Red build number (0 on start hexes). */
  readonly cost: number;
  /** Black income number (cities, mountains; Chicago 7); industrial cities: see industrialValue. */
  readonly income: number;
  /** House value printed for cities and mountains (0 elsewhere). */
  readonly houseValue: number;
  readonly neighbours: readonly string[];
  /** Companies with a locomotive here, in placement order. */
  readonly locos: readonly CompanyId[];
  readonly house: boolean;
  readonly startOf: CompanyId | null;
  readonly industrial: IndustrialId | null;
  readonly industrialValue: number | null;
  /** Income a locomotive here is worth now. */
  readonly value: number;
  /** Cost of the next locomotive here (red × (locos + 1)). */
  readonly nextCost: number;
}

export interface ChicagoExpressDialView {
  readonly id: ActionId;
  readonly label: string;
  /** Spaces advanced from START. */
  readonly position: number;
  /** Spaces from START to the red space. */
  readonly length: number;
  /** Times the action can still be chosen before its pointer stands on red (length − position). */
  readonly choicesLeft: number;
  readonly red: boolean;
}

export interface ChicagoExpressIndustrialView {
  readonly id: IndustrialId;
  readonly hex: string;
  readonly name: string;
  readonly value: number;
  readonly start: number;
  readonly step: number;
  readonly max: number;
  readonly atMax: boolean;
  readonly playerDevelops: boolean;
}

export interface ChicagoExpressAuctionView extends AuctionView {
  readonly kind: AuctionKind;
  readonly company: CompanyId;
  readonly opener: number;
  readonly history: readonly ({ seat: number; bid: number } | { seat: number; pass: true })[];
}

export interface ChicagoExpressEndView {
  readonly companiesWithoutLocos: number;
  readonly companiesWithoutShares: number;
  readonly houseSupply: number;
  readonly houseLimit: number;
  readonly detroit: number;
  /** Conditions that hold now (the game ends after the next general dividend). */
  readonly triggered: readonly string[];
  /** Set when the game is over. */
  readonly reasons: readonly string[] | null;
}

export interface ChicagoExpressView extends StockView {
  readonly game: 'chicago-express';
  readonly phaseId: Phase;
  readonly players: readonly StockPlayerView[];
  readonly companies: readonly ChicagoExpressCompanyView[];
  readonly auction: ChicagoExpressAuctionView | null;
  readonly board: {
    readonly layout: 'odd-q';
    readonly columns: number;
    readonly rows: number;
    readonly chicago: string;
    readonly fortWayne: string;
    readonly hexes: readonly ChicagoExpressHexView[];
  };
  readonly dials: readonly ChicagoExpressDialView[];
  readonly industrial: readonly ChicagoExpressIndustrialView[];
  readonly houseSupply: number;
  readonly housesOnMap: number;
  readonly turn: {
    /** Seat whose turn it is (during opening auctions: the auction's turn). */
    readonly player: number;
    readonly number: number;
    readonly action: ActionId | null;
    /** Build in progress: company and hexes placed so far. */
    readonly build: {
      readonly company: CompanyId;
      readonly placed: readonly string[];
      readonly remaining: number;
    } | null;
  };
  readonly openingAuction: { readonly index: number; readonly order: readonly CompanyId[] } | null;
  readonly wabashOpen: boolean;
  readonly dividendPhases: number;
  readonly lastDividend: {
    readonly kind: 'general' | 'chicago';
    readonly total: number;
    readonly payments: readonly {
      readonly company: CompanyId;
      readonly paid: boolean;
      readonly income: number;
      readonly sharesSold: number;
      readonly perShare: number;
      readonly payouts: readonly number[];
      readonly total: number;
    }[];
  } | null;
  readonly lastBuild: {
    readonly company: CompanyId;
    readonly player: number;
    readonly cost: number;
    readonly incomeBefore: number;
    readonly incomeAfter: number;
    readonly placements: readonly {
      readonly hex: string;
      readonly label: string;
      readonly locosOnHex: number;
      readonly cost: number;
      readonly incomeGain: number;
    }[];
  } | null;
  readonly lastDevelop: {
    readonly player: number | null;
    readonly hex: string;
    readonly label: string;
    readonly kind: 'house' | 'forest' | 'industrial' | 'detroit';
    readonly valueBefore: number | null;
    readonly valueAfter: number | null;
    readonly incomeChanges: readonly {
      readonly company: CompanyId;
      readonly before: number;
      readonly after: number;
    }[];
    readonly cashTo: { readonly company: CompanyId; readonly amount: number } | null;
  } | null;
  readonly lastAuction: {
    readonly kind: AuctionKind;
    readonly company: CompanyId;
    readonly opener: number;
    /** The auction's opening minimum bid. */
    readonly minimum: number;
    readonly winner: number | null;
    readonly price: number;
  } | null;
  readonly end: ChicagoExpressEndView;
  /** Money paid out by and into the bank so far. */
  readonly bank: { readonly paid: number; readonly received: number };
}

const cid = (c: number): CompanyId => COMPANIES[c]!.id;

/**
 * The last view made of each hex: it depends only on the hex's locomotives, house and
 * industrial value, and a move replaces only the lists it changes (the context is never
 * mutated), so a view after a move reuses every other hex's object. Bots ask for a view on every
 * move of every playout. Views are read-only, so two views may share these objects.
 */
const hexMemo = new SlotMemo<ChicagoExpressHexView>();

function hexView(ctx: CeContext, i: number): ChicagoExpressHexView {
  const here = ctx.pieces[i]!;
  const house = ctx.houses[i]!;
  const ind = INDUSTRIAL_AT[i]!;
  const industrialValue = ind >= 0 ? ctx.industrial[ind]! : null;
  const known = hexMemo.get(i, here, house, industrialValue);
  if (known) return known;
  const hex = HEXES[i]!;
  return hexMemo.set(
    i,
    {
      id: hex.id,
      label: HEX_LABELS[i]!,
      name: hex.name ?? null,
      nameSource: hex.nameSource ?? null,
      terrain: hex.terrain,
      col: hex.col,
      row: hex.row,
      cost: hex.cost,
      income: hex.income,
      houseValue: hex.house,
      neighbours: hex.adj,
      locos: here.map(cid),
      house,
      startOf: hex.startOf ?? null,
      industrial: ind >= 0 ? INDUSTRIAL[ind]!.id : null,
      industrialValue,
      value: hexValue(ctx, i),
      nextCost: hex.cost * (here.length + 1),
    },
    here,
    house,
    industrialValue,
  );
}

interface MapView {
  readonly hexes: readonly ChicagoExpressHexView[];
  /** Per company: its locomotives on the map. */
  readonly locosOnMap: readonly number[];
}

/** The last map made: most moves (bids, actions, dividends) leave the board alone. */
const mapMemo = new SlotMemo<MapView>();

function mapView(ctx: CeContext): MapView {
  const known = mapMemo.get(0, ctx.pieces, ctx.houses, ctx.industrial);
  if (known) return known;
  const locosOnMap = COMPANIES.map(() => 0);
  for (const here of ctx.pieces) for (const c of here) locosOnMap[c]!++;
  const hexes = HEXES.map((_, i) => hexView(ctx, i));
  return mapMemo.set(0, { hexes, locosOnMap }, ctx.pieces, ctx.houses, ctx.industrial);
}

/**
 * The view of a snapshot. Chicago Express has no hidden information, so every viewer sees the
 * same view.
 */
export function view(state: ChicagoExpressState, _viewer: Viewer): ChicagoExpressView {
  const ctx: CeContext = state.context;
  const phase = phaseOf(state);
  const info = PHASES[phase];
  const status = endStatus(ctx);
  const activeSeats = activeSeatsOf(ctx, phase);
  const { hexes, locosOnMap } = mapView(ctx);
  const companies: ChicagoExpressCompanyView[] = COMPANIES.map((c, i) => {
    const sold = sharesSold(ctx, i);
    const income = ctx.income[i]!;
    return {
      id: c.id,
      name: c.name,
      color: c.color,
      colorName: c.colorName,
      short: c.short,
      sharesTotal: c.shares,
      sharesLeft: ctx.sharesLeft[i]!,
      sharesSold: sold,
      treasury: ctx.treasury[i]!,
      income,
      supply: ctx.locosLeft[i]!,
      open: i < 4 || ctx.wabashOpen,
      minimumBid: minimumBid(ctx, i),
      auctionable: (i < 4 || ctx.wabashOpen) && ctx.sharesLeft[i]! > 0,
      locosTotal: c.locos,
      locosOnMap: locosOnMap[i]!,
      startHex: c.startHex,
      startIncome: c.startIncome,
      plus50: income > 50,
      incomeTrack: income > 50 ? income - 50 : income,
      reachedChicago: ctx.pieces[CHICAGO_INDEX]!.includes(i),
      dividendPerShare: sold > 0 ? Math.ceil(income / sold) : 0,
    };
  });
  const a = ctx.auction;
  const auction: ChicagoExpressAuctionView | null =
    a && (phase === 'openingAuctions' || phase === 'auctionBidding' || phase === 'wabashAuction')
      ? {
          item: cid(a.item),
          itemLabel: `${COMPANIES[a.item]!.short} share`,
          minimum: lowestBid(a),
          highBid: a.highBid,
          highBidder: a.highBidder,
          active: a.active,
          turn: a.turn,
          kind: ctx.auctionKind!,
          company: cid(a.item),
          opener: ctx.auctionOpener!,
          history: a.history,
        }
      : null;
  const ld = ctx.lastDividend;
  const lb = ctx.lastBuild;
  const lv = ctx.lastDevelop;
  const la = ctx.lastAuction;
  return {
    game: 'chicago-express',
    phase: info.label,
    phaseId: phase,
    rule: info.rule,
    players: ctx.players.map((name, seat) => ({
      seat,
      name,
      cash: ctx.cash[seat]!,
      shares: Object.fromEntries(COMPANIES.map((c, i) => [c.id, ctx.holdings[seat]![i]!])),
    })),
    companies,
    activeSeats,
    auction,
    finished: phase === 'gameOver',
    board: {
      layout: 'odd-q',
      columns: 19,
      rows: 11,
      chicago: CHICAGO_HEX,
      fortWayne: FORT_WAYNE_HEX,
      hexes,
    },
    dials: ACTIONS.map((id, d) => ({
      id,
      label: ACTION_LABELS[id],
      position: ctx.dials[d]!,
      length: dialLength(ctx.options, d),
      choicesLeft: Math.max(0, dialLength(ctx.options, d) - ctx.dials[d]!),
      red: ctx.dials[d]! >= dialLength(ctx.options, d),
    })),
    industrial: INDUSTRIAL.map((ind, i) => ({
      id: ind.id,
      hex: ind.hex,
      name: ind.name,
      value: ctx.industrial[i]!,
      start: ind.start,
      step: ind.step,
      max: industrialMax(ctx.options, i),
      atMax: ctx.industrial[i]! >= industrialMax(ctx.options, i),
      playerDevelops: ind.playerDevelops,
    })),
    houseSupply: ctx.houseSupply,
    housesOnMap: ctx.houses.reduce((n, h) => n + (h ? 1 : 0), 0),
    turn: {
      player: phase === 'openingAuctions' && a ? a.turn : ctx.currentPlayer,
      number: ctx.turnNumber,
      action: ctx.chosenAction,
      build: ctx.build
        ? {
            company: cid(ctx.build.company),
            placed: ctx.build.placed,
            remaining: 3 - ctx.build.placed.length,
          }
        : null,
    },
    openingAuction:
      ctx.openingIndex < 4 ? { index: ctx.openingIndex, order: ['prr', 'bo', 'co', 'nyc'] } : null,
    wabashOpen: ctx.wabashOpen,
    dividendPhases: ctx.dividendPhases,
    lastDividend: ld
      ? {
          kind: ld.kind,
          total: ld.total,
          payments: ld.payments.map((p) => ({ ...p, company: cid(p.company) })),
        }
      : null,
    lastBuild: lb
      ? {
          company: cid(lb.company),
          player: lb.player,
          cost: lb.cost,
          incomeBefore: lb.incomeBefore,
          incomeAfter: lb.incomeAfter,
          placements: lb.placements.map((p) => ({
            ...p,
            label: HEX_LABELS[HEX_INDEX[p.hex]!]!,
          })),
        }
      : null,
    lastDevelop: lv
      ? {
          player: lv.player,
          hex: lv.hex,
          label: HEX_LABELS[HEX_INDEX[lv.hex]!]!,
          kind: lv.kind,
          valueBefore: lv.valueBefore,
          valueAfter: lv.valueAfter,
          incomeChanges: lv.incomeChanges.map((ch) => ({ ...ch, company: cid(ch.company) })),
          cashTo: lv.cashTo ? { company: cid(lv.cashTo.company), amount: lv.cashTo.amount } : null,
        }
      : null,
    lastAuction: la ? { ...la, company: cid(la.company) } : null,
    end: {
      companiesWithoutLocos: status.companiesWithoutLocos,
      companiesWithoutShares: status.companiesWithoutShares,
      houseSupply: status.houseSupply,
      houseLimit: ctx.options.houseEndLimit,
      detroit: status.detroit,
      triggered: status.reasons,
      reasons: ctx.endReasons,
    },
    bank: { paid: ctx.bankPaid, received: ctx.bankReceived },
  };
}

export function activeSeatsOf(ctx: CeContext, phase: Phase): number[] {
  if (phase === 'gameOver') return [];
  if (phase === 'openingAuctions' || phase === 'auctionBidding' || phase === 'wabashAuction')
    return ctx.auction ? [ctx.auction.turn] : [];
  return [ctx.currentPlayer];
}
