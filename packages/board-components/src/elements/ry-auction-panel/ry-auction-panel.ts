import { defineElement } from '../../shared/define.js';
import { RyAuctionPanel } from './ry-auction-panel.component.js';

export { RyAuctionPanel };
defineElement('ry-auction-panel', RyAuctionPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ry-auction-panel': RyAuctionPanel;
  }
}
