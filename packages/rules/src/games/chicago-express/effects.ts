/**
 * Pure state updates, one per machine action (the machine wraps each in `assign`). Each
 * returns only the changed fields; arrays are copied shallowly (never the whole board deeply).
 */
import {
  auctionOutcome,
  isAuctionOver,
  passBid,
  placeBid,
  startAuction,
} from '../../core/stock/auction.js';
import { minimumShareBid } from '../../core/stock/dividends.js';
import { nextSeat, seatsFrom } from '../../core/seats.js';
import { COMPANIES, COMPANY_COUNT, FOREST_BONUS, OPENING_ORDER, WABASH } from './data/companies.js';
import {
  DETROIT_MAX,
  FORT_WAYNE_HEX,
  HEXES,
  HEX_INDEX,
  INDUSTRIAL,
  INDUSTRIAL_AT,
} from './data/board.js';
import {
  CHICAGO_INDEX,
  dividendFor,
  endStatus,
  hexValue,
  industrialMax,
  minimumBid,
  placementCost,
  START_INDEX,
} from './rules.js';
import { ACTIONS, type ActionId } from './data/actions.js';
import type { CeContext, DividendPayment, IncomeChange } from './types.js';

type Patch = Partial<CeContext>;

const set = <T>(list: readonly T[], index: number, value: T): T[] => {
  const out = list.slice();
  out[index] = value;
  return out;
};

export function initialContext(
  players: readonly string[],
  options: CeContext['options'],
): CeContext {
  const n = players.length;
  const pieces: number[][] = HEXES.map(() => []);
  const locosLeft = COMPANIES.map((c) => c.locos);
  for (let c = 0; c < WABASH; c++) {
    pieces[START_INDEX[c]!]!.push(c);
    locosLeft[c]!--;
  }
  const first = OPENING_ORDER[0]!;
  return {
    players: [...players],
    options,
    cash: players.map(() => 120 / n),
    holdings: players.map(() => COMPANIES.map(() => 0)),
    treasury: COMPANIES.map(() => 0),
    income: COMPANIES.map((c) => c.startIncome),
    locosLeft,
    sharesLeft: COMPANIES.map((c) => c.shares),
    pieces,
    houses: HEXES.map(() => false),
    houseSupply: 20,
    industrial: INDUSTRIAL.map((i) => i.start),
    dials: [0, 0, 0],
    currentPlayer: 0,
    turnNumber: 0,
    openingIndex: 0,
    // The banker (seat 0) opens the first opening auction.
    auction: startAuction(first, seatsFrom(0, n), COMPANIES[first]!.openingMinimum!),
    auctionKind: 'opening',
    auctionOpener: 0,
    chosenAction: null,
    build: null,
    chicagoPending: null,
    wabashOpen: false,
    bankPaid: 0,
    bankReceived: 0,
    dividendPhases: 0,
    lastDividend: null,
    lastBuild: null,
    lastDevelop: null,
    lastAuction: null,
    endReasons: null,
  };
}

// ---- Auctions ----

export function bid(ctx: CeContext, seat: number, amount: number): Patch {
  return { auction: placeBid(ctx.auction!, seat, amount) };
}

export function pass(ctx: CeContext, seat: number): Patch {
  return { auction: passBid(ctx.auction!, seat) };
}

/** True when the running auction is over (incl. the "voidAuction" option's offerer pass). */
export function auctionFinished(ctx: CeContext): boolean {
  const a = ctx.auction;
  if (!a) return false;
  if (isAuctionOver(a)) return true;
  if (ctx.auctionKind !== 'opening' && ctx.options.offererPass === 'voidAuction') {
    const first = a.history[0];
    return (
      a.history.length >= 1 &&
      first !== undefined &&
      'pass' in first &&
      first.seat === ctx.auctionOpener
    );
  }
  return false;
}

