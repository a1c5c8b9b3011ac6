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
  searches: number;
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
}

export interface ArenaOptions {
  readonly games: number;
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
  const { games, seed, options = {}, onGame } = arena;
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
      searches: 0,
    };
    const onSearch = (stats: SearchStats) => {
      entry.playouts += stats.iterations;
      entry.searchMs += stats.elapsedMs;
      entry.searches++;
    };
    const bot = arena.bots(onSearch)[level];
    if (!bot) throw new Error(`arena: unknown bot "${level}"`);
    (entry as { bot: Bot }).bot = bot;
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
      iterationsPerSearch: e.searches > 0 ? e.playouts / e.searches : null,
    })),
    movesPerGame: {
      average: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
    },
    distinctGames: played.size,
  };
}
