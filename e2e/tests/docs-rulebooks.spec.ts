/**
 * The rulebook pages of the docs site: every game's pages render, a rulebook page ships at most
 * 60 KB of JavaScript (gzip) before the reader interacts, and the text (with the live examples'
 * numbers) works without JavaScript.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures';
import { playableGames, rulebooks, rulesOnlyGames } from './docs-site';

const artifacts = new URL('../artifacts/docs/', import.meta.url);

for (const book of rulebooks) {
  test(`${book.title}: overview, rules and interpretations pages render`, async ({
    page,
    consoleErrors,
  }) => {
    for (const [path, heading] of [
      [`/${book.game}/`, book.title],
      [`/${book.game}/rules/`, `${book.title} rules`],
      [`/${book.game}/interpretations/`, `${book.title} interpretations`],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.locator('main h2').count(), `${path} has sections`).toBeGreaterThan(1);
    }
    // The interpretations page is generated from the register: every entry has its three parts.
    const entries = page.locator('.ry-interp');
    expect(await entries.count()).toBeGreaterThan(5);
    await expect(entries.first().getByText('What the text leaves open')).toBeVisible();
    await expect(entries.first().getByText('What we chose')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('only the games with an engine have a statechart page', async ({ page, request }) => {
  for (const { docsSlug: game } of playableGames) {
    const response = await page.goto(`/${game}/statechart/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('ry-statechart')).toHaveCount(1);
    // The text version lists every state with a link to its rule section.
    expect(await page.locator('.ry-state-rule a').count()).toBeGreaterThan(5);
  }
  for (const { docsSlug: game } of rulesOnlyGames) {
    expect((await request.get(`/${game}/statechart/`)).status()).toBe(404);
    await page.goto(`/${game}/rules/`);
    await expect(page.locator('ry-game, ry-statechart, [data-ry-bundle]')).toHaveCount(0);
  }
});

/**
 * Lighthouse is not installed here, so this measures what it would score with Chromium's own
 * numbers: JavaScript shipped before interaction (gzip), paint timings and layout shift.
 */
test('a rulebook page ships at most 60 KB of JavaScript (gzip) before interaction', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sizes: Record<
    string,
    { files: Record<string, number>; total: number; metrics: Record<string, number> }
  > = {};
  for (const book of rulebooks) {
    for (const path of [`/${book.game}/`, `/${book.game}/rules/`]) {
      const files: Record<string, number> = {};
      const pending: Promise<void>[] = [];
      const onResponse = (response: import('@playwright/test').Response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && !response.url().endsWith('.js')) return;
        pending.push(
          response.body().then(
            (body) => {
              files[new URL(response.url()).pathname] = gzipSync(body, { level: 9 }).length;
            },
            () => undefined,
          ),
        );
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'networkidle' });
      // The rulebook's wide layout keys on a marker in the head, parsed before the first paint
      // (a marker in the content let a loaded browser paint the narrow layout, then shift: CLS 0.3).
      await expect(page.locator('head meta[name="ry-layout"][content="rules"]')).toHaveCount(
        path.endsWith('/rules/') ? 1 : 0,
      );
      await page.waitForTimeout(300);
      await Promise.all(pending);
      page.off('response', onResponse);
      // Inline scripts count too.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
      );
      files['(inline scripts)'] = inline.length
        ? gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length
        : 0;
      const total = Object.values(files).reduce((sum, size) => sum + size, 0);
      const metrics = await page.evaluate(
        () =>
          new Promise<Record<string, number>>((resolve) => {
            const result: Record<string, number> = {};
            for (const entry of performance.getEntriesByType('paint')) {
              result[entry.name] = Math.round(entry.startTime);
            }
            const navigation = performance.getEntriesByType('navigation')[0] as
              PerformanceNavigationTiming | undefined;
            if (navigation)
              result.domContentLoaded = Math.round(navigation.domContentLoadedEventEnd);
            let cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) cls += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1);
              if (last) result['largest-contentful-paint'] = Math.round(last.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve({ ...result, cumulativeLayoutShift: cls }), 200);
          }),
      );
      sizes[path] = { files, total, metrics };
    }
  }
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(new URL('rulebook-pages.json', artifacts), `${JSON.stringify(sizes, null, 2)}\n`);
  for (const [path, { total, metrics }] of Object.entries(sizes)) {
    expect(total, `${path}: ${total} bytes of gzipped JavaScript`).toBeLessThanOrEqual(60 * 1024);
    expect(metrics.cumulativeLayoutShift, `${path}: layout shift`).toBeLessThanOrEqual(0.1);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the rules text and the live examples’ numbers are there', async ({ page }) => {
    await page.goto('/chicago-express/rules/');
    await expect(page.getByRole('heading', { name: 'Minimum bid', exact: true })).toBeVisible();
    const example = page.locator('#example-nyc-minimum-bid');
    const check = example.locator('[data-check]', { hasText: /NYC minimum bid/ });
    await expect(check.locator('dd')).toContainText('8');
    await expect(example.getByText('The live board needs JavaScript')).toBeVisible();
    await expect(example.getByText('Loading the live board')).toBeHidden();
  });
});
