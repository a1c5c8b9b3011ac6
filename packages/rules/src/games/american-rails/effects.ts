/**
 * Pure state updates, one per machine action (the machine wraps each in `assign`). Each returns
 * only the changed fields; arrays are copied shallowly. Where an update depends on the part of
 * the game (the opening or an action phase), the chart decides which updates run; none of them
 * reads a phase from the context.
 */
import {
  auctionOutcome,
  isAuctionOver,
  passBid,
  placeBid,
  startAuction,
} from '../../core/stock/auction.js';
import { nextInt, seedPrng } from '../../core/prng.js';
import { nextSeat, seatsFrom } from '../../core/seats.js';
import { actionRow, FUND_AMOUNT, TAKE_AMOUNT, type ActionId } from './data/actions.js';
import { HEXES } from './data/board.js';
import {
  COMPANIES,
  DEVELOPMENT_MARKERS,
  FIRST_YEAR,
  MINIMUM_BID,
  STARTING_MONEY,
} from './data/companies.js';
import {
  computeDividends,
  cubeCost,
  emptyActionTrack,
  emptyCities,
  endOfGame,
  incomeChangeForCube,
  incomeChangeForDevelopment,
  orderInColumn,
} from './rules.js';
import type { ArContext, ArInput, CompanyState, IncomeChange } from './types.js';

type Patch = Partial<ArContext>;

const EMPTY: readonly number[] = Object.freeze([]);
/** Index of the third (last) column of the action track. */
const LAST_COLUMN = 2;

/** The context at the start of the game (setup A–J). */
export function initialContext(input: ArInput): ArContext {
  const count = input.players.length;
  let prng = seedPrng(input.seed);
  let removed = -1;
  if (count === 3) [removed, prng] = nextInt(prng, COMPANIES.length);
  const startingMoney = STARTING_MONEY[count] ?? 0;
  const companies: CompanyState[] = COMPANIES.map((data, i) => {
    const inGame = i !== removed;
    return {
      inGame,
      sharesUnsold: inGame ? data.shares : 0,
      sharesRemoved: inGame ? 0 : data.shares,
      treasury: 0,
      income: 0,
      // One cube of each company in play marks its income on the income track (setup D).
      supply: inGame ? data.cubes - 1 : 0,
      startHex: -1,
      offeredInOpening: false,
    };
  });
  const banker = 0;
  return {
    players: input.players.slice(),
    setup: { options: input.options, banker, startingMoney },
    prng,
    cash: input.players.map(() => startingMoney),
    bank: { paid: startingMoney * count, received: 0 },
    companies,
    holdings: input.players.map(() => COMPANIES.map(() => 0)),
    cubes: HEXES.map(() => EMPTY),
    developed: HEXES.map(() => false),
    developmentSupply: DEVELOPMENT_MARKERS,
    clock: {
      year: FIRST_YEAR,
      round: 0,
      phase: 0,
      turnOrder: input.players.map(() => null),
      phaseOrder: [],
      phaseTurn: 0,
      openingChooser: banker,
    },
    actionTrack: emptyActionTrack(),
    cubesPlaced: 0,
    auction: null,
    last: { sale: null, dividends: null, incomeChange: null, cubeCost: null, endReason: null },
  };
}

// ---------------------------------------------------------------- small copies

function withCompany(
  companies: readonly CompanyState[],
  index: number,
  patch: Partial<CompanyState>,
): CompanyState[] {
  const out = companies.slice();
  out[index] = { ...companies[index]!, ...patch };
  return out;
}

function applyIncomeChange(
  companies: readonly CompanyState[],
  change: IncomeChange,
): CompanyState[] {
  const out = companies.slice();
  for (const d of change.deltas) out[d.company] = { ...out[d.company]!, income: d.after };
  return out;
}

function withCash(cash: readonly number[], seat: number, delta: number): number[] {
  const out = cash.slice();
  out[seat] = out[seat]! + delta;
  return out;
}

