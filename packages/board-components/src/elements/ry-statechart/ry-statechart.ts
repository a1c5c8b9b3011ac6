import { defineElement } from '../../shared/define.js';
import { RyStatechart } from './ry-statechart.component.js';

export { RyStatechart };
defineElement('ry-statechart', RyStatechart);

declare global {
  interface HTMLElementTagNameMap {
    'ry-statechart': RyStatechart;
  }
}
