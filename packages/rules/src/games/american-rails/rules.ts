/**
 * Pure rule helpers of American Rails: track costs, placement legality, city income, special
 * connections, dividends, turn order and end checks. No XState here; the machine and the
 * legality checker both call these.
 */
import { message } from '../../core/messages.js';
import { dividendPerShare } from '../../core/stock/dividends.js';
import { ACTION_COLUMNS, ACTION_ROWS } from './data/actions.js';
import {
  CITIES,
  CITY_HEX,
  DEVELOPMENT_FULL_BONUS,
  DEVELOPMENT_SHARED_BONUS,
  HEXES,
  SPECIAL_CONNECTION_BONUS,
  SPECIAL_HEXES,
  SPECIAL_PAIRS,
  TRACK_COST,
} from './data/board.js';
import { COMPANIES, LAST_YEAR } from './data/companies.js';
import type { ArContext, DividendPayment, IncomeChange } from './types.js';

export const RULE = {
  setup: 'american-rails:setup',
  openingAuctions: 'american-rails:opening-auctions',
  openingBidding: 'american-rails:opening-auction-bidding',
  winningOpening: 'american-rails:winning-an-opening-auction',
  startingCity: 'american-rails:starting-city',
  initialTurnOrder: 'american-rails:initial-turn-order',
  nextOpening: 'american-rails:next-opening-auction',
  unsoldOpening: 'american-rails:unsold-opening-shares',
  endOfOpening: 'american-rails:end-of-the-opening-round',
  playersWithoutShares: 'american-rails:players-without-shares',
  sequence: 'american-rails:sequence-of-play',
  actionPhases: 'american-rails:action-phases-and-turn-order',
  firstPhase: 'american-rails:first-action-phase-of-a-round',
  placingMarker: 'american-rails:placing-the-action-marker',
  laterPhases: 'american-rails:second-and-third-action-phases',
  dividendPhase: 'american-rails:dividend-phase',
  dividendPerShare: 'american-rails:dividend-per-share',
  endOfRound: 'american-rails:end-of-a-round',
  nextRoundOrder: 'american-rails:turn-order-for-the-next-round',
  advanceYear: 'american-rails:advancing-the-year-marker',
  actions: 'american-rails:actions',
  inFull: 'american-rails:performing-an-action-in-full',
  pass: 'american-rails:pass',
  develop: 'american-rails:develop',
  developWhere: 'american-rails:where-development-is-allowed',
  developValue: 'american-rails:development-value',
  noDevelop: 'american-rails:cities-that-cannot-be-developed',
  fund: 'american-rails:fund-5',
  takeOrExpand2: 'american-rails:take-2-or-expand-2',
  taking: 'american-rails:taking-money',
  expand2: 'american-rails:expand-2-with-four-or-five-players',
  auctionShare: 'american-rails:auction-a-share',
  shareBidding: 'american-rails:share-auction-bidding',
  unsoldShares: 'american-rails:unsold-shares',
  newCompany: 'american-rails:bringing-a-new-company-onto-the-map',
  noEmptyCity: 'american-rails:no-empty-city-for-a-new-company',
  expand: 'american-rails:expand',
  trackWhere: 'american-rails:where-track-may-be-placed',
  hexLimits: 'american-rails:hex-limits',
  trackCosts: 'american-rails:track-costs',
  companyPays: 'american-rails:company-pays-for-track',
  cubesPerExpand: 'american-rails:number-of-cubes-per-expand-action',
  oneAtATime: 'american-rails:placing-cubes-one-at-a-time',
  income: 'american-rails:company-income',
  fullShared: 'american-rails:full-and-shared-city-values',
  firstCube: 'american-rails:first-track-cube-in-a-city',
  secondCube: 'american-rails:second-track-cube-in-a-city',
  furtherCubes: 'american-rails:further-track-cubes-in-a-city',
  developmentShared: 'american-rails:development-bonus-in-shared-cities',
  special: 'american-rails:special-connection-bonuses',
  oneBonus: 'american-rails:one-bonus-per-connection',
  allThree: 'american-rails:connecting-all-three-bonus-cities',
  end: 'american-rails:end-of-the-game',
  end1857: 'american-rails:game-ends-after-1857',
  endShares: 'american-rails:optional-end-all-shares-gone',
  endSupplies: 'american-rails:optional-end-track-supplies-running-out',
  winner: 'american-rails:winner',
  components: 'american-rails:components',
  removeCompany: 'american-rails:removing-a-company-with-three-players',
  startingMoney: 'american-rails:starting-money',
  banker: 'american-rails:the-banker',
} as const;

