/**
 * Catalog agreement: the catalog of @railyard/rules is the one list of games, and everything that
 * lists games agrees with it — the rules registry, the component bundles and their size budgets,
 * the docs pages, the sidebar and the home page. (The playground's list has its own test in
 * apps/playground, the rules registry more in packages/rules/src/registry.test.ts.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '@railyard/rules';
import { games, getGame } from '@railyard/rules/engines';
import { gameBoards } from '../../../packages/board-components/scripts/game-boards.mjs';
import { budgetGames, checks } from '../../../packages/board-components/scripts/size-budgets.mjs';
import { bundles } from '../../../packages/board-components/vite.config.ts';
import { docsGames } from '../src/lib/games.ts';
import { sidebar, type SidebarGroup } from '../src/lib/navigation.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const site = `${repo}apps/docs-site/`;
const docs = `${site}src/content/docs/`;
const components = `${repo}packages/board-components/`;
const playable = catalog.filter((entry) => entry.status === 'playable');
const byId = (ids: readonly string[]) => [...ids].sort();

/** Docs folders that are not games. */
const SECTIONS = ['guides', 'contributing'];

/** The front matter block of an MDX page. */
const frontMatter = (file: string) =>
  /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';

describe('catalog agreement: rules registry', () => {
  it('the registry holds exactly the playable games of the catalog, in its order', () => {
    expect(Object.keys(games)).toEqual(playable.map((entry) => entry.id));
    for (const entry of playable) expect(getGame(entry.id).title).toBe(entry.title);
  });

  it('the docs site sees every catalog game, playable or not', () => {
    expect(docsGames.map((game) => game.id)).toEqual(catalog.map((entry) => entry.id));
    for (const game of docsGames) expect(game.hasEngine).toBe(game.entry.status === 'playable');
  });
});

describe('catalog agreement: component bundles and budgets', () => {
  const boards = gameBoards(components);

  it('the board folders are exactly the playable games', () => {
    expect(byId(boards.map((board) => board.id))).toEqual(byId(playable.map((e) => e.id)));
  });

  it.each(playable.map((entry) => [entry.id, entry] as const))(
    '%s: its board folder defines the catalog board tag and has a game and a bundle entry',
    (id, entry) => {
      const board = boards.find((b) => b.id === id)!;
      expect(Object.keys(board.elements)).toContain(entry.boardTag);
      expect(existsSync(`${components}${board.game}`)).toBe(true);
      expect(existsSync(`${components}${board.bundle}`)).toBe(true);
      expect(readFileSync(`${components}${board.elements[entry.boardTag]}`, 'utf8')).toContain(
        `defineElement('${entry.boardTag}'`,
      );
    },
  );

  it('vite builds one self-contained bundle per playable game, plus railyard.js and railyard-learn.js', () => {
    expect(byId(Object.keys(bundles))).toEqual(
      byId(['railyard', 'railyard-learn', ...playable.map((entry) => `railyard-${entry.id}`)]),
    );
  });

  it('every one-file bundle has a size budget, and every playable game a board budget', () => {
    expect(byId(checks.map((check) => check.file))).toEqual(
      byId(Object.keys(bundles).map((name) => `${name}.js`)),
    );
    expect(byId(budgetGames)).toEqual(byId(playable.map((entry) => entry.id)));
    for (const check of checks) {
      expect(check.limit).toBeGreaterThan(0);
      if (check.game !== null) expect(check.file).toBe(`railyard-${check.game}.js`);
    }
  });

  it('the package entry points of every playable game resolve', () => {
    const rules = JSON.parse(readFileSync(`${repo}packages/rules/package.json`, 'utf8'));
    const boardPackage = JSON.parse(readFileSync(`${components}package.json`, 'utf8'));
    expect(rules.exports['./*']).toBe('./src/games/*/index.ts');
    expect(rules.exports['./catalog/*']).toBe('./src/games/*/catalog.ts');
    expect(boardPackage.exports['./*'].import).toBe('./src/boards/*/bundle.ts');
    for (const { id } of playable) {
      expect(existsSync(`${repo}packages/rules/src/games/${id}/index.ts`)).toBe(true);
      expect(existsSync(`${components}src/boards/${id}/bundle.ts`)).toBe(true);
    }
  });
});

