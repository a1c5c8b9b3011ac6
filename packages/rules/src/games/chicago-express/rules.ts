/**
 * Pure rule helpers for Chicago Express: costs, incomes, connectivity, availability, end checks
 * and invariants. No XState here; the machine and the checker both call these.
 */
import { dividendPerShare, minimumShareBid } from '../../core/dividends.js';
import { conserved, equal, nonNegative } from '../../core/invariants.js';
import {
  COMPANIES,
  COMPANY_COUNT,
  SUPPLY_HOUSES,
  TOTAL_HOUSES,
  TOTAL_MONEY,
  WABASH,
} from './data/companies.js';
import {
  CHICAGO_HEX,
  CHICAGO_INCOME,
  DETROIT_MAX,
  HEXES,
  HEX_COUNT,
  HEX_INDEX,
  INDUSTRIAL,
  INDUSTRIAL_AT,
  NEIGHBOURS,
} from './data/board.js';
import type { CeOptions } from './options.js';
import type { CeContext } from './types.js';

export const CHICAGO_INDEX = HEX_INDEX[CHICAGO_HEX]!;
/** Start hex index per company. */
export const START_INDEX: readonly number[] = COMPANIES.map((c) => HEX_INDEX[c.startHex]!);
/** Hex indices of the four start hexes (closed to building). */
const CLOSED_START = new Set(HEXES.flatMap((h, i) => (h.terrain === 'start' ? [i] : [])));

export function isClosedStart(hexIndex: number): boolean {
  return CLOSED_START.has(hexIndex);
}

// ---- Dials ----

export function dialLength(options: CeOptions, dial: number): number {
  return dial === 0 ? options.auctionDial : dial === 1 ? options.buildDial : options.developDial;
}

export function isDialRed(ctx: CeContext, dial: number): boolean {
  return ctx.dials[dial]! >= dialLength(ctx.options, dial);
}

export function redDialCount(ctx: CeContext): number {
  let n = 0;
  for (let d = 0; d < 3; d++) if (isDialRed(ctx, d)) n++;
  return n;
}

// ---- Shares, bids and dividends ----

export function sharesSold(ctx: CeContext, company: number): number {
  return COMPANIES[company]!.shares - ctx.sharesLeft[company]!;
}

/** Minimum bid for the next share of a company: ceil(income / (shares sold + 1)). */
export function minimumBid(ctx: CeContext, company: number): number {
  return minimumShareBid(ctx.income[company]!, sharesSold(ctx, company));
}

/** Why a company's share may not be put up for auction, or null. */
export function explainNotAuctionable(ctx: CeContext, company: number): string | null {
  const c = COMPANIES[company]!;
  if (company === WABASH && !ctx.wabashOpen)
    return 'Wabash shares can be auctioned only after a company has reached Chicago.';
  if (ctx.sharesLeft[company]! <= 0)
    return `${c.short} is sold out: all ${c.shares} of its shares have been auctioned.`;
  return null;
}

export function auctionableCompanies(ctx: CeContext): number[] {
  const out: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) if (explainNotAuctionable(ctx, c) === null) out.push(c);
  return out;
}

export function dividendFor(
  ctx: CeContext,
  company: number,
): { perShare: number; payouts: number[]; total: number; sold: number } {
  const sold = sharesSold(ctx, company);
  const perShare = dividendPerShare(ctx.income[company]!, sold);
  const payouts = ctx.holdings.map((h) => h[company]! * perShare);
  return { perShare, payouts, total: perShare * sold, sold };
}

// ---- Board values ----

export function industrialMax(options: CeOptions, industrial: number): number {
  const data = INDUSTRIAL[industrial]!;
  if (data.maxOption === null) return DETROIT_MAX;
  return (options as unknown as Record<string, number>)[data.maxOption]!;
}

/** Income a company's locomotive on this hex is worth now. */
export function hexValue(ctx: CeContext, hexIndex: number): number {
  const hex = HEXES[hexIndex]!;
  switch (hex.terrain) {
    case 'city':
    case 'mountain':
      return hex.income + (ctx.houses[hexIndex] ? hex.house : 0);
    case 'industrial':
      return ctx.industrial[INDUSTRIAL_AT[hexIndex]!]!;
    case 'chicago':
      return CHICAGO_INCOME;
    default:
      return 0;
  }
}