// ---------------------------------------------------------------- city income

/** What one company earns from a city holding `companiesThere` companies' cubes. */
export function cityValuePerCompany(
  city: number,
  companiesThere: number,
  developed: boolean,
): number {
  if (companiesThere <= 0) return 0;
  const data = CITIES[city]!;
  if (companiesThere === 1) return data.full + (developed ? DEVELOPMENT_FULL_BONUS : 0);
  return data.shared + (developed ? DEVELOPMENT_SHARED_BONUS : 0);
}

/** Special connection pair ids a company has completed (cubes in both cities). */
export function specialPairs(cubes: ArContext['cubes'], company: number): string[] {
  const present = SPECIAL_HEXES.map((hex) => cubes[hex]!.includes(company));
  return SPECIAL_PAIRS.filter((pair) => present[pair.a] && present[pair.b]).map((pair) => pair.id);
}

/** Every company's income recomputed from the board alone (cities, development, special pairs). */
export function incomesFromBoard(
  cubes: ArContext['cubes'],
  developed: ArContext['developed'],
): number[] {
  const incomes = new Array<number>(COMPANIES.length).fill(0);
  for (let city = 0; city < CITY_HEX.length; city++) {
    const hex = CITY_HEX[city]!;
    const there = cubes[hex]!;
    if (there.length === 0) continue;
    const value = cityValuePerCompany(city, there.length, developed[hex]!);
    for (let i = 0; i < there.length; i++) incomes[there[i]!]! += value;
  }
  for (const pair of SPECIAL_PAIRS) {
    const a = cubes[SPECIAL_HEXES[pair.a]!]!;
    const b = cubes[SPECIAL_HEXES[pair.b]!]!;
    for (let i = 0; i < a.length; i++)
      if (b.includes(a[i]!)) incomes[a[i]!]! += SPECIAL_CONNECTION_BONUS;
  }
  return incomes;
}

/**
 * The income change caused by putting one cube of `company` in `hex` (before it is placed):
 * city value transitions (first, second, further cube) plus newly completed special pairs.
 */
export function incomeChangeForCube(
  ctx: ArContext,
  hex: number,
  company: number,
  cause: IncomeChange['cause'],
): IncomeChange {
  const city = HEXES[hex]!.city;
  const deltas = new Map<number, number>();
  const bonuses: string[] = [];
  if (city >= 0) {
    const there = ctx.cubes[hex]!;
    const developed = ctx.developed[hex]!;
    const before = cityValuePerCompany(city, there.length, developed);
    const after = cityValuePerCompany(city, there.length + 1, developed);
    for (const other of there) if (after !== before) deltas.set(other, after - before);
    deltas.set(company, after);
    const special = SPECIAL_HEXES.indexOf(hex);
    if (special >= 0) {
      for (const pair of SPECIAL_PAIRS) {
        const otherEnd = pair.a === special ? pair.b : pair.b === special ? pair.a : -1;
        if (otherEnd >= 0 && ctx.cubes[SPECIAL_HEXES[otherEnd]!]!.includes(company))
          bonuses.push(pair.id);
      }
      if (bonuses.length)
        deltas.set(company, deltas.get(company)! + SPECIAL_CONNECTION_BONUS * bonuses.length);
    }
  }
  return {
    hex,
    company,
    cause,
    deltas: [...deltas].map(([c, delta]) => ({
      company: c,
      before: ctx.companies[c]!.income,
      after: ctx.companies[c]!.income + delta,
    })),
    bonuses,
  };
}

