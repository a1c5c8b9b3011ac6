import { test, expect } from './fixtures';
import { moveCount, pickFirstLegalSpace, savedRecord, standings } from './playground-helpers';

// Bots change the page hundreds of times a game; traces would slow the run several times.
test.use({ trace: 'off' });

const artifacts = 'artifacts/wild-west-express';

test('a Wild West Express game is played on the board by a person and bots to the end', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Random bots rarely reach the target; the rulebook's shorter game (a round limit) ends it.
  await page.goto('/playground/?botDelay=0');
  const form = page.getByRole('region', { name: 'New game' });
  await form.getByLabel('Game', { exact: true }).selectOption({ label: 'Wild West Express' });
  // Two seats: the shortest game the rules allow (ten rounds of two turns on a loaded machine).
  await form.getByLabel('Players', { exact: true }).selectOption('2');
  await form.getByLabel('Seat 1 played by').selectOption({ label: 'A person' });
  await form.getByLabel('Seat 2 played by').selectOption({ label: 'Random bot' });
  await form.getByLabel('Seed', { exact: true }).fill('e2e-wwe');
  await form.getByText(/^Rule options/).click();
  await form.getByLabel('Round limit').selectOption('10');
  await form.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('#game-heading')).toContainText('Wild West Express');
  const board = page.locator('ry-game').locator('ry-wild-west-express-board');
  await expect(board).toBeVisible();

  // The person plays the set-up and the first turn on the board itself.
  const legal = board.locator('.space.legal .hit');
  const pickFirstLegal = () => pickFirstLegalSpace(page, board);
  await expect(legal.first()).toBeVisible({ timeout: 20_000 });
  await pickFirstLegal(); // first start city
  await expect(board.locator('.station').first()).toBeVisible();
  await pickFirstLegal(); // second start city (the snake draft comes back)
  await pickFirstLegal(); // the desperado, in one of the two start cities
  const roll = board.locator('[data-move="dice.roll"]');
  await expect(roll).toBeVisible({ timeout: 20_000 });
  await roll.click();
  await expect(board.locator('.die')).toHaveCount(3);
  await expect(board.locator('[part="pieces"]')).toBeVisible();
  // A destination previews its path; the screenshots show the turn in progress.
  // The roll redraws the board: focus a destination of the new position (retried until one is).
  // A redraw after the focus clears the preview, and focusing the focused space again fires no
  // focus event: blur first.
  await expect(async () => {
    await legal.first().blur();
    await legal.first().focus();
    await expect(board.locator('.preview polyline')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await board.screenshot({ path: `${artifacts}/board-1280x800.png` });
  await page.screenshot({ path: `${artifacts}/playground-1280x800.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await board.screenshot({ path: `${artifacts}/board-390x844.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every seat to a bot from here on: the game plays itself to the end.
  await pickFirstLegal();
  await page
    .getByRole('region', { name: 'Seats' })
    .getByLabel(/is played by$/)
    .first()
    .selectOption({ label: 'Random bot' });
  await expect(standings(page)).toBeVisible({ timeout: 120_000 });
  await expect(standings(page).getByText('winner').first()).toBeVisible();
  await page.screenshot({ path: `${artifacts}/game-over.png`, fullPage: true });
  const record = await savedRecord(page);
  expect(record.game).toBe('wild-west-express');
  expect(record.moves.length).toBe(await moveCount(page));
  expect(consoleErrors).toEqual([]);
});
