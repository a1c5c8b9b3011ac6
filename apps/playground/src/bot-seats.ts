/**
 * Who plays a seat: a person or a bot level (`random`, `easy`, `medium`, `hard`, the levels of
 * `botsFor(game)` in `@railyard/rules`). The setup form and the game's seat list offer the same
 * choices; saves, exported records and share links carry them as `bots` (seat → level).
 */
import { html } from 'lit';
import { BOT_LEVELS, type BotsBySeat, type GameRecord } from '@railyard/rules';

export const LEVEL_LABELS: Readonly<Record<string, string>> = {
  random: 'Random bot',
  easy: 'Easy bot',
  medium: 'Medium bot',
  hard: 'Hard bot',
};

/** What the levels mean, under the seat selectors. */
export const LEVELS_HELP =
  'Random plays any legal move; easy plays sensibly at once; medium and hard look ahead (about ⅛ and ½ second a move, in the background).';

/** True when `id` is a bot level (own entries only: `constructor` is none). */
export const isLevel = (id: string): boolean => (BOT_LEVELS as readonly string[]).includes(id);

/** The `<option>`s of a seat's "played by" select; '' is a person. */
export function seatOptions(selected: string, personLabel: string) {
  return html`<option value="" ?selected=${selected === ''}>${personLabel}</option>
    ${BOT_LEVELS.map((id) => html`<option value=${id} ?selected=${selected === id}>${LEVEL_LABELS[id]}</option>`)}`;
}

/** A bot's name in the status line: "hard bot". */
export const levelName = (id: string | undefined): string =>
  id && isLevel(id) ? `${id} bot` : 'bot';

/**
 * The text of an exported record: the record, with its bot seats as `bots` when there are any
 * (an optional field the engine ignores; files without it open with people in every seat).
 */
export function recordFileText(record: GameRecord, bots: BotsBySeat): string {
  const withBots = Object.keys(bots).length > 0 ? { ...record, bots } : record;
  return `${JSON.stringify(withBots, null, 2)}\n`;
}
