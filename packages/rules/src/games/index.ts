/**
 * Every game folder, in the order the docs, the playground and the bundles list games. This is
 * the one hand-written list of games in the rules package: the registry (`registry.ts`), the
 * `catalog` of the public API and, through them, every other list are built from it.
 *
 * Adding a game: give it a folder with a `catalog.ts`, `rule-ids.ts` and `ambiguities.ts` and add
 * it here with `rulesOnly`; when its engine lands, switch the line to `withEngine` and set the
 * catalog status to 'playable'. See the docs site's "Adding a game" guide.
 */
import { withEngine, type GameFolder } from '../core/catalog.js';
import { catalogEntry as chicagoExpressCatalog } from './chicago-express/catalog.js';
import { chicagoExpress } from './chicago-express/index.js';
import { ambiguities as chicagoExpressAmbiguities } from './chicago-express/ambiguities.js';
import { botGuide as chicagoExpressBots } from './chicago-express/bots.js';
import * as chicagoExpressTexts from './chicago-express/texts.js';
import { catalogEntry as americanRailsCatalog } from './american-rails/catalog.js';
import { americanRails } from './american-rails/index.js';
import { ambiguities as americanRailsAmbiguities } from './american-rails/ambiguities.js';
import { botGuide as americanRailsBots } from './american-rails/bots.js';
import * as americanRailsTexts from './american-rails/texts.js';
import { catalogEntry as lastSpikeCatalog } from './last-spike/catalog.js';
import { lastSpike } from './last-spike/index.js';
import { ambiguities as lastSpikeAmbiguities } from './last-spike/ambiguities.js';
import { botGuide as lastSpikeBots } from './last-spike/bots.js';
import * as lastSpikeTexts from './last-spike/texts.js';
import { catalogEntry as wildWestExpressCatalog } from './wild-west-express/catalog.js';
import { wildWestExpress } from './wild-west-express/index.js';
import { ambiguities as wildWestExpressAmbiguities } from './wild-west-express/ambiguities.js';
import { botGuide as wildWestExpressBots } from './wild-west-express/bots.js';
import * as wildWestExpressTexts from './wild-west-express/texts.js';

export const gameFolders: readonly GameFolder[] = [
  withEngine(
    chicagoExpressCatalog,
    chicagoExpress,
    chicagoExpressAmbiguities,
    chicagoExpressBots,
    chicagoExpressTexts,
  ),
  withEngine(
    americanRailsCatalog,
    americanRails,
    americanRailsAmbiguities,
    americanRailsBots,
    americanRailsTexts,
  ),
  withEngine(lastSpikeCatalog, lastSpike, lastSpikeAmbiguities, lastSpikeBots, lastSpikeTexts),
  withEngine(
    wildWestExpressCatalog,
    wildWestExpress,
    wildWestExpressAmbiguities,
    wildWestExpressBots,
    wildWestExpressTexts,
  ),
];
