/**
 * Every game, in the order the docs, the playground, the CLI and the bundles list games: the one
 * hand-written list of games in the project. Each line is a game folder's `parts.ts`: its catalog
 * entry (a few hundred bytes) and its other parts as dynamic imports, so importing this list
 * (`@railyard/rules/games`) loads no engine. The registry (`registry.ts`: `catalog`, `loadGame`)
 * and, through it, every other list are built from it.
 *
 * Adding a game: give it a folder (`catalog.ts`, `parts.ts`, `rule-ids.ts`, `ambiguities.ts`, …)
 * and add its `gameEntry` here. See the docs site's "Adding a game" guide.
 */
import { defineGameList } from '../core/catalog.js';
import { gameEntry as chicagoExpress } from './chicago-express/parts.js';
import { gameEntry as americanRails } from './american-rails/parts.js';
import { gameEntry as lastSpike } from './last-spike/parts.js';
import { gameEntry as wildWestExpress } from './wild-west-express/parts.js';

export type { GameListEntry, GameFolderParts } from '../core/catalog.js';

export const gameList = /* @__PURE__ */ defineGameList([
  chicagoExpress,
  americanRails,
  lastSpike,
  wildWestExpress,
]);
