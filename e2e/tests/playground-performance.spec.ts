/**
 * The playground's first screen (issue 16): the setup form draws from the first-screen script
 * alone (within the budget of packages/board-components/scripts/size-budgets.mjs); the game
 * runtime (session, XState, `<ry-game>`) and the form's game arrive after it, before Start is
 * pressed; and a game the page reopens is shown without the setup form first.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startGame } from './playground-helpers';
import { pageBudgets } from '../../packages/board-components/scripts/size-budgets.mjs';

const budget = pageBudgets.playground;

/** Gzip sizes of the scripts the page receives, by path. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  return sizes;
}

/**
 * Notes, in the page, the scripts already loaded when the setup form or the game first appears
 * (resource timing lists a script once it has arrived), and which of the two came first.
 */
async function watchFirstDraw(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { firstDraw: typeof seen }).firstDraw = seen;
    const scripts = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
    new MutationObserver(() => {
      for (const id of ['setup-heading', 'game-heading'])
        if (!seen[id] && document.getElementById(id)) seen[id] = scripts();
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstDraw = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstDraw: Record<string, string[]> }).firstDraw);

test(`the setup form draws from one script of at most ${budget.limit / 1024} KB gzip; the game runtime follows it`, async ({
  page,
  consoleErrors,
}) => {
  const sizes = recordScripts(page);
  await watchFirstDraw(page);
  await page.goto('/playground/');
  const form = page.getByRole('region', { name: 'New game' });
  await expect(form).toBeVisible();
  const drawn = (await firstDraw(page))['setup-heading'];
  expect(drawn, 'scripts loaded when the setup form appeared').toHaveLength(1);
  await expect.poll(() => sizes.get(drawn![0]!)).toBeDefined();
  expect(sizes.get(drawn![0]!)!, drawn![0]).toBeLessThanOrEqual(budget.limit);
  // The form's game (its rule options) and the runtime load without being asked, so that
  // Start needs no further download.
  await expect(form.getByText(/^Rule options \(\d+\)/)).toBeVisible();
  const later = [...sizes.keys()].filter((path) => !drawn!.includes(path));
  expect(
    later.some((path) => /\/game-runtime-[^/]*\.js$/.test(path)),
    later.join(', '),
  ).toBe(true);
  expect(later.some((path) => /\/game-[^/]*\.js$/.test(path) && !/runtime/.test(path))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('the game open at the last visit comes back without the setup form showing first', async ({
  page,
  consoleErrors,
}) => {
  await startGame(page, { seed: 'e2e-first-draw' });
  await watchFirstDraw(page);
  await page.reload();
  await expect(page.locator('#game-heading')).toContainText('Chicago Express');
  await expect(page.locator('ry-game')).toBeVisible();
  const drawn = await firstDraw(page);
  expect(Object.keys(drawn), 'what the page drew first').toEqual(['game-heading']);
  // Its game and the runtime were in before the first draw.
  expect(drawn['game-heading']!.some((path) => /\/game-runtime-[^/]*\.js$/.test(path))).toBe(true);
  expect(consoleErrors).toEqual([]);
});
