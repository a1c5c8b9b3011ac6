import { test, expect } from './fixtures';
import { catalogGames, playableGames } from './docs-site';

test('the docs site home page loads with its heading and no console error', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Railyard' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the home page shows a board above the fold at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const board = page.locator('.hero img');
    await expect(board).toHaveAttribute('alt', /Chicago Express map/);
    await expect(board).toBeVisible();
    const box = (await board.boundingBox())!;
    // At least 150 px of the board's picture on the first screen, not under the fold.
    expect(Math.min(box.y + box.height, height) - Math.max(box.y, 0)).toBeGreaterThanOrEqual(150);
  });
}

test('every rulebook has an English rules page', async ({ page }) => {
  for (const { docsSlug, title } of catalogGames) {
    const path = `/${docsSlug}/rules/`;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(new RegExp(title, 'i'));
  }
});

test('the home page has a card for every game of the catalog, in its order', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('article.ry-game-card h2');
  await expect(cards).toHaveText(catalogGames.map((entry) => entry.title));
});

test('the playground offers exactly the games with an engine, in catalog order', async ({
  page,
}) => {
  await page.goto('/playground/');
  const options = page.getByLabel('Game', { exact: true }).locator('option');
  await expect(options).toHaveText(playableGames.map((entry) => entry.title));
});

test('the playground loads from the same address with its heading', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/playground/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /playground/i })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