/** Income recomputed from scratch from the board. */
export function recomputeIncome(ctx: CeContext, company: number): number {
  let income = COMPANIES[company]!.startIncome;
  for (let h = 0; h < HEX_COUNT; h++)
    if (ctx.pieces[h]!.includes(company)) income += hexValue(ctx, h);
  return income;
}

export function placementCost(ctx: CeContext, hexIndex: number): number {
  return HEXES[hexIndex]!.cost * (ctx.pieces[hexIndex]!.length + 1);
}

/** Why `company` may not place a locomotive on `hexIndex` now (terrain, network, supply, money), or null. */
export function explainPlacement(
  ctx: CeContext,
  company: number,
  hexIndex: number,
): { reason: string; rule: string } | null {
  const hex = HEXES[hexIndex]!;
  const c = COMPANIES[company]!;
  const here = ctx.pieces[hexIndex]!;
  if (isClosedStart(hexIndex))
    return {
      reason: `${hex.name} is a start hex; no company may build there.`,
      rule: 'chicago-express:start-hexes',
    };
  if (here.includes(company))
    return {
      reason: `${c.short} already has a locomotive on ${hex.name ?? hex.id}; a company places only one locomotive per hex.`,
      rule: 'chicago-express:one-locomotive-per-company-per-hex',
    };
  if ((hex.terrain === 'forest' || hex.terrain === 'mountain') && here.length > 0) {
    return {
      reason: `${hex.id} is a ${hex.terrain} already holding a ${COMPANIES[here[0]!]!.short} locomotive; forests and mountains hold one locomotive in total.`,
      rule: 'chicago-express:shared-and-exclusive-terrain',
    };
  }
  if (ctx.locosLeft[company]! <= 0)
    return {
      reason: `${c.short} has no locomotives left.`,
      rule: 'chicago-express:running-out-of-locomotives',
    };
  if (!NEIGHBOURS[hexIndex]!.some((n) => ctx.pieces[n]!.includes(company))) {
    return {
      reason: `${hex.name ?? hex.id} is not next to the ${c.short} network; every locomotive must connect to the company's start through its own network.`,
      rule: 'chicago-express:connected-networks',
    };
  }
  const cost = placementCost(ctx, hexIndex);
  if (cost > ctx.treasury[company]!) {
    return {
      reason: `Building on ${hex.name ?? hex.id} costs $${cost} (${hex.cost} × ${here.length + 1} locomotives) but ${c.short} has only $${ctx.treasury[company]}; players cannot lend money to a company.`,
      rule: 'chicago-express:company-money-only',
    };
  }
  return null;
}

/** Hex indices where the company can legally place its next locomotive. */
export function buildTargets(ctx: CeContext, company: number): number[] {
  if (ctx.locosLeft[company]! <= 0) return [];
  const seen = new Uint8Array(HEX_COUNT);
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!ctx.pieces[h]!.includes(company)) continue;
    for (const n of NEIGHBOURS[h]!) {
      if (seen[n]) continue;
      seen[n] = 1;
      if (explainPlacement(ctx, company, n) === null) out.push(n);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Why the hex may not be developed now, or null. */
export function explainDevelop(
  ctx: CeContext,
  hexIndex: number,
  player: number,
): { reason: string; rule: string } | null {
  const hex = HEXES[hexIndex]!;
  const name = hex.name ?? hex.id;
  const here = ctx.pieces[hexIndex]!;
  switch (hex.terrain) {
    case 'plain':
    case 'start':
    case 'chicago':
      return {
        reason: `${name} cannot be developed: plains, start hexes and Chicago are never developed.`,
        rule: 'chicago-express:hexes-that-cannot-be-developed',
      };
    case 'industrial': {
      const ind = INDUSTRIAL_AT[hexIndex]!;
      if (!INDUSTRIAL[ind]!.playerDevelops)
        return {
          reason:
            'Detroit is never developed by players; it develops automatically after every dividend phase.',
          rule: 'chicago-express:detroit-develops-automatically',
        };
      if (here.length === 0)
        return {
          reason: `${name} needs at least one locomotive before it can be developed.`,
          rule: 'chicago-express:developing-industrial-cities',
        };
      if (ctx.industrial[ind]! >= industrialMax(ctx.options, ind))
        return {
          reason: `${name} is already on the last space of its row (${ctx.industrial[ind]}).`,
          rule: 'chicago-express:industrial-city-maximum',
        };
      break;
    }
    default: {
      if (here.length === 0)
        return {
          reason: `${name} needs at least one locomotive before it can be developed.`,
          rule: 'chicago-express:developing-cities-mountains-and-forests',
        };
      if (ctx.houses[hexIndex])
        return {
          reason: `${name} already has a house; a city, mountain or forest is developed only once.`,
          rule: 'chicago-express:developing-cities-mountains-and-forests',
        };
      if (ctx.houseSupply <= 0)
        return {
          reason: 'The general supply has no houses left.',
          rule: 'chicago-express:developing-cities-mountains-and-forests',
        };
    }
  }
  if (ctx.options.developNeedsShare && !here.some((c) => ctx.holdings[player]![c]! > 0)) {
    return {
      reason: `Under the "developing needs a share" option you must hold a share of a company with a locomotive on ${name}.`,
      rule: 'chicago-express:develop-a-hex',
    };
  }
  return null;
}

export function developTargets(ctx: CeContext, player: number): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++)
    if (ctx.pieces[h]!.length > 0 && explainDevelop(ctx, h, player) === null) out.push(h);
  return out;
}

