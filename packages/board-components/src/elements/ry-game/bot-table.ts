/**
 * The bot levels `<ry-game bots="…">` names (`random`, `easy`, `medium`, `hard`), without their
 * code: a session the element opens gets this table, whose thinking levels are stand-ins the
 * element never calls while the bot worker runs them (`src/bots/`, loaded on first use). The
 * random bot plays inline.
 */
import { BOT_LEVELS, randomBot, type Bot } from '@railyard/rules';

/** Levels played in the bot worker (the search; the heuristic, which needs the game's guide). */
export const WORKER_LEVELS: ReadonlySet<string> = new Set(['easy', 'medium', 'hard']);

/** The level a plain seat in `bots="1,2"` gets. */
export const DEFAULT_LEVEL = 'random';

const standIns = new WeakSet<Bot>();

/** True for a stand-in of this table: its move comes from the worker (or the inline fallback). */
export const isStandIn = (bot: Bot): boolean => standIns.has(bot);

function standIn(id: string): Bot {
  const bot: Bot = {
    id,
    label: `${id[0]!.toUpperCase()}${id.slice(1)} bot`,
    chooseMove() {
      throw new Error(`The ${id} bot runs in the bot worker.`);
    },
  };
  standIns.add(bot);
  return bot;
}

/** Level id -> bot, without a prototype (`constructor` is no bot). */
export const levelTable: Readonly<Record<string, Bot>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, Bot>,
    Object.fromEntries(BOT_LEVELS.map((id) => [id, id === 'random' ? randomBot : standIn(id)])),
  ),
);
