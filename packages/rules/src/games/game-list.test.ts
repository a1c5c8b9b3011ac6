/**
 * "A new game touches one file outside its folders": the toy fifth game of
 * `core/testing/toy-game/` is added to the game list the way a new game is (its `gameEntry`
 * appended to `games/index.ts`, here by mocking that one module), and the rules package's lists
 * follow: the catalog, the registry's engines and `loadGame`, its parts, and the CLI's usage text.
 * The docs site's and the playground's lists have the same test in their own packages.
 */
import { describe, expect, it, vi } from 'vitest';
import { toyGameEntry } from '../core/testing/index.js';

vi.mock('./index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./index.js')>();
  const { toyGameEntry: toy } = await import('../core/testing/toy-game/parts.js');
  return { ...original, gameList: [...original.gameList, toy] };
});

const { catalog, loadGame, gameParts } = await import('../index.js');
const { gameIds, getGame } = await import('../engines.js');
const { run } = await import('../cli/run.js');
const { lessonLoaders } = await import('./lessons.js');
const { drillLoaders } = await import('./drills.js');

describe('one game list: a fifth game appears in every list of the rules package', () => {
  it('the catalog and the registry hold it, after the four games', () => {
    expect(catalog.map((entry) => entry.id)).toEqual([
      'chicago-express',
      'american-rails',
      'last-spike',
      'wild-west-express',
      'tiny',
    ]);
    expect(gameIds()).toContain('tiny');
    expect(getGame('tiny').title).toBe('Tiny counter game');
  });

  it('loadGame gives its engine, texts and register; gameParts its lazy parts', async () => {
    const folder = await loadGame('tiny');
    expect(folder.definition).toBe(getGame('tiny'));
    expect(folder.optionTexts?.target?.label).toBe('Target');
    expect(gameParts('tiny')).toBe(toyGameEntry.parts);
    await expect(loadGame('chess')).rejects.toThrow(/Unknown game "chess" \(known: .*tiny\)/);
  });

  it('the CLI usage lists it, and validate and simulate know it', async () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: () => {}, readInput: () => '' };
    expect(await run(['--help'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/Games: .*wild-west-express, tiny/);
    out.length = 0;
    expect(await run(['simulate', '--game', 'tiny', '--players', '2', '--seed', 's'], io)).toBe(0);
  });
});

describe('the lesson and drill loader maps browsers use', () => {
  it('name the games whose list lines have lessons and drills (the toy has neither)', () => {
    const withPart = (part: 'lessons' | 'drills') =>
      catalog.filter((entry) => gameParts(entry.id)[part]).map((entry) => entry.id);
    expect(Object.keys(lessonLoaders)).toEqual(withPart('lessons'));
    expect(Object.keys(drillLoaders)).toEqual(withPart('drills'));
  });
});