/** The income change caused by a development marker in `hex` (before it is placed). */
export function incomeChangeForDevelopment(ctx: ArContext, hex: number): IncomeChange {
  const there = ctx.cubes[hex]!;
  const bonus = there.length === 1 ? DEVELOPMENT_FULL_BONUS : DEVELOPMENT_SHARED_BONUS;
  return {
    hex,
    company: there[0] ?? -1,
    cause: 'develop',
    deltas: there.map((c) => ({
      company: c,
      before: ctx.companies[c]!.income,
      after: ctx.companies[c]!.income + bonus,
    })),
    bonuses: [],
  };
}

// ---------------------------------------------------------------- track

/** Cost of one cube in `hex` given what is already there (track costs table). */
export function cubeCost(ctx: Pick<ArContext, 'cubes' | 'developed'>, hex: number): number {
  const data = HEXES[hex]!;
  const cubesThere = ctx.cubes[hex]!.length;
  switch (data.terrain) {
    case 'city':
      return (
        TRACK_COST.cityBase + TRACK_COST.cityPerPiece * (cubesThere + (ctx.developed[hex] ? 1 : 0))
      );
    case 'plains':
      return TRACK_COST.plainsBase + TRACK_COST.plainsPerCube * cubesThere;
    case 'forest':
      return TRACK_COST.forest;
    case 'mountain':
      return TRACK_COST.mountain;
  }
}

/** True when the company has a cube on the map next to `hex`. */
export function adjacentToOwnCube(
  cubes: ArContext['cubes'],
  company: number,
  hex: number,
): boolean {
  for (const n of HEXES[hex]!.neighbours) if (cubes[n]!.includes(company)) return true;
  return false;
}

/** Reasons a placement can fail, cheapest checks first (0 = legal). */
const enum Problem {
  None,
  NotInGame,
  NoShare,
  NotOnMap,
  NoSupply,
  SameColour,
  TerrainFull,
  NotAdjacent,
  CannotPay,
}

function placementProblem(ctx: ArContext, seat: number, company: number, hex: number): Problem {
  const state = ctx.companies[company]!;
  if (!state.inGame) return Problem.NotInGame;
  if ((ctx.holdings[seat]?.[company] ?? 0) < 1) return Problem.NoShare;
  if (state.startHex < 0) return Problem.NotOnMap;
  if (state.supply <= 0) return Problem.NoSupply;
  const there = ctx.cubes[hex]!;
  if (there.includes(company)) return Problem.SameColour;
  const terrain = HEXES[hex]!.terrain;
  if ((terrain === 'forest' || terrain === 'mountain') && there.length > 0)
    return Problem.TerrainFull;
  if (!adjacentToOwnCube(ctx.cubes, company, hex)) return Problem.NotAdjacent;
  if (state.treasury < cubeCost(ctx, hex)) return Problem.CannotPay;
  return Problem.None;
}

/**
 * Why `seat` may not place a cube of `company` in `hex` now (ignoring whose turn it is), or null.
 * Returns the reason and the rule section.
 */
