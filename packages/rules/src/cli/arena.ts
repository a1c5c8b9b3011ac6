/**
 * `railyard arena`: bots play each other over many games with the seats rotated, and the table
 * says how often each wins (with a 95% Wilson interval), how long it thinks per move, how long
 * the games are and how many playouts per second the search makes.
 */
import { botsFor, getGame, runArena, type ArenaReport } from '../index.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';
import { levelTable, optionsFlag, searchFlags, seatLevels } from './bot-flags.js';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

export function formatArena(report: ArenaReport, searchNote: string): string[] {
  const lines = [
    `${report.game}: ${report.players} players, ${report.games} games, seats rotated; ${searchNote}`,
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
  );
  return lines;
}

/** The table as markdown, for notes and issues: one row per bot. */
export function arenaMarkdown(report: ArenaReport, searchNote: string): string[] {
  const lines = [
    `**${report.game}**: ${report.players} players, ${report.games} games, seats rotated; ${searchNote}`,
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
  );
  return lines;
}

const FORMATS = ['text', 'json', 'markdown'] as const;

export function commandArena(args: Args, io: Io): number {
  let game;
  try {
    game = getGame(stringFlag(args, 'game'));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const count = intFlag(args, 'players', undefined, 16);
  if (count < game.minPlayers || count > game.maxPlayers)
    throw new CliError(
      `--players: ${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, got ${count}`,
    );
  const games = intFlag(args, 'games', 20, 100_000);
  const format = stringFlag(args, 'format', 'text');
  if (!(FORMATS as readonly string[]).includes(format))
    throw new CliError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"`);
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
  ].filter(Boolean);
  const note = `search: ${[budget, ...tuning].join(', ')} (hard; medium a quarter)`;
  const report = runArena(game, levels, {
    games,
    seed,
    options,
    bots: (onSearch) => botsFor(game, { ...search, onSearch }),
  });
  if (format === 'json')
    io.out(JSON.stringify({ ...report, seed, search: { ...search, note } }, null, 2));
  else
    for (const line of format === 'markdown'
      ? arenaMarkdown(report, note)
      : formatArena(report, note))
      io.out(line);
  return 0;
}
