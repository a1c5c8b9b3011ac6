/**
 * Invariants of American Rails, checked after every event in the property test: money, shares,
 * cubes and development markers conserved; nothing negative; incomes equal the income recomputed
 * from the board; every company's cubes connected to its starting city; hex limits; the turn
 * counters in range. Written as plain loops: it runs after every event of 2,000 games.
 */
import { conserved, nonNegative, withInvariants } from '../../core/invariants.js';
import { americanRails } from './index.js';
import { ACTION_ROWS } from './data/actions.js';
import { HEXES } from './data/board.js';
import { COMPANIES, DEVELOPMENT_MARKERS } from './data/companies.js';
import { incomesFromBoard } from './rules.js';
import type { ArContext } from './types.js';

const COMPANY_COUNT = COMPANIES.length;
const MAX_CUBES_PER_ACTION = Math.max(...ACTION_ROWS.map((r) => r.cubes));
/** Hexes that hold one cube in total (forest, mountain). */
const ONE_CUBE = HEXES.map((h) => h.terrain === 'forest' || h.terrain === 'mountain');

export function invariantViolations(ctx: ArContext): string[] {
  const out: string[] = [];
  let money = 0;
  for (let seat = 0; seat < ctx.cash.length; seat++) {
    const cash = ctx.cash[seat]!;
    money += cash;
    if (!(cash >= 0)) out.push(...nonNegative(`${ctx.players[seat]}'s cash`, cash));
  }
  const cubeCount = new Array<number>(COMPANY_COUNT).fill(0);
  let developedCount = 0;
  for (let hex = 0; hex < ctx.cubes.length; hex++) {
    const there = ctx.cubes[hex]!;
    for (let i = 0; i < there.length; i++) {
      cubeCount[there[i]!]!++;
      for (let j = 0; j < i; j++)
        if (there[j] === there[i]) out.push(`${HEXES[hex]!.label} holds two cubes of one color`);
    }
    if (there.length > 1 && ONE_CUBE[hex])
      out.push(`${HEXES[hex]!.label} (${HEXES[hex]!.terrain}) holds ${there.length} cubes`);
    if (ctx.developed[hex]) {
      developedCount++;
      if (there.length === 0) out.push(`${HEXES[hex]!.label} is developed without any cube`);
    }
  }
  const incomes = incomesFromBoard(ctx.cubes, ctx.developed);
  for (let i = 0; i < COMPANY_COUNT; i++) {
    const data = COMPANIES[i]!;
    const state = ctx.companies[i]!;
    money += state.treasury;
    if (!(state.treasury >= 0)) out.push(...nonNegative(`${data.name} treasury`, state.treasury));
    if (!(state.supply >= 0)) out.push(...nonNegative(`${data.name} supply`, state.supply));
    if (!(state.sharesUnsold >= 0))
      out.push(...nonNegative(`${data.name} unsold shares`, state.sharesUnsold));
    let held = 0;
    for (const h of ctx.holdings) held += h[i]!;
    if (state.sharesUnsold + state.sharesRemoved + held !== data.shares) {
      out.push(
        ...conserved(`${data.name} shares`, data.shares, {
          unsold: state.sharesUnsold,
          removed: state.sharesRemoved,
          held,
        }),
      );
    }
    if (state.inGame) {
      if (state.supply + cubeCount[i]! + 1 !== data.cubes)
        out.push(
          ...conserved(`${data.name} cubes`, data.cubes, {
            supply: state.supply,
            map: cubeCount[i]!,
            incomeMarker: 1,
          }),
        );
    } else if (cubeCount[i] !== 0 || held !== 0) {
      out.push(
        `${data.name} is out of the game but has ${cubeCount[i]} cubes on the map and ${held} shares held`,
      );
    }
    if (state.income !== incomes[i])
      out.push(
        `${data.name} income: found ${state.income}, recomputed from the board ${incomes[i]}`,
      );
    if (cubeCount[i]! > 0) out.push(...connectivity(ctx, i, cubeCount[i]!));
  }
  if (money !== ctx.bank.paid - ctx.bank.received) {
    out.push(
      `Money not conserved: players and treasuries hold ${money}, the bank paid out ${ctx.bank.paid} and took back ${ctx.bank.received}`,
    );
  }
  if (ctx.developmentSupply + developedCount !== DEVELOPMENT_MARKERS)
    out.push(
      ...conserved('Development markers', DEVELOPMENT_MARKERS, {
        supply: ctx.developmentSupply,
        map: developedCount,
      }),
    );
  for (let c = 0; c < ctx.actionTrack.length; c++) {
    const column = ctx.actionTrack[c]!;
    if (column.length !== ACTION_ROWS.length)
      out.push(`Action track column ${c + 1} has ${column.length} rows`);
    for (let r = 0; r < column.length; r++) {
      if (column[r] === null) continue;
      for (let q = 0; q < r; q++)
        if (column[q] === column[r])
          out.push(`Action track column ${c + 1} holds ${ctx.players[column[r]!]} twice`);
    }
  }
  if (!(ctx.cubesPlaced >= 0 && ctx.cubesPlaced <= MAX_CUBES_PER_ACTION))
    out.push(`${ctx.cubesPlaced} cubes placed in one Expand action`);
  const seats = ctx.players.length;
  if (!(ctx.clock.openingChooser >= 0 && ctx.clock.openingChooser < seats))
    out.push(`Opening chooser ${ctx.clock.openingChooser} is not a seat`);
  // The turn moves one past the last player when a round ends (and stays there once it is over).
  if (!(ctx.clock.phaseTurn >= 0 && ctx.clock.phaseTurn <= ctx.clock.phaseOrder.length))
    out.push(`Turn ${ctx.clock.phaseTurn} of an action phase of ${ctx.clock.phaseOrder.length}`);
  return out;
}

/** Every cube of `company` reachable from its starting cube through cubes of the same color. */
function connectivity(ctx: ArContext, company: number, count: number): string[] {
  const name = COMPANIES[company]!.name;
  const start = ctx.companies[company]!.startHex;
  if (start < 0 || !ctx.cubes[start]!.includes(company))
    return [`${name} has cubes on the map but no starting cube`];
  const seen = new Uint8Array(HEXES.length);
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length) {
    const hex = stack.pop()!;
    reached++;
    for (const n of HEXES[hex]!.neighbours) {
      if (!seen[n] && ctx.cubes[n]!.includes(company)) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return reached === count
    ? []
    : [`${name}: ${count - reached} cube(s) not connected to its starting city`];
}

/**
 * American Rails with these invariants, for the tests and the CLI. The definition itself
 * (`index.ts`) leaves them out: browsers never check invariants, so they never load this file.
 */
export const checkedAmericanRails = withInvariants(americanRails, (state) =>
  invariantViolations(state.context),
);