describe('catalog agreement: docs pages, navigation and home page', () => {
  it('every docs folder is a catalog game or a section of the site', () => {
    const folders = readdirSync(docs, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !SECTIONS.includes(name));
    expect(byId(folders)).toEqual(byId(catalog.map((entry) => entry.docsSlug)));
  });

  it.each(catalog.map((entry) => [entry.id, entry] as const))(
    '%s: overview, rules and interpretations pages, a statechart page exactly when playable',
    (_id, entry) => {
      const folder = `${docs}${entry.docsSlug}/`;
      for (const page of ['index.mdx', 'rules.mdx', 'interpretations.mdx'])
        expect(existsSync(folder + page), `${entry.docsSlug}/${page}`).toBe(true);
      expect(existsSync(`${folder}statechart.mdx`)).toBe(entry.status === 'playable');
      const meta = frontMatter(`${folder}index.mdx`);
      expect(meta).toMatch(new RegExp(`^title: ${entry.title}$`, 'm'));
      // The home-page card's picture sits beside the overview page.
      const image = /^card:\n {2}image: (\S+)$/m.exec(meta)?.[1];
      expect(image, `${entry.docsSlug}/index.mdx has no card.image`).toBeDefined();
      expect(existsSync(new URL(image!, `file://${folder}`))).toBe(true);
    },
  );

  it('the sidebar has one group per catalog game, in catalog order (with Learn, Practice and Coverage for a game with an engine), then guides and contributing', () => {
    const groups = sidebar();
    // A game's folder is its group, or the first item of it (then Learn, Practice, Coverage).
    const folderOf = (group: SidebarGroup): string | undefined => {
      if ('autogenerate' in group) return group.autogenerate.directory;
      const first = group.items[0];
      return first && 'autogenerate' in first ? first.autogenerate.directory : undefined;
    };
    const gameGroups = groups.filter((group) => {
      const folder = folderOf(group);
      return folder !== undefined && !SECTIONS.includes(folder);
    });
    expect(gameGroups.map((group) => [group.label, folderOf(group)])).toEqual(
      catalog.map((entry) => [entry.title, entry.docsSlug]),
    );
    for (const group of groups) {
      const folder = folderOf(group);
      if (folder) expect(existsSync(docs + folder), group.label).toBe(true);
    }
    for (const entry of catalog.filter((e) => e.status === 'playable')) {
      const group = gameGroups.find((g) => g.label === entry.title)!;
      const links =
        'items' in group ? group.items.flatMap((i) => ('link' in i ? [i.link] : [])) : [];
      expect(links, entry.id).toEqual(
        ['learn', 'practice', 'coverage'].map((page) => `/${entry.docsSlug}/${page}/`),
      );
    }
    expect(existsSync(`${docs}contributing/adding-a-game.mdx`)).toBe(true);
  });

  it('astro.config.mjs takes its sidebar from the catalog and names no game', () => {
    const config = readFileSync(`${site}astro.config.mjs`, 'utf8');
    expect(config).toContain('sidebar: sidebar()');
    for (const entry of catalog) {
      expect(config).not.toContain(`'${entry.id}'`);
      expect(config).not.toContain(entry.title);
    }
  });

  it('the site code and the bundle configuration list no game by hand', () => {
    const files = [
      `${site}astro.config.mjs`,
      ...readdirSync(`${site}src/lib`).map((name) => `${site}src/lib/${name}`),
      ...readdirSync(`${site}src/components`).map((name) => `${site}src/components/${name}`),
      `${components}vite.config.ts`,
      `${components}src/railyard.ts`,
      `${components}src/index.ts`,
      `${components}scripts/check-size.mjs`,
      `${components}scripts/size-budgets.mjs`,
      `${components}scripts/game-boards.mjs`,
      `${components}package.json`,
      `${repo}packages/rules/package.json`,
      `${repo}packages/rules/src/registry.ts`,
    ];
    const named = files.flatMap((file) => {
      // Examples in comments are fine; code and data are not.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      return catalog
        .filter((entry) => new RegExp(`["'\`/]${entry.id}["'\`/.]`).test(text))
        .map((entry) => `${file.slice(repo.length)} names ${entry.id}`);
    });
    expect(named).toEqual([]);
  });

  it('the home page draws its cards from the catalog', () => {
    expect(readFileSync(`${docs}index.mdx`, 'utf8')).toContain('<GameCards />');
  });

  it('the built site has one home-page card per catalog game, and a sidebar that links them in order', () => {
    const file = `${site}dist/index.html`;
    if (!existsSync(file)) {
      console.warn(`${file} is not built; run "npm run build" in apps/docs-site to check it too`);
      return;
    }
    const html = readFileSync(file, 'utf8');
    const cards = [
      ...html.matchAll(/<article class="ry-game-card[^"]*" aria-labelledby="game-([^"]+)"/g),
    ].map((m) => m[1]);
    expect(cards).toEqual(catalog.map((entry) => entry.docsSlug));
    for (const entry of catalog) {
      expect(html).toContain(`href="/${entry.docsSlug}/"`);
      expect(html).toContain(
        `${entry.summary} ${entry.minPlayers} to ${entry.maxPlayers} players.`,
      );
    }
    // The sidebar of any other page: every game's pages, then the guides and the contributor guide.
    const guide = readFileSync(`${site}dist/guides/embed/index.html`, 'utf8');
    const links = [...guide.matchAll(/\shref="(\/[^"]*)"/g)].map((m) => m[1]);
    const firstOfEach = catalog.map((entry) => links.indexOf(`/${entry.docsSlug}/`));
    expect(firstOfEach.every((index) => index >= 0)).toBe(true);
    expect(firstOfEach).toEqual([...firstOfEach].sort((a, b) => a - b));
    expect(links).toContain('/contributing/adding-a-game/');
  });
});