// ---- End of the game ----

export interface EndStatus {
  readonly companiesWithoutLocos: number;
  readonly companiesWithoutShares: number;
  readonly houseSupply: number;
  readonly detroit: number;
  /** The conditions that hold, in words. */
  readonly reasons: readonly string[];
}

export function endStatus(ctx: CeContext): EndStatus {
  const counted = ctx.options.wabashCountsForEnd ? COMPANY_COUNT : COMPANY_COUNT - 1;
  let noLocos = 0;
  let noShares = 0;
  for (let c = 0; c < counted; c++) {
    if (ctx.locosLeft[c] === 0) noLocos++;
    if (ctx.sharesLeft[c] === 0) noShares++;
  }
  const detroit = ctx.industrial[0]!;
  const reasons: string[] = [];
  if (noLocos >= 3) reasons.push(`${noLocos} companies have no locomotives left`);
  if (noShares >= 3) reasons.push(`${noShares} companies have no shares left`);
  if (ctx.houseSupply <= ctx.options.houseEndLimit)
    reasons.push(`only ${ctx.houseSupply} houses are left in the supply`);
  if (detroit >= DETROIT_MAX) reasons.push(`Detroit has reached ${DETROIT_MAX}`);
  return {
    companiesWithoutLocos: noLocos,
    companiesWithoutShares: noShares,
    houseSupply: ctx.houseSupply,
    detroit,
    reasons,
  };
}

// ---- Invariants ----

const TERRAIN_CODE = HEXES.map((h) =>
  h.terrain === 'forest' || h.terrain === 'mountain'
    ? 1
    : h.terrain === 'start'
      ? 2
      : h.terrain === 'city'
        ? 3
        : 0,
);

/**
 * Every violated invariant, in words (empty when all hold): no negative money; shares,
 * locomotives, houses and money conserved; incomes equal to a from-scratch recomputation;
 * every locomotive connected to its company's start. One pass over the board (runs after
 * every event in the property test).
 */
