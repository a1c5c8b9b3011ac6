/**
 * Two arena rows over the same games, compared game by game: the bots guide weighs a change to a
 * level by the games one setting won and the other lost, which tells two settings apart with far
 * fewer games than their win rates' intervals do (the games both won or both lost say nothing of
 * the difference).
 */
import type { ArenaReport } from './arena.js';

export interface ArenaComparison {
  /** The games both reports played: `first` to `first + games - 1`. */
  readonly first: number;
  readonly games: number;
  /** The compared entry's wins in each report over those games (a shared first place counts). */
  readonly wins: readonly [number, number];
  readonly both: number;
  readonly onlyFirst: number;
  readonly onlySecond: number;
  readonly neither: number;
  /**
   * The exact two-sided sign test on the games won by one report's entry alone: how likely a
   * split at least this uneven is when the two settings are equally strong.
   */
  readonly p: number;
}

/**
 * Two-sided exact sign test: the chance, for two equally strong players, that `a` against `b`
 * wins split at least this unevenly. 1 when there is nothing to split.
 */
export function signTest(a: number, b: number): number {
  const n = a + b;
  const low = Math.min(a, b);
  if (n === 0) return 1;
  // Binomial(n, 1/2) terms in log space: n may be a hundred thousand games.
  let log = -n * Math.LN2;
  let tail = 0;
  for (let i = 0; i <= low; i++) {
    tail += Math.exp(log);
    log += Math.log(n - i) - Math.log(i + 1);
  }
  return Math.min(1, 2 * tail);
}

/**
 * Compares bot `entry` (0: the first, the one a row is named after) of two reports of the same
 * game, opponents and deals, over the games both played. Throws, naming the fault, when they
 * cannot be read game by game.
 */
export function compareArenaReports(
  first: ArenaReport,
  second: ArenaReport,
  entry = 0,
): ArenaComparison {
  if (first.game !== second.game)
    throw new Error(`arena compare: one report is of ${first.game}, the other of ${second.game}`);
  if (first.entries.length !== second.entries.length)
    throw new Error(
      `arena compare: ${first.entries.length} players against ${second.entries.length}`,
    );
  if (entry < 0 || entry >= first.entries.length)
    throw new Error(`arena compare: no bot ${entry + 1} in a report of ${first.entries.length}`);
  const opponents = (report: ArenaReport) =>
    report.entries.map((e, i) => (i === entry ? '*' : e.level)).join();
  if (opponents(first) !== opponents(second))
    throw new Error(
      `arena compare: the other bots differ (${first.entries.map((e) => e.level)} against ${second.entries.map((e) => e.level)}); only the compared bot may`,
    );
  const [a, b] = [first.tallies.winners, second.tallies.winners];
  if (!a || !b)
    throw new Error(
      `arena compare: the ${a ? 'second' : 'first'} report keeps no winners game by game (written before they were kept)`,
    );
  const start = Math.max(first.first, second.first);
  const end = Math.min(first.first + first.games, second.first + second.games);
  if (end <= start)
    throw new Error(
      `arena compare: no game in common: games ${first.first} to ${first.first + first.games - 1} against ${second.first} to ${second.first + second.games - 1}`,
    );
  let both = 0;
  let onlyFirst = 0;
  let onlySecond = 0;
  for (let game = start; game < end; game++) {
    const wonA = a[game - first.first]!.includes(entry);
    const wonB = b[game - second.first]!.includes(entry);
    if (wonA && wonB) both++;
    else if (wonA) onlyFirst++;
    else if (wonB) onlySecond++;
  }
  const games = end - start;
  return {
    first: start,
    games,
    wins: [both + onlyFirst, both + onlySecond],
    both,
    onlyFirst,
    onlySecond,
    neither: games - both - onlyFirst - onlySecond,
    p: signTest(onlyFirst, onlySecond),
  };
}
