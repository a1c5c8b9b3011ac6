import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesOnly, withEngine, type CatalogEntry } from './core/catalog.js';
import { tinyGame } from './core/testing/index.js';
import { catalog, getCatalogEntry } from './index.js';
import {
  describedOptions,
  gameIds,
  games,
  getGame,
  getOptionTexts,
  getRulebook,
} from './engines.js';

const gamesDir = new URL('./games/', import.meta.url);
const folderIds = readdirSync(gamesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const playable = catalog.filter((entry) => entry.status === 'playable');

describe('catalog and registry agree with the game folders', () => {
  it('every folder under games/ is in the catalog, and nothing else is', () => {
    expect(catalog.map((entry) => entry.id).sort()).toEqual(folderIds);
  });

  it.each(folderIds)('games/%s/catalog.ts exports the entry the catalog holds', async (id) => {
    const { catalogEntry } = (await import(`./games/${id}/catalog.ts`)) as {
      catalogEntry: CatalogEntry;
    };
    expect(catalogEntry).toBe(getCatalogEntry(id));
    expect(catalogEntry.id).toBe(id);
  });

  it.each(catalog.map((entry) => [entry.id, entry] as const))(
    '%s: a well-formed entry (kebab-case id, board tag, docs slug, short summary)',
    (id, entry) => {
      expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(entry.boardTag).toBe(`ry-${id}-board`);
      expect(entry.docsSlug).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(entry.minPlayers).toBeGreaterThanOrEqual(1);
      expect(entry.maxPlayers).toBeGreaterThanOrEqual(entry.minPlayers);
      expect(entry.summary).toMatch(/^[A-Z].*[.]$/);
      expect(entry.summary.length).toBeLessThanOrEqual(200);
      expect(entry.credits.length).toBeGreaterThan(10);
      expect(['playable', 'rules-only']).toContain(entry.status);
    },
  );

  it('ids and docs slugs are unique', () => {
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((e) => e.docsSlug)).size).toBe(catalog.length);
  });

  it('the registry holds exactly the playable games, in catalog order', () => {
    expect(gameIds()).toEqual(playable.map((entry) => entry.id));
    for (const entry of playable) {
      const game = getGame(entry.id);
      expect(games[entry.id]).toBe(game);
      expect([game.id, game.title, game.minPlayers, game.maxPlayers]).toEqual([
        entry.id,
        entry.title,
        entry.minPlayers,
        entry.maxPlayers,
      ]);
      expect(Boolean(game.hiddenInformation)).toBe(entry.hiddenInformation);
      expect(Boolean(game.chance)).toBe(entry.chance);
    }
  });

  it.each(playable.map((entry) => entry.id))(
    '%s: a playable game has an engine folder and package entry points',
    async (id) => {
      expect(existsSync(new URL(`${id}/index.ts`, gamesDir))).toBe(true);
      const byPath = (await import(`@railyard/rules/${id}`)) as Record<string, unknown>;
      expect(Object.values(byPath)).toContain(getGame(id));
      const entry = (await import(`@railyard/rules/catalog/${id}`)) as Record<string, unknown>;
      expect(entry.catalogEntry).toBe(getCatalogEntry(id));
    },
  );

  it.each(catalog.filter((e) => e.status === 'rules-only').map((e) => [e.id, e.title] as const))(
    '%s: a rules-only game has no engine, and getGame says so',
    (id, title) => {
      expect(games[id]).toBeUndefined();
      expect(() => getGame(id)).toThrow(`${title} ("${id}") has no rules engine yet`);
    },
  );

  it.each(catalog.map((entry) => entry.id))(
    '%s: its rulebook tables are there, with ids of its own',
    (id) => {
      const { ruleSections, ambiguities } = getRulebook(id);
      expect(ruleSections.length).toBeGreaterThan(5);
      expect(ambiguities.length).toBeGreaterThan(0);
      for (const section of ruleSections) expect(section.id.startsWith(`${id}:`)).toBe(true);
      const sectionIds = new Set(ruleSections.map((s) => s.id));
      for (const ambiguity of ambiguities) expect(sectionIds).toContain(ambiguity.rule);
      if (games[id]) expect(ruleSections).toBe(games[id]!.ruleSections);
    },
  );
});

