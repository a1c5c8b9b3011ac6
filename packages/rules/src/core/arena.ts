/**
 * The arena: bots play each other over many games with the seats rotated, and the report says
 * how often each wins (with a 95% Wilson interval), how long it thinks per move, how long the
 * games are and how many playouts per second the search makes. The CLI's `railyard arena`
 * prints it; tests run small seeded arenas.
 */
import type { ArenaCounter } from './bot-guide-hooks.js';
import type { AnyGameDefinition } from './game-definition.js';
import { winsAtOnce } from './greedy-bot.js';
import type { GameMove, JsonValue } from './record.js';
import type { Bot } from './random-bot.js';
import { GameSession } from './session.js';
import { playOut } from './bot-play.js';
import type { QueueScheduler } from './bot-runner.js';
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
  /** Moves made where some legal move would have won the game at once. */
  winChances: number;
  /** Of those, moves that did not win at once. */
  missedWins: number;
  /** The game's own counts (`ArenaOptions.counter`), summed. */
  counts: Record<string, number>;
}

/** The raw sums behind a report (`mergeArenaReports` adds them up). */
export interface ArenaTallies {
  readonly entries: readonly ArenaEntryTally[];
  /** Moves of each game, in game order. */
  readonly lengths: readonly number[];
  /** A hash of each game's move sequence, in game order (to count distinct games). */
  readonly gameKeys: readonly string[];
  /**
   * The winning entries of each game, in game order (indices of `entries`): two rows over the
   * same seed can be compared game by game. Absent from reports written before it was kept.
   */
  readonly winners?: readonly (readonly number[])[];
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
    /** Turns where a move won at once, and how many of them the bot let pass. */
    readonly winChances: number;
    readonly missedWins: number;
    /** The game's own counts (see `counts` of the report). */
    readonly counts: Readonly<Record<string, number>>;
  }[];
  /** Words for the game's own counts, and which count each is a share of. */
  readonly counts: {
    readonly labels: Readonly<Record<string, string>>;
    readonly shareOf: Readonly<Record<string, string>>;
  };
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
  /** The game's own counts per level (its bot guide's `arenaCounter`). */
  readonly counter?: ArenaCounter;
  /** When the bots' turns run (default: a queue of each game's own, run to its end). */
  readonly scheduler?: QueueScheduler;
}

const emptyTally = (): ArenaEntryTally => ({
  wins: 0,
  ties: 0,
  moves: 0,
  thinkingMs: 0,
  worstMs: 0,
  playouts: 0,
  searchMs: 0,
  searches: 0,
  winChances: 0,
  missedWins: 0,
  counts: {},
});

/**
 * Whether the mover could have won at once, and whether it did: the arena judges on the true
 * state (it is no player), so a win the seat could not know of counts too.
 */
