/**
 * Each game's drill kinds, loaded on demand through the rules' registry (`loadDrillSet`): a page
 * with `<ry-drill>` loads the generator and the game's easy bot only when it asks its first
 * question.
 */
import { loadDrillSet } from '@railyard/rules';
import { findGame, GAME_REGISTERED } from '../../shared/game-registry.js';
import type { DrillSet } from '@railyard/rules/drills';

/** A game's drill set; throws a RangeError naming the games with drills otherwise. */
export const loadDrills = (game: string): Promise<DrillSet> => loadDrillSet(game);

/**
 * Resolves once the game is registered and its board element defined: a page may load the
 * drill's script before the game's (the docs load them side by side).
 */
export function whenBoard(game: string): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => {
      const tag = findGame(game)?.boardTag;
      if (tag) void customElements.whenDefined(tag).then(() => resolve());
      return !!tag;
    };
    if (ready()) return;
    const onRegistered = (event: Event) => {
      if ((event as CustomEvent<{ id: string }>).detail?.id === game && ready())
        globalThis.removeEventListener(GAME_REGISTERED, onRegistered);
    };
    globalThis.addEventListener(GAME_REGISTERED, onRegistered);
  });
}
