/**
 * The bot levels people pick: `random`, `easy` (the game's heuristic), `medium` and `hard`
 * (the search bot with growing budgets). The table also has `greedy` (one move ahead with the
 * game's evaluation): a yardstick for the arena and the CLI, not offered to players, whose
 * level lists stay `BOT_LEVELS`. `levelBots(game, guide)` builds the table a
 * `GameSession` (`botTable`), `<ry-game bots>` and the CLI resolve level ids in; the package's
 * `botsFor(game)` passes each game's own guide.
 */
import type { AnyGameDefinition } from './game-definition.js';
import { greedyBot } from './greedy-bot.js';
import { randomBot, type Bot } from './random-bot.js';
import { searchBot, type BotGuide, type SearchOptions } from './search-bot.js';

export { BOT_LEVELS, type BotLevel } from './bot-level-names.js';

/** Per-move time budgets of the search levels by default (milliseconds). */
export const LEVEL_BUDGET_MS = { medium: 125, hard: 500 } as const;
/** Playout depth of the search levels. */
const LEVEL_DEPTH = { medium: 8, hard: 10 } as const;

/**
 * The least share of its budget a search keeps whatever was spent before it: on a machine too
 * busy to keep the budget, a short search a little late. (A paired root with fewer than eight
 * deals a candidate then plays the heuristic's move, as `MIN_PAIRED_SAMPLES` says.)
 */
export const MIN_SEARCH_SHARE = 0.2;

/** What a search may still use of `budget` once `spentMs` are gone (`LevelOptions.spentMs`). */
export function budgetLeft(budget: number, spentMs: number): number {
  return Math.max(1, budget * MIN_SEARCH_SHARE, budget - Math.max(0, spentMs));
}

/** The level whose search a pool of workers splits into parts (`LevelOptions.parts`). */
export const SPLIT_LEVEL = 'hard';

export interface LevelOptions {
  /**
   * Iteration cap of `hard` (`medium` gets a quarter): deterministic levels for tests and the
   * CLI. Without it the levels run on time budgets.
   */
  iterations?: number;
  /** Time budget of `hard` per move (`medium` gets a quarter); default 500 ms. */
  budgetMs?: number;
  /** Playout depth of `hard` (`medium` gets its own default scaled alike). */
  depth?: number;
  /** Share of random playout moves (see `SearchOptions.epsilon`). */
  epsilon?: number;
  /**
   * UCB1 exploration constant of a tree search (see `SearchOptions.exploration`); a paired root
   * (Last Spike, Wild West Express) has no tree and no use for it.
   */
  exploration?: number;
  /**
   * Milliseconds of the move's wait already gone before the bot was asked: a worker's request
   * waiting for a busy core, the answer's way back to the page. Hard gets the rest of its budget,
   * medium what is left of hard's past its own quarter, each at least `MIN_SEARCH_SHARE` of its
   * own (so on a very busy machine the page still waits longer). Ignored with an iteration cap.
   */
  spentMs?: number;
  /**
   * `hard`'s search in this many parts, combined (`SearchOptions.parts`): what a pool of that
   * many workers plays in the browser. Medium stays in one part.
   */
  parts?: number;
  /** Only this part of `hard`'s split search (a worker of a pool; `SearchOptions.part`). */
  part?: number;
  /** Forwarded to the search bots (figures for the arena). */
  onSearch?: SearchOptions['onSearch'];
  clock?: SearchOptions['clock'];
}

/** A game without a guide of its own: random play, and playouts scored only when they finish. */
const fallbackGuide: BotGuide = { heuristic: randomBot };

function searchOptions(level: 'medium' | 'hard', options: LevelOptions): SearchOptions {
  const share = level === 'hard' ? 1 : 0.25;
  const depth = options.depth ?? LEVEL_DEPTH.hard;
  const base: SearchOptions = {
    depth: Math.max(1, Math.round((depth * LEVEL_DEPTH[level]) / LEVEL_DEPTH.hard)),
    ...(options.epsilon !== undefined ? { epsilon: options.epsilon } : {}),
    ...(options.exploration !== undefined ? { exploration: options.exploration } : {}),
    ...(options.onSearch ? { onSearch: options.onSearch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(level === SPLIT_LEVEL && options.parts !== undefined ? { parts: options.parts } : {}),
    ...(level === SPLIT_LEVEL && options.part !== undefined ? { part: options.part } : {}),
  };
  if (options.iterations !== undefined)
    return { ...base, iterations: Math.max(1, Math.round(options.iterations * share)) };
  const budget = options.budgetMs ?? LEVEL_BUDGET_MS.hard;
  // A level is charged only for what the wait takes past hard's budget: medium's quarter is
  // short enough to keep whole until the page has waited three quarters of it.
  const over = (options.spentMs ?? 0) - budget * (1 - share);
  return { ...base, budgetMs: budgetLeft(budget * share, over) };
}

/**
 * Level id -> bot for one game. A plain table without a prototype, so that ids such as
 * `constructor` or `__proto__` are unknown bots rather than inherited functions.
 */
export function levelBots(
  game: AnyGameDefinition,
  guide: BotGuide | undefined,
  options: LevelOptions = {},
): Readonly<Record<string, Bot>> {
  const used = guide ?? fallbackGuide;
  const easy: Bot = {
    id: 'easy',
    label: guide ? `${game.title} heuristic bot` : 'Random bot (no heuristic for this game yet)',
    chooseMove: (turn, prng) => used.heuristic.chooseMove(turn, prng),
  };
  const table: Record<string, Bot> = Object.create(null);
  table.random = randomBot;
  table.easy = easy;
  table.greedy = greedyBot(used);
  const guideOf = (level: 'medium' | 'hard'): BotGuide => {
    const scale = used.levelDepthScale?.[level];
    return scale === undefined ? used : { ...used, depthScale: scale };
  };
  for (const level of ['medium', 'hard'] as const) {
    const label = `Search bot (${level})`;
    table[level] = searchBot(level, label, guideOf(level), searchOptions(level, options));
  }
  return Object.freeze(table);
}

/** True when `id` names a bot of the table (own entries only). */
export function isBotId(table: Readonly<Record<string, Bot>>, id: string): boolean {
  return Object.hasOwn(table, id);
}
