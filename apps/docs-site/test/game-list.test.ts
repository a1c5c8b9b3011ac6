/**
 * "A new game touches one file outside its folders", proven for the lists the docs site and the
 * component bundles keep: the toy fifth game of `@railyard/rules/testing` is appended to the game
 * list (`@railyard/rules/games`, the one module a new game edits) and given a board folder of its
 * own (a copy of the package's board folders plus `tiny/`), and the docs navigation, the docs'
 * game list and the one-file bundles all list it. The rules registry and CLI have the same test in
 * packages/rules (src/games/game-list.test.ts), the playground's list in apps/playground.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('@railyard/rules/games', async (importOriginal) => {
  const original = await importOriginal<typeof import('@railyard/rules/games')>();
  const { toyGameEntry } = await import('@railyard/rules/testing');
  return { ...original, gameList: [...original.gameList, toyGameEntry] };
});

const { catalog } = await import('@railyard/rules');
const { sidebar } = await import('../src/lib/navigation.ts');
const { docsGames } = await import('../src/lib/games.ts');
const { gameBoards } = await import('../../../packages/board-components/scripts/game-boards.mjs');
const { bundlesFor } = await import('../../../packages/board-components/vite.config.ts');

const components = fileURLToPath(new URL('../../../packages/board-components/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'railyard-toy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one game list: a fifth game appears in the docs and the bundles', () => {
  it('the catalog the docs read ends with the toy game', () => {
    expect(catalog.at(-1)?.id).toBe('tiny');
  });

  it('the sidebar has its group, after the four games', () => {
    const labels = sidebar().map((group) => group.label);
    expect(labels.indexOf('Tiny counter game')).toBe(labels.indexOf('Wild West Express') + 1);
  });

  it('the docs game list has it, with its rule sections from the engine', () => {
    const toy = docsGames.find((game) => game.id === 'tiny');
    expect(toy?.slug).toBe('tiny');
    expect(toy?.hasEngine).toBe(true);
    expect(toy?.ruleSections.map((section) => section.id)).toContain('tiny:goal');
  });

  it('its board folder (its own folder) gives it a one-file bundle beside the four', () => {
    cpSync(join(components, 'src', 'boards'), join(root, 'src', 'boards'), { recursive: true });
    mkdirSync(join(root, 'src', 'boards', 'tiny'));
    for (const file of ['game.ts', 'bundle.ts', 'ry-tiny-board.ts'])
      writeFileSync(join(root, 'src', 'boards', 'tiny', file), '');
    const boards = gameBoards(root);
    expect(boards.map((board) => board.id)).toEqual([...catalog.map((entry) => entry.id)].sort());
    expect(bundlesFor(boards)['railyard-tiny']).toBe('src/boards/tiny/bundle.ts');
  });
});