export function invariantViolations(ctx: CeContext): string[] {
  const out: string[] = [];
  for (let seat = 0; seat < ctx.cash.length; seat++)
    if (!(ctx.cash[seat]! >= 0)) out.push(...nonNegative(`cash of seat ${seat}`, ctx.cash[seat]!));
  for (let c = 0; c < COMPANY_COUNT; c++)
    if (!(ctx.treasury[c]! >= 0))
      out.push(...nonNegative(`${COMPANIES[c]!.short} treasury`, ctx.treasury[c]!));
  const onBoard = [0, 0, 0, 0, 0];
  const income = COMPANIES.map((c) => c.startIncome);
  const masks = new Uint8Array(HEX_COUNT);
  let housesOnBoard = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    const here = ctx.pieces[h]!;
    const code = TERRAIN_CODE[h]!;
    if (here.length > 0) {
      const value = hexValue(ctx, h);
      let mask = 0;
      for (const c of here) {
        if (mask & (1 << c)) out.push(`hex ${HEXES[h]!.id} holds two locomotives of one company`);
        mask |= 1 << c;
        onBoard[c]!++;
        income[c]! += value;
      }
      masks[h] = mask;
      if (code === 1 && here.length > 1)
        out.push(`${HEXES[h]!.terrain} ${HEXES[h]!.id} holds ${here.length} locomotives`);
    }
    if (code === 2 && (here.length !== 1 || START_INDEX[here[0]!] !== h))
      out.push(`start hex ${HEXES[h]!.id} holds ${JSON.stringify(here)}`);
    if (ctx.houses[h]) {
      housesOnBoard++;
      if (code !== 1 && code !== 3) out.push(`house on undevelopable hex ${HEXES[h]!.id}`);
    }
  }
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const data = COMPANIES[c]!;
    let held = ctx.sharesLeft[c]!;
    for (const h of ctx.holdings) held += h[c]!;
    if (held !== data.shares)
      out.push(
        ...conserved(`${data.short} shares`, data.shares, {
          board: ctx.sharesLeft[c]!,
          players: held - ctx.sharesLeft[c]!,
        }),
      );
    if (ctx.locosLeft[c]! + onBoard[c]! !== data.locos)
      out.push(
        ...conserved(`${data.short} locomotives`, data.locos, {
          supply: ctx.locosLeft[c]!,
          map: onBoard[c]!,
        }),
      );
    if (ctx.income[c] !== income[c])
      out.push(...equal(`${data.short} income`, ctx.income[c], income[c]));
    out.push(...connectivity(ctx, c, onBoard[c]!, masks));
  }
  if (ctx.houseSupply + housesOnBoard + TOTAL_HOUSES - SUPPLY_HOUSES !== TOTAL_HOUSES) {
    out.push(
      ...conserved('houses', TOTAL_HOUSES, {
        supply: ctx.houseSupply,
        map: housesOnBoard,
        table: TOTAL_HOUSES - SUPPLY_HOUSES,
      }),
    );
  }
  let money = 0;
  for (const x of ctx.cash) money += x;
  for (const x of ctx.treasury) money += x;
  if (money !== TOTAL_MONEY + ctx.bankPaid - ctx.bankReceived) {
    const parts: Record<string, number> = {};
    ctx.cash.forEach((cash, seat) => (parts[`seat ${seat}`] = cash));
    ctx.treasury.forEach((t, c) => (parts[COMPANIES[c]!.short] = t));
    out.push(
      ...conserved(
        'money (players + treasuries = 120 + bank paid - bank received)',
        TOTAL_MONEY + ctx.bankPaid - ctx.bankReceived,
        parts,
      ),
    );
  }
  for (let i = 0; i < INDUSTRIAL.length; i++) {
    const v = ctx.industrial[i]!;
    const max = industrialMax(ctx.options, i);
    if (v < INDUSTRIAL[i]!.start || v > max)
      out.push(`${INDUSTRIAL[i]!.name} value ${v} outside ${INDUSTRIAL[i]!.start}..${max}`);
  }
  for (let d = 0; d < 3; d++)
    if (ctx.dials[d]! < 0 || ctx.dials[d]! > dialLength(ctx.options, d))
      out.push(`dial ${d} at ${ctx.dials[d]}`);
  return out;
}

/** Locomotives of a company not connected to its start hex (`total` = its locomotives on the map). */
function connectivity(ctx: CeContext, company: number, total: number, masks: Uint8Array): string[] {
  const short = COMPANIES[company]!.short;
  if (total === 0)
    return company === WABASH && !ctx.wabashOpen ? [] : [`${short} has no locomotive on the map`];
  if (company === WABASH && !ctx.wabashOpen)
    return ['Wabash locomotives on the map before it opened'];
  const start = START_INDEX[company]!;
  const bit = 1 << company;
  if (!(masks[start]! & bit)) return [`${short} has no locomotive on its start hex`];
  const seen = new Uint8Array(HEX_COUNT);
  seen[start] = 1;
  const stack = [start];
  let reached = 1;
  while (stack.length) {
    const h = stack.pop()!;
    for (const n of NEIGHBOURS[h]!) {
      if (!seen[n] && masks[n]! & bit) {
        seen[n] = 1;
        reached++;
        stack.push(n);
      }
    }
  }
  return reached === total
    ? []
    : [`${short} has ${total - reached} locomotives not connected to its start`];
}
