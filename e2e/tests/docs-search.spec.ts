/**
 * Search: Starlight's Pagefind index covers the text of every rulebook, so a rule term of each
 * game finds its rules page.
 */
import { test, expect } from './fixtures';
import { catalogGames, rulebooks, searchTerms } from './docs-site';

test('search terms are given only for games of the catalog', () => {
  const ids = catalogGames.map((entry) => entry.id);
  for (const id of Object.keys(searchTerms)) expect(ids).toContain(id);
});

for (const book of rulebooks) {
  test(`search finds "${book.term}" in the ${book.title} rules`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('textbox', { name: 'Search' });
    await input.fill(book.term);
    // Pagefind shows its results one by one as their fragments load: wait for the rules page's
    // own result rather than reading the list as soon as the first one shows (CI saw the overview
    // page's result alone in the list once).
    const rules = dialog.locator(`.pagefind-ui__result-link[href^="/${book.game}/rules/"]`);
    await expect(rules.first()).toBeVisible({ timeout: 15_000 });
  });
}

test('search finds "hot seat": playing with several people at one device', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('hot seat');
  const results = dialog.locator('.pagefind-ui__result');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(results.first()).toContainText(/hot seat/i);
});
