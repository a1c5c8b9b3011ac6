/**
 * The bot levels `<ry-game bots="…">` names (`random`, `easy`, `medium`, `hard`), without their
 * code: a session the element opens gets this table, whose thinking levels are stand-ins the
 * element never calls while the bot worker runs them (`src/bots/`, loaded on first use). The
 * random bot plays inline.
 */
import { randomBot, type Bot } from '@railyard/rules';

/** The core's `BOT_LEVELS`, spelled out: importing them would bring the search code along. */
export const LEVEL_IDS = ['random', 'easy', 'medium', 'hard'] as const;

/** Levels played in the bot worker (the search; the heuristic, which needs the game's guide). */
export const WORKER_LEVELS: ReadonlySet<string> = new Set(LEVEL_IDS.slice(1));

/** The level whose search the worker pool splits (the core's `SPLIT_LEVEL`, spelled out too). */
export const SPLIT_LEVEL_ID = 'hard';

/** The level a plain seat in `bots="1,2"` gets. */
export const DEFAULT_LEVEL = 'random';

const standIn = (id: string): Bot => ({
  id,
  label: `${id} bot`,
  chooseMove() {
    throw new Error(`The ${id} bot runs in the bot worker.`);
  },
});

/** Level id -> bot, without a prototype (`constructor` is no bot). */
export const levelTable: Readonly<Record<string, Bot>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, Bot>,
    Object.fromEntries(LEVEL_IDS.map((id) => [id, id === 'random' ? randomBot : standIn(id)])),
  ),
);

/** True for a stand-in of this table: its move comes from the worker (or the inline fallback). */
export const isStandIn = (bot: Bot): boolean => bot !== randomBot && levelTable[bot.id] === bot;
