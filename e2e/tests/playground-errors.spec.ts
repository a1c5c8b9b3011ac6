import { test, expect } from './fixtures';
import { movesPanel, startGame } from './playground-helpers';

test('an illegal event sent from the console shows its explanation and rule link', async ({
  page,
}) => {
  await startGame(page, { seed: 'e2e-console' });
  await expect(movesPanel(page)).toBeVisible();
  await page.getByText('Event console').click();
  const accepted = page.getByRole('list', { name: /Events accepted now/ });
  await expect(accepted.getByRole('button').first()).toContainText('"player":0');
  const box = page.getByLabel('Event (JSON)');
  await box.fill('{"type": "auction.bid", "player": 0, "amount": 1}');
  await page.getByRole('button', { name: 'Send event' }).click();
  const refused = page.locator('.refused');
  await expect(refused).toContainText('Refused:');
  const link = refused.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/chicago-express\/rules\/#[a-z0-9-]+$/);
  // The refusal changed nothing; a legal event from the list is accepted.
  await expect(page.locator('#history-heading')).toContainText('(0 moves)');
  await box.fill('{"type": "auction.pass", "player": 0}');
  await page.getByRole('button', { name: 'Send event' }).click();
  await expect(page.locator('.console-outcome')).toContainText('Accepted');
  // Text that is not an event says so.
  await box.fill('{"type": ');
  await page.getByRole('button', { name: 'Send event' }).click();
  await expect(page.locator('.console-outcome')).toContainText('not valid JSON');
});

test('a corrupt save shows a message, keeps its text and leaves other saved games alone', async ({
  page,
}) => {
  await startGame(page, { seed: 'e2e-good-save' });
  await expect(movesPanel(page)).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem(
      'railyard-playground:slot:corrupt',
      '{"format":"railyard-playground-save","version":1,"record":{"game":',
    );
    localStorage.setItem('railyard-playground:current', 'corrupt');
  });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your last game could not be restored' }),
  ).toContainText('not valid JSON');
  const saves = page.getByRole('region', { name: 'Saved games' });
  await expect(saves.getByText('Damaged save (slot corrupt)')).toBeVisible();
  await expect(saves.getByText(/Chicago Express: Ada, Brunel, Cass/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('railyard-playground:slot:corrupt'))).toBe(
    '{"format":"railyard-playground-save","version":1,"record":{"game":',
  );
  // The good game still opens.
  await saves.getByRole('button', { name: /^Open Chicago Express/ }).click();
  await expect(movesPanel(page)).toBeVisible();
});

test('a damaged link and an invalid file each say what is wrong', async ({ page }) => {
  await page.goto('/playground/#game=N4IgdghgtgpiBcIBKMIBMAEBJAcp');
  await expect(page.getByRole('alert')).toContainText('This link could not be opened');
  await expect(page.getByRole('region', { name: 'New game' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"format":"railyard-record","version":1,"game":"chicago-express","players":[],"seed":"x","moves":[]}',
    ),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.json' })).toContainText(
    'record/players',
  );
});
