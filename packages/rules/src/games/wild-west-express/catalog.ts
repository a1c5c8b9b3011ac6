import type { CatalogEntry } from '../../core/catalog.js';

/** Wild West Express in the catalog (see core/catalog.ts): what lists, bundles and docs show. */
export const catalogEntry: CatalogEntry = {
  id: 'wild-west-express',
  title: 'Wild West Express',
  minPlayers: 2,
  maxPlayers: 5,
  boardTag: 'ry-wild-west-express-board',
  docsSlug: 'wild-west-express',
  status: 'rules-only',
  summary:
    'Run trains of goods and passengers across the West, buy stations, and keep desperados, dynamite and telegrams from spoiling your deliveries.',
  credits: 'Designer and publisher are not named in our source, a Danish edition of the rulebook.',
  // Dice decide movement and duels; telegrams come from a shuffled deck.
  hiddenInformation: true,
  chance: true,
};
