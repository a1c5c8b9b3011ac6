import { test, expect } from './fixtures';
import {
  movesPanel,
  moveCount,
  playToEnd,
  savedRecord,
  standings,
  startGame,
} from './playground-helpers';

// Traces record every DOM change; bots change the page hundreds of times a game, which makes
// traced runs several times slower. These tests keep their failure output (error context).
test.use({ trace: 'off' });

const artifacts = 'artifacts/playground';

test('a 3-player Chicago Express game with two bots is played to the end through the UI', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await startGame(page, { seed: 'e2e-full-game', bots: [false, true, true] });
  await expect(movesPanel(page)).toBeVisible();
  const personMoves = await playToEnd(page, async (n) => {
    if (n === 25)
      await page.screenshot({ path: `${artifacts}/chicago-express-mid-game.png`, fullPage: true });
  });
  expect(personMoves).toBeGreaterThan(5);
  const table = standings(page);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText('winner').first()).toBeVisible();
  await expect(page.locator('#game-status')).toContainText('The game is over');
  await page.screenshot({ path: `${artifacts}/chicago-express-game-over.png`, fullPage: true });
  // The finished game is saved: its record ends where the history does.
  const record = await savedRecord(page);
  expect(record.moves.length).toBe(await moveCount(page));
  expect(consoleErrors).toEqual([]);
});

test('an American Rails game with bots in every seat plays itself to the end', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto('/playground/?botDelay=0');
  await expect(
    page.getByLabel('Game', { exact: true }).locator('option', { hasText: 'American Rails' }),
  ).toHaveCount(1);
  await startGame(page, {
    game: 'American Rails',
    players: 4,
    bots: [true, true, true, true],
    seed: 'e2e-american-rails',
  });
  await expect(standings(page)).toBeVisible({ timeout: 60_000 });
  await expect(standings(page).getByRole('row')).toHaveCount(5);
  await page.screenshot({ path: `${artifacts}/american-rails-game-over.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('a bot shows that it is thinking before its move, and the pause button stops bots', async ({
  page,
}) => {
  await startGame(page, { seed: 'e2e-bots', bots: [true, true, true], botDelay: 600 });
  const status = page.locator('#game-status');
  await expect(status).toContainText('is thinking', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  await expect(page.getByRole('button', { name: 'Resume bots' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status).toContainText('Bots are paused');
  const paused = await moveCount(page);
  await page.waitForTimeout(1000);
  expect(await moveCount(page)).toBe(paused);
  await page.getByRole('button', { name: 'Resume bots' }).click();
  await expect.poll(() => moveCount(page), { timeout: 15_000 }).toBeGreaterThan(paused);
});
