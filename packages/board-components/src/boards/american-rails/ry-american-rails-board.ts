import { defineElement } from '../../shared/define.js';
import { RyAmericanRailsBoard } from './ry-american-rails-board.component.js';

export { RyAmericanRailsBoard };
defineElement('ry-american-rails-board', RyAmericanRailsBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ry-american-rails-board': RyAmericanRailsBoard;
  }
}
