import type { CatalogEntry } from '../../core/catalog.js';

/** Wild West Express in the catalog (see core/catalog.ts): what lists, bundles and docs show. */
export const catalogEntry: CatalogEntry = {
  id: 'wild-west-express',
  title: 'Wild West Express',
  minPlayers: 2,
  maxPlayers: 5,
  boardTag: 'ry-wild-west-express-board',
  docsSlug: 'wild-west-express',
  status: 'playable',
  summary:
    'Haul goods and passengers across the West on our own map, buy stations and trains, and send desperados and dynamite after your rivals’ trains.',
  credits:
    'Danish rulebook, no designer named; the board, prices and telegrams are Railyard’s own.',
  hiddenInformation: true,
  chance: true,
};
