/**
 * Last Spike's lesson path in teaching order (entry `@railyard/rules/lessons/last-spike`): from
 * the first tile of the hidden hand to the last spike, the end of the game and its winner.
 */
import { defineLessonPath } from '../../../core/lessons/types.js';
import { botGuide } from '../bots.js';
import { lastSpike } from '../index.js';
import { bankruptcy } from './bankruptcy.js';
import { buyingLand } from './buying-land.js';
import { detachedTiles } from './detached-tiles.js';
import { firstTile } from './first-tile.js';
import { lastSpikeLesson } from './last-spike.js';
import { payouts } from './payouts.js';
import { raisingCash } from './raising-cash.js';

export const lessonPath = defineLessonPath(
  lastSpike,
  [firstTile, buyingLand, detachedTiles, payouts, raisingCash, bankruptcy, lastSpikeLesson],
  botGuide,
);
