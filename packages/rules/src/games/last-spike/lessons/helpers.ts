/**
 * What Last Spike lessons share: the players (the learner is "You", so the engine's texts read
 * "You lay"), the step type bound to the game's state and moves, a builder of starting records
 * (a fixed deal through the `fixedDeal` option and real turns through the engine), and goal
 * helpers built on the game's own rules functions (`rules.ts`).
 */
import type { LessonStep } from '../../../core/lessons/types.js';
import type { GameRecord } from '../../../core/record.js';
import {
  CARD_BY_ID,
  CITY_IDS,
  ROUTE_BY_LETTER,
  SPACE_BY_CODE,
  type CityId,
} from '../data/index.js';
import type { RouteLetter } from '../data/board.js';
import { grantHolder, isRouteComplete, layOptions } from '../rules.js';
import type { LastSpikeState } from '../state.js';
import { planDeal, Scenario } from '../testing/scenario.js';
import type { LsContext, LsMove } from '../types.js';

export const LEARNERS = ['You', 'Bo', 'Cy'] as const;

export type LsLessonStep = LessonStep<LastSpikeState, LsMove>;

/** A step typed against Last Spike's state and moves. */
export const lessonStep = (step: LsLessonStep): LsLessonStep => step;

export interface Position {
  /** First-player draw, one tile per seat: the lowest code starts. */
  readonly first: readonly string[];
  /** Turns in play order from the first player: the tile laid and the city bought, if any. */
  readonly turns: readonly (readonly [string, CityId?])[];
  /** The learner's hand when the lesson starts (seat 0's tiles after its last turn). */
  readonly hand: readonly string[];
  /** The tiles the learner draws next, in order (later draws come from the rest of the stack). */
  readonly draws?: readonly string[];
  /** Tiles the other seats hold for their next turns (seat -> tiles), for scripted replies. */
  readonly later?: Readonly<Record<number, readonly string[]>>;
}

/**
 * The record of a position: the deal is fixed so that every seat holds the tiles it lays when it
 * lays them and the learner ends with `hand`; the turns are played through the engine (a refused
 * move throws here, at load).
 */
export function positionRecord(position: Position): GameRecord {
  const players = LEARNERS.length;
  const firstPlayer = position.first.indexOf([...position.first].sort()[0]!);
  const plans: string[][] = LEARNERS.map(() => []);
  position.turns.forEach(([tile], i) => plans[(firstPlayer + i) % players]!.push(tile));
  plans[0]!.push(...position.hand, ...(position.draws ?? []));
  for (const [seat, tiles] of Object.entries(position.later ?? {})) plans[+seat]!.push(...tiles);
  const stack = planDeal(plans, firstPlayer);
  const s = Scenario.dealt(LEARNERS, position.first, stack);
  for (const [tile, buy] of position.turns) s.turn(tile, buy ?? null);
  const hand = s.ctx.hands[0]!;
  if (s.current !== 0 || [...position.hand].sort().join() !== [...hand].sort().join())
    throw new Error(`lesson position: seat ${s.current} to act holding ${hand.join(' ')}`);
  return {
    format: 'railyard-record',
    version: 1,
    game: 'last-spike',
    players: [...LEARNERS],
    seed: s.seed,
    options: s.options,
    moves: s.moves,
  };
}

/** Dollars as the rulebook writes them: $4,000. */
export const money = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const ctxOf = (state: LastSpikeState): LsContext => state.context;

/** The land grant (a city's free card) the seat gained with this move, or null. */
export function grantGained(before: LsContext, after: LsContext, seat: number): CityId | null {
  const fresh = after.holdings[seat]!.find((id) => !before.holdings[seat]!.includes(id));
  return fresh && CARD_BY_ID[fresh]!.grant ? CARD_BY_ID[fresh]!.city : null;
}

/** Cities at either end of a route that has track laid but is not complete yet. */
export function citiesUnderWay(ctx: LsContext): Set<CityId> {
  const out = new Set<CityId>();
  for (const code of Object.keys(ctx.board)) {
    const route = ROUTE_BY_LETTER[SPACE_BY_CODE[code]!.route];
    if (isRouteComplete(ctx, route.letter)) continue;
    out.add(route.east);
    out.add(route.west);
  }
  return out;
}

/** Money paid to the seat by route payouts and the bonus since `before` (from the public log). */
export function paidTo(before: LsContext, after: LsContext, seat: number): number {
  return after.log
    .slice(before.log.length)
    .reduce(
      (sum, e) =>
        sum + ((e.kind === 'payout' || e.kind === 'bonus') && e.seat === seat ? e.amount : 0),
      0,
    );
}

/** The lowest cost at which the seat may lay a tile now. */
export const cheapestLay = (ctx: LsContext, seat: number): number =>
  Math.min(
    ...layOptions(ctx, seat)
      .filter((o) => o.legal)
      .map((o) => o.cost),
  );

export { grantHolder };

type Look = NonNullable<LsLessonStep['look']>;

/** First hint of a step about the learner's tiles and what each costs: the hand. */
export const lookAtHand: Look = () => ({ part: '/handOptions' });

/** First hint of a grant step: the cities whose land grant is still free, and the hand. */
export const lookAtFreeGrants: Look = ({ state }) => ({
  places: CITY_IDS.filter((city) => grantHolder(ctxOf(state), city) === null),
  part: '/handOptions',
});

/** First hint of a step about routes: their four spaces on the map. */
export const lookAtRoutes =
  (...letters: RouteLetter[]): Look =>
  () => ({ places: letters.flatMap((letter) => [...ROUTE_BY_LETTER[letter].spaces]) });

/** First hint of a land purchase: the cities with a route still under way (they can pay again). */
export const lookAtCitiesUnderWay: Look = ({ state }) => ({
  places: [...citiesUnderWay(ctxOf(state))],
});

/** First hint of a sale: the learner's row, with the land they hold. */
export const lookAtOwnLand: Look = ({ seat }) => ({ part: `/players/${seat}/land` });
