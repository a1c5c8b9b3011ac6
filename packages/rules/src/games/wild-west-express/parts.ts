/**
 * Wild West Express in the game list (`games/index.ts`): its catalog entry, and every other part of this
 * folder as a dynamic import, loaded only when asked for (`loadGame('wild-west-express')`).
 */
import type { GameListEntry } from '../../core/catalog.js';
import { catalogEntry } from './catalog.js';

export const gameEntry: GameListEntry = {
  catalog: catalogEntry,
  parts: {
    engine: async () => (await import('./index.js')).wildWestExpress,
    ambiguities: async () => (await import('./ambiguities.js')).ambiguities,
    texts: () => import('./texts.js'),
    bots: async () => (await import('./bots.js')).botGuide,
    invariants: async () => (await import('./invariants.js')).checkedWildWestExpress,
    fixtures: async () => (await import('./fixtures/index.js')).fixtures,
    lessons: async () => (await import('./lessons/index.js')).lessonPath,
    drills: async () => (await import('./drills/index.js')).drills,
  },
};
