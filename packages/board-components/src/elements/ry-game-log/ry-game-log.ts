import { defineElement } from '../../shared/define.js';
import { RyGameLog } from './ry-game-log.component.js';

export { RyGameLog };
export type { LogEntry } from './ry-game-log.component.js';
defineElement('ry-game-log', RyGameLog);

declare global {
  interface HTMLElementTagNameMap {
    'ry-game-log': RyGameLog;
  }
}
