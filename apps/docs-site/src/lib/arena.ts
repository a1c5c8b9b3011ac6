/**
 * The bots' strength, as measured: the `railyard arena --format json` reports kept in
 * src/data/arena/, one file per game and pairing, turned into the table of the bots guide. Each
 * pairing has the target issues 13 and 26 set for it (hard against two easy: 70% since issue 26,
 * and the pairings against the one-move-ahead `greedy` level); a row says whether the measured
 * win rate meets it and whether the 95% interval's lower bound clears it too.
 */
import { catalog } from '@railyard/rules';

/** One arena report, as `railyard arena --format json` writes it (fields the table reads). */
export interface ArenaFile {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** The `--options` played with (older reports: none recorded, the defaults). */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly jobs?: number;
  readonly entries: readonly {
    readonly level: string;
    readonly wins: number;
    readonly interval: readonly [number, number];
    readonly averageMs: number;
    readonly worstMs: number;
    readonly playoutsPerSecond: number | null;
    readonly iterationsPerSearch: number | null;
    /** Moves that could have won at once, and how many of those the level let pass (newer reports). */
    readonly winChances?: number;
    readonly missedWins?: number;
  }[];
  readonly movesPerGame: { readonly average: number };
  readonly search: {
    readonly iterations?: number;
    readonly budgetMs?: number;
    readonly depth?: number;
    /** Hard's search in this many parts, combined (a browser's pool of workers). */
    readonly parts?: number;
  };
}

/** The pairings measured, by the levels of seats 1, 2, 3, and what the first bot should reach. */
export const PAIRINGS = [
  { levels: ['hard', 'random', 'random'], label: 'hard against two random', target: 0.9 },
  { levels: ['hard', 'easy', 'easy'], label: 'hard against two easy', target: 0.7 },
  { levels: ['easy', 'random', 'random'], label: 'easy against two random', target: 0.8 },
  // Issue 26's yardstick: one move ahead with the game's own estimate.
  { levels: ['hard', 'greedy', 'greedy'], label: 'hard against two greedy', target: 0.6 },
  { levels: ['easy', 'greedy', 'greedy'], label: 'easy against two greedy', target: 0.4 },
] as const;

export interface ArenaRow {
  readonly game: string;
  readonly title: string;
  readonly pairing: string;
  readonly target: number;
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
  /** The point estimate reaches the target. */
  readonly met: boolean;
  /** The interval's lower bound reaches it as well. */
  readonly clear: boolean;
  /**
   * How the first bot searched: "500 ms a move", "100 iterations a move", or with parts
   * "2 parts of 140 iterations a move".
   */
  readonly budget: string;
  readonly msPerMove: number;
  readonly iterationsPerSearch: number | null;
  readonly playoutsPerSecond: number | null;
  readonly movesPerGame: number;
  /** The first bot's missed immediate wins of its chances, or null where the report lacks them. */
  readonly missedWins: { readonly missed: number; readonly chances: number } | null;
  /** The command that plays the same games again. */
  readonly command: string;
}

/** The table row of one report; throws on a report of a pairing the guide does not describe. */
export function arenaRow(file: ArenaFile, name = file.game): ArenaRow {
  const levels = file.entries.map((e) => e.level);
  const pairing = PAIRINGS.find((p) => p.levels.join() === levels.join());
  if (!pairing) throw new Error(`${name}: no target for the pairing ${levels.join(', ')}`);
  const entry = catalog.find((e) => e.id === file.game);
  if (!entry) throw new Error(`${name}: "${file.game}" is not in the catalog`);
  const first = file.entries[0]!;
  const rate = first.wins / file.games;
  const { iterations, budgetMs, depth, parts = 1 } = file.search;
  const each =
    iterations !== undefined ? `${iterations} iterations a move` : `${budgetMs ?? 500} ms a move`;
  const budget = parts > 1 ? `${parts} parts of ${each}` : each;
  const flags = [
    `--game ${file.game}`,
    `--players ${file.players}`,
    `--games ${file.games}`,
    `--bots ${levels.join(',')}`,
    iterations !== undefined ? `--iterations ${iterations}` : `--budget-ms ${budgetMs ?? 500}`,
    parts > 1 ? `--parts ${parts}` : '',
    depth !== undefined ? `--depth ${depth}` : '',
    `--seed ${file.seed}`,
    file.options && Object.keys(file.options).length > 0
      ? `--options '${JSON.stringify(file.options)}'`
      : '',
    file.jobs && file.jobs > 1 ? `--jobs ${file.jobs}` : '',
  ];
  return {
    game: file.game,
    title: entry.title,
    pairing: pairing.label,
    target: pairing.target,
    wins: first.wins,
    games: file.games,
    rate,
    interval: first.interval,
    met: rate >= pairing.target,
    clear: first.interval[0] >= pairing.target,
    budget,
    msPerMove: first.averageMs,
    iterationsPerSearch: first.iterationsPerSearch,
    playoutsPerSecond: first.playoutsPerSecond,
    movesPerGame: file.movesPerGame.average,
    missedWins:
      first.winChances === undefined
        ? null
        : { missed: first.missedWins ?? 0, chances: first.winChances },
    command: `npx railyard arena ${flags.filter(Boolean).join(' ')}`,
  };
}

/** Every row, in catalog order and then in the order of `PAIRINGS`. */
export function arenaRows(files: Readonly<Record<string, ArenaFile>>): ArenaRow[] {
  const order = (row: ArenaRow) =>
    catalog.findIndex((e) => e.id === row.game) * 10 +
    PAIRINGS.findIndex((p) => p.label === row.pairing);
  return Object.entries(files)
    .map(([name, file]) => arenaRow(file, name))
    .sort((a, b) => order(a) - order(b));
}

const byName = (files: Record<string, ArenaFile>): Readonly<Record<string, ArenaFile>> =>
  Object.fromEntries(
    Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1), file]),
  );

/** The reports kept in src/data/arena/, by file name: the levels as they play now. */
export const arenaFiles = byName(
  import.meta.glob<ArenaFile>('../data/arena/*.json', { eager: true, import: 'default' }),
);

/**
 * Reports of levels that have changed since (src/data/arena/earlier/): the guide's history
 * quotes them, the table of the levels as they play now leaves them out.
 */
export const earlierArenaFiles = byName(
  import.meta.glob<ArenaFile>('../data/arena/earlier/*.json', { eager: true, import: 'default' }),
);

export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