function withHolding(
  holdings: ArContext['holdings'],
  seat: number,
  company: number,
  delta: number,
): number[][] {
  const out = holdings.map((h) => h as number[]);
  const row = holdings[seat]!.slice();
  row[company] = row[company]! + delta;
  out[seat] = row;
  return out;
}

function withCube(cubes: ArContext['cubes'], hex: number, company: number): (readonly number[])[] {
  const out = cubes.slice();
  out[hex] = [...cubes[hex]!, company];
  return out;
}

function withLast(ctx: ArContext, patch: Partial<ArContext['last']>): ArContext['last'] {
  return { ...ctx.last, ...patch };
}

// ---------------------------------------------------------------- auctions

/** Auction participants clockwise from the opener (or from the next seat; option firstBidder). */
function participants(ctx: ArContext, opener: number): number[] {
  const first =
    ctx.setup.options.firstBidder === 'selector' ? opener : nextSeat(opener, ctx.players.length);
  return seatsFrom(first, ctx.players.length);
}

/** Winner and price of the auction just over, or null (running, none, or nobody bid). */
export function soldTo(ctx: ArContext): { winner: number; price: number } | null {
  if (!ctx.auction || !isAuctionOver(ctx.auction)) return null;
  const outcome = auctionOutcome(ctx.auction);
  return outcome.sold ? { winner: outcome.winner, price: outcome.price } : null;
}

/** The auction is over and nobody bid. */
export function endedUnsold(ctx: ArContext): boolean {
  return ctx.auction !== null && isAuctionOver(ctx.auction) && soldTo(ctx) === null;
}

/** The share just sold belongs to a company not yet on the map. */
export function soldNewCompany(ctx: ArContext): boolean {
  return soldTo(ctx) !== null && ctx.companies[ctx.auction!.item]!.startHex < 0;
}

export function offerShare(ctx: ArContext, seat: number, company: number): Patch {
  return { auction: startAuction(company, participants(ctx, seat), MINIMUM_BID) };
}

/** An opening share is put up; each company's is offered once, whether it sells or not. */
export function offerOpeningShare(ctx: ArContext, seat: number, company: number): Patch {
  return {
    ...offerShare(ctx, seat, company),
    companies: withCompany(ctx.companies, company, { offeredInOpening: true }),
  };
}

export function bid(ctx: ArContext, seat: number, amount: number): Patch {
  return ctx.auction ? { auction: placeBid(ctx.auction, seat, amount) } : {};
}

export function pass(ctx: ArContext, seat: number): Patch {
  return ctx.auction ? { auction: passBid(ctx.auction, seat) } : {};
}

/** The winner pays the company's treasury and takes the share. */
export function sellShare(ctx: ArContext): Patch {
  const sale = soldTo(ctx)!;
  const company = ctx.auction!.item;
  const state = ctx.companies[company]!;
  return {
    cash: withCash(ctx.cash, sale.winner, -sale.price),
    holdings: withHolding(ctx.holdings, sale.winner, company, 1),
    companies: withCompany(ctx.companies, company, {
      treasury: state.treasury + sale.price,
      sharesUnsold: state.sharesUnsold - 1,
    }),
    last: withLast(ctx, { sale: { company, seat: sale.winner, price: sale.price } }),
    auction: null,
  };
}

/** No empty city: the bought share and all remaining shares of the company leave the game. */
export function removeCompanyShares(ctx: ArContext): Patch {
  const sale = ctx.last.sale!;
  const state = ctx.companies[sale.company]!;
  const refund = ctx.setup.options.noEmptyCityPayment === 'refunded' ? sale.price : 0;
  return {
    holdings: withHolding(ctx.holdings, sale.seat, sale.company, -1),
    cash: withCash(ctx.cash, sale.seat, refund),
    companies: withCompany(ctx.companies, sale.company, {
      sharesRemoved: state.sharesRemoved + 1 + state.sharesUnsold,
      sharesUnsold: 0,
      treasury: state.treasury - refund,
    }),
  };
}

