import type { LsMove } from './types.js';

/** What a player calls each kind of move (menus and headings of the hosts). */
export const moveLabels: Readonly<Record<LsMove['type'], string>> = {
  'tile.draw': 'Draw a tile',
  'tile.lay': 'Lay a track tile',
  'bankruptcy.declare': 'Declare bankruptcy',
  'land.sell': 'Sell land',
  'land.buy': 'Buy land',
  'land.decline': 'Buy no land',
};
