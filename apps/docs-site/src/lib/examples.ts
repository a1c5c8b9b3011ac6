/**
 * Rulebook worked examples: the record fixtures in packages/rules/src/games/<game>/fixtures/, the
 * very list the rules tests replay. The docs replay each fixture with its engine at build time and
 * print the values the engine computes, so prose, widget and tests share one source.
 */
import {
  atPointer,
  runFixture,
  type CheckResult as FixtureCheckResult,
  type FixtureCheck,
  type JsonValue,
  type RulebookFixture,
} from '@railyard/rules';
import { engineOf } from './games.ts';

export { atPointer, type FixtureCheck };

/** The one fixture type of the rules core (`RulebookFixture`), under the docs' name. */
export type ExampleFixture = RulebookFixture;

export interface CheckResult {
  readonly label: string;
  readonly path: string;
  readonly afterMove: number;
  /** The value found at `path` in the engine's view. */
  readonly value: JsonValue;
  readonly expected: JsonValue;
}

export interface ExampleRun {
  readonly fixture: ExampleFixture;
  readonly game: string;
  readonly moveCount: number;
  /** The position the widget opens at: the last position any check looks at. */
  readonly shownMove: number;
  readonly results: readonly CheckResult[];
}

const modules = import.meta.glob<{ fixtures: readonly ExampleFixture[] }>(
  '../../../../packages/rules/src/games/*/fixtures/index.ts',
  { eager: true },
);

/** Every fixture of every game, in the order the games list them. */
export function allFixtures(): ExampleFixture[] {
  return Object.values(modules).flatMap((module) => [...(module.fixtures ?? [])]);
}

export function fixtureById(id: string): ExampleFixture {
  const matches = allFixtures().filter((fixture) => fixture.example === id);
  if (matches.length === 0) {
    throw new Error(
      `No rules fixture for the example "${id}" (packages/rules/src/games/*/fixtures/index.ts lists: ${allFixtures()
        .map((f) => f.example)
        .join(', ')})`,
    );
  }
  if (matches.length > 1) throw new Error(`Two fixtures are named "${id}"`);
  return matches[0]!;
}

/**
 * Replays a fixture with its engine (`runFixture` of the rules core, the view for `'all'`) and
 * reads every check's value. Throws (and so fails the docs build) when the record does not replay,
 * a path is missing, or the engine's value differs from the rulebook's: the docs never print a
 * number the engine does not produce.
 */
export function runExample(id: string): ExampleRun {
  const fixture = fixtureById(id);
  const game = engineOf(fixture.record.game);
  const run = runFixture(game, fixture);
  if (run.problems.length > 0) throw new Error(`Example "${id}": ${run.problems[0]}`);
  const results = run.results.map((result: FixtureCheckResult): CheckResult => ({
    label: result.label,
    path: result.path,
    afterMove: result.afterMove,
    value: result.value as JsonValue,
    expected: result.expected,
  }));
  const shownMove = Math.max(0, ...results.map((r) => r.afterMove));
  return { fixture, game: game.id, moveCount: run.moveCount, shownMove, results };
}

/** View paths whose number is a seat: printed with the player's name. */
const SEAT_PATHS = [
  /\/(turn|opener|player|highBidder|winner)$/,
  /^\/actionTrack\/columns\/\d+\/\d+$/,
];

/**
 * A value as the docs print it: numbers and strings plain, lists joined, yes/no for booleans, and
 * a seat number with the name of the player in that seat.
 */
export function formatValue(value: JsonValue, path = '', players: readonly string[] = []): string {
  if (typeof value === 'number') {
    const name = SEAT_PATHS.some((pattern) => pattern.test(path)) ? players[value] : undefined;
    return name === undefined ? String(value) : `${name} (seat ${value})`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? '(none)' : value.map((item) => formatValue(item)).join(', ');
  }
  return JSON.stringify(value);
}
