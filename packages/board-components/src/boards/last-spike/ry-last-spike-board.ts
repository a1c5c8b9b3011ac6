import { defineElement } from '../../shared/define.js';
import { RyLastSpikeBoard } from './ry-last-spike-board.component.js';

export { RyLastSpikeBoard };
defineElement('ry-last-spike-board', RyLastSpikeBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ry-last-spike-board': RyLastSpikeBoard;
  }
}
