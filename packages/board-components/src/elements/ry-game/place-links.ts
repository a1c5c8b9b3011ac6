import type { GameMove } from '@railyard/rules';
import type { LogMention } from '../ry-game-log/ry-game-log.component.js';

/** A board's spaces and the names messages call them by (`RyBoardBase.places()`). */
export type Places = readonly { readonly id: string; readonly names: readonly string[] }[];

const WORD = /[\p{L}\p{N}]/u;

/**
 * Finds the map spaces a log entry is about: the spaces its text names (longest name first, whole
 * words only, never overlapping) and those its move names by id (`hex: "R5"`). Knows no game: the
 * names come from the board, which reads them off the view.
 */
export class PlaceLinks {
  private readonly names: { name: string; id: string }[];
  private readonly ids: Set<string>;
  private readonly memo = new Map<string, LogMention[]>();

  constructor(places: Places) {
    this.ids = new Set(places.map((p) => p.id));
    this.names = places
      .flatMap((p) => p.names.map((name) => ({ name, id: p.id })))
      .filter((n) => n.name.length > 1)
      .sort((a, b) => b.name.length - a.name.length);
  }

  /** Where `text` names a space, in reading order. */
  mentions(text: string): LogMention[] {
    let found = this.memo.get(text);
    if (found) return found;
    found = [];
    const taken = (start: number, end: number) =>
      found!.some((m) => start < m.end && end > m.start);
    for (const { name, id } of this.names) {
      let at = text.indexOf(name);
      while (at >= 0) {
        const end = at + name.length;
        const whole = !WORD.test(text[at - 1] ?? '') && !WORD.test(text[end] ?? '');
        if (whole && !taken(at, end)) found.push({ start: at, end, space: id });
        at = text.indexOf(name, at + 1);
      }
    }
    found.sort((a, b) => a.start - b.start);
    this.memo.set(text, found);
    return found;
  }

  /** Ids of spaces named by the entry's text or by its move's fields. */
  spaces(mentions: readonly LogMention[], move: GameMove | undefined): string[] {
    const ids = new Set(mentions.map((m) => m.space));
    if (move)
      for (const [key, value] of Object.entries(move))
        if (key !== 'type' && key !== 'player' && typeof value === 'string' && this.ids.has(value))
          ids.add(value);
    return [...ids];
  }
}

/** A key that changes when the places do (names of a game's map rarely change with the view). */
export function placesKey(places: Places): string {
  return places.map((p) => `${p.id}=${p.names.join('/')}`).join('|');
}
