/**
 * `railyard arena compare A.json B.json`: two rows played on the same deals (seed, options and
 * opponents alike), compared game by game: how many games each won that the other lost, and the
 * exact sign test on those, the figures the bots guide weighs a change to a level by.
 */
import { compareArenaReports, type ArenaComparison } from '../index.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';
import { optionsKey, readArenaFile, type ArenaFileReport } from './arena-files.js';

const FORMATS = ['text', 'json'] as const;

const lastGame = (c: ArenaComparison) => c.first + c.games - 1;

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
  const p = c.p < 0.001 ? 'below 0.001' : c.p.toFixed(3);
  return [
    `${a.game}: ${a.entries.length} players, seed "${a.seed}", games ${c.first} to ${lastGame(c)} in both (${c.games}); bot ${entry + 1} compared, seats rotated`,
    row('A', paths[0]!, a, c.wins[0]),
    row('B', paths[1]!, b, c.wins[1]),
    `won by both ${c.both}, by A alone ${c.onlyFirst}, by B alone ${c.onlySecond}, by neither ${c.neither}`,
    `exact sign test (two-sided) on the ${c.onlyFirst + c.onlySecond} games won by one alone: p = ${p}`,
  ];
}

export function commandArenaCompare(args: Args, io: Io): number {
  const paths = args.positional.slice(1);
  if (paths.length !== 2)
    throw new CliError(
      `arena compare: name two JSON reports of the same games, got ${paths.length}`,
    );
  const format = stringFlag(args, 'format', 'text');
  if (!(FORMATS as readonly string[]).includes(format))
    throw new CliError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"`);
  // `--bot N`: which bot of the rows (1 = the first, the one a row is named after).
  const entry = intFlag(args, 'bot', 1, 16, 1) - 1;
  const files = paths.map((path) => readArenaFile(path, io));
  const [a, b] = files as [ArenaFileReport, ArenaFileReport];
  if (a.seed !== b.seed)
    throw new CliError(
      `${paths[1]}: seed "${b.seed}", but ${paths[0]} has "${a.seed}": only rows over the same deals compare game by game`,
    );
  if (optionsKey(a.options) !== optionsKey(b.options))
    throw new CliError(
      `${paths[1]}: played with the options ${JSON.stringify(b.options ?? {})}, but ${paths[0]} with ${JSON.stringify(a.options ?? {})}`,
    );
  let comparison: ArenaComparison;
  try {
    comparison = compareArenaReports(a, b, entry);
  } catch (error) {
    throw new CliError(`${(error as Error).message} (${paths.join(' against ')})`);
  }
  if (format === 'json')
    io.out(
      JSON.stringify(
        {
          game: a.game,
          seed: a.seed,
          bot: entry + 1,
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
