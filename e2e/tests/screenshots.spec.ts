/**
 * Screenshots a reader or player meets, at a desktop (1280×800) and a phone (390×844) size: the
 * playground with a game of each playable game in progress, and one rules page per game of the
 * catalog scrolled to its first live example. Written to e2e/artifacts/screenshots/ for people
 * to look at; axe finds no violation on any of those screens.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type AxeBuilder from '@axe-core/playwright';
import { axe, test, expect } from './fixtures';
import { catalogGames, playableGames } from './docs-site';
import { startGame } from './playground-helpers';

const artifacts = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
const sizes = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;

// Run on demand only: playwright.config.ts leaves this file out unless RAILYARD_SCREENSHOTS=1
// (RAILYARD_SCREENSHOTS=1 npx playwright test tests/screenshots.spec.ts, from e2e/).
test.use({ trace: 'off' });
test.beforeAll(() => mkdirSync(artifacts, { recursive: true }));

function violations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

for (const entry of playableGames) {
  for (const size of sizes) {
    test(`playground: ${entry.title} at ${size.name}`, async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      // A person in the first seat, bots in the others; bots wait so the position stays put.
      await startGame(page, {
        game: entry.title,
        players: Math.min(Math.max(3, entry.minPlayers), entry.maxPlayers),
        seed: `shot-${entry.id}`,
      });
      const game = page.locator('ry-game');
      await expect(game.locator('[part="board"]')).toBeVisible({ timeout: 30_000 });
      await game.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${artifacts}playground-${entry.id}-${size.name}.png` });
      expect(violations(await axe(page).analyze())).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

for (const entry of catalogGames) {
  for (const size of sizes) {
    test(`rules page: ${entry.title} at ${size.name}`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await page.goto(`/${entry.docsSlug}/rules/`);
      const example = page.locator('figure.ry-example, figure.ry-tryit').first();
      if ((await example.count()) > 0) {
        await example.scrollIntoViewIfNeeded();
        await expect(example.locator('[data-ry-bundle]')).toHaveAttribute(
          'data-ry-state',
          'ready',
          {
            timeout: 30_000,
          },
        );
        await expect(example.locator('ry-game [part~="base"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await example.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(800);
      }
      await page.screenshot({ path: `${artifacts}rules-${entry.id}-${size.name}.png` });
      // The page's text, navigation and search; then the example shown, loaded (axe over every
      // widget of a long page at once takes minutes of this machine's two cores).
      const text = axe(page).exclude('[data-ry-bundle]');
      expect(violations(await text.analyze())).toEqual([]);
      if ((await example.count()) > 0) {
        const id = await example.getAttribute('id');
        const widget = axe(page).include(`#${id}`);
        expect(violations(await widget.analyze())).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}

/** Pictures of the docs (moved here from docs-examples.spec.ts: pictures, not checks). */
const docsArtifacts = fileURLToPath(new URL('../artifacts/docs/', import.meta.url));

test('screenshots: a rules page with its live example, and a statechart page', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(docsArtifacts, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/chicago-express/rules/');
  const example = page.locator('#example-nyc-minimum-bid');
  await example.scrollIntoViewIfNeeded();
  await expect(example.locator('[data-ry-bundle]')).toHaveAttribute('data-ry-state', 'ready', {
    timeout: 20_000,
  });
  await expect(example.locator('ry-game').locator('[part~="board"]')).toBeVisible({
    timeout: 20_000,
  });
  await page.locator('#example-minimum-bid-for-a-new-york-central-share').scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    document.getElementById('example-minimum-bid-for-a-new-york-central-share')?.scrollIntoView(),
  );
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${docsArtifacts}chicago-express-rules-example.png` });
  await example.screenshot({ path: `${docsArtifacts}chicago-express-example-widget.png` });

  await page.goto('/american-rails/statechart/');
  const chart = page.locator('ry-statechart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg[part~="diagram"]')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${docsArtifacts}american-rails-statechart.png` });
  await page.goto('/chicago-express/statechart/');
  await page.locator('ry-statechart').scrollIntoViewIfNeeded();
  await expect(page.locator('ry-statechart').locator('svg[part~="diagram"]')).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: `${docsArtifacts}chicago-express-statechart.png` });
});
