/**
 * `railyard arena compare A.json B.json`: two rows played on the same deals (seed, options and
 * opponents alike), compared game by game: how many games each won that the other lost, and the
 * exact sign test on those, the figures the bots guide weighs a change to a level by.
 */
import { compareArenaReports, type ArenaComparison } from '../index.js';
import { choiceFlag, CliError, intFlag, MAX_PLAYERS, type Args, type Io } from './args.js';
import { readArenaFile, sameDeals, searchKey, type ArenaFileReport } from './arena-files.js';

const FORMATS = ['text', 'json'] as const;

/** The text: which games, each row's wins, the split and the test. */
function comparisonLines(
  paths: readonly string[],
  files: readonly ArenaFileReport[],
  c: ArenaComparison,
  entry: number,
): string[] {
  const [a, b] = files as [ArenaFileReport, ArenaFileReport];
  const row = (label: string, path: string, file: ArenaFileReport, wins: number) =>
    `${label}  ${path}: ${file.entries[entry]!.level}, ${file.search.note ?? 'search not recorded'}; won ${wins}`;
  const p = c.p < 0.001 ? '< 0.001' : `= ${c.p.toFixed(3)}`;
  return [
    `${a.game}: ${a.entries.length} players, seed "${a.seed}", games ${c.first} to ${c.first + c.games - 1} in both (${c.games}); bot ${entry + 1} compared, seats rotated`,
    row('A', paths[0]!, a, c.wins[0]),
    row('B', paths[1]!, b, c.wins[1]),
    `won by both ${c.both}, by A alone ${c.onlyFirst}, by B alone ${c.onlySecond}, by neither ${c.neither}`,
    `exact sign test (two-sided) on the ${c.onlyFirst + c.onlySecond} games won by one alone: p ${p}`,
  ];
}

/**
 * The search flags apply to every searching bot of a row: rows searched otherwise compare only
 * when no other bot searched (its play would differ too).
 */
function sameOpponentSearch(
  files: readonly ArenaFileReport[],
  paths: readonly string[],
  entry: number,
) {
  const [a, b] = files as [ArenaFileReport, ArenaFileReport];
  if (searchKey(a.search) === searchKey(b.search)) return;
  for (const [i, file] of files.entries()) {
    const searcher = file.entries.findIndex(
      (e, bot) => bot !== entry && e.iterationsPerSearch !== null,
    );
    if (searcher >= 0)
      throw new CliError(
        `${paths[i]}: bot ${searcher + 1} (${file.entries[searcher]!.level}) searched too, and the rows searched otherwise (${a.search.note ?? '?'} against ${b.search.note ?? '?'}): only the compared bot may differ`,
      );
  }
}

export function commandArenaCompare(args: Args, io: Io): number {
  const paths = args.positional.slice(1);
  if (paths.length !== 2)
    throw new CliError(
      `arena compare: name two JSON reports of the same games, got ${paths.length}`,
    );
  const format = choiceFlag(args, 'format', FORMATS, 'text');
  // `--entry N`: which bot of the rows (1 = the first, the one a row is named after).
  const entry = intFlag(args, 'entry', 1, MAX_PLAYERS, 1) - 1;
  const files = paths.map((path) => readArenaFile(path, io));
  sameDeals(files, paths, 'only rows over the same deals compare game by game');
  sameOpponentSearch(files, paths, entry);
  let comparison: ArenaComparison;
  try {
    comparison = compareArenaReports(files[0]!, files[1]!, entry);
  } catch (error) {
    throw new CliError(`${(error as Error).message} (${paths.join(' against ')})`);
  }
  if (format === 'json')
    io.out(
      JSON.stringify(
        {
          game: files[0]!.game,
          seed: files[0]!.seed,
          entry: entry + 1,
          reports: files.map((file, i) => ({
            file: paths[i],
            level: file.entries[entry]!.level,
            search: file.search,
            wins: comparison.wins[i],
          })),
          ...comparison,
        },
        null,
        2,
      ),
    );
  else for (const line of comparisonLines(paths, files, comparison, entry)) io.out(line);
  return 0;
}
