/**
 * What `<ry-game>` loads when a seat is played by a level that thinks (easy, medium, hard) or
 * hints are asked for: kept out of the element's own bundle, so a page without such bots loads
 * none of it.
 */
import { chooseBotMove, levelBots, type AnyGameDefinition, type GameMove } from '@railyard/rules';

export { BotWorkerClient, BotWorkerError } from './bot-worker-client.js';
export { moveTypeRule } from './move-rule.js';

/**
 * Where no worker can run: the level's move on the main thread (the same bot seed scheme), with
 * random playouts when the host's session has no game guide to hand.
 */
export function inlineLevelMove(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  level: string,
  seed: string,
  moveIndex: number,
): GameMove {
  const bot = levelBots(game, undefined)[level];
  if (!bot) throw new RangeError(`Unknown bot "${level}".`);
  return chooseBotMove(game, state, seat, bot, seed, moveIndex);
}
