/**
 * Site qualities of the docs: every page of the sitemap passes axe (docs-pages.spec.ts visits a
 * page per template, `npm run e2e:axe-all` every page), so does each kind of live widget once
 * loaded (here), and every internal link, resource and #anchor of every page resolves.
 */
import { axe, test, expect } from './fixtures';
import { builtPages, catalogGames, htmlIds, htmlLinks } from './docs-site';
import { violationsOf } from './docs-page-checks';

const pages = builtPages();

test('the sitemap lists every kind of page', () => {
  expect(pages).toContain('/');
  for (const { docsSlug: game, status } of catalogGames) {
    expect(pages).toContain(`/${game}/`);
    expect(pages).toContain(`/${game}/rules/`);
    expect(pages).toContain(`/${game}/interpretations/`);
    // Only the games with an engine have a statechart page.
    if (status === 'playable') expect(pages).toContain(`/${game}/statechart/`);
    else expect(pages).not.toContain(`/${game}/statechart/`);
  }
  expect(pages).toContain('/guides/embed/');
  expect(pages).toContain('/guides/api/');
  expect(pages).toContain('/guides/bots/');
  expect(pages).toContain('/contributing/adding-a-game/');
});

test('every internal link, resource and anchor of every page resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const bodies = new Map<string, { status: number; ids: Set<string> | null }>();
  const fetchTarget = async (path: string) => {
    let entry = bodies.get(path);
    if (!entry) {
      const response = await request.get(path);
      const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
      entry = { status: response.status(), ids: isHtml ? htmlIds(await response.text()) : null };
      bodies.set(path, entry);
    }
    return entry;
  };
  const broken: string[] = [];
  for (const path of pages) {
    const source = await fetchTarget(path);
    expect(source.status, path).toBe(200);
    const html = await (await request.get(path)).text();
    for (const link of new Set(htmlLinks(html))) {
      if (/^(https?:|mailto:|data:|javascript:)/.test(link) || link.startsWith('//')) continue;
      const url = new URL(link, `http://site${path}`);
      const target = await fetchTarget(url.pathname);
      if (target.status !== 200) {
        broken.push(`${path}: ${link} → HTTP ${target.status}`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && target.ids && !target.ids.has(hash)) {
        broken.push(`${path}: ${link} → no element with id "${hash}"`);
      }
    }
  }
  expect(broken).toEqual([]);
});

const widgets = [
  ['/chicago-express/rules/', '#example-nyc-minimum-bid'],
  ['/chicago-express/rules/', '#try-build-into-a-city'],
  ['/american-rails/rules/', '#example-majestic-dividend'],
  ['/chicago-express/statechart/', '.ry-statechart-widget'],
] as const;

for (const [path, selector] of widgets) {
  test(`axe finds no violation in the loaded widget ${selector} on ${path}`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    const box = page.locator(selector);
    await box.scrollIntoViewIfNeeded();
    const widget = selector.startsWith('.ry-statechart') ? box : box.locator('[data-ry-bundle]');
    await expect(widget).toHaveAttribute('data-ry-state', 'ready', { timeout: 30_000 });
    await expect(box.locator('ry-game, ry-statechart').locator('[part]').first()).toBeVisible({
      timeout: 30_000,
    });
    const results = await axe(page).include(selector).analyze();
    expect(violationsOf(results)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
