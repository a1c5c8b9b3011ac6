/**
 * Bot levels per game: `botsFor(game)` is the table of `random`, `easy`, `medium` and `hard`
 * with the game's own heuristic and evaluation (games without a guide get random play and a
 * search that scores only finished playouts). Hosts pass it to `GameSession` as `botTable`.
 */
import { levelBots, type LevelOptions } from './core/bot-levels.js';
import type { AnyGameDefinition } from './core/game-definition.js';
import type { Bot } from './core/random-bot.js';
import type { BotGuide } from './core/search-bot.js';
import { gameFolder } from './loaded-games.js';

/** The game's bot guide (heuristic, evaluation, search candidates), as its folder registers it. */
export function botGuideFor(game: AnyGameDefinition): BotGuide | undefined {
  return gameFolder(game.id)?.botGuide;
}

/** Level id -> bot for `game` (ids such as `constructor` are unknown). */
export function botsFor(
  game: AnyGameDefinition,
  options: LevelOptions = {},
): Readonly<Record<string, Bot>> {
  return levelBots(game, botGuideFor(game), options);
}
