import type { CatalogEntry } from '../../core/catalog.js';

/** American Rails in the catalog (see core/catalog.ts): what lists, bundles and docs show. */
export const catalogEntry: CatalogEntry = {
  id: 'american-rails',
  title: 'American Rails',
  minPlayers: 3,
  maxPlayers: 5,
  boardTag: 'ry-american-rails-board',
  docsSlug: 'american-rails',
  status: 'playable',
  summary:
    'Seven rounds from 1851 to 1857: claim actions on the action track, lay company track city by city and share out the income.',
  credits: 'Designer and publisher are not named in our source, a Spanish edition of the rulebook.',
  hiddenInformation: false,
  chance: false,
};
