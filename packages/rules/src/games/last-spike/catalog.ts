import type { CatalogEntry } from '../../core/catalog.js';

/** Last Spike in the catalog (see core/catalog.ts): what lists, bundles and docs show. */
export const catalogEntry: CatalogEntry = {
  id: 'last-spike',
  title: 'Last Spike',
  minPlayers: 2,
  maxPlayers: 6,
  boardTag: 'ry-last-spike-board',
  docsSlug: 'last-spike',
  status: 'playable',
  summary:
    'Lay track between nine western cities from hidden hands of tiles, buy land where the line will pay, and drive the last spike that joins St. Louis to Sacramento.',
  credits:
    'Designed by Tom Dalgliesh; published by Columbia Games, after a game first published by Gamma Two in 1976.',
  // Hands of track tiles are hidden; tiles are drawn from a shuffled supply.
  hiddenInformation: true,
  chance: true,
};
