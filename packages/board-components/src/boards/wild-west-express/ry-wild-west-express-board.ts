import { defineElement } from '../../shared/define.js';
import { RyWildWestExpressBoard } from './ry-wild-west-express-board.component.js';

export { RyWildWestExpressBoard };
defineElement('ry-wild-west-express-board', RyWildWestExpressBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ry-wild-west-express-board': RyWildWestExpressBoard;
  }
}
