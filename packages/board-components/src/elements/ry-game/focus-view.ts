/**
 * The focused view of `<ry-game>` (a docs example): only the parts named by `show` are drawn,
 * the map zoomed on the spaces named by `zoom-to`, until the reader opens the full game.
 */

/** Parts drawn by `<ry-game>` itself; every other name in `show` is a part of the board. */
export const GAME_PARTS = ['players', 'auction', 'log', 'actions'] as const;
export type GamePart = (typeof GAME_PARTS)[number];

export interface ShownParts {
  /** `<ry-game>`'s own parts to draw. */
  readonly game: ReadonlySet<GamePart>;
  /** The board's parts to draw (its `only` attribute); empty when the board is left out. */
  readonly board: string;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** `show="map dials players"` split between `<ry-game>` and its board; null: draw everything. */
export function shownParts(show: string): ShownParts | null {
  const names = words(show);
  if (names.length === 0) return null;
  const isGamePart = (name: string): name is GamePart =>
    (GAME_PARTS as readonly string[]).includes(name);
  return {
    game: new Set(names.filter(isGamePart)),
    board: names.filter((name) => !isGamePart(name)).join(' '),
  };
}

/**
 * `zoom-to="R2 Q3"` as space ids: separated by spaces (or ", "). A comma with no space after it
 * is part of an id: American Rails names its hexes `13,0`.
 */
export function spaceIds(text: string): string[] {
  return text
    .split(/\s+/)
    .map((id) => id.replace(/,+$/, ''))
    .filter(Boolean);
}

/** The value at the highlight pointer in words, or null when it has none (an object). */
export function highlightText(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string'))
    return value.length ? value.join(', ') : 'none';
  return null;
}
