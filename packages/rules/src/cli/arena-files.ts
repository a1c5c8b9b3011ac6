/**
 * The JSON reports `railyard arena --format json` writes, read back for `arena merge` and
 * `arena compare`: every fault named with the file it is in.
 */
import { DEFAULT_EXPLORATION, type ArenaReport } from '../index.js';
import { CliError, type Io } from './args.js';

/** What `--format json` writes: the report, and how it was played. */
export interface ArenaFileReport extends ArenaReport {
  readonly seed: string;
  /** The `--options` played with (reports written before they were recorded: none). */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly jobs?: number;
  readonly search: { readonly note?: string } & Record<string, unknown>;
}

/**
 * The search settings that decide the games (not how many processes played them), defaults
 * filled in: no budget flag is `--budget-ms 500`.
 */
export const searchKey = ({
  iterations,
  budgetMs,
  depth,
  epsilon,
  exploration,
  parts,
}: ArenaFileReport['search']) =>
  JSON.stringify([
    iterations ?? null,
    iterations === undefined ? (budgetMs ?? 500) : null,
    depth ?? null,
    epsilon ?? null,
    ...(parts === undefined || parts === 1 ? [] : [parts]),
    // Only when given and not the default: the keys of reports written before it stay as they were.
    ...(exploration === undefined || exploration === DEFAULT_EXPLORATION ? [] : [{ exploration }]),
  ]);

/** Rule options as a comparable text (key order aside). */
const optionsKey = (options: ArenaFileReport['options']) =>
  JSON.stringify(Object.entries(options ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));

/** A game-by-game winners list of `games` games, each a list of bot numbers below `bots`. */
const winnersFit = (winners: unknown, games: number, bots: number) =>
  Array.isArray(winners) &&
  winners.length === games &&
  winners.every(
    (won) =>
      Array.isArray(won) && won.every((bot) => Number.isInteger(bot) && bot >= 0 && bot < bots),
  );

/**
 * Refuses reports that were not dealt the same games: another game, seed or rule options than
 * the first (`why`: what the command needs them alike for).
 */
export function sameDeals(
  files: readonly ArenaFileReport[],
  paths: readonly string[],
  why: string,
) {
  const head = files[0]!;
  files.forEach((file, i) => {
    if (file.game !== head.game)
      throw new CliError(
        `${paths[i]}: a report of ${file.game}, but ${paths[0]} is of ${head.game}`,
      );
    if (file.seed !== head.seed)
      throw new CliError(
        `${paths[i]}: seed "${file.seed}", but ${paths[0]} has "${head.seed}": ${why}`,
      );
    if (optionsKey(file.options) !== optionsKey(head.options))
      throw new CliError(
        `${paths[i]}: played with the options ${JSON.stringify(file.options ?? {})}, but ${paths[0]} with ${JSON.stringify(head.options ?? {})}`,
      );
  });
}

/** One `--format json` report read from `path`, or a message naming the file and the fault. */
export function readArenaFile(path: string, io: Io): ArenaFileReport {
  let text: string;
  try {
    text = io.readInput(path);
  } catch (error) {
    throw new CliError(`${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError(`${path}: not JSON (expected a report of railyard arena --format json)`);
  }
  const report = value as Partial<ArenaFileReport> | null;
  const fields: [string, boolean][] = [
    ['game', typeof report?.game === 'string'],
    ['seed', typeof report?.seed === 'string'],
    ['first', Number.isInteger(report?.first)],
    ['games', Number.isInteger(report?.games)],
    [
      'entries',
      Array.isArray(report?.entries) &&
        report.entries.every((e) => typeof (e as { level?: unknown } | null)?.level === 'string'),
    ],
    ['search', typeof report?.search === 'object' && report?.search !== null],
    [
      'tallies',
      Array.isArray(report?.tallies?.entries) &&
        Array.isArray(report?.tallies?.lengths) &&
        Array.isArray(report?.tallies?.gameKeys),
    ],
  ];
  const missing = fields.filter(([, ok]) => !ok).map(([name]) => name);
  if (missing.length > 0)
    throw new CliError(
      `${path}: not a report of railyard arena --format json (missing or malformed: ${missing.join(', ')})`,
    );
  const { entries, games, tallies } = report as ArenaFileReport;
  if (
    tallies.entries.length !== entries.length ||
    tallies.lengths.length !== games ||
    tallies.gameKeys.length !== games ||
    (tallies.winners !== undefined && !winnersFit(tallies.winners, games, entries.length))
  )
    throw new CliError(
      `${path}: its tallies do not match its ${games} games and ${entries.length} bots (an edited or cut report?)`,
    );
  return report as ArenaFileReport;
}
