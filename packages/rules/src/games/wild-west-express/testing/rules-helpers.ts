/**
 * Set-ups and checks shared by the Wild West Express rules tests, one file per rule section
 * (`rules.<section>.test.ts` beside the sources).
 * One test (or more) per rule of the rulebook, named after the rule and citing its id. Every test
 * drives the real machine through the Scenario builder; where a rule needs pieces in a particular
 * place, `arrange` stages the position first (tests only) and the moves still go through the
 * machine. Dice are scripted with the non-standard `scriptedDice` option: the first two decide
 * the order (Ann 6, Bob 1), then each test lists its own.
 */
import { expect, it } from 'vitest';
import type { GameMove } from '../../../core/record.js';
import { LEGS } from '../data/network.js';
import { checkedWildWestExpress as game } from '../invariants.js';
import { Scenario } from './scenario.js';
import type { WweMove } from '../types.js';

export const R = (anchor: string) => `wild-west-express:${anchor}`;

export const ANN_DENVER = 'train-0-1';

export const ANN_KC = 'train-0-2';

export const BOB_CHEYENNE = 'train-1-3';

export const ANN_DESPERADO = 'desperado-0-1';

/** The spaces from `a` to `b` along their leg, `b` included. */
export function leg(a: string, b: string): string[] {
  const l = LEGS.find((x) => (x.from === a && x.to === b) || (x.from === b && x.to === a))!;
  const ids = Array.from({ length: l.steps - 1 }, (_, i) => `${l.from}~${l.to}:${i + 1}`);
  return l.from === a ? [...ids, b] : [...ids.reverse(), b];
}

/** Ann (seat 0): Denver and Kansas City; Bob (seat 1): Cheyenne and Omaha. Ann starts. */
export function twoPlayers(dice: number[] = [], options: Record<string, unknown> = {}): Scenario {
  const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1, ...dice], ...options } as never);
  return s.setup(['denver', 'cheyenne', 'omaha', 'kansas-city']);
}

export function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

/** A test named after its rule id (`wild-west-express:<anchor>: …`). */
export function itRule(anchor: string, title: string, test: () => void) {
  it(`${R(anchor)}: ${title}`, test);
}

export const legal = (s: Scenario, move: WweMove) =>
  expect(game.legalMoves(s.state)).toContainEqual(move);
