import { defineElement } from '../../shared/define.js';
import { RyChicagoExpressBoard } from './ry-chicago-express-board.component.js';

export { RyChicagoExpressBoard };
defineElement('ry-chicago-express-board', RyChicagoExpressBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ry-chicago-express-board': RyChicagoExpressBoard;
  }
}
