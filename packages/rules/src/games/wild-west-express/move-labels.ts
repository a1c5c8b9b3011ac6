import type { WweMoveType } from './types.js';

/** What a player calls each kind of move (menus and headings of the hosts). */
export const moveLabels: Readonly<Record<WweMoveType, string>> = {
  'city.choose': 'Choose a start city',
  'desperado.place': 'Place a desperado',
  'goods.buy': 'Buy goods',
  'passengers.board': 'Board passengers',
  'station.buy': 'Buy a station',
  'train.buy': 'Buy a train',
  'train.upgrade': 'Upgrade a train',
  'dynamite.lay': 'Lay dynamite',
  'gang.hire': 'Hire a gang',
  'telegram.play': 'Play a kept telegram',
  'dice.roll': 'Roll the dice',
  'train.move': 'Move a train',
  'sheriff.place': 'Place a sheriff',
  'sheriff.skip': 'Leave the sheriffs',
  'train.wait': 'Keep a train waiting',
  'desperado.move': 'Move a desperado',
  'desperado.jump': 'Ride into a town',
  'telegram.use': 'Use the telegram now',
  'telegram.keep': 'Keep the telegram',
};
