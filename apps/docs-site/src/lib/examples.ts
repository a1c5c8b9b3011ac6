/**
 * Rulebook worked examples: the record fixtures in packages/rules/src/games/<game>/fixtures/, the
 * very list the rules tests replay. The docs replay each fixture with its engine at build time and
 * print the values the engine computes, so prose, widget and tests share one source.
 */
import { replay, type GameRecord, type JsonValue } from '@railyard/rules';
import { engineOf } from './games.ts';

export interface FixtureCheck {
  readonly label: string;
  /** JSON pointer into `view(state)`. */
  readonly path: string;
  /** The rulebook's number. */
  readonly expected: JsonValue;
  /** Number of moves after which the check applies; absent = after all moves. */
  readonly afterMove?: number;
}

export interface ExampleFixture {
  readonly example: string;
  readonly rule: string;
  readonly title: string;
  readonly note?: string;
  readonly record: GameRecord;
  readonly checks: readonly FixtureCheck[];
}

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

/** The value at an RFC 6901 JSON pointer, or undefined when the path does not exist. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(key)) return undefined;
      current = current[Number(key)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    }
  }
  return current;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays a fixture with its engine and reads every check's value from the view. Throws (and so
 * fails the docs build) when the record does not replay, a path is missing, or the engine's value
 * differs from the rulebook's: the docs never print a number the engine does not produce.
 */
export function runExample(id: string): ExampleRun {
  const fixture = fixtureById(id);
  const game = engineOf(fixture.record.game);
  const moveCount = fixture.record.moves.length;
  const views = new Map<number, unknown>();
  const viewAfter = (count: number) => {
    if (!views.has(count)) {
      const result = replay(game, fixture.record, { upTo: count });
      if (!result.ok) {
        throw new Error(
          `Example "${id}": the record does not replay at move ${result.index}: ${result.error.reason}`,
        );
      }
      views.set(count, game.view(result.state));
    }
    return views.get(count);
  };
  viewAfter(moveCount);
  const results = fixture.checks.map((check): CheckResult => {
    const afterMove = check.afterMove ?? moveCount;
    if (afterMove < 0 || afterMove > moveCount) {
      throw new Error(
        `Example "${id}": check "${check.label}" looks after move ${afterMove} of ${moveCount}`,
      );
    }
    const value = atPointer(viewAfter(afterMove), check.path);
    if (value === undefined)
      throw new Error(`Example "${id}": the view has nothing at ${check.path} ("${check.label}")`);
    if (!same(value, check.expected)) {
      throw new Error(
        `Example "${id}": "${check.label}" is ${JSON.stringify(value)} in the engine, but the rulebook says ${JSON.stringify(check.expected)}`,
      );
    }
    return {
      label: check.label,
      path: check.path,
      afterMove,
      value: value as JsonValue,
      expected: check.expected,
    };
  });
  const shownMove = Math.max(0, ...results.map((r) => r.afterMove));
  return { fixture, game: game.id, moveCount, shownMove, results };
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
