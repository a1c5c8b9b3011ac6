/**
 * `railyard arena`: bots play each other over many games with the seats rotated, and the table
 * says how often each wins (with a 95% Wilson interval), how long it thinks per move, how long
 * the games are and how many playouts per second the search makes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mergeArenaReports, runArena, type ArenaReport } from '../index.js';
import { botGuideFor, botsFor, getGame } from '../engines.js';
import {
  choiceFlag,
  CliError,
  intFlag,
  MAX_COUNT,
  MAX_PLAYERS,
  stringFlag,
  type Args,
  type Io,
} from './args.js';
import { commandArenaCompare } from './arena-compare.js';
import { readArenaFile, sameDeals, searchKey } from './arena-files.js';
import { levelTable, optionsFlag, searchFlags, seatLevels } from './bot-flags.js';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

const gamesText = (report: ArenaReport) =>
  report.first > 0
    ? `${report.games} games (${report.first} to ${report.first + report.games - 1})`
    : `${report.games} games`;

/**
 * Missed immediate wins per bot, and the game's own counts (`n of m (x%)` where a count is a share
 * of another), one line each.
 */
export function arenaCountLines(report: ArenaReport): string[] {
  const entries = report.entries.map((e, i) => ({ ...e, name: `${i + 1}. ${e.level}` }));
  const lines = [
    `missed immediate wins: ${entries.map((e) => `${e.name} ${e.missedWins ?? 0} of ${e.winChances ?? 0}`).join('; ')}`,
  ];
  const labels = report.counts?.labels ?? {};
  const shareOf = report.counts?.shareOf ?? {};
  for (const [key, label] of Object.entries(labels)) {
    const whole = shareOf[key];
    const cells = entries.map((e) => {
      const part = e.counts?.[key] ?? 0;
      if (whole === undefined) return `${e.name} ${part}`;
      const of = e.counts?.[whole] ?? 0;
      return `${e.name} ${part} of ${of}${of > 0 ? ` (${percent(part / of)})` : ''}`;
    });
    lines.push(`${label}: ${cells.join('; ')}`);
  }
  return lines;
}

export function formatArena(report: ArenaReport, searchNote: string): string[] {
  const lines = [
    `${report.game}: ${report.players} players, ${gamesText(report)}, seats rotated; ${searchNote}`,
    `${pad('bot', 12)}${padStart('wins', 7)}${padStart('win rate', 10)}  ${pad('95% interval', 15)}${padStart('ms/move', 9)}${padStart('worst ms', 10)}${padStart('moves', 8)}${padStart('playouts/s', 12)}${padStart('iter/search', 13)}`,
  ];
  report.entries.forEach((e, i) => {
    lines.push(
      `${pad(`${i + 1}. ${e.level}`, 12)}${padStart(String(e.wins), 7)}${padStart(percent(e.wins / report.games), 10)}  ${pad(`${percent(e.interval[0])}–${percent(e.interval[1])}`, 15)}${padStart(e.averageMs.toFixed(2), 9)}${padStart(e.worstMs.toFixed(1), 10)}${padStart(String(e.moves), 8)}${padStart(e.playoutsPerSecond === null ? '-' : e.playoutsPerSecond.toFixed(0), 12)}${padStart(e.iterationsPerSearch === null ? '-' : e.iterationsPerSearch.toFixed(0), 13)}`,
    );
  });
  const ties = report.entries.reduce((a, e) => a + e.ties, 0);
  lines.push(
    `moves per game: ${report.movesPerGame.average.toFixed(1)} (${report.movesPerGame.min}–${report.movesPerGame.max})${ties ? `; shared wins count for each tied bot (${ties} such wins)` : ''}`,
    `distinct games: ${report.distinctGames} of ${report.games}${report.distinctGames < report.games ? ' (some games repeat: the intervals overstate the evidence)' : ''}`,
    ...arenaCountLines(report),
  );
  return lines;
}

