import { defineElement } from '../../shared/define.js';
import { RyActionBar } from './ry-action-bar.component.js';

export { RyActionBar };
defineElement('ry-action-bar', RyActionBar);

declare global {
  interface HTMLElementTagNameMap {
    'ry-action-bar': RyActionBar;
  }
}
