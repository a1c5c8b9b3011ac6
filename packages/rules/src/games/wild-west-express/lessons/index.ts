/**
 * Wild West Express's lesson path in teaching order (entry `@railyard/rules/lessons/wild-west-express`):
 * from the start towns to the winner, through dice, trading, stations, duels and telegrams.
 */
import { defineLessonPath } from '../../../core/lessons/types.js';
import { botGuide } from '../bots.js';
import { wildWestExpress } from '../index.js';
import { desperadosAndDuels } from './desperados-and-duels.js';
import { diceAndDelivery } from './dice-and-delivery.js';
import { startCities } from './start-cities.js';
import { stationsAndGoods } from './stations-and-goods.js';
import { telegrams } from './telegrams.js';
import { theEnd } from './the-end.js';

export const lessonPath = defineLessonPath(
  wildWestExpress,
  [startCities, diceAndDelivery, stationsAndGoods, desperadosAndDuels, telegrams, theEnd],
  botGuide,
  {
    'wild-west-express:upgrading-trains':
      'No lesson step asks for an upgrade yet: the lessons spend their money on goods, stations and a second train. The engine names this rule when it refuses an upgrade (a train that is large already, or one away from your own stations).',
  },
);
