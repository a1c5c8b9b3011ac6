/**
 * Defines `<ry-game>` with the panels every game shows (players, move log, move bar) but not the
 * auction panel: the entry of the one-game bundles whose game has no auction (Wild West Express,
 * Last Spike), so that they do not carry it. `ry-game.ts` adds the panel for every other host. A
 * page that registers a game with an auction beside such a bundle must import `ry-game.ts` or
 * `railyard.js` too: without the panel's definition an auction would show no bidding controls.
 */
import { defineElement } from '../../shared/define.js';
import { RyGame } from './ry-game.component.js';

export { RyGame };
export type { ApplyResult, GameMode } from './ry-game.component.js';
defineElement('ry-game', RyGame);

declare global {
  interface HTMLElementTagNameMap {
    'ry-game': RyGame;
  }
}
