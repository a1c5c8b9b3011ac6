/**
 * Chicago Express's lesson path in teaching order (entry `@railyard/rules/lessons/chicago-express`):
 * from the opening auctions to the end of the game and its winner.
 */
import { defineLessonPath } from '../../../core/lessons/types.js';
import { botGuide } from '../bots.js';
import { chicagoExpress } from '../index.js';
import { building } from './building.js';
import { chicago } from './chicago.js';
import { choosingAnAction } from './choosing-an-action.js';
import { developing } from './developing.js';
import { dividend } from './dividend.js';
import { openingAuction } from './opening-auction.js';
import { theEnd } from './the-end.js';

export const lessonPath = defineLessonPath(
  chicagoExpress,
  [openingAuction, choosingAnAction, building, developing, dividend, chicago, theEnd],
  botGuide,
);
