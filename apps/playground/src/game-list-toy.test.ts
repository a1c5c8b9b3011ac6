/**
 * "A new game touches one file outside its folders", playground side: the toy fifth game of
 * `@railyard/rules/testing` appended to the game list (`@railyard/rules/games`, the one module a
 * new game edits) reaches the playground's catalog, in the list's order; the new-game form then
 * offers every game of it that has a board folder (the game's own folder in board-components).
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('@railyard/rules/games', async (importOriginal) => {
  const original = await importOriginal<typeof import('@railyard/rules/games')>();
  const { toyGameEntry } = await import('@railyard/rules/testing');
  return { ...original, gameList: [...original.gameList, toyGameEntry] };
});

const { lazyCatalog, loadableGameIds } = await import('@railyard/board-components/game-loaders');
const { gameList } = await import('./setup-form');

describe('the playground game list follows the game list', () => {
  it('its catalog holds the toy game after the four', () => {
    expect(lazyCatalog.map((entry) => entry.id)).toEqual([
      'chicago-express',
      'american-rails',
      'last-spike',
      'wild-west-express',
      'tiny',
    ]);
  });

  it('the form offers the listed games that have a board folder, in the list order', () => {
    const boards = new Set(loadableGameIds());
    expect(gameList().map((game) => game.id)).toEqual(
      lazyCatalog.filter((entry) => boards.has(entry.id)).map((entry) => entry.id),
    );
    expect(boards.has('tiny')).toBe(false);
  });
});
