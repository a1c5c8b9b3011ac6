import { test, expect } from './fixtures';

test('the docs site home page loads with its heading and no console error', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Railyard' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('every rulebook has an English rules page', async ({ page }) => {
  for (const [path, title] of [
    ['/chicago-express/rules/', /Chicago Express/i],
    ['/american-rails/rules/', /American Rails/i],
    ['/last-spike/rules/', /Last Spike/i],
    ['/wild-west-express/rules/', /Wild West Express/i],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(title);
  }
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
