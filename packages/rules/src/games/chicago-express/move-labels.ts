import type { CeMoveType } from './types.js';

/** What a player calls each kind of move (menus and headings of the hosts). */
export const moveLabels: Readonly<Record<CeMoveType, string>> = {
  'action.choose': 'Choose an action',
  'action.decline': 'Decline the action',
  'auction.offer': 'Auction a share',
  'auction.bid': 'Bid',
  'auction.pass': 'Pass',
  'build.place': 'Build track',
  'build.finish': 'End the build',
  'develop.place': 'Develop a hex',
};
