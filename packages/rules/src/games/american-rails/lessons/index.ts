/**
 * American Rails's lesson path in teaching order (entry `@railyard/rules/lessons/american-rails`):
 * from the opening auctions to the end of 1857 and its winner.
 */
import { defineLessonPath } from '../../../core/lessons/types.js';
import { botGuide } from '../bots.js';
import { americanRails } from '../index.js';
import { auction } from './auction.js';
import { choosingAnAction } from './choosing-an-action.js';
import { developing } from './developing.js';
import { dividend } from './dividend.js';
import { expanding } from './expanding.js';
import { openingAuction } from './opening-auction.js';
import { specialConnections } from './special-connections.js';
import { theEnd } from './the-end.js';

export const lessonPath = defineLessonPath(
  americanRails,
  [
    openingAuction,
    choosingAnAction,
    expanding,
    developing,
    auction,
    dividend,
    specialConnections,
    theEnd,
  ],
  botGuide,
);