/** Nobody bid: the share is removed from the game. */
export function removeUnsoldShare(ctx: ArContext): Patch {
  const auction = ctx.auction!;
  const state = ctx.companies[auction.item]!;
  return {
    companies: withCompany(ctx.companies, auction.item, {
      sharesUnsold: state.sharesUnsold - 1,
      sharesRemoved: state.sharesRemoved + 1,
    }),
    auction: null,
    last: withLast(ctx, { sale: null }),
  };
}

/** An unsold opening share is removed; the last player to pass picks the next one. */
export function removeUnsoldOpeningShare(ctx: ArContext): Patch {
  const auction = ctx.auction!;
  const outcome = auctionOutcome(auction);
  const lastToPass = outcome.sold ? auction.turn : (outcome.lastToPass ?? auction.turn);
  return { ...removeUnsoldShare(ctx), clock: { ...ctx.clock, openingChooser: lastToPass } };
}

/** There is an empty city for the company whose share was just sold. */
export function hasEmptyCity(ctx: ArContext): boolean {
  return emptyCities(ctx).length > 0;
}

// ---------------------------------------------------------------- opening round

/** The first cube of the company just sold, in an empty city: income = the city's full value. */
export function placeStartingCube(ctx: ArContext, hex: number): Patch {
  const company = ctx.last.sale!.company;
  const change = incomeChangeForCube(ctx, hex, company, 'start');
  const companies = applyIncomeChange(ctx.companies, change);
  companies[company] = {
    ...companies[company]!,
    supply: companies[company]!.supply - 1,
    startHex: hex,
  };
  return {
    cubes: withCube(ctx.cubes, hex, company),
    companies,
    last: withLast(ctx, { incomeChange: change, cubeCost: 0 }),
  };
}

/**
 * The winner of an opening auction starts the company, takes the lowest free turn-order space
 * (unless already on the track: step 5) and picks the next opening share.
 */
export function startOpeningCompany(ctx: ArContext, seat: number, hex: number): Patch {
  let turnOrder = ctx.clock.turnOrder;
  if (!turnOrder.includes(seat)) {
    const spaces = turnOrder.slice();
    spaces[spaces.indexOf(null)] = seat;
    turnOrder = spaces;
  }
  return {
    ...placeStartingCube(ctx, hex),
    clock: { ...ctx.clock, turnOrder, openingChooser: seat },
  };
}

export function allOpeningSharesOffered(ctx: ArContext): boolean {
  return ctx.companies.every((c) => !c.inGame || c.offeredInOpening);
}

/** Players without shares take the remaining turn-order spaces, from the banker clockwise. */
export function seatPlayersWithoutShares(ctx: ArContext): Patch {
  const turnOrder = ctx.clock.turnOrder.slice();
  for (const seat of seatsFrom(ctx.setup.banker, ctx.players.length)) {
    if (!turnOrder.includes(seat)) turnOrder[turnOrder.indexOf(null)] = seat;
  }
  return { clock: { ...ctx.clock, turnOrder } };
}

/** A round starts: clear the action track; play in the order of the turn-order track. */
function roundStart(ctx: ArContext, turnOrder: readonly (number | null)[], year: number): Patch {
  return {
    clock: {
      ...ctx.clock,
      year,
      round: ctx.clock.round + 1,
      phase: 0,
      turnOrder,
      phaseOrder: turnOrder.filter((s): s is number => s !== null),
      phaseTurn: 0,
    },
    actionTrack: emptyActionTrack(),
  };
}

export function startFirstRound(ctx: ArContext): Patch {
  return roundStart(ctx, ctx.clock.turnOrder, ctx.clock.year);
}

// ---------------------------------------------------------------- action phases

export function placeActionMarker(ctx: ArContext, seat: number, action: ActionId): Patch {
  const column = ctx.actionTrack[ctx.clock.phase]!.slice();
  column[actionRow(action)] = seat;
  const actionTrack = ctx.actionTrack.slice();
  actionTrack[ctx.clock.phase] = column;
  const last =
    ctx.last.incomeChange === null && ctx.last.cubeCost === null
      ? ctx.last
      : withLast(ctx, { incomeChange: null, cubeCost: null });
  return { actionTrack, cubesPlaced: 0, last };
}

