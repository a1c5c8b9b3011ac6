import { test, expect } from './fixtures';
import { createRequire } from 'node:module';
import { movesPanel, playOneHumanMove, startGame } from './playground-helpers';

// lz-string as the playground itself resolves it (its share links are lz-string packed).
const lz = createRequire(new URL('../../apps/playground/package.json', import.meta.url))(
  'lz-string',
) as { compressToEncodedURIComponent(text: string): string };

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

test('a share link whose game= key is damaged says it could not be read', async ({ page }) => {
  await startGame(page, { players: 3, seed: 'damaged-key' });
  await playOneHumanMove(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to this position').inputValue();
  await page.goto('about:blank');
  await page.goto(link.replace('#game=', '#gme='));
  await expect(page.getByRole('alert').first()).toContainText(
    'This link could not be opened. The link could not be read: a game link starts with "#game=", and this one starts with "#gme=2.',
  );
  // The game that was open stays open.
  await expect(page.getByRole('alert').first()).toContainText('Your saved games are untouched.');
  await expect(movesPanel(page)).toBeVisible();
});

test('a share link changed by one character is refused; a hostile link gives one short message', async ({
  page,
}) => {
  await startGame(page, { players: 3, seed: 'checksum' });
  await playOneHumanMove(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to this position').inputValue();
  const at = link.length - 10;
  const damaged = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
  await page.goto('about:blank');
  await page.goto(damaged);
  await expect(page.getByRole('alert').first()).toContainText(
    'The link is damaged: its checksum does not match its game data.',
  );
  // A short link that expands to a record with 5,000 bad moves and a 300,000-character seed.
  const moves = Array.from({ length: 5000 }, () => ({ type: 'bad', player: -1 }));
  const record = { format: 'railyard-record', version: 1, game: 'chicago-express' };
  const packed = lz.compressToEncodedURIComponent(
    JSON.stringify({
      v: 1,
      record: { ...record, players: ['A'], seed: 'x'.repeat(300_000), moves },
    }),
  );
  expect(packed.length).toBeLessThan(8000);
  await page.goto('about:blank');
  await page.goto(`/playground/?botDelay=0#game=${packed}`);
  const alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
  await expect(alert).toContainText('(only the first 20 are listed)');
  expect((await alert.textContent())!.length).toBeLessThan(2500);
});
