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
