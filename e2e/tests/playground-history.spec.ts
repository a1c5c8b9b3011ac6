import { test, expect } from './fixtures';
import {
  historyEntries,
  movesPanel,
  moveCount,
  playOneHumanMove,
  savedRecord,
  startGame,
} from './playground-helpers';

// Traces record every DOM change; bots change the page hundreds of times a game, which makes
// traced runs several times slower. These tests keep their failure output (error context).
test.use({ trace: 'off' });

test('undo takes back the person’s last decision with the bots’ replies, and redo brings them back', async ({
  page,
}) => {
  await startGame(page, { seed: 'e2e-undo' });
  await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  const after = await moveCount(page);
  const texts = await historyEntries(page).allTextContents();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moveCount(page)).toBeLessThan(after);
  const undone = await moveCount(page);
  await expect(movesPanel(page)).toBeVisible();
  expect((await savedRecord(page)).moves).toHaveLength(undone);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => moveCount(page)).toBe(after);
  expect(await historyEntries(page).allTextContents()).toEqual(texts);
  // Keyboard shortcut too.
  await page.locator('body').press('Control+z');
  await expect.poll(() => moveCount(page)).toBe(undone);
});

test('clicking a history entry shows the position after that move', async ({ page }) => {
  await startGame(page, { seed: 'e2e-scrub' });
  await playOneHumanMove(page);
  await playOneHumanMove(page);
  await historyEntries(page).nth(2).click();
  await expect(page.getByRole('heading', { name: 'Position after move 2' })).toBeVisible();
  await expect(page.locator('#game-status')).toContainText('Looking at the position after move 2');
  await expect(movesPanel(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the latest position' }).click();
  await expect(movesPanel(page)).toBeVisible();
});

test('a reload restores the game exactly', async ({ page }) => {
  await startGame(page, { seed: 'e2e-reload' });
  for (let i = 0; i < 3; i++) await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  // Bot moves are saved a moment later (autosaveSoon); wait until the save holds every move.
  const moves = await moveCount(page);
  await expect.poll(async () => (await savedRecord(page)).moves.length).toBe(moves);
  const record = await savedRecord(page);
  const texts = await historyEntries(page).allTextContents();
  const position = await page.locator('.players-table').textContent();
  await page.reload();
  await expect(movesPanel(page)).toBeVisible();
  expect(await historyEntries(page).allTextContents()).toEqual(texts);
  expect(await page.locator('.players-table').textContent()).toBe(position);
  expect(await savedRecord(page)).toEqual(record);
});

test('a copied link opens the same position in a fresh browser', async ({ page, browser }) => {
  await startGame(page, { seed: 'e2e-link' });
  for (let i = 0; i < 2; i++) await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to this position').inputValue();
  expect(link).toMatch(/\/playground\/\?botDelay=0#game=/);
  const texts = await historyEntries(page).allTextContents();
  const position = await page.locator('.players-table').textContent();

  const context = await browser.newContext();
  const other = await context.newPage();
  const errors: string[] = [];
  other.on('pageerror', (e) => errors.push(e.message));
  await other.goto(link);
  await expect(other.getByText(/Opened the game from the link/)).toBeVisible();
  await expect(movesPanel(other)).toBeVisible();
  expect(await historyEntries(other).allTextContents()).toEqual(texts);
  expect(await other.locator('.players-table').textContent()).toBe(position);
  expect(new URL(other.url()).hash).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});

test('an exported record file opens again as a new saved game', async ({ page }) => {
  await startGame(page, { seed: 'e2e-file' });
  for (let i = 0; i < 2; i++) await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  const texts = await historyEntries(page).allTextContents();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export record' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chicago-express-e2e-file-move-\d+\.json$/);
  const file = await download.path();
  await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText(/^Opened ".*" as a new saved game/)).toBeVisible();
  expect(await historyEntries(page).allTextContents()).toEqual(texts);
  await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Saved games' })
      .getByText(/Chicago Express: Ada, Brunel, Cass/),
  ).toHaveCount(2);
});

test('the sandbox branches from an earlier position into a new saved game', async ({ page }) => {
  await startGame(page, { seed: 'e2e-sandbox' });
  for (let i = 0; i < 2; i++) await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  const total = await moveCount(page);
  await page.getByRole('button', { name: 'Sandbox' }).click();
  await expect(page.getByRole('button', { name: 'Sandbox' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await historyEntries(page).nth(1).click();
  await page.getByRole('button', { name: 'Branch from here' }).click();
  await expect(page.getByText(/Branched at move 1 into a new saved game/)).toBeVisible();
  expect(await moveCount(page)).toBe(1);
  // Sandbox: bots wait; the console sends the next event for any seat.
  const accepted = page.getByRole('list', { name: /Events accepted now/ }).getByRole('button');
  await accepted.first().click();
  await page.getByRole('button', { name: 'Send event' }).click();
  await expect(page.locator('.console-outcome')).toContainText('Accepted');
  expect(await moveCount(page)).toBe(2);
  // The original game is still saved with all its moves.
  await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
  await expect(
    page.getByRole('region', { name: 'Saved games' }).getByText(`${total} moves`),
  ).toBeVisible();
});
