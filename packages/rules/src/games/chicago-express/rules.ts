/**
 * Pure rule helpers for Chicago Express: costs, incomes, connectivity, availability and end
 * checks. No XState here; the machine and the checker both call these.
 */
import { dividendPerShare, minimumShareBid } from '../../core/stock/dividends.js';
import { COMPANIES, COMPANY_COUNT, WABASH } from './data/companies.js';
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
  hexLabel,
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
      reason: `${c.short} already has a locomotive on ${hexLabel(hex)}; a company places only one locomotive per hex.`,
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
      reason: `${hexLabel(hex)} is not next to the ${c.short} network; every locomotive must connect to the company's start through its own network.`,
      rule: 'chicago-express:connected-networks',
    };
  }
  const cost = placementCost(ctx, hexIndex);
  if (cost > ctx.treasury[company]!) {
    return {
      reason: `Building on ${hexLabel(hex)} costs $${cost} (${hex.cost} × ${here.length + 1} locomotives) but ${c.short} has only $${ctx.treasury[company]}; players cannot lend money to a company.`,
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
  const name = hexLabel(hex);
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
