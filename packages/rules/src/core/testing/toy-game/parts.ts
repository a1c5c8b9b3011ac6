/**
 * The toy fifth game's line for the game list, shaped like `games/<id>/parts.ts`: what a new
 * game adds to `games/index.ts` (its `gameEntry`). Tests append it to the list
 * (`vi.mock` of `@railyard/rules/games`) and check that every list of games shows it.
 */
import type { GameListEntry } from '../../catalog.js';
import { catalogEntry } from './catalog.js';

export const toyGameEntry: GameListEntry = {
  catalog: catalogEntry,
  parts: {
    engine: async () => (await import('../tiny-game.js')).tinyGame,
    ambiguities: async () => [],
    texts: async () => ({
      optionTexts: {
        target: { label: 'Target', description: 'The count that ends the game.' },
      },
    }),
    invariants: async () => (await import('../tiny-game.js')).tinyGame,
  },
};
