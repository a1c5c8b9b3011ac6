/**
 * Invariants of Chicago Express, checked after every event in the property test: no negative
 * money; shares, locomotives, houses and money conserved; incomes equal to a from-scratch
 * recomputation; every locomotive connected to its company's start; dials and industrial
 * values in range. Written as plain loops: it runs after every event of many games.
 */
import { conserved, equal, nonNegative, withInvariants } from '../../core/invariants.js';
import { chicagoExpress } from './index.js';
import {
  COMPANIES,
  COMPANY_COUNT,
  SUPPLY_HOUSES,
  TOTAL_HOUSES,
  TOTAL_MONEY,
  WABASH,
} from './data/companies.js';
import { HEXES, HEX_COUNT, INDUSTRIAL, NEIGHBOURS } from './data/board.js';
import { dialLength, hexValue, industrialMax, START_INDEX } from './rules.js';
import type { CeContext } from './types.js';

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

/**
 * Chicago Express with these invariants, for the tests and the CLI. The definition itself
 * (`index.ts`) leaves them out: browsers never check invariants, so they never load this file.
 */
export const checkedChicagoExpress = withInvariants(chicagoExpress, (state) =>
  invariantViolations(state.context),
);
