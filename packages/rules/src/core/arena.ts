/**
 * The arena: bots play each other over many games with the seats rotated, and the report says
 * how often each wins (with a 95% Wilson interval), how long it thinks per move, how long the
 * games are and how many playouts per second the search makes. The CLI's `railyard arena`
 * prints it; tests run small seeded arenas.
 */
import type { AnyGameDefinition } from './game-definition.js';
import type { JsonValue } from './record.js';
import { chooseBotMove, type Bot } from './random-bot.js';
import { applyMove } from './replay.js';
import type { SearchStats } from './search-bot.js';

/** The 95% Wilson score interval of `wins` successes in `games` trials. */
export function wilson(wins: number, games: number, z = 1.96): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** What one entry's games add up to: summed, so that reports of parts of an arena can merge. */
export interface ArenaEntryTally {
  /** Games won; a shared first place counts as a win for each tied player. */
  wins: number;
  ties: number;
  moves: number;
  thinkingMs: number;
  worstMs: number;
  playouts: number;
  searchMs: number;
  searches: number;
}

/** The raw sums behind a report (`mergeArenaReports` adds them up). */
export interface ArenaTallies {
  readonly entries: readonly ArenaEntryTally[];
  /** Moves of each game, in game order. */
  readonly lengths: readonly number[];
  /** A hash of each game's move sequence, in game order (to count distinct games). */
  readonly gameKeys: readonly string[];
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
    /** Average iterations of a search (the iteration cap, or what the time budget allowed). */
    readonly iterationsPerSearch: number | null;
  }[];
  readonly movesPerGame: { readonly average: number; readonly min: number; readonly max: number };
  /**
   * Games that differ in at least one move: bots that play alike (no chance in the game, no
   * randomness in the bots) repeat games, and then the intervals overstate what was learnt.
   */
  readonly distinctGames: number;
  /** Index of the first game played (`ArenaOptions.first`). */
  readonly first: number;
  readonly tallies: ArenaTallies;
}

export interface ArenaOptions {
  readonly games: number;
  /**
   * Index of the first game (default 0): games `first` to `first + games - 1` are played, so an
   * arena can be split into parts (processes, machines) whose merged report equals the whole.
   */
  readonly first?: number;
  /** Game `i` is seeded `${seed}-${i}`; bots draw from `botPrng` of that seed. */
  readonly seed: string;
  /** Rule options of every game. */
  readonly options?: Readonly<Record<string, JsonValue>>;
  /**
   * The level table, built once per entry so that each entry's search figures are its own:
   * `onSearch` must reach the entry's search bots (e.g. `botsFor(game, { onSearch })`).
   */
  readonly bots: (onSearch: (stats: SearchStats) => void) => Readonly<Record<string, Bot>>;
  /** Called after each game (progress). */
  readonly onGame?: (index: number) => void;
}

/**
 * Plays `games` games between the entries (`levels`, one per seat, ids of the `bots` table),
 * the seats rotated so that every entry plays every seat, and gathers the figures.
 */
