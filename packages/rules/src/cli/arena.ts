/**
 * `railyard arena`: bots play each other over many games with the seats rotated, and the table
 * says how often each wins (with a 95% Wilson interval), how long it thinks per move, how long
 * the games are and how many playouts per second the search makes.
 */
import {
  applyMove,
  chooseBotMove,
  getGame,
  type AnyGameDefinition,
  type Bot,
  type JsonValue,
  type SearchStats,
} from '../index.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';
import { levelTable, optionsFlag, searchFlags, seatLevels } from './bot-flags.js';

/** The 95% Wilson score interval of `wins` successes in `games` trials. */
export function wilson(wins: number, games: number, z = 1.96): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

interface Entry {
  readonly level: string;
  readonly bot: Bot;
  /** Games won; a shared first place counts as a win for each tied player. */
  wins: number;
  ties: number;
  moves: number;
  thinkingMs: number;
  worstMs: number;
  playouts: number;
  searchMs: number;
}

export interface ArenaReport {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly entries: readonly {
    readonly level: string;
    readonly wins: number;
    readonly ties: number;
    readonly interval: [number, number];
    readonly averageMs: number;
    readonly worstMs: number;
    readonly moves: number;
    readonly playoutsPerSecond: number | null;
  }[];
  readonly movesPerGame: { readonly average: number; readonly min: number; readonly max: number };
  /**
   * Games that differ in at least one move: bots that play alike (no chance in the game, no
   * randomness in the bots) repeat games, and then the intervals overstate what was learnt.
   */
  readonly distinctGames: number;
}

/** Plays the games and gathers the figures. */
export function runArena(
  game: AnyGameDefinition,
  levels: readonly string[],
  games: number,
  seed: string,
  options: Readonly<Record<string, JsonValue>>,
  search: Parameters<typeof levelTable>[1],
  onGame?: (index: number) => void,
): ArenaReport {
  const count = levels.length;
  const entries: Entry[] = levels.map((level) => {
    const entry: Entry = {
      level,
      bot: null as unknown as Bot,
      wins: 0,
      ties: 0,
      moves: 0,
      thinkingMs: 0,
      worstMs: 0,
      playouts: 0,
      searchMs: 0,
    };
    const onSearch = (stats: SearchStats) => {
      entry.playouts += stats.iterations;
      entry.searchMs += stats.elapsedMs;
    };
    // A table per entry, so that each entry's search figures are its own.
    (entry as { bot: Bot }).bot = levelTable(game, { ...search, onSearch })[level]!;
    return entry;
  });
  const lengths: number[] = [];
  const played = new Set<string>();
  for (let index = 0; index < games; index++) {
    // Game `index` seats entry e at seat (e + index) mod n: every entry plays every seat.
    const entryAt = (seat: number) => entries[(seat - (index % count) + count) % count]!;
    const players = Array.from(
      { length: count },
      (_, seat) => `${entryAt(seat).level} ${seat + 1}`,
    );
    const gameSeed = `${seed}-${index}`;
    let state = game.createGame({ players, seed: gameSeed, options });
    let moves = 0;
    const sequence: string[] = [];
    while (game.result(state) === null) {
      if (moves >= 20_000) throw new Error(`game ${index} did not finish within 20000 moves`);
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) throw new Error(`game ${index}: no seat can act at move ${moves}`);
      const entry = entryAt(seat);
      const start = performance.now();
      const move = chooseBotMove(game, state, seat, entry.bot, gameSeed, moves);
      const spent = performance.now() - start;
      entry.moves++;
      entry.thinkingMs += spent;
      entry.worstMs = Math.max(entry.worstMs, spent);
      const applied = applyMove(game, state, move);
      if (!applied.ok)
        throw new Error(
          `game ${index}: ${entry.level} played an illegal move: ${applied.error.reason}`,
        );
      state = applied.state;
      sequence.push(JSON.stringify(move));
      moves++;
    }
    lengths.push(moves);
    played.add(sequence.join('\n'));
    const result = game.result(state)!;
    for (const winner of result.winners) {
      entryAt(winner).wins++;
      if (result.winners.length > 1) entryAt(winner).ties++;
    }
    onGame?.(index);
  }
  return {
    game: game.id,
    players: count,
    games,
    entries: entries.map((e) => ({
      level: e.level,
      wins: e.wins,
      ties: e.ties,
      interval: wilson(e.wins, games),
      averageMs: e.moves ? e.thinkingMs / e.moves : 0,
      worstMs: e.worstMs,
      moves: e.moves,
      playoutsPerSecond: e.searchMs > 0 ? (e.playouts / e.searchMs) * 1000 : null,
    })),
    movesPerGame: {
      average: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
    },
    distinctGames: played.size,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

export function formatArena(report: ArenaReport, searchNote: string): string[] {
  const lines = [
    `${report.game}: ${report.players} players, ${report.games} games, seats rotated; ${searchNote}`,
    `${pad('bot', 12)}${padStart('wins', 7)}${padStart('win rate', 10)}  ${pad('95% interval', 15)}${padStart('ms/move', 9)}${padStart('worst ms', 10)}${padStart('moves', 8)}${padStart('playouts/s', 12)}`,
  ];
  report.entries.forEach((e, i) => {
    lines.push(
      `${pad(`${i + 1}. ${e.level}`, 12)}${padStart(String(e.wins), 7)}${padStart(percent(e.wins / report.games), 10)}  ${pad(`${percent(e.interval[0])}–${percent(e.interval[1])}`, 15)}${padStart(e.averageMs.toFixed(2), 9)}${padStart(e.worstMs.toFixed(1), 10)}${padStart(String(e.moves), 8)}${padStart(e.playoutsPerSecond === null ? '-' : e.playoutsPerSecond.toFixed(0), 12)}`,
    );
  });
  const ties = report.entries.reduce((a, e) => a + e.ties, 0);
  lines.push(
    `moves per game: ${report.movesPerGame.average.toFixed(1)} (${report.movesPerGame.min}–${report.movesPerGame.max})${ties ? `; shared wins count for each tied bot (${ties} such wins)` : ''}`,
    `distinct games: ${report.distinctGames} of ${report.games}${report.distinctGames < report.games ? ' (some games repeat: the intervals overstate the evidence)' : ''}`,
  );
  return lines;
}

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
  const search = searchFlags(args);
  const levels = seatLevels(args, count, levelTable(game, search));
  const options = optionsFlag(args, game);
  const seed = stringFlag(args, 'seed', 'arena');
  const note =
    search.iterations !== undefined
      ? `search: ${search.iterations} iterations per move (hard; medium a quarter)`
      : `search: ${search.budgetMs ?? 500} ms per move (hard; medium a quarter)`;
  const report = runArena(game, levels, games, seed, options, search);
  for (const line of formatArena(report, note)) io.out(line);
  return 0;
}
