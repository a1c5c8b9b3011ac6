/**
 * "Play your first game" (issue 24): the learner view's own settings. The link at the end of each
 * game's lesson path, and the game it opens, are checked where the learner meets them, at the end
 * of learn.spec.ts's path test (first-game-checks.ts). Developer tools stay one click away
 * ("Simple view"), and the choice and the hints switch are remembered.
 */
import { test, expect } from './fixtures';

test('the developer tools are one click away, and the choice is remembered', async ({ page }) => {
  await page.goto('/playground/?game=chicago-express&bots=easy&learn=1');
  await expect(page.locator('#game-heading')).toContainText('Chicago Express', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Export record' })).toHaveCount(0);
  // A setting, not the main action: the switch is not filled like the welcome's "Got it".
  const fill = (name: string) =>
    page.getByRole('button', { name }).evaluate((e) => getComputedStyle(e).backgroundColor);
  const accent = await fill('Got it');
  expect(await fill('Simple view')).not.toBe(accent);
  expect(await fill('Current game')).not.toBe(accent);
  await page.getByRole('button', { name: 'Simple view' }).click();
  await expect(page.getByRole('button', { name: 'Export record' })).toBeVisible();
  await expect(page.getByText(/seed /)).toBeVisible();
  // The address no longer asks for the learner view: a reload keeps the full view.
  await expect(page).not.toHaveURL(/learn=1/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sandbox' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Simple view' }).click();
  await page.reload();
  await expect(page.locator('#game-heading')).toContainText('Chicago Express', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Sandbox' })).toHaveCount(0);
});

test('hints the learner turned off stay off after a reload of the first game', async ({ page }) => {
  await page.goto('/playground/?game=chicago-express&bots=easy&learn=1');
  const heading = page.locator('#game-heading');
  await expect(heading).toContainText('Chicago Express', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/playground\/$/);
  // The first visit's welcome: who you are, what to do first, where the hints are; shown once.
  const welcome = page.getByRole('region', { name: 'Your first game of Chicago Express' });
  await expect(welcome).toContainText('You play the seat called “You”');
  await expect(welcome).toContainText('What would a strong player do?');
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toHaveCount(0);
  const hints = page.getByRole('switch', { name: 'Hints' });
  await expect(hints).toBeChecked();
  await hints.uncheck();
  await page.reload();
  // The same game (saved), the learner's view, the hints still off.
  await expect(heading).toContainText('Chicago Express', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Simple view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hints).not.toBeChecked();
  await expect(welcome).toHaveCount(0);
  const seats = page.getByRole('region', { name: 'Seats' }).getByRole('combobox');
  await expect(seats.nth(1)).toHaveValue('easy');
});
