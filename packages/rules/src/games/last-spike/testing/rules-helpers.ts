/**
 * Set-ups and checks shared by the Last Spike rules tests, one file per rule section
 * (`rules.<section>.test.ts` beside the sources).
 * One test (or more) per rule of the checklist (S1–S6, T1–T10, B1–B3, E1–E2, information), each
 * named after its rule id. Every test drives the real machine through applyMove (Scenario) from
 * a fixed deal; a few set a seat's cash to reach a position quickly (booked in the ledger, so the
 * invariants still hold and are checked after each test).
 */
import { afterEach, expect } from 'vitest';
import type { GameMove } from '../../../core/record.js';
import { applyMove } from '../../../core/replay.js';
import { checkedLastSpike as game } from '../invariants.js';
import { Scenario, planDeal } from './scenario.js';
import type { LsMove } from '../types.js';

export const R = (anchor: string) => `last-spike:${anchor}`;

export const ANN = 0;
export const BOB = 1;

let current: Scenario | null = null;

/** Checks the invariants of the scenario each test built, after each test of the calling file. */
export function checkInvariantsAfterEach(): void {
  afterEach(() => {
    if (current) expect(game.checkInvariants(current.state)).toEqual([]);
    current = null;
  });
}

/** A scenario built in the test itself, checked after it like those `two` and `planned` build. */
export function checked(s: Scenario): Scenario {
  current = s;
  return s;
}

/** Ann and Bob; Ann draws A3 and Bob B1, so Ann starts. Then the set-aside tile, the hands, the draws. */
export function two(
  ann: readonly string[],
  bob: readonly string[],
  draws: readonly string[] = [],
  options: Record<string, string | boolean> = {},
  aside = 'U2',
): Scenario {
  current = Scenario.dealt(
    ['Ann', 'Bob'],
    ['A3', 'B1'],
    [aside, ...ann, ...bob, ...draws],
    options,
  );
  return current;
}

/** A 2-player game where each seat lays its planned tiles in turn (Ann first). */
export function planned(ann: readonly string[], bob: readonly string[], options = {}): Scenario {
  current = Scenario.dealt(['Ann', 'Bob'], ['A3', 'B1'], planDeal([ann, bob], ANN, 'U2'), options);
  return current;
}

export function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(applyMove(game, s.state, move as GameMove).ok).toBe(false);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

export function accepted(s: Scenario, move: LsMove): void {
  expect(game.explainIllegal(s.state, move)).toBeNull();
  expect(game.legalMoves(s.state)).toContainEqual(move);
}

export const lay = (player: number, tile: string): LsMove => ({ type: 'tile.lay', player, tile });
