/**
 * Page weight of the docs (issue 16): the search UI (Pagefind's, ~92 KB) loads only on first use,
 * then search still works; the one-file embeds load lazily. The JavaScript each page loads before
 * the reader does anything (within the budget of size-budgets.mjs) is checked for every page of
 * the sitemap by the docs build (check-size.mjs --pages docs), and in the browser on a page per
 * template in docs-pages.spec.ts.
 */
import { test, expect } from './fixtures';
import { playableGames, rulebooks } from './docs-site';
import { recordLoads, SEARCH_UI, settle } from './docs-page-checks';

test('search loads on the keyboard shortcut and finds a rule', async ({ page, consoleErrors }) => {
  const loaded = recordLoads(page);
  const book = rulebooks[0]!;
  await page.goto('/');
  await settle(page);
  expect(loaded.requests.filter((url) => SEARCH_UI.test(url))).toEqual([]);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: 'Search' });
  // The field arrives with the lazily loaded UI and takes the focus the shortcut asked for.
  await expect(input).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type(book.term);
  const links = dialog.locator('.pagefind-ui__result-link');
  await expect(links.first()).toBeVisible({ timeout: 15_000 });
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  expect(hrefs.some((href) => href.startsWith(`/${book.game}/rules/`))).toBe(true);
  expect(loaded.requests.some((url) => SEARCH_UI.test(url))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('focusing the search button starts loading the search UI', async ({ page }) => {
  const loaded = recordLoads(page);
  await page.goto('/guides/embed/');
  await settle(page);
  const ui = page.waitForRequest((request) => SEARCH_UI.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Search' }).focus();
  await ui;
  expect(loaded.requests.some((url) => SEARCH_UI.test(url))).toBe(true);
});

/**
 * The one-file embeds (`/lib/railyard-<game>.js`, copied from the components' dist): one script
 * request draws a game; the statechart arrives as a lazy chunk that imports from the bundle itself.
 */
for (const { id, boardTag } of playableGames) {
  test(`railyard-${id}.js is one request until the statechart is shown, which loads lazily`, async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/embed-check/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Embed</title><body>
          <script type="module" src="/lib/railyard-${id}.js"></script>
          <ry-game game="${id}" players="3" seed="embed"></ry-game></body></html>`,
      }),
    );
    const loaded = recordLoads(page);
    await page.goto('/embed-check/');
    await expect(page.locator('ry-game').locator(boardTag)).toBeVisible({ timeout: 20_000 });
    await settle(page);
    const scripts = () => loaded.requests.filter((url) => url.endsWith('.js'));
    // The map tools and the log's place links are lazy chunks that follow the board's first render
    // (with map-view and the pan/zoom controller, which the map tools share with the lazy statechart).
    const lazyAfterRender =
      /\/lib\/chunks\/(map-tools|map-view|pan-zoom-controller|place-links)-[^/]+\.js$/;
    expect(scripts().filter((url) => !lazyAfterRender.test(url))).toEqual([
      `/lib/railyard-${id}.js`,
    ]);
    await page.locator('ry-game').evaluate((game) => game.setAttribute('show-statechart', ''));
    const chart = page.locator('ry-game').locator('ry-statechart');
    await expect(chart.locator('svg[part~="diagram"]')).toBeVisible({ timeout: 30_000 });
    expect(
      scripts().filter((url) => /\/lib\/chunks\/ry-statechart-[^/]+\.js$/.test(url)),
    ).toHaveLength(1);
    expect(scripts().filter((url) => url === `/lib/railyard-${id}.js`)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}
