import type { ArMoveType } from './types.js';

/** What a player calls each kind of move (menus and headings of the hosts). */
export const moveLabels: Readonly<Record<ArMoveType, string>> = {
  'auction.offer': 'Auction a share',
  'auction.bid': 'Bid',
  'auction.pass': 'Pass',
  'build.start': 'Start a company',
  'action.choose': 'Take an action space',
  'action.decline': 'Decline the action',
  'develop.place': 'Develop a hex',
  'fund.pay': 'Fund a company',
  'money.take': 'Take money',
  'build.place': 'Place a cube',
  'build.finish': 'Finish expanding',
};
