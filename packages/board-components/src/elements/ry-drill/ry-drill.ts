/** Defines `<ry-drill>` (and `<ry-game>`, which draws its board). */
import { defineElement } from '../../shared/define.js';
import '../ry-game/ry-game.js';
import { RyDrill } from './ry-drill.component.js';

export { RyDrill };
export { RyDrillAnswerEvent } from './events.js';
defineElement('ry-drill', RyDrill);

declare global {
  interface HTMLElementTagNameMap {
    'ry-drill': RyDrill;
  }
}