function winCheck(
  game: AnyGameDefinition,
  before: unknown,
  after: unknown,
  move: GameMove,
  seat: number,
  legalMoves: readonly GameMove[],
): { chance: boolean; missed: boolean } {
  if (game.result(after)?.winners.includes(seat)) return { chance: true, missed: false };
  const key = JSON.stringify(move);
  const chance = legalMoves.some(
    (other) => JSON.stringify(other) !== key && winsAtOnce(game, before, other, seat),
  );
  return { chance, missed: chance };
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
    const tally = emptyTally();
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
  const winners: number[][] = [];
  for (let index = first; index < first + games; index++) {
    // Game `index` seats entry e at seat (e + index) mod n: every entry plays every seat.
    const entryAt = (seat: number) => entries[(seat - (index % count) + count) % count]!;
    const players = Array.from(
      { length: count },
      (_, seat) => `${entryAt(seat).level} ${seat + 1}`,
    );
    const gameSeed = `${seed}-${index}`;
    // Every entry's bot sits in the session's table under its own key: two entries of one level
    // keep their own search figures.
    const session = GameSession.start(
      game,
      { players, seed: gameSeed, options },
      {
        botTable: Object.fromEntries(entries.map((e, i) => [`entry ${i}`, e.bot])),
        bots: Object.fromEntries(
          players.map((_, seat) => [String(seat), `entry ${entries.indexOf(entryAt(seat))}`]),
        ),
      },
    );
    const sequence: string[] = [];
    let spent = 0;
    const played = () =>
      playOut(session, {
        ...(arena.scheduler ? { scheduler: arena.scheduler } : {}),
        client: (turn) => {
          const start = performance.now();
          const move = turn.session.chooseBotMove();
          spent = performance.now() - start;
          return move;
        },
        onMove: (move, turn, before) => {
          const seat = turn.seat;
          const { tally } = entryAt(seat);
          tally.moves++;
          tally.thinkingMs += spent;
          tally.worstMs = Math.max(tally.worstMs, spent);
          const legalMoves = (game.legalMoves(before) as GameMove[]).filter(
            (m) => m.player === seat,
          );
          const check = winCheck(game, before, session.state, move, seat, legalMoves);
          tally.winChances += Number(check.chance);
          tally.missedWins += Number(check.missed);
          const counts = arena.counter?.count({
            game,
            before,
            after: session.state,
            move,
            seat,
            legalMoves,
          });
          for (const [key, value] of Object.entries(counts ?? {}))
            tally.counts[key] = (tally.counts[key] ?? 0) + value;
          sequence.push(JSON.stringify(move));
        },
      });
    try {
      played();
    } catch (error) {
      throw new Error(`game ${index}: ${(error as Error).message}`, { cause: error });
    }
    const moves = session.moveCount;
    const state = session.state;
    lengths.push(moves);
    gameKeys.push(hash(sequence.join('\n')));
    const result = game.result(state)!;
    for (const winner of result.winners) {
      entryAt(winner).tally.wins++;
      if (result.winners.length > 1) entryAt(winner).tally.ties++;
    }
    winners.push(result.winners.map((seat) => entries.indexOf(entryAt(seat))));
    onGame?.(index);
  }
  return reportFrom(game.id, levels, first, countsOf(arena.counter), {
    entries: entries.map((e) => e.tally),
    lengths,
    gameKeys,
    winners,
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

const countsOf = (counter: ArenaCounter | undefined): ArenaReport['counts'] => ({
  labels: { ...(counter?.labels ?? {}) },
  shareOf: { ...(counter?.shareOf ?? {}) },
});

function reportFrom(
  game: string,
  levels: readonly string[],
  first: number,
  counts: ArenaReport['counts'],
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
      winChances: e.winChances ?? 0,
      missedWins: e.missedWins ?? 0,
      counts: { ...(e.counts ?? {}) },
    })),
    counts,
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
    type Summed = Exclude<keyof ArenaEntryTally, 'counts'>;
    // `?? 0`: reports written before a tally field existed lack it.
    const sum = (key: Summed) => all.reduce((a, t) => a + (t[key] ?? 0), 0);
    const counts: Record<string, number> = {};
    for (const t of all)
      for (const [key, value] of Object.entries(t.counts ?? {}))
        counts[key] = (counts[key] ?? 0) + value;
    return {
      wins: sum('wins'),
      ties: sum('ties'),
      moves: sum('moves'),
      thinkingMs: sum('thinkingMs'),
      worstMs: Math.max(...all.map((t) => t.worstMs)),
      playouts: sum('playouts'),
      searchMs: sum('searchMs'),
      searches: sum('searches'),
      winChances: sum('winChances'),
      missedWins: sum('missedWins'),
      counts,
    };
  });
  const countWords = {
    labels: Object.assign({}, ...sorted.map((part) => part.counts?.labels ?? {})),
    shareOf: Object.assign({}, ...sorted.map((part) => part.counts?.shareOf ?? {})),
  };
  return reportFrom(head.game, levels, head.first, countWords, {
    entries,
    lengths: sorted.flatMap((part) => part.tallies.lengths),
    gameKeys: sorted.flatMap((part) => part.tallies.gameKeys),
    // Kept only when every part kept them: a list with gaps could not be read game by game.
    ...(sorted.every((part) => part.tallies.winners)
      ? { winners: sorted.flatMap((part) => part.tallies.winners!) }
      : {}),
  });
}
