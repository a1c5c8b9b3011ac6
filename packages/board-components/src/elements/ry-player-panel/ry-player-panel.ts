import { defineElement } from '../../shared/define.js';
import { RyPlayerPanel } from './ry-player-panel.component.js';

export { RyPlayerPanel };
defineElement('ry-player-panel', RyPlayerPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ry-player-panel': RyPlayerPanel;
  }
}