export function placeDevelopmentMarker(ctx: ArContext, hex: number): Patch {
  const change = incomeChangeForDevelopment(ctx, hex);
  const developed = ctx.developed.slice();
  developed[hex] = true;
  return {
    developed,
    developmentSupply: ctx.developmentSupply - 1,
    companies: applyIncomeChange(ctx.companies, change),
    last: withLast(ctx, { incomeChange: change }),
  };
}

export function fundCompany(ctx: ArContext, company: number): Patch {
  return {
    companies: withCompany(ctx.companies, company, {
      treasury: ctx.companies[company]!.treasury + FUND_AMOUNT,
    }),
    bank: { ...ctx.bank, paid: ctx.bank.paid + FUND_AMOUNT },
  };
}

export function takeMoney(ctx: ArContext, seat: number, from: 'bank' | 'players'): Patch {
  if (from === 'bank')
    return {
      cash: withCash(ctx.cash, seat, TAKE_AMOUNT),
      bank: { ...ctx.bank, paid: ctx.bank.paid + TAKE_AMOUNT },
    };
  let received = 0;
  const cash = ctx.cash.map((money, s) => {
    if (s === seat) return money;
    const paid = Math.min(TAKE_AMOUNT, money);
    received += paid;
    return money - paid;
  });
  return { cash, bank: { ...ctx.bank, received: ctx.bank.received + received } };
}

/** One cube of an Expand action, paid by the company's treasury. */
export function placeCube(ctx: ArContext, company: number, hex: number): Patch {
  const cost = cubeCost(ctx, hex);
  const change = incomeChangeForCube(ctx, hex, company, 'cube');
  const companies = applyIncomeChange(ctx.companies, change);
  companies[company] = {
    ...companies[company]!,
    supply: companies[company]!.supply - 1,
    treasury: companies[company]!.treasury - cost,
  };
  return {
    cubes: withCube(ctx.cubes, hex, company),
    companies,
    bank: { ...ctx.bank, received: ctx.bank.received + cost },
    last: withLast(ctx, { incomeChange: change, cubeCost: cost }),
    cubesPlaced: ctx.cubesPlaced + 1,
  };
}

/** Every player of the third action phase has acted (passTurn moved past the last): dividends. */
export function isRoundOver(ctx: ArContext): boolean {
  return ctx.clock.phaseTurn >= ctx.clock.phaseOrder.length;
}

/**
 * The next player in this phase's order; after the last one the next phase follows the
 * top-to-bottom order of the markers in the column just played. After the last player of the
 * third phase the turn moves past the end of the order, which ends the round.
 */
export function passTurn(ctx: ArContext): Patch {
  if (ctx.clock.phaseTurn < ctx.clock.phaseOrder.length - 1 || ctx.clock.phase === LAST_COLUMN)
    return { clock: { ...ctx.clock, phaseTurn: ctx.clock.phaseTurn + 1 } };
  const phaseOrder = orderInColumn(ctx.actionTrack, ctx.clock.phase);
  return { clock: { ...ctx.clock, phase: ctx.clock.phase + 1, phaseOrder, phaseTurn: 0 } };
}

// ---------------------------------------------------------------- dividends and the end

export function payDividends(ctx: ArContext): Patch {
  const payments = computeDividends(ctx);
  const cash = ctx.cash.slice();
  let paid = 0;
  for (const p of payments) {
    for (let seat = 0; seat < cash.length; seat++) {
      cash[seat] = cash[seat]! + p.payouts[seat]!;
      paid += p.payouts[seat]!;
    }
  }
  return {
    cash,
    bank: { ...ctx.bank, paid: ctx.bank.paid + paid },
    last: withLast(ctx, { dividends: payments }),
  };
}

export function endGame(ctx: ArContext): Patch {
  return { last: withLast(ctx, { endReason: endOfGame(ctx) }) };
}

/** Markers move from the third column to the turn-order track in the same order; the year advances. */
export function startNextRound(ctx: ArContext): Patch {
  return roundStart(ctx, orderInColumn(ctx.actionTrack, LAST_COLUMN), ctx.clock.year + 1);
}
