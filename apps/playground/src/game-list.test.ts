/** Catalog agreement, playground side: the new-game form offers exactly the playable games. */
import { describe, expect, it } from 'vitest';
import { catalog } from '@railyard/rules';
import { gameList, initialSetup } from './setup-form';

describe('the playground game list', () => {
  it('is the playable games of the catalog, in catalog order', () => {
    expect(gameList().map((game) => game.id)).toEqual(
      catalog.filter((entry) => entry.status === 'playable').map((entry) => entry.id),
    );
    for (const game of gameList())
      expect(game.title).toBe(catalog.find((e) => e.id === game.id)!.title);
  });

  it('offers no rules-only game', () => {
    const offered = gameList().map((game) => game.id);
    for (const entry of catalog.filter((e) => e.status === 'rules-only'))
      expect(offered).not.toContain(entry.id);
  });

  const rulesOnly = catalog.filter((e) => e.status === 'rules-only').map((e) => e.id);
  it.each(['constructor', '__proto__', 'toString', 'monopoly', ...rulesOnly])(
    'a setup for "%s" falls back to the first game on the list',
    (id) => {
      expect(initialSetup(id).gameId).toBe(gameList()[0]!.id);
    },
  );

  it.each(catalog.filter((e) => e.status === 'playable').map((e) => e.id))(
    'a setup for the playable game "%s" keeps it',
    (id) => {
      expect(initialSetup(id).gameId).toBe(id);
    },
  );
});
