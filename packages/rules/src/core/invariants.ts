/**
 * Small helpers that games use to state their invariants (each returns a message or nothing),
 * and `withInvariants`, which joins a game's checker to its definition for the tests and the CLI.
 */
import type { AnyGameDefinition } from './game-definition.js';

/** The snapshot type of a game definition. */
type StateOf<G extends AnyGameDefinition> = Parameters<G['result']>[0];

/**
 * The definition plus its invariants (a new object; the definition is left as it is): a
 * `CheckedGameDefinition`, for the tests and the CLI.
 */
export function withInvariants<G extends AnyGameDefinition>(
  game: G,
  checkInvariants: (state: StateOf<G>) => string[],
): G & { checkInvariants(state: StateOf<G>): string[] } {
  return { ...game, checkInvariants };
}

export function nonNegative(label: string, value: number): string[] {
  return value < 0 || !Number.isFinite(value)
    ? [`${label} is ${value}; it must never be negative`]
    : [];
}

export function conserved(
  label: string,
  expected: number,
  parts: Readonly<Record<string, number>>,
): string[] {
  const total = Object.values(parts).reduce((sum, n) => sum + n, 0);
  if (total === expected) return [];
  const detail = Object.entries(parts)
    .map(([k, v]) => `${k} ${v}`)
    .join(' + ');
  return [`${label} not conserved: ${detail} = ${total}, expected ${expected}`];
}

export function equal(label: string, actual: unknown, expected: unknown): string[] {
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`${label}: found ${JSON.stringify(actual)}, recomputed ${JSON.stringify(expected)}`];
}
