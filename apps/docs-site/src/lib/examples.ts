/**
 * Rulebook worked examples: the record fixtures of each game (its `fixtures` part in the game list), the
 * very list the rules tests replay. The docs replay each fixture with its engine at build time and
 * print the values the engine computes, so prose, widget and tests share one source.
 */
import {
  atPointer,
  catalog,
  gameParts,
  GameSession,
  placeNames,
  replay,
  runFixture,
  type CheckResult as FixtureCheckResult,
  type FixtureCheck,
  type JsonValue,
  type RulebookFixture,
} from '@railyard/rules';
import { engineOf } from './games.ts';
import { formatValue } from './words.ts';

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
  /** The value in a player's words (names, not ids). */
  readonly words: string;
}

export interface ExampleRun {
  readonly fixture: ExampleFixture;
  readonly game: string;
  readonly moveCount: number;
  /** The position the widget opens at: the last position any check looks at. */
  readonly shownMove: number;
  readonly results: readonly CheckResult[];
  /** What the widget shows by default: `<ry-game show>` parts and the spaces to zoom to. */
  readonly focus: ExampleFocus;
}

export interface ExampleFocus {
  /** Parts of `<ry-game>` and its board to draw (`map dials players`). */
  readonly show: string;
  /**
   * Map places the example is about, as space ids: those its moves name, those its events name
   * (the cities a payout pays for), those its checks' paths name, and the places its title and
   * check labels name. The board zooms to those it draws and ignores the rest.
   */
  readonly zoomTo: string;
}

// Each game's `fixtures` part of the game list (`@railyard/rules`' registry), loaded once.
const fixturesByGame = await Promise.all(
  catalog.map(async (entry) => (await gameParts(entry.id).fixtures?.()) ?? []),
);

/** Every fixture of every game, in the order the games list them. */
export function allFixtures(): ExampleFixture[] {
  return fixturesByGame.flat();
}

