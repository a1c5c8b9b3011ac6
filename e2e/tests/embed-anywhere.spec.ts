/**
 * What a site owner does to put a game on their own site: load the bundle and a record from a
 * docs host on another origin (the `scripts/serve.mjs` server), and install the packed packages
 * into a fresh Vite app, build it and play. The element's fallback text shows until it upgrades.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { playOneMove, startStaticServer, trackScripts, type StaticServer } from './embed-helpers';

/** The site owner's stylesheet: the element's own box, with its text, until the bundle runs. */
const siteCss = `ry-game:not(:defined) { display: block; min-height: 12rem; padding: 1rem;
  border: 1px dashed #888; }`;
const fallback = 'A game of Chicago Express (loading; needs JavaScript)';

/** True while the element's own text (its light DOM) is drawn: before it upgrades. */
const textShown = (game: Locator) =>
  game.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return el.textContent!.trim() !== '' && range.getClientRects().length > 0;
  });

const movesOf = (game: Locator) =>
  game.evaluate((el) => (el as unknown as { record?: { moves: unknown[] } }).record?.moves.length);

test.describe('a page on another origin', () => {
  let site: StaticServer;
  let docs: string;

  test.beforeAll(async ({ baseURL }) => {
    docs = new URL(baseURL!).origin;
    site = await startStaticServer({
      headers: {
        // A strict policy of the site owner's own, naming the docs host for the bundle and records.
        'content-security-policy': `default-src 'self'; script-src 'self' ${docs}; connect-src ${docs}; style-src 'self'; img-src 'self' data:`,
      },
      pages: {
        '/site.css': siteCss,
        '/': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A site with a game</title>
    <link rel="stylesheet" href="/site.css" />
    <script type="module" src="${docs}/lib/railyard.js"></script>
  </head>
  <body>
    <main>
      <h1>Our club's game</h1>
      <ry-game id="game" record="${docs}/examples/binghamton-build.json">${fallback}</ry-game>
      <ry-game id="missing" record="${docs}/examples/no-such-example.json">Loading…</ry-game>
    </main>
  </body>
</html>`,
      },
    });
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('the docs host shares /lib/ and /examples/ with other sites; its pages keep the policy', async ({
    request,
  }) => {
    for (const path of ['/lib/railyard.js', '/examples/binghamton-build.json']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['access-control-allow-origin'], path).toBe('*');
      expect(answer.headers()['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(answer.headers()['content-security-policy'], path).toContain("default-src 'self'");
    }
    const missing = await request.get('/examples/no-such-example.json');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['access-control-allow-origin']).toBe('*');
    for (const path of ['/', '/guides/embed/']) {
      const page = await request.get(path);
      expect(page.headers()['content-security-policy'], path).toContain("script-src 'self'");
      expect(page.headers()['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  test('loads the bundle and a record from the docs host, shows its text until then, and plays', async ({
    page,
    consoleErrors,
  }) => {
    // The bundle is held back until the fallback was seen: no race with a fast network.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${docs}/lib/railyard.js`, async (route) => {
      await held;
      await route.continue();
    });
    const scripts = trackScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Not until `load` (nor DOMContentLoaded): both wait for the module script held back.
    await page.goto(`${site.origin}/`, { waitUntil: 'commit' });
    const game = page.locator('#game');
    await expect(game).toContainText(fallback);
    await expect.poll(() => textShown(game)).toBe(true);
    const box = await game.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(12 * 16);
    await page.screenshot({ path: 'artifacts/embed/other-origin-before-upgrade-1280.png' });
    release();

    await expect(game.locator('[part="board"]')).toBeVisible();
    expect(await textShown(game)).toBe(false);
    const before = await movesOf(game);
    expect(before).toBe(22);
    await playOneMove(game);
    await expect.poll(() => movesOf(game)).toBe(before! + 1);

    // A record that is not there says so, with its URL (the 404 is readable across origins).
    await expect(page.locator('#missing [part="error"]')).toContainText(
      `Could not load the record from "${docs}/examples/no-such-example.json": the server answered 404 Not Found: there is no file at that address.`,
    );
    await page.screenshot({ path: 'artifacts/embed/other-origin-1280.png' });
    await scripts.report('page on another origin, railyard.js from the docs host');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(game.locator('[part="board"]')).toBeVisible();
    await page.screenshot({ path: 'artifacts/embed/other-origin-390.png' });
    // The browser logs the 404 as a failed resource load; nothing else may be logged.
    const others = consoleErrors.filter((e) => !e.includes('/examples/no-such-example.json'));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });
});
