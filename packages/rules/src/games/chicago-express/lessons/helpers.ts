/**
 * What Chicago Express lessons share: the players (the learner is "You", so the engine's texts
 * read "You bid"), the step type bound to the game's state and moves, and goal helpers built on
 * the game's own rules functions (`rules.ts`), never on a scripted answer.
 */
import {
  heldCompanies as heldIndices,
  heldIncomeGain as weightedGain,
} from '../../../core/lessons/goals.js';
import type { LessonStep } from '../../../core/lessons/types.js';
import { CHICAGO_HEX, HEXES, HEX_COUNT, HEX_INDEX, NEIGHBOURS } from '../data/board.js';
import { COMPANIES, COMPANY_INDEX, type CompanyId } from '../data/companies.js';
import { hexValue, isClosedStart } from '../rules.js';
import type { ChicagoExpressState } from '../state.js';
import type { CeContext, CeMove } from '../types.js';

export const LEARNERS = ['You', 'Bo', 'Cy'] as const;

export type CeLessonStep = LessonStep<ChicagoExpressState, CeMove>;
type Goal = CeLessonStep['goal'];

/** A step typed against Chicago Express's state and moves. */
export const lessonStep = (step: CeLessonStep): CeLessonStep => step;

export const ctxOf = (state: ChicagoExpressState): CeContext => state.context;

/** Company index of a move that names a company, else null. */
export function companyOf(move: CeMove): number | null {
  return 'company' in move ? (COMPANY_INDEX[move.company] ?? null) : null;
}

export const companyName = (company: number): string => COMPANIES[company]!.short;

/** Companies in which `seat` holds at least one share. */
export const heldCompanies = (ctx: CeContext, seat: number): number[] =>
  heldIndices(ctx.holdings[seat]!);

/** Income gained by the companies `seat` holds, weighted by the shares held. */
export const heldIncomeGain = (before: CeContext, after: CeContext, seat: number): number =>
  weightedGain(before.holdings[seat]!, (c) => after.income[c]! - before.income[c]!);

/** A step's goal: a move of `type` that raises the income of the companies the learner holds. */
export const raisesHeldIncome =
  (type: 'build.place' | 'develop.place'): Goal =>
  ({ move, before, after, seat }) =>
    move.type === type && heldIncomeGain(before.context, after.context, seat) > 0;

/** Hexes whose locomotive adds income: cities, mountains, industrial cities and Chicago. */
export const isIncomeHex = (ctx: CeContext, hex: number): boolean => hexValue(ctx, hex) > 0;

export const CHICAGO = HEX_INDEX[CHICAGO_HEX]!;

/**
 * Placements the company needs, at the least, until one lands on a hex where `isTarget` holds
 * (Infinity when none can be reached): a breadth-first walk over hexes it could build on, as
 * the placement rules allow them now (closed start hexes and forests or mountains taken by
 * another company are never crossed).
 */
export function placementsTo(
  ctx: CeContext,
  company: number,
  isTarget: (hex: number) => boolean,
): number {
  const distance = new Array<number>(HEX_COUNT).fill(Infinity);
  const queue: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++)
    if (ctx.pieces[h]!.includes(company)) {
      distance[h] = 0;
      queue.push(h);
    }
  for (let head = 0; head < queue.length; head++) {
    const h = queue[head]!;
    for (const n of NEIGHBOURS[h]!) {
      if (distance[n] !== Infinity || isClosedStart(n)) continue;
      const terrain = HEXES[n]!.terrain;
      const exclusive = terrain === 'forest' || terrain === 'mountain';
      if (exclusive && ctx.pieces[n]!.length > 0) continue;
      distance[n] = distance[h]! + 1;
      if (isTarget(n)) return distance[n]!;
      queue.push(n);
    }
  }
  return Infinity;
}

/** A placement that raises the company's income, or brings an income hex one placement nearer. */
export const buildsTowardIncome: Goal = ({ move, before, after }) => {
  if (move.type !== 'build.place') return false;
  const c = companyOf(move)!;
  if (after.context.income[c]! > before.context.income[c]!) return true;
  const fresh = (ctx: CeContext) => (hex: number) =>
    isIncomeHex(ctx, hex) && !ctx.pieces[hex]!.includes(c);
  return (
    placementsTo(after.context, c, fresh(after.context)) <
    placementsTo(before.context, c, fresh(before.context))
  );
};

/** Hex ids holding the company's locomotives: its network. */
export const networkHexes = (ctx: CeContext, company: number): string[] =>
  HEXES.filter((_, h) => ctx.pieces[h]!.includes(company)).map((hex) => hex.id);

type Look = NonNullable<CeLessonStep['look']>;

/** First hint of a step about the actions: the three dials. */
export const lookAtDials: Look = () => ({ part: '/dials' });

/**
 * First hint of a step about a company's network: its hexes, marked together; with `charter`,
 * its charter too (the income track the step counts on).
 */
export const lookAtNetwork =
  (id: CompanyId, options: { charter?: boolean } = {}): Look =>
  ({ state }) => {
    const company = COMPANY_INDEX[id]!;
    return {
      places: networkHexes(ctxOf(state), company),
      ...(options.charter ? { part: `/companies/${company}` } : {}),
    };
  };

/** First hint of a step about the companies the learner holds: their networks, together. */
export const lookAtHeldNetworks: Look = ({ state, seat }) => ({
  places: heldCompanies(ctxOf(state), seat).flatMap((c) => networkHexes(ctxOf(state), c)),
});

/** First hint of a step about one company's figures (income, shares): its charter. */
export const lookAtCharter =
  (id: CompanyId): Look =>
  () => ({ part: `/companies/${COMPANY_INDEX[id]!}` });

/** A placement that raises the income of the company it is for. */
export const raisesIncome: Goal = ({ move, before, after }) => {
  const c = companyOf(move);
  return c !== null && after.context.income[c]! > before.context.income[c]!;
};