export function fixtureById(id: string): ExampleFixture {
  const matches = allFixtures().filter((fixture) => fixture.example === id);
  if (matches.length === 0) {
    throw new Error(
      `No rules fixture for the example "${id}" (the games' fixtures list: ${allFixtures()
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
  const views = new Map<number, unknown>();
  const viewAfter = (count: number) => {
    if (!views.has(count)) {
      const prefix = replay(game, {
        ...fixture.record,
        moves: fixture.record.moves.slice(0, count),
      });
      views.set(count, prefix.ok ? game.view(prefix.state, 'all') : null);
    }
    return views.get(count);
  };
  const results = run.results.map((result: FixtureCheckResult): CheckResult => ({
    label: result.label,
    path: result.path,
    afterMove: result.afterMove,
    value: result.value as JsonValue,
    expected: result.expected,
    words: formatValue(
      result.value as JsonValue,
      result.path,
      fixture.record.players,
      viewAfter(result.afterMove),
    ),
  }));
  const shownMove = Math.max(0, ...results.map((r) => r.afterMove));
  const focus = exampleFocus(fixture, results, shownMove, viewAfter(shownMove));
  return { fixture, game: game.id, moveCount: run.moveCount, shownMove, results, focus };
}

/**
 * Which parts of the game a check's path is about: its first segment (`/dials/0/position` →
 * the dials). Parts are `<ry-game>`'s (`players`, `auction`, `log`) or the board's.
 */
const PARTS_OF: Readonly<Record<string, string>> = {
  dials: 'dials',
  industrial: 'industrial map',
  companies: 'charters',
  auction: 'auction charters',
  // The last auction's kind is told in the numbers; its company's charter would say nothing more.
  lastAuction: '',
  lastDividend: 'players charters',
  lastDividends: 'players charters',
  turn: 'players',
  players: 'players',
  actionTrack: 'action-track',
  turnOrderNames: 'action-track',
  phaseOrderNames: 'action-track',
  developmentSupply: 'years map',
  lastIncomeChange: 'charters map',
  firstPlayerDraw: 'players',
  firstPlayer: 'players',
  lastPurchase: 'players map',
  lastSale: 'players map',
  phase: 'turn',
  events: 'log',
  trains: 'map trains',
  pending: 'telegrams map',
};

/** Move fields that name a map space. */
const SPACE_FIELDS = ['hex', 'city', 'tile', 'path', 'at', 'to'] as const;

/** How many moves before the position shown can name the spaces the example is about. */
const ZOOM_WINDOW = 6;

/** The company a check's path names (`/companies/2/…`, `/players/1/shares/nyc`, `…/delta/liberty`). */
function companyOf(path: string, companies: readonly { id: string }[]): string | undefined {
  const segments = path.split('/').slice(1);
  const ids = companies.map((c) => c.id);
  const byIndex = /^\/(companies|lastDividend\/payments)\/(\d+)/.exec(path);
  if (byIndex) return ids[Number(byIndex[2])];
  return segments.find((segment) => ids.includes(segment));
}

function exampleFocus(
  fixture: ExampleFixture,
  results: readonly CheckResult[],
  shownMove: number,
  view: unknown,
): ExampleFocus {
  const parts = new Set<string>();
  const viewCompanies = (view as { companies?: { id: string }[] } | null)?.companies ?? [];
  const auctioned = (view as { auction?: { company?: string } | null } | null)?.auction?.company;
  for (const result of results) {
    const first = result.path.split('/')[1] ?? '';
    for (const part of (PARTS_OF[first] ?? 'map').split(' ')) if (part) parts.add(part);
    const company = first === 'auction' ? auctioned : companyOf(result.path, viewCompanies);
    if (company) parts.add(`company:${company}`);
  }
  const spaces = examplePlaces(fixture, results, shownMove, view);
  if (spaces.length > 0) parts.add('map');
  return { show: [...parts].join(' '), zoomTo: spaces.join(' ') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places an example is about (see `ExampleFocus.zoomTo`), read from its record with the
 * engine: the moves' space fields, the events of those moves (`GameSession.events`), ids in the
 * checks' paths, and the view's place names found in the title and the check labels.
 */
function examplePlaces(
  fixture: ExampleFixture,
  results: readonly CheckResult[],
  shownMove: number,
  view: unknown,
): string[] {
  const places = new Set<string>();
  const add = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'string') places.add(item);
  };
  const first = Math.max(0, Math.min(...results.map((r) => r.afterMove), shownMove) - ZOOM_WINDOW);
  const moves = fixture.record.moves.slice(first, shownMove) as readonly Record<string, unknown>[];
  for (const move of moves) for (const field of SPACE_FIELDS) add(move[field]);
  const opened = GameSession.open(engineOf(fixture.record.game), fixture.record);
  if (opened.ok)
    for (let index = first; index < shownMove; index++)
      for (const event of opened.session.events(index, 'all')) add(event.companies);
  const names = placeNames(view);
  const ids = new Set(names.map(([, id]) => id));
  for (const result of results) add(result.path.split('/').filter((segment) => ids.has(segment)));
  // Company names ("New York Central") are taken out first: they hold place names.
  const companies =
    (view as { companies?: { id: string; name?: string }[] } | null)?.companies ?? [];
  let text = [fixture.title, ...results.map((r) => r.label)].join('\n');
  for (const { name } of companies) if (name) text = text.replaceAll(name, ' ');
  for (const [name, id] of names) {
    const named = new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u');
    if (!named.test(text)) continue;
    places.add(id);
    // A longer name holding this one ("Fort Wayne") is not also read as the shorter one.
    text = text.replace(new RegExp(escapeRegExp(name), 'gu'), ' ');
  }
  // Company ids (events name the companies they pay) are not places.
  for (const company of companies) places.delete(company.id);
  return [...places];
}

export { formatValue } from './words.ts';