describe('lookups by id', () => {
  const notGames = [
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '',
    'monopoly',
  ];

  it.each(notGames)('"%s" is an unknown game everywhere', (id) => {
    expect(games[id]).toBeUndefined();
    expect(Object.hasOwn(games, id)).toBe(false);
    expect(() => getGame(id)).toThrow(RangeError);
    expect(() => getGame(id)).toThrow(`Unknown game "${id}"`);
    expect(() => getCatalogEntry(id)).toThrow(`Unknown game "${id}"`);
    expect(() => getRulebook(id)).toThrow(RangeError);
  });

  it('the registry cannot be changed from outside', () => {
    expect(Object.isFrozen(games)).toBe(true);
    expect(Object.isFrozen(catalog)).toBe(true);
  });

  it('every rule option of every game has its words, the same in the registry and the texts entry', async () => {
    for (const id of gameIds()) {
      const options = describedOptions(id);
      expect(options.map((o) => o.id)).toEqual(getGame(id).options.map((o) => o.id));
      for (const option of options) {
        expect(option.label.length, `${id} ${option.id}`).toBeGreaterThan(3);
        expect(option.description.length, `${id} ${option.id}`).toBeGreaterThan(20);
      }
      expect(Object.keys(getOptionTexts(id)).sort()).toEqual(options.map((o) => o.id).sort());
      const file = new URL(`./games/${id}/texts.ts`, import.meta.url).pathname;
      const entry = (await import(/* @vite-ignore */ file)) as { optionTexts?: object };
      expect(entry.optionTexts, id).toBe(getOptionTexts(id));
    }
    expect(() => getOptionTexts('monopoly')).toThrow(RangeError);
  });

  it('the unknown-game message lists the games with an engine', () => {
    expect(() => getGame('monopoly')).toThrow(`(known: ${gameIds().join(', ')})`);
  });
});

describe('withEngine and rulesOnly refuse a folder that contradicts its catalog entry', () => {
  const entry: CatalogEntry = {
    id: 'tiny',
    title: tinyGame.title,
    minPlayers: tinyGame.minPlayers,
    maxPlayers: tinyGame.maxPlayers,
    boardTag: 'ry-tiny-board',
    docsSlug: 'tiny',
    status: 'playable',
    summary: 'A counter.',
    credits: 'Ours.',
    hiddenInformation: false,
    chance: false,
  };
  const engine = tinyGame;
  const texts = {
    optionTexts: { target: { label: 'Target', description: 'The total that wins.' } },
  };

  it('accepts a playable entry with a matching engine', () => {
    const folder = withEngine(entry, engine, [], undefined, texts);
    expect(folder.definition).toBe(engine);
    expect(folder.ruleSections).toBe(engine.ruleSections);
  });

  it('refuses an engine for a rules-only entry, and no engine for a playable one', () => {
    expect(() =>
      withEngine({ ...entry, status: 'rules-only' }, engine, [], undefined, texts),
    ).toThrow(`games/tiny: catalog.ts says status "rules-only" but an engine is registered`);
    expect(() => rulesOnly(entry, [], [])).toThrow(
      `games/tiny: catalog.ts says status "playable" but no engine is registered`,
    );
  });

  it('refuses an engine whose id, title, player range or flags differ', () => {
    expect(() => withEngine({ ...entry, title: 'Other' }, engine, [])).toThrow(
      /the engine's title .* differs from catalog.ts/,
    );
    expect(() => withEngine({ ...entry, maxPlayers: 99 }, engine, [])).toThrow(/maxPlayers/);
    expect(() => withEngine({ ...entry, id: 'other' }, engine, [])).toThrow(/the engine's id/);
    expect(() => withEngine({ ...entry, chance: true }, engine, [])).toThrow(/chance/);
  });

  it('refuses an option without words, and words for an option the engine lacks', () => {
    expect(() => withEngine(entry, engine, [])).toThrow(
      'games/tiny/option-texts.ts: no words for the option(s) target',
    );
    const pace = { label: 'Pace', description: 'How fast the counter runs.' };
    const extra = { optionTexts: { ...texts.optionTexts, pace } };
    expect(() => withEngine(entry, engine, [], undefined, extra)).toThrow(
      'games/tiny/option-texts.ts: words for option(s) the engine does not have: pace',
    );
    expect(withEngine(entry, engine, [], undefined, texts).optionTexts).toBe(texts.optionTexts);
  });
});
