/**
 * The toy fifth game's catalog entry: a test-only game folder, shaped like `games/<id>/catalog.ts`,
 * that the "one game list" tests add to the list to prove every list of games follows it.
 */
import type { CatalogEntry } from '../../catalog.js';

export const catalogEntry: CatalogEntry = {
  id: 'tiny',
  title: 'Tiny counter game',
  minPlayers: 2,
  maxPlayers: 4,
  boardTag: 'ry-tiny-board',
  docsSlug: 'tiny',
  status: 'playable',
  summary: 'A counter that players raise in turn, kept for tests of the game list.',
  credits: 'Written for the Railyard test suite.',
  hiddenInformation: false,
  chance: false,
};