/** The table as markdown, for notes and issues: one row per bot. */
export function arenaMarkdown(report: ArenaReport, searchNote: string): string[] {
  const lines = [
    `**${report.game}**: ${report.players} players, ${gamesText(report)}, seats rotated; ${searchNote}`,
    '',
    '| bot | wins | win rate | 95% interval | ms/move | worst ms | moves | playouts/s | iter/search |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  report.entries.forEach((e, i) => {
    const cells = [
      `${i + 1}. ${e.level}`,
      String(e.wins),
      percent(e.wins / report.games),
      `${percent(e.interval[0])}–${percent(e.interval[1])}`,
      e.averageMs.toFixed(2),
      e.worstMs.toFixed(1),
      String(e.moves),
      e.playoutsPerSecond === null ? '-' : e.playoutsPerSecond.toFixed(0),
      e.iterationsPerSearch === null ? '-' : e.iterationsPerSearch.toFixed(0),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  });
  const m = report.movesPerGame;
  lines.push(
    '',
    `Moves per game ${m.average.toFixed(1)} (${m.min}–${m.max}); distinct games ${report.distinctGames} of ${report.games}.`,
    ...arenaCountLines(report).map((line) => `${line[0]!.toUpperCase()}${line.slice(1)}.`),
  );
  return lines;
}

const FORMATS = ['text', 'json', 'markdown'] as const;
/** A `--progress` line on standard error (a part's lines are counted by the parent). */
const PROGRESS = /^arena: \d+ of \d+ games played/;

/** This CLI as a child process: the same code as the parent (sources through tsx, or dist). */
function cliCommand(): { file: string; argv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts'))
    return { file: process.execPath, argv: [join(dirname(here), 'main.js')] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: process.execPath, argv: ['--import', tsx, join(dirname(here), 'main.ts')] };
}

/**
 * `--jobs N`: the games split into N contiguous parts, each played by a child process of this
 * CLI (`--first`, `--games`, JSON out) on its own core, the parts merged. Every game is seeded by
 * its index, so the merged report has the same games and wins as one process playing them all.
 */
