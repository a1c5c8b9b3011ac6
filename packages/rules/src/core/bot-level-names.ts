/**
 * The bot level ids, apart from the bots themselves (bot-levels.ts): a host's seat selector lists
 * them without bundling the search bot.
 */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
