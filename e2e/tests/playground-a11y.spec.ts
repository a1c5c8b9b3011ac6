import { axe, test, expect } from './fixtures';
import { movesPanel, playOneHumanMove, startGame } from './playground-helpers';

test('the setup screen (light and dark) and a game in progress with its board pass axe', async ({
  page,
}) => {
  // axe walks the whole board and statechart (thousands of SVG nodes): slow on 2 cores.
  test.setTimeout(180_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/playground/?botDelay=0');
    await expect(page.getByRole('region', { name: 'New game' })).toBeVisible();
    expect((await axe(page).analyze()).violations, `setup, ${scheme}`).toEqual([]);
  }
  await startGame(page, { seed: 'e2e-axe' });
  await playOneHumanMove(page);
  await expect(movesPanel(page)).toBeVisible();
  await page.getByText('Event console').click();
  expect((await axe(page).analyze()).violations, 'game').toEqual([]);
});
