/**
 * What American Rails lessons share: the players (the learner is "You", so the engine's texts
 * read "You bid"), the step type bound to the game's state and moves, and goal helpers built on
 * the game's own rules functions (`rules.ts`), never on a scripted answer.
 */
import {
  heldCompanies as heldIndices,
  heldIncomeGain as weightedGain,
} from '../../../core/lessons/goals.js';
import type { LessonStep } from '../../../core/lessons/types.js';
import { CITY_HEX, HEXES, hexIndex } from '../data/board.js';
import { COMPANIES, companyIndex, type CompanyId } from '../data/companies.js';
import { cubeCost } from '../rules.js';
import type { AmericanRailsState } from '../state.js';
import { Driver } from '../testing/scenario.js';
import type { ArContext, ArMove } from '../types.js';

/** Four players, so that Take $2 / Expand 2 offers its Expand 2 as well. */
export const LEARNERS = ['You', 'Bo', 'Cy', 'Di'] as const;

export type ArLessonStep = LessonStep<AmericanRailsState, ArMove>;
type Goal = ArLessonStep['goal'];

/** A step typed against American Rails's state and moves. */
export const lessonStep = (step: ArLessonStep): ArLessonStep => step;

/** Company index of a move that names a company, else null. */
export function companyOf(move: ArMove): number | null {
  return 'company' in move ? companyIndex(move.company) : null;
}

export const companyName = (company: number): string => COMPANIES[company]!.name;

/** Companies in which `seat` holds at least one share. */
export const heldCompanies = (ctx: ArContext, seat: number): number[] =>
  heldIndices(ctx.holdings[seat]!);

/** Income gained by the companies `seat` holds, weighted by the shares held. */
export const heldIncomeGain = (before: ArContext, after: ArContext, seat: number): number =>
  weightedGain(
    before.holdings[seat]!,
    (c) => after.companies[c]!.income - before.companies[c]!.income,
  );

/** A step's goal: a move of `type` that raises the income of the companies the learner holds. */
export const raisesHeldIncome =
  (type: 'build.place' | 'develop.place'): Goal =>
  ({ move, before, after, seat }) =>
    move.type === type && heldIncomeGain(before.context, after.context, seat) > 0;

const isCity = (hex: number): boolean => HEXES[hex]!.city >= 0;

/**
 * Cubes the company needs, at the least, until one lands in a city it has no cube in yet
 * (Infinity when none can be reached): a breadth-first walk over hexes the placement rules would
 * let it enter (never a forest or mountain that already holds a cube).
 */
export function cubesToNewCity(ctx: ArContext, company: number): number {
  const distance = new Map<number, number>();
  const queue: number[] = [];
  ctx.cubes.forEach((there, hex) => {
    if (there.includes(company)) {
      distance.set(hex, 0);
      queue.push(hex);
    }
  });
  for (let head = 0; head < queue.length; head++) {
    const hex = queue[head]!;
    for (const n of HEXES[hex]!.neighbours) {
      if (distance.has(n)) continue;
      const terrain = HEXES[n]!.terrain;
      if ((terrain === 'forest' || terrain === 'mountain') && ctx.cubes[n]!.length > 0) continue;
      distance.set(n, distance.get(hex)! + 1);
      if (isCity(n)) return distance.get(n)!;
      queue.push(n);
    }
  }
  return Infinity;
}

/** A cube that raises its company's income, or brings a new city one cube nearer. */
export const buildsTowardIncome: Goal = ({ move, before, after }) => {
  if (move.type !== 'build.place') return false;
  const c = companyOf(move)!;
  if (after.context.companies[c]!.income > before.context.companies[c]!.income) return true;
  return cubesToNewCity(after.context, c) < cubesToNewCity(before.context, c);
};

/** Hex ids holding the company's cubes: its network. */
export const networkHexes = (ctx: ArContext, company: number): string[] =>
  HEXES.filter((_, h) => ctx.cubes[h]!.includes(company)).map((hex) => hex.id);

type Look = NonNullable<ArLessonStep['look']>;

/** First hint of a step about choosing an action: the action track. */
export const lookAtActionTrack: Look = () => ({ part: '/actionTrack' });

/** First hint of a step about companies' networks: their hexes, marked together. */
export const lookAtNetwork =
  (...ids: CompanyId[]): Look =>
  ({ state }) => ({
    places: ids.flatMap((id) => networkHexes(state.context, companyIndex(id))),
  });

/** First hint of a step about one company's figures (treasury, income): its charter. */
export const lookAtCharter =
  (id: CompanyId): Look =>
  () => ({ part: `/companies/${companyIndex(id)}` });

/** What the cube of a `build.place` move cost its company (read from the position before). */
export const placementCost = (ctx: ArContext, move: ArMove): number =>
  move.type === 'build.place' ? cubeCost(ctx, hexIndex(move.hex)) : 0;

/** Cities that hold no cube (where a new company may start). */
export const emptyCityCount = (ctx: ArContext): number =>
  CITY_HEX.filter((hex) => ctx.cubes[hex]!.length === 0).length;

/**
 * The opening the later lessons start from: you buy American for $20 and start it in Cincinnati,
 * Bo buys National for $15 (Pittsburg), Cy buys Continental for $15 (Chicago); nobody bids on
 * Majestic, Liberty or Republic, so those opening shares leave the game and Di, without a share,
 * takes the last turn-order space. Turn order: You, Bo, Cy, Di.
 */
export function opening(seed = 'lessons'): Driver {
  const d = new Driver(LEARNERS, seed);
  d.auction('american', 0, 20).start('cincinnati');
  d.auction('national', 1, 15).start('pittsburg');
  d.auction('continental', 2, 15).start('chicago');
  d.auction('majestic', null);
  d.auction('liberty', null);
  d.auction('republic', null);
  return d;
}
