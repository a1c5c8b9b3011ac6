/**
 * Bot levels per game: `botsFor(game)` is the table of `random`, `easy`, `medium` and `hard`
 * with the game's own heuristic and evaluation (games without a guide get random play and a
 * search that scores only finished playouts). Hosts pass it to `GameSession` as `botTable`.
 */
import { levelBots, type LevelOptions } from './core/bot-levels.js';
import { createBotWorkerHandler } from './core/bot-worker.js';
import type { AnyGameDefinition } from './core/game-definition.js';
import type { Bot } from './core/random-bot.js';
import type { BotGuide } from './core/search-bot.js';
import { botGuide as americanRailsGuide } from './games/american-rails/bots.js';
import { botGuide as chicagoExpressGuide } from './games/chicago-express/bots.js';
import { getGame } from './registry.js';

const guides: Readonly<Record<string, BotGuide>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, BotGuide>, {
    'chicago-express': chicagoExpressGuide,
    'american-rails': americanRailsGuide,
  }),
);

/** The game's bot guide (heuristic, evaluation, search candidates), if it has one. */
export function botGuideFor(game: AnyGameDefinition): BotGuide | undefined {
  return Object.hasOwn(guides, game.id) ? guides[game.id] : undefined;
}

/** Level id -> bot for `game` (ids such as `constructor` are unknown). */
export function botsFor(
  game: AnyGameDefinition,
  options: LevelOptions = {},
): Readonly<Record<string, Bot>> {
  return levelBots(game, botGuideFor(game), options);
}

/**
 * The bot worker's handler for every registered game (see `core/bot-worker.ts`): a Worker posts
 * its answer to each request, `self.onmessage = (e) => self.postMessage(botWorkerHandler(e.data))`.
 */
export const botWorkerHandler = createBotWorkerHandler({ game: getGame, guide: botGuideFor });
