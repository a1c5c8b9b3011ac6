/**
 * Every rule-section id of every game (`<game>:<anchor>` in packages/rules/src/games/<game>/rule-ids.ts)
 * must resolve to a heading on its docs page: in the MDX source, and in the built HTML when the
 * site has been built (the nx `test` target builds it first). The ids that cite rule sections —
 * ambiguity registers, machine state `meta.rule`, fixtures — must name known sections.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsGames, engineOf } from '../src/lib/games.ts';
import { allFixtures } from '../src/lib/examples.ts';
import { htmlHeadingIds, mdxHeadingIds } from '../src/lib/headings.ts';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const mdxPath = (page: string) => {
  const base = `${siteRoot}src/content/docs/${page}`;
  return existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}/index.mdx`;
};
const htmlPath = (page: string) => `${siteRoot}dist/${page}/index.html`;
const anchorOf = (id: string) => id.slice(id.indexOf(':') + 1);

describe.each(docsGames.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  const pages = [...new Set(game.ruleSections.map((section) => section.page))];

  it('has rule sections, each on a page of its own game', () => {
    expect(game.ruleSections.length).toBeGreaterThan(10);
    for (const section of game.ruleSections) {
      expect(section.id.startsWith(`${game.id}:`), section.id).toBe(true);
      expect(section.page === game.id || section.page.startsWith(`${game.id}/`), section.id).toBe(
        true,
      );
    }
  });

  it.each(pages)('every rule section of %s is a heading id in the MDX source', (page) => {
    const ids = new Set(mdxHeadingIds(readFileSync(mdxPath(page), 'utf8')));
    const missing = game.ruleSections
      .filter((section) => section.page === page && !ids.has(anchorOf(section.id)))
      .map((section) => `${section.id} ("${section.title}")`);
    expect(missing, `rule sections without a heading on /${page}/`).toEqual([]);
  });

  it.each(pages)('every rule section of %s is a heading id in the built HTML', (page) => {
    const file = htmlPath(page);
    if (!existsSync(file)) {
      console.warn(
        `${file} is not built; run "npm run build" in apps/docs-site to check the HTML too`,
      );
      return;
    }
    const stale = statSync(mdxPath(page)).mtimeMs > statSync(file).mtimeMs;
    const ids = new Set(htmlHeadingIds(readFileSync(file, 'utf8')));
    const missing = game.ruleSections
      .filter((section) => section.page === page && !ids.has(anchorOf(section.id)))
      .map((section) => section.id);
    expect(
      missing,
      `rule sections without a heading id in ${file}${stale ? ' (older than its MDX: rebuild)' : ''}`,
    ).toEqual([]);
  });

  it('every ambiguity cites a known rule section and has a unique id', () => {
    const known = new Set(game.ruleSections.map((section) => section.id));
    expect(game.ambiguities.length).toBeGreaterThan(0);
    expect(
      game.ambiguities.filter((a) => !known.has(a.rule)).map((a) => `${a.id} → ${a.rule}`),
    ).toEqual([]);
    const ids = game.ambiguities.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  if (!game.hasEngine) return;

  it('every state of the machine cites a known rule section', () => {
    const known = new Set(game.ruleSections.map((section) => section.id));
    const problems: string[] = [];
    type Node = { id: string; meta?: { rule?: string }; states: Record<string, Node> };
    const visit = (node: Node) => {
      const rule = node.meta?.rule;
      if (typeof rule !== 'string') problems.push(`${node.id}: no meta.rule`);
      else if (!known.has(rule)) problems.push(`${node.id}: unknown rule ${rule}`);
      for (const child of Object.values(node.states)) visit(child);
    };
    const root = engineOf(game.id).machine.root as unknown as Node;
    for (const child of Object.values(root.states)) visit(child);
    expect(problems).toEqual([]);
  });
});

describe('rulebook examples', () => {
  const fixtures = allFixtures();

  it('every fixture cites a known rule section of its game', () => {
    expect(fixtures.length).toBeGreaterThan(10);
    const known = new Set(
      docsGames.flatMap((game) => game.ruleSections.map((section) => section.id)),
    );
    expect(
      fixtures
        .filter((f) => !known.has(f.rule) || !f.rule.startsWith(`${f.record.game}:`))
        .map((f) => `${f.example} → ${f.rule}`),
    ).toEqual([]);
  });

  it('every example marked in a rulebook of a game with an engine is live (or a try-it stands in its place)', () => {
    const left: string[] = [];
    for (const game of docsGames.filter((g) => g.hasEngine)) {
      for (const page of ['index', 'rules']) {
        const source = readFileSync(`${siteRoot}src/content/docs/${game.id}/${page}.mdx`, 'utf8');
        for (const match of source.matchAll(/\{\/\* example: ([a-z0-9-]+) \*\/\}/g))
          left.push(`${game.id}/${page}: ${match[1]}`);
        for (const match of source.matchAll(/<LiveExample id="([^"]+)"/g)) {
          expect(
            fixtures.some((f) => f.example === match[1] && f.record.game === game.id),
            match[1],
          ).toBe(true);
        }
      }
    }
    expect(left).toEqual([]);
  });
});
