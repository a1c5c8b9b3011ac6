/**
 * Rulebook fixtures: a worked example of a rulebook as a record the engine replays, with the
 * rulebook's numbers as checks on the view. The one fixture type of every game: the games' tests
 * replay them, the docs site replays them at build time and prints what the engine computes.
 * Built with `ScriptedGame` (`@railyard/rules/testing`).
 */
import type { AnyGameDefinition, Viewer } from './game-definition.js';
import type { GameRecord, JsonValue } from './record.js';
import { replay } from './replay.js';

export interface FixtureCheck {
  readonly label: string;
  /** RFC 6901 JSON pointer into `view(state, 'all')`. */
  readonly path: string;
  /** The rulebook's number (or list of names); labels say "derived" where the book prints none. */
  readonly expected: JsonValue;
  /** Number of moves replayed before the check; absent = the whole record. */
  readonly afterMove?: number;
}

export interface RulebookFixture {
  /** Id of the example in the docs (`<LiveExample id="…">`). */
  readonly example: string;
  /** Rule section (`<game>:<anchor>`) the example illustrates. */
  readonly rule: string;
  readonly title: string;
  readonly note: string;
  readonly record: GameRecord;
  readonly checks: readonly FixtureCheck[];
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

export interface CheckResult {
  readonly label: string;
  readonly path: string;
  /** The check's `afterMove`, or the record's length. */
  readonly afterMove: number;
  /** The value found at `path` in the engine's view (undefined when the path is missing). */
  readonly value: JsonValue | undefined;
  readonly expected: JsonValue;
  readonly pass: boolean;
}

export interface FixtureRun {
  readonly moveCount: number;
  readonly results: readonly CheckResult[];
  /** Everything wrong, one sentence each (empty when the engine shows the rulebook's numbers). */
  readonly problems: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays a fixture and reads every check's value from the view (`viewer`, default `'all'`)
 * after the check's move: the problems name a record that does not replay, a check outside the
 * record, a missing path and every value that differs from the rulebook's.
 */
export function runFixture(
  game: AnyGameDefinition,
  fixture: RulebookFixture,
  viewer: Viewer = 'all',
): FixtureRun {
  const moveCount = fixture.record.moves.length;
  const problems: string[] = [];
  const views = new Map<number, { view: unknown } | null>();
  const viewAfter = (count: number) => {
    if (!views.has(count)) {
      const result = replay(game, fixture.record, { upTo: count });
      if (!result.ok) {
        problems.push(
          result.index < 0
            ? `the record does not open: ${result.error.reason}`
            : `the record does not replay at move ${result.index}: ${result.error.reason}`,
        );
        views.set(count, null);
      } else views.set(count, { view: game.view(result.state, viewer) });
    }
    return views.get(count)!;
  };
  if (!viewAfter(moveCount)) return { moveCount, results: [], problems };
  const results = fixture.checks.map((check): CheckResult => {
    const afterMove = check.afterMove ?? moveCount;
    const base = { label: check.label, path: check.path, afterMove, expected: check.expected };
    if (!Number.isInteger(afterMove) || afterMove < 0 || afterMove > moveCount) {
      problems.push(`check "${check.label}" looks after move ${afterMove} of ${moveCount}`);
      return { ...base, value: undefined, pass: false };
    }
    const shown = viewAfter(afterMove);
    const value = shown ? (atPointer(shown.view, check.path) as JsonValue | undefined) : undefined;
    if (shown && value === undefined)
      problems.push(`the view has nothing at ${check.path} ("${check.label}")`);
    else if (shown && !same(value, check.expected))
      problems.push(
        `"${check.label}" is ${JSON.stringify(value)} in the engine, but the rulebook says ${JSON.stringify(check.expected)}`,
      );
    return { ...base, value, pass: shown !== null && same(value, check.expected) };
  });
  return { moveCount, results, problems };
}

/**
 * For a game's fixture builder: a function that adds each fixture it makes to `built` once the
 * engine shows every check's number, and otherwise throws naming the example and what differs.
 */
export function fixtureCollector(
  game: AnyGameDefinition,
  built: RulebookFixture[],
  viewer: Viewer = 'all',
): (fixture: RulebookFixture) => void {
  return (fixture) => {
    const { problems } = runFixture(game, fixture, viewer);
    if (problems.length > 0) throw new Error(`${fixture.example}: ${problems.join('; ')}`);
    built.push(fixture);
  };
}