/** Transfers the share of a finished auction; opening auctions give an unclaimed share to the opener. */
export function settleAuction(ctx: CeContext): Patch {
  const a = ctx.auction!;
  const company = a.item;
  const outcome = isAuctionOver(a) ? auctionOutcome(a) : ({ sold: false } as const);
  let winner: number | null = null;
  let price = 0;
  if (outcome.sold) {
    winner = outcome.winner;
    price = outcome.price;
  } else if (ctx.auctionKind === 'opening') {
    winner = ctx.auctionOpener;
  }
  const patch: { -readonly [K in keyof CeContext]?: CeContext[K] } = {
    auction: null,
    auctionKind: null,
    auctionOpener: null,
    lastAuction: {
      kind: ctx.auctionKind!,
      company,
      opener: ctx.auctionOpener!,
      minimum: a.minimum,
      winner,
      price,
    },
  };
  if (winner !== null) {
    patch.cash = set(ctx.cash, winner, ctx.cash[winner]! - price);
    patch.treasury = set(ctx.treasury, company, ctx.treasury[company]! + price);
    patch.holdings = set(
      ctx.holdings,
      winner,
      set(ctx.holdings[winner]!, company, ctx.holdings[winner]![company]! + 1),
    );
    patch.sharesLeft = set(ctx.sharesLeft, company, ctx.sharesLeft[company]! - 1);
  }
  return patch;
}

/** After an opening auction: the recipient opens the next one; after the fourth the PRR holder starts. */
export function nextOpeningAuction(ctx: CeContext, recipient: number): Patch {
  const index = ctx.openingIndex + 1;
  const n = ctx.players.length;
  if (index >= OPENING_ORDER.length) {
    const prrHolder = ctx.holdings.findIndex((h) => h[0]! > 0);
    return { openingIndex: index, currentPlayer: prrHolder, turnNumber: 1 };
  }
  const company = OPENING_ORDER[index]!;
  return {
    openingIndex: index,
    auction: startAuction(company, seatsFrom(recipient, n), COMPANIES[company]!.openingMinimum!),
    auctionKind: 'opening',
    auctionOpener: recipient,
  };
}

export function offerShare(ctx: CeContext, seat: number, company: number): Patch {
  return {
    auction: startAuction(company, seatsFrom(seat, ctx.players.length), minimumBid(ctx, company)),
    auctionKind: 'share',
    auctionOpener: seat,
  };
}

// ---- Turn ----

export function chooseAction(ctx: CeContext, action: ActionId): Patch {
  const dial = ACTIONS.indexOf(action);
  return { dials: set(ctx.dials, dial, ctx.dials[dial]! + 1), chosenAction: action, build: null };
}

export function passTurn(ctx: CeContext): Patch {
  return {
    currentPlayer: nextSeat(ctx.currentPlayer, ctx.players.length),
    turnNumber: ctx.turnNumber + 1,
    chosenAction: null,
    build: null,
  };
}

// ---- Build ----

export function placeLoco(ctx: CeContext, seat: number, company: number, hexIndex: number): Patch {
  const hex = HEXES[hexIndex]!;
  const cost = placementCost(ctx, hexIndex);
  const gain = hexValue(ctx, hexIndex);
  const here = [...ctx.pieces[hexIndex]!, company];
  const placement = { hex: hex.id, locosOnHex: here.length, cost, incomeGain: gain };
  const continuing = ctx.build !== null && ctx.build.placed.length > 0 && ctx.lastBuild !== null;
  const before = continuing ? ctx.lastBuild!.incomeBefore : ctx.income[company]!;
  const income = ctx.income[company]! + gain;
  return {
    pieces: set(ctx.pieces, hexIndex, here),
    locosLeft: set(ctx.locosLeft, company, ctx.locosLeft[company]! - 1),
    treasury: set(ctx.treasury, company, ctx.treasury[company]! - cost),
    bankReceived: ctx.bankReceived + cost,
    income: set(ctx.income, company, income),
    build: { company, placed: [...(ctx.build?.placed ?? []), hex.id] },
    lastBuild: {
      company,
      player: seat,
      placements: continuing ? [...ctx.lastBuild!.placements, placement] : [placement],
      cost: (continuing ? ctx.lastBuild!.cost : 0) + cost,
      incomeBefore: before,
      incomeAfter: income,
    },
    chicagoPending: hexIndex === CHICAGO_INDEX ? company : ctx.chicagoPending,
  };
}

// ---- Develop ----