async function arenaInParts(
  args: Args,
  jobs: number,
  first: number,
  games: number,
  onGame?: (done: number) => void,
) {
  const { file, argv } = cliCommand();
  const passed = Object.entries(args.flags).flatMap(([name, value]) =>
    ['jobs', 'first', 'games', 'format', 'progress'].includes(name)
      ? []
      : value === true
        ? [`--${name}`]
        : // `=`: a value that starts with -- (a seed, say) stays a value.
          [`--${name}=${value}`],
  );
  if (onGame) passed.push('--progress');
  const parts: { first: number; games: number }[] = [];
  for (let job = 0, start = first; job < jobs; job++) {
    const size = Math.floor(games / jobs) + (job < games % jobs ? 1 : 0);
    if (size > 0) parts.push({ first: start, games: size });
    start += size;
  }
  let done = 0;
  // The parts stop with the whole: when one fails, or when this process is told to stop.
  const children = new Set<ChildProcess>();
  const stopAll = () => children.forEach((child) => child.kill());
  const onSignal = (signal: NodeJS.Signals) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const reports = Promise.all(
    parts.map(
      (part) =>
        new Promise<ArenaReport>((resolve, reject) => {
          const childArgs = [...argv, 'arena', ...passed, '--first', String(part.first)];
          childArgs.push('--games', String(part.games), '--format', 'json');
          const child = spawn(file, childArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
          children.add(child);
          let stdout = '';
          let stderr = '';
          let partial = '';
          child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
          child.stderr.setEncoding('utf8').on('data', (text: string) => {
            // A child's progress lines count its games; anything else is kept for errors.
            const lines = (partial + text).split('\n');
            partial = lines.pop()!;
            for (const line of lines)
              if (PROGRESS.test(line)) onGame?.(++done);
              else stderr += `${line}\n`;
          });
          child.on('error', (error) =>
            reject(new CliError(`could not start a part: ${error.message}`)),
          );
          child.on('close', (code) => {
            children.delete(child);
            if (code === 0) resolve(JSON.parse(stdout) as ArenaReport);
            else
              reject(
                new CliError(
                  `the part from game ${part.first} failed: ${(stderr + partial).trim() || `exit ${code}`}`,
                ),
              );
          });
        }),
    ),
  );
  try {
    return mergeArenaReports(await reports);
  } catch (error) {
    stopAll();
    throw error;
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}

/** Prints a report as JSON (with `played`: how it was played), markdown or the text table. */
function printReport(
  io: Io,
  format: (typeof FORMATS)[number],
  report: ArenaReport,
  note: string,
  played: Record<string, unknown>,
): void {
  if (format === 'json') {
    const search = (played.search ?? {}) as Record<string, unknown>;
    io.out(JSON.stringify({ ...report, ...played, search: { ...search, note } }, null, 2));
  } else
    for (const line of format === 'markdown'
      ? arenaMarkdown(report, note)
      : formatArena(report, note))
      io.out(line);
}

/**
 * `railyard arena merge FILE...`: the JSON reports of parts played apart (`--first`, another
 * machine) joined into the report of all their games, as one run would have written it.
 */
function commandArenaMerge(args: Args, io: Io): number {
  const paths = args.positional.slice(1);
  if (paths.length === 0) throw new CliError('arena merge: name the JSON reports to merge');
  const format = choiceFlag(args, 'format', FORMATS, 'json');
  const files = paths.map((path) => readArenaFile(path, io));
  const head = files[0]!;
  sameDeals(files, paths, 'parts of one arena share a seed');
  files.forEach((file, i) => {
    if (searchKey(file.search) !== searchKey(head.search))
      throw new CliError(
        `${paths[i]}: searched otherwise than ${paths[0]} (${file.search.note ?? '?'} against ${head.search.note ?? '?'})`,
      );
  });
  let report: ArenaReport;
  try {
    report = mergeArenaReports(files);
  } catch (error) {
    // The message names games; the files are what the user knows.
    const where = files.map(
      (file, i) => `${paths[i]}: games ${file.first} to ${file.first + file.games - 1}`,
    );
    throw new CliError(`${(error as Error).message} (${where.join('; ')})`);
  }
  const note = (head.search.note ?? '').replace(/; \d+ processes at once$/, '');
  const { note: _, ...search } = head.search;
  printReport(io, format, report, note, { seed: head.seed, options: head.options ?? {}, search });
  return 0;
}

export async function commandArena(args: Args, io: Io): Promise<number> {
  if (args.positional[0] === 'merge') return commandArenaMerge(args, io);
  if (args.positional[0] === 'compare') return commandArenaCompare(args, io);
  let game;
  try {
    game = getGame(stringFlag(args, 'game'));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const count = intFlag(args, 'players', undefined, MAX_PLAYERS);
  if (count < game.minPlayers || count > game.maxPlayers)
    throw new CliError(
      `--players: ${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, got ${count}`,
    );
  const games = intFlag(args, 'games', 20, 100_000);
  // `--first K`: the index of the first game (0 and up).
  const first = intFlag(args, 'first', 0, MAX_COUNT, 0);
  const jobs = intFlag(args, 'jobs', 1, 64);
  const format = choiceFlag(args, 'format', FORMATS, 'text');
  const search = searchFlags(args);
  const levels = seatLevels(args, count, levelTable(game, search));
  const options = optionsFlag(args, game);
  const seed = stringFlag(args, 'seed', 'arena');
  const budget =
    search.iterations !== undefined
      ? `${search.iterations} iterations per move`
      : `${search.budgetMs ?? 500} ms per move`;
  const tuning = [
    search.depth !== undefined ? `playout depth ${search.depth}` : '',
    search.epsilon !== undefined ? `epsilon ${search.epsilon}` : '',
    search.exploration !== undefined ? `exploration ${search.exploration}` : '',
    search.parts !== undefined && search.parts > 1 ? `hard in ${search.parts} parts combined` : '',
  ].filter(Boolean);
  const processes = jobs > 1 ? `; ${jobs} processes at once` : '';
  const note = `search: ${[budget, ...tuning].join(', ')} (hard; medium a quarter)${processes}`;
  const counter = botGuideFor(game)?.arenaCounter;
  const started = performance.now();
  const progress =
    args.flags.progress === undefined
      ? undefined
      : (done: number) => {
          const minutes = (performance.now() - started) / 60_000;
          const left = (minutes / done) * (games - done);
          io.err(
            `arena: ${done} of ${games} games played, ${minutes.toFixed(1)} min` +
              (done < games ? `, about ${left.toFixed(0)} min left` : ''),
          );
        };
  const report =
    jobs > 1
      ? await arenaInParts(args, jobs, first, games, progress)
      : runArena(game, levels, {
          games,
          first,
          seed,
          options,
          bots: (onSearch) => botsFor(game, { ...search, onSearch }),
          ...(counter ? { counter } : {}),
          ...(progress ? { onGame: (index: number) => progress(index - first + 1) } : {}),
        });
  printReport(io, format, report, note, { seed, options, jobs, search });
  return 0;
}