export function explainPlacement(
  ctx: ArContext,
  seat: number,
  company: number,
  hex: number,
): { reason: string; rule: string } | null {
  const problem = placementProblem(ctx, seat, company, hex);
  if (problem === Problem.None) return null;
  const name = COMPANIES[company]!.name;
  const where = HEXES[hex]!;
  const treasury = ctx.companies[company]!.treasury;
  switch (problem) {
    case Problem.NotInGame:
      return { reason: `${name} is not in this game.`, rule: RULE.removeCompany };
    case Problem.NoShare:
      return {
        reason: `You hold no share of ${name}; you may only expand companies you own shares in.`,
        rule: RULE.trackWhere,
      };
    case Problem.NotOnMap:
      return {
        reason: `${name} is not on the map yet, so it has no cube to build next to.`,
        rule: RULE.trackWhere,
      };
    case Problem.NoSupply:
      return { reason: `${name} has no cubes left in its supply.`, rule: RULE.trackWhere };
    case Problem.SameColour:
      return {
        reason: `${where.label} already holds a ${name} cube; a hex never holds two cubes of one colour.`,
        rule: RULE.hexLimits,
      };
    case Problem.TerrainFull:
      return {
        reason: `${where.label} is ${where.terrain} and already holds a cube; forest and mountain hexes hold one cube in total.`,
        rule: RULE.hexLimits,
      };
    case Problem.NotAdjacent:
      return { reason: `${where.label} is not next to a ${name} cube.`, rule: RULE.trackWhere };
    default:
      return {
        reason: `A cube in ${where.label} costs $${cubeCost(ctx, hex)} but ${name}'s treasury holds $${treasury}; the company pays in full or the cube is not placed.`,
        rule: RULE.companyPays,
      };
  }
}

/** Every legal placement for `seat` now, as [company, hex] pairs (by company, then hex). */
export function legalPlacements(ctx: ArContext, seat: number): [number, number][] {
  const out: [number, number][] = [];
  const holdings = ctx.holdings[seat]!;
  for (let company = 0; company < COMPANIES.length; company++) {
    const state = ctx.companies[company]!;
    if (
      holdings[company]! < 1 ||
      state.startHex < 0 ||
      state.supply <= 0 ||
      state.treasury < TRACK_COST.plainsBase
    )
      continue;
    const candidates: number[] = [];
    for (let hex = 0; hex < ctx.cubes.length; hex++) {
      if (!ctx.cubes[hex]!.includes(company)) continue;
      for (const n of HEXES[hex]!.neighbours) if (!candidates.includes(n)) candidates.push(n);
    }
    candidates.sort((a, b) => a - b);
    for (const hex of candidates)
      if (placementProblem(ctx, seat, company, hex) === Problem.None) out.push([company, hex]);
  }
  return out;
}

/** Cities with no track cube (the "empty" cities where a new company may start). */
export function emptyCities(ctx: ArContext): number[] {
  return CITY_HEX.filter((hex) => ctx.cubes[hex]!.length === 0);
}

/** Why `hex` may not receive a development marker now, or null. */
export function explainDevelopment(
  ctx: ArContext,
  hex: number,
): { reason: string; rule: string } | null {
  const where = HEXES[hex]!;
  if (where.city < 0)
    return {
      reason: `${where.label} is not a city; only cities can be developed.`,
      rule: RULE.developWhere,
    };
  if (!CITIES[where.city]!.developable)
    return {
      reason: `${where.label} has black squares and can never be developed.`,
      rule: RULE.noDevelop,
    };
  if (ctx.developed[hex])
    return { reason: `${where.label} is already developed.`, rule: RULE.developWhere };
  if (ctx.cubes[hex]!.length === 0)
    return {
      reason: `${where.label} holds no track cube; a city needs at least one cube to be developed.`,
      rule: RULE.developWhere,
    };
  if (ctx.developmentSupply <= 0)
    return { reason: 'All 12 development markers are on the map.', rule: RULE.developWhere };
  return null;
}

/** Every hex that may be developed now. */
export function developableHexes(ctx: ArContext): number[] {
  return CITY_HEX.filter((hex) => explainDevelopment(ctx, hex) === null).sort((a, b) => a - b);
}

// ---------------------------------------------------------------- shares, dividends

export function sharesHeld(ctx: ArContext, company: number): number {
  let held = 0;
  for (const h of ctx.holdings) held += h[company]!;
  return held;
}

