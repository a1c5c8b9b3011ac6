/**
 * Set-ups and checks shared by the Chicago Express rules tests, one file per rule section
 * (`rules.<section>.test.ts` beside the sources).
 * One test per rule of the rulebook, named after the rule and citing its id. Every test drives
 * the real machine (createGame + applyMove via the Scenario builder) unless it says otherwise.
 */
import { expect } from 'vitest';
import type { GameMove } from '../../../core/record.js';
import { checkedChicagoExpress as game } from '../invariants.js';
import { chicagoExpressMachine } from '../machine.js';
import { Scenario } from './scenario.js';
import type { CeContext, CeMove } from '../types.js';
import type { ChicagoExpressState } from '../state.js';

export const R = (anchor: string) => `chicago-express:${anchor}`;

export const PRR = 0,
  BO = 1,
  NYC = 2,
  CO = 3,
  WAB = 4;

/** Ann (seat 0): PRR $7 and C&O $5; Bob (seat 1): B&O $6 and NYC $8. Ann starts. */
export function twoPlayers(
  options: Record<string, string | number | boolean> = {},
  prices: [number, number, number, number] = [7, 6, 5, 8],
): Scenario {
  const s = new Scenario(['Ann', 'Bob'], options);
  return s.opening([
    [0, prices[0]],
    [1, prices[1]],
    [0, prices[2]],
    [1, prices[3]],
  ]);
}

export function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(s.state.can(move as CeMove)).toBe(false);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

export function accepted(s: Scenario, move: CeMove): void {
  expect(game.explainIllegal(s.state, move)).toBeNull();
  expect(s.state.can(move)).toBe(true);
  expect(game.legalMoves(s.state)).toContainEqual(move);
}

/** Idles until the next dividend phase has happened. */
export function toNextDividend(s: Scenario): void {
  const n = s.ctx.dividendPhases;
  let guard = 0;
  while (s.ctx.dividendPhases === n && game.result(s.state) === null && guard++ < 40) s.idle();
}

/** Bob builds the B&O from Baltimore to Chicago (first company there), with a $30 B&O. */
export function boToChicago(
  options: Record<string, string | number | boolean> = {},
  stopBefore = 0,
): { s: Scenario; route: string[] } {
  const s = twoPlayers(options, [7, 30, 5, 8]);
  const route = s.route('bo', 'A2');
  s.buildAlong(1, 'bo', route.slice(0, route.length - stopBefore));
  return { s, route };
}

/** A snapshot in a chosen position (only for positions no short real game reaches; the test says so). */
export function synthetic(
  state: ChicagoExpressState,
  patch: Partial<CeContext>,
): ChicagoExpressState {
  return chicagoExpressMachine.resolveState({
    value: state.value,
    context: { ...state.context, ...patch },
  }) as ChicagoExpressState;
}
