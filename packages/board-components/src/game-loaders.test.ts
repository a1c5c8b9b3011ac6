import { describe, expect, it } from 'vitest';
import { catalog } from '@railyard/rules';
import { getOptionTexts } from '@railyard/rules/engines';
import { lazyCatalog, loadableGameIds, loadedGame, loadedTexts, loadGame } from './game-loaders.js';
import { findGame } from './shared/game-registry.js';

describe('games loaded on demand', () => {
  it('offers a loader for every playable game of the catalog, and the catalog without engines', () => {
    const playable = catalog.filter((entry) => entry.status === 'playable').map((e) => e.id);
    expect([...loadableGameIds()].sort()).toEqual([...playable].sort());
    expect(lazyCatalog.map((entry) => entry.id).sort()).toEqual(catalog.map((e) => e.id).sort());
  });

  it('loads a game once asked: its engine is registered for <ry-game> with its board', async () => {
    const game = await loadGame('last-spike');
    expect(game.id).toBe('last-spike');
    expect(loadedGame('last-spike')).toBe(game);
    expect(findGame('last-spike')?.boardTag).toBe('ry-last-spike-board');
    expect(customElements.get('ry-last-spike-board')).toBeDefined();
  });

  it('loads the game’s texts with it, so a setup form has every option’s words at once', async () => {
    expect(loadedTexts('wild-west-express')).toBeUndefined();
    const game = await loadGame('wild-west-express');
    const words = loadedTexts('wild-west-express')?.optionTexts;
    expect(Object.keys(words ?? {}).sort()).toEqual(game.options.map((o) => o.id).sort());
    expect(words).toEqual(getOptionTexts('wild-west-express'));
  });

  it('refuses an id without a board folder, naming the games it has', async () => {
    await expect(loadGame('monopoly')).rejects.toThrow(
      /No board folder draws the game "monopoly" \(known: .*chicago-express/,
    );
    await expect(loadGame('__proto__')).rejects.toThrow(/No board folder/);
  });
});