/** Dividends of every company: ceil(income / shares held by players), paid by the bank. */
export function computeDividends(ctx: ArContext): DividendPayment[] {
  const out: DividendPayment[] = [];
  ctx.companies.forEach((state, company) => {
    if (!state.inGame) return;
    const held = sharesHeld(ctx, company);
    const perShare = dividendPerShare(state.income, held);
    out.push({
      company,
      income: state.income,
      sharesHeld: held,
      perShare,
      payouts: ctx.holdings.map((h) => h[company]! * perShare),
    });
  });
  return out;
}

/** Companies whose share may be put up for auction (opening: not yet offered). */
export function offerableCompanies(ctx: ArContext, opening: boolean): number[] {
  const out: number[] = [];
  ctx.companies.forEach((state, company) => {
    if (!state.inGame || state.sharesUnsold <= 0) return;
    if (opening && state.offeredInOpening) return;
    out.push(company);
  });
  return out;
}

// ---------------------------------------------------------------- turn order

/** Seats in the top-to-bottom order of their markers in an action-track column. */
export function orderInColumn(track: ArContext['actionTrack'], column: number): number[] {
  const out: number[] = [];
  for (const seat of track[column]!) if (seat !== null) out.push(seat);
  return out;
}

export function emptyActionTrack(): (number | null)[][] {
  return Array.from({ length: ACTION_COLUMNS }, () => ACTION_ROWS.map(() => null));
}

/**
 * Cubes the Expand action being carried out may place: the Expand row (2, 3 or 4) of the acting
 * player's marker in this phase's column. Take $2 / Expand 2 counts as Expand 2.
 */
export function expansionLimit(ctx: ArContext): number {
  const seat = ctx.clock.phaseOrder[ctx.clock.phaseTurn];
  const row = seat === undefined ? -1 : ctx.actionTrack[ctx.clock.phase]!.indexOf(seat);
  return row < 0 ? 0 : ACTION_ROWS[row]!.cubes;
}

/** Seat on each turn-order space, free spaces dropped. */
export function turnOrderSeats(ctx: ArContext): number[] {
  return ctx.clock.turnOrder.filter((s): s is number => s !== null);
}

// ---------------------------------------------------------------- end of game

/** Why the game ends after this round's dividends, or null to play on. */
export function endOfGame(ctx: ArContext): { reason: string; rule: string } | null {
  const held = endConditions(ctx);
  if (held.length <= 1) return held[0] ?? null;
  // Several at once: name them all; the rule cited is the first (the year, then the options).
  return {
    reason: message('{count, plural, other {# end conditions hold at once:}} {reasons}', {
      count: held.length,
      reasons: held.map((h) => h.reason).join(' '),
    }),
    rule: held[0]!.rule,
  };
}

/** Every end condition that holds now, in the rulebook's order. */
export function endConditions(ctx: ArContext): { reason: string; rule: string }[] {
  const held: { reason: string; rule: string }[] = [];
  if (ctx.clock.year >= LAST_YEAR)
    held.push({
      reason: `The ${LAST_YEAR} round is over: the game ends after seven rounds.`,
      rule: RULE.end1857,
    });
  if (
    ctx.setup.options.endWhenSharesGone &&
    ctx.companies.every((c) => !c.inGame || c.sharesUnsold === 0)
  ) {
    held.push({
      reason: 'No share is left to buy (option: all shares gone).',
      rule: RULE.endShares,
    });
  }
  if (ctx.setup.options.endWhenSuppliesLow) {
    const low = ctx.companies.filter((c) => c.inGame && c.supply <= 2).length;
    const needed = ctx.players.length;
    if (low >= needed)
      held.push({
        reason: `${low} company supplies hold 2 or fewer cubes (option: ${needed} needed with ${needed} players).`,
        rule: RULE.endSupplies,
      });
  }
  return held;
}
