/**
 * Two tabs on one saved game. Every save carries a revision and the id of the tab that wrote it
 * (save-slots.ts), so a tab can tell whether its slot still holds what it wrote last. When another
 * tab wrote since, the two versions are compared by their *lines*: the moves played followed by
 * the moves that redo would bring back. Whichever line contains the other loses nothing when it
 * replaces it; when neither does, the tabs have diverged and the person must choose.
 */
import type { GameMove } from '@railyard/rules';
import type { SaveData, SaveStamp } from './save-slots.js';

/** A fresh id for this page load (a tab), for the `writer` of its saves. */
export function newTabId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when `stored` is not the save this tab wrote (or read) last. */
export function writtenElsewhere(stored: SaveStamp, known: SaveStamp | null): boolean {
  return known === null || stored.revision !== known.revision || stored.writer !== known.writer;
}

/** JSON with object keys sorted: the same data gives the same text whoever built it. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The game a save stands for: its setup, and the moves played then the moves redo brings back. */
function line(save: Pick<SaveData, 'record' | 'redo'>): { setup: string; moves: string[] } {
  const { record } = save;
  const redone = [...save.redo].reverse().flat();
  return {
    setup: canonical([record.game, record.players, record.seed, record.options]),
    moves: [...record.moves, ...redone].map((move: GameMove) => canonical(move)),
  };
}

/** True when `whole` holds every move of `part` in the same order from the start (same setup). */
export function contains(
  whole: Pick<SaveData, 'record' | 'redo'>,
  part: Pick<SaveData, 'record' | 'redo'>,
): boolean {
  const a = line(whole);
  const b = line(part);
  return (
    a.setup === b.setup &&
    b.moves.length <= a.moves.length &&
    b.moves.every((m, i) => m === a.moves[i])
  );
}

/** True when both saves hold the same game in the same place (moves, redo and bots). */
export function sameGame(a: SaveData, b: SaveData): boolean {
  return canonical([a.record, a.redo, a.bots]) === canonical([b.record, b.redo, b.bots]);
}

/**
 * What to do when another tab wrote this tab's slot.
 * - `write`: this tab's game contains every move of the stored one; saving it loses nothing.
 * - `follow`: the stored game contains every move of this tab's; show it instead.
 * - `conflict`: each has moves the other lacks; the person chooses (nothing is dropped silently).
 *
 * `changed` says whether this tab has a change of its own to save (autosave) or only learnt of the
 * other write (a storage event); it decides between the two when both hold the same moves.
 */
export type Reconcile = 'write' | 'follow' | 'conflict';

export function reconcile(ours: SaveData, stored: SaveData, changed: boolean): Reconcile {
  const oursHasAll = contains(ours, stored);
  const storedHasAll = contains(stored, ours);
  if (oursHasAll && storedHasAll) return changed ? 'write' : 'follow';
  if (oursHasAll) return 'write';
  if (storedHasAll) return 'follow';
  return 'conflict';
}
