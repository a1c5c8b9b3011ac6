/**
 * Parsers of `<ry-game>`'s text attributes. Each returns the value or one sentence naming the
 * attribute and what is wrong with it.
 */
import {
  clip,
  MAX_QUOTED_CHARS,
  type Bot,
  type BotsBySeat,
  type JsonValue,
  type Viewer,
} from '@railyard/rules';
import { DEFAULT_LEVEL, levelTable } from './bot-table.js';

export type Parsed<T> = { value: T } | { problem: string };

/**
 * The players text as quoted in a message: cut, so a huge list gives a short message (every
 * problem is also cut to MAX_MESSAGE_CHARS where it is shown).
 */
const shown = (text: string) => clip(text, MAX_QUOTED_CHARS);

/** The player counts a game allows. */
export interface PlayerRange {
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

/**
 * Parses `players`: a count ("4") or comma-separated names ("Ann, Bob"). The count is checked
 * against the game's range before any name is made, so players="2000000" costs nothing.
 */
export function parsePlayers(
  text: string,
  range: PlayerRange,
): { names: string[] } | { problem: string } {
  const trimmed = text.trim();
  const outOfRange = (count: unknown) =>
    `players="${shown(text)}": ${range.title} is for ${range.minPlayers} to ${range.maxPlayers} players, got ${count}.`;
  if (/^\d+$/.test(trimmed)) {
    const count = Number(trimmed);
    if (!Number.isSafeInteger(count) || count < range.minPlayers || count > range.maxPlayers)
      return { problem: outOfRange(count) };
    return { names: Array.from({ length: count }, (_, i) => `Player ${i + 1}`) };
  }
  // At most one name more than the game takes is split off: a list far too long costs nothing.
  const names = trimmed.split(',', range.maxPlayers + 1).map((name) => name.trim());
  if (names.length > range.maxPlayers)
    return { problem: outOfRange(`more than ${range.maxPlayers}`) };
  if (names.length < range.minPlayers) return { problem: outOfRange(names.length) };
  if (names.some((name) => name === ''))
    return {
      problem: `players="${shown(text)}" has an empty name; give a count ("4") or names separated by commas.`,
    };
  return { names };
}

/**
 * Parses `bots`: seats from 0, comma-separated, each optionally with a level ("1,2" or
 * "1:hard,2:easy"; a seat without one gets the default level, `random`). Levels come from the
 * table (default: random, easy, medium, hard), looked up as own keys only (`constructor` or
 * `__proto__` are not bots). A seat named twice is refused rather than silently overwritten.
 */
export function parseBots(
  text: string,
  playerCount: number,
  table: Readonly<Record<string, Bot>> = levelTable,
): { bots: BotsBySeat } | { problem: string } {
  const bots: Record<string, string> = {};
  const shownText = shown(text);
  if (text.trim() === '') return { bots };
  // At most one part more than there are seats is split off: a huge list costs nothing.
  const parts = text.split(',', playerCount + 1);
  if (parts.length > playerCount)
    return {
      problem: `bots="${shownText}" names more seats than the game's ${playerCount}; give each seat from 0 to ${playerCount - 1} at most once.`,
    };
  for (const part of parts) {
    const [seatText = '', id = DEFAULT_LEVEL, ...rest] = part.split(':').map((s) => s.trim());
    const seat = Number(seatText);
    if (seatText === '' || !/^\d+$/.test(seatText) || seat >= playerCount)
      return {
        problem: `bots="${shownText}": "${shown(seatText)}" is not a seat from 0 to ${playerCount - 1}.`,
      };
    if (rest.length > 0 || !Object.hasOwn(table, id))
      return {
        problem: `bots="${shownText}": "${shown([id, ...rest].join(':'))}" is not a bot level (known: ${Object.keys(table).join(', ')}).`,
      };
    if (Object.hasOwn(bots, String(seat)))
      return { problem: `bots="${shownText}" names seat ${seat} twice.` };
    bots[String(seat)] = id;
  }
  return { bots };
}

/** The `viewer` setting: `auto`, or a viewer the game understands. */
export type ViewerSetting = 'auto' | Viewer;

/** Parses `viewer`: `auto`, `all`, `spectator` or a seat number from 0. */
export function parseViewer(text: string, playerCount: number): Parsed<ViewerSetting> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'auto') return { value: 'auto' };
  if (trimmed === 'all' || trimmed === 'spectator') return { value: trimmed };
  const seat = Number(trimmed);
  if (/^\d+$/.test(trimmed) && seat < playerCount) return { value: seat };
  return {
    problem: `viewer="${text}" is not a viewer; use auto, all, spectator or a seat from 0 to ${playerCount - 1}.`,
  };
}

/** Parses `options`: a JSON object of rule options. */
export function parseOptions(text: string): Parsed<Record<string, JsonValue>> {
  if (!text.trim()) return { value: {} };
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Error('it must be a JSON object');
    return { value: value as Record<string, JsonValue> };
  } catch (error) {
    return {
      problem: `options="${text}" is not usable: ${(error as Error).message}.`,
    };
  }
}
