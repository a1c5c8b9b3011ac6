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
    const links = dialog.locator('.pagefind-ui__result-link');
    await expect(links.first()).toBeVisible({ timeout: 15_000 });
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href') ?? ''),
    );
    expect(
      hrefs.some((href) => href.startsWith(`/${book.game}/rules/`)),
      `results: ${hrefs.join(', ')}`,
    ).toBe(true);
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
