import type { CatalogEntry } from '../../core/catalog.js';

/** Chicago Express in the catalog (see core/catalog.ts): what lists, bundles and docs show. */
export const catalogEntry: CatalogEntry = {
  id: 'chicago-express',
  title: 'Chicago Express',
  minPlayers: 2,
  maxPlayers: 6,
  boardTag: 'ry-chicago-express-board',
  docsSlug: 'chicago-express',
  status: 'playable',
  summary:
    'Bid for shares, spend the companies’ money to race their lines west to Chicago, and collect every dollar of income as dividends.',
  credits: 'Designed by John Bohrer (2007); published by Queen Games (2008).',
  hiddenInformation: false,
  chance: false,
};