export function develop(ctx: CeContext, seat: number, hexIndex: number): Patch {
  const hex = HEXES[hexIndex]!;
  const here = ctx.pieces[hexIndex]!;
  if (hex.terrain === 'forest') {
    const company = here[0]!;
    return {
      houses: set(ctx.houses, hexIndex, true),
      houseSupply: ctx.houseSupply - 1,
      treasury: set(ctx.treasury, company, ctx.treasury[company]! + FOREST_BONUS),
      bankPaid: ctx.bankPaid + FOREST_BONUS,
      lastDevelop: {
        player: seat,
        hex: hex.id,
        kind: 'forest',
        valueBefore: null,
        valueAfter: null,
        incomeChanges: [],
        cashTo: { company, amount: FOREST_BONUS },
      },
    };
  }
  if (hex.terrain === 'industrial') {
    const ind = INDUSTRIAL_AT[hexIndex]!;
    return advanceIndustrial(ctx, ind, seat, 'industrial');
  }
  const changes: IncomeChange[] = here.map((c) => ({
    company: c,
    before: ctx.income[c]!,
    after: ctx.income[c]! + hex.house,
  }));
  const income = ctx.income.slice();
  for (const ch of changes) income[ch.company] = ch.after;
  return {
    houses: set(ctx.houses, hexIndex, true),
    houseSupply: ctx.houseSupply - 1,
    income,
    lastDevelop: {
      player: seat,
      hex: hex.id,
      kind: 'house',
      valueBefore: null,
      valueAfter: hex.house,
      incomeChanges: changes,
      cashTo: null,
    },
  };
}

function advanceIndustrial(
  ctx: CeContext,
  ind: number,
  seat: number | null,
  kind: 'industrial' | 'detroit',
): Patch {
  const data = INDUSTRIAL[ind]!;
  const hexIndex = HEX_INDEX[data.hex]!;
  const before = ctx.industrial[ind]!;
  const max = kind === 'detroit' ? DETROIT_MAX : industrialMax(ctx.options, ind);
  const after = Math.min(max, before + data.step);
  const diff = after - before;
  const here = ctx.pieces[hexIndex]!;
  const changes: IncomeChange[] = here.map((c) => ({
    company: c,
    before: ctx.income[c]!,
    after: ctx.income[c]! + diff,
  }));
  const income = ctx.income.slice();
  for (const ch of changes) income[ch.company] = ch.after;
  return {
    industrial: set(ctx.industrial, ind, after),
    income,
    lastDevelop: {
      player: seat,
      hex: data.hex,
      kind,
      valueBefore: before,
      valueAfter: after,
      incomeChanges: changes,
      cashTo: null,
    },
  };
}

// ---- Dividends ----

function payDividends(
  ctx: CeContext,
  kind: 'general' | 'chicago',
  companies: readonly number[],
): Patch {
  const cash = ctx.cash.slice();
  let total = 0;
  const payments: DividendPayment[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const d = dividendFor(ctx, c);
    const paid = companies.includes(c);
    if (paid) {
      d.payouts.forEach((amount, seat) => (cash[seat] = cash[seat]! + amount));
      total += d.total;
    }
    payments.push({
      company: c,
      paid,
      income: ctx.income[c]!,
      sharesSold: d.sold,
      perShare: paid ? d.perShare : 0,
      payouts: paid ? d.payouts : d.payouts.map(() => 0),
      total: paid ? d.total : 0,
    });
  }
  return { cash, bankPaid: ctx.bankPaid + total, lastDividend: { kind, payments, total } };
}

export function payChicagoDividend(ctx: CeContext): Patch {
  return { ...payDividends(ctx, 'chicago', [ctx.chicagoPending!]), chicagoPending: null };
}

/** The Wabash opens: free locomotive on Fort Wayne (income 1, or 3 if developed) and its first share auction, opened by the current player. */
export function openWabash(ctx: CeContext): Patch {
  const fw = HEX_INDEX[FORT_WAYNE_HEX]!;
  const value = hexValue(ctx, fw);
  const income = set(ctx.income, WABASH, ctx.income[WABASH]! + value);
  return {
    wabashOpen: true,
    pieces: set(ctx.pieces, fw, [...ctx.pieces[fw]!, WABASH]),
    locosLeft: set(ctx.locosLeft, WABASH, ctx.locosLeft[WABASH]! - 1),
    income,
    auction: startAuction(
      WABASH,
      seatsFrom(ctx.currentPlayer, ctx.players.length),
      minimumShareBid(income[WABASH]!, 0),
    ),
    auctionKind: 'wabash',
    auctionOpener: ctx.currentPlayer,
  };
}

export function payGeneralDividend(ctx: CeContext): Patch {
  const all = COMPANIES.map((_, c) => c);
  return { ...payDividends(ctx, 'general', all), dividendPhases: ctx.dividendPhases + 1 };
}

export function checkEnd(ctx: CeContext): Patch {
  const status = endStatus(ctx);
  return status.reasons.length > 0 ? { endReasons: status.reasons } : {};
}

export function resetDials(): Patch {
  return { dials: [0, 0, 0] };
}

export function developDetroit(ctx: CeContext): Patch {
  return advanceIndustrial(ctx, 0, null, 'detroit');
}