export function runArena(
  game: AnyGameDefinition,
  levels: readonly string[],
  arena: ArenaOptions,
): ArenaReport {
  const { games, seed, options = {}, onGame, first = 0 } = arena;
  const count = levels.length;
  const entries = levels.map((level) => {
    const tally: ArenaEntryTally = {
      wins: 0,
      ties: 0,
      moves: 0,
      thinkingMs: 0,
      worstMs: 0,
      playouts: 0,
      searchMs: 0,
      searches: 0,
    };
    const onSearch = (stats: SearchStats) => {
      tally.playouts += stats.iterations;
      tally.searchMs += stats.elapsedMs;
      tally.searches++;
    };
    const bot = arena.bots(onSearch)[level];
    if (!bot) throw new Error(`arena: unknown bot "${level}"`);
    return { level, bot, tally };
  });
  const lengths: number[] = [];
  const gameKeys: string[] = [];
  for (let index = first; index < first + games; index++) {
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
      const { level, bot, tally } = entryAt(seat);
      const start = performance.now();
      const move = chooseBotMove(game, state, seat, bot, gameSeed, moves);
      const spent = performance.now() - start;
      tally.moves++;
      tally.thinkingMs += spent;
      tally.worstMs = Math.max(tally.worstMs, spent);
      const applied = applyMove(game, state, move);
      if (!applied.ok)
        throw new Error(`game ${index}: ${level} played an illegal move: ${applied.error.reason}`);
      state = applied.state;
      sequence.push(JSON.stringify(move));
      moves++;
    }
    lengths.push(moves);
    gameKeys.push(hash(sequence.join('\n')));
    const result = game.result(state)!;
    for (const winner of result.winners) {
      entryAt(winner).tally.wins++;
      if (result.winners.length > 1) entryAt(winner).tally.ties++;
    }
    onGame?.(index);
  }
  return reportFrom(game.id, levels, first, {
    entries: entries.map((e) => e.tally),
    lengths,
    gameKeys,
  });
}

/** A 53-bit string hash (cyrb53): two different games share a key about once in 2^53. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function reportFrom(
  game: string,
  levels: readonly string[],
  first: number,
  tallies: ArenaTallies,
): ArenaReport {
  const { lengths } = tallies;
  const games = lengths.length;
  return {
    game,
    players: levels.length,
    games,
    entries: tallies.entries.map((e, i) => ({
      level: levels[i]!,
      wins: e.wins,
      ties: e.ties,
      interval: wilson(e.wins, games),
      averageMs: e.moves ? e.thinkingMs / e.moves : 0,
      worstMs: e.worstMs,
      moves: e.moves,
      playoutsPerSecond: e.searchMs > 0 ? (e.playouts / e.searchMs) * 1000 : null,
      iterationsPerSearch: e.searches > 0 ? e.playouts / e.searches : null,
    })),
    movesPerGame: {
      average: lengths.reduce((a, b) => a + b, 0) / Math.max(1, games),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
    },
    distinctGames: new Set(tallies.gameKeys).size,
    first,
    tallies,
  };
}

/**
 * One report of the parts of an arena (the same game, levels and seed, each part its own range
 * of games): what a single run over all their games would have reported, timings aside.
 */
export function mergeArenaReports(parts: readonly ArenaReport[]): ArenaReport {
  const sorted = [...parts].sort((a, b) => a.first - b.first);
  const head = sorted[0];
  if (!head) throw new Error('arena: nothing to merge');
  const levels = head.entries.map((e) => e.level);
  let next = head.first;
  for (const part of sorted) {
    if (part.game !== head.game || part.entries.map((e) => e.level).join() !== levels.join())
      throw new Error(
        `arena: cannot merge ${part.game} (${part.entries.map((e) => e.level)}) with ${head.game} (${levels})`,
      );
    if (part.first !== next)
      throw new Error(
        `arena: the parts leave a gap or overlap at game ${next} (next part starts at ${part.first})`,
      );
    next += part.games;
  }
  const entries = levels.map((_, i) => {
    const all = sorted.map((part) => part.tallies.entries[i]!);
    const sum = (key: keyof ArenaEntryTally) => all.reduce((a, t) => a + t[key], 0);
    return {
      wins: sum('wins'),
      ties: sum('ties'),
      moves: sum('moves'),
      thinkingMs: sum('thinkingMs'),
      worstMs: Math.max(...all.map((t) => t.worstMs)),
      playouts: sum('playouts'),
      searchMs: sum('searchMs'),
      searches: sum('searches'),
    };
  });
  return reportFrom(head.game, levels, head.first, {
    entries,
    lengths: sorted.flatMap((part) => part.tallies.lengths),
    gameKeys: sorted.flatMap((part) => part.tallies.gameKeys),
  });
}
