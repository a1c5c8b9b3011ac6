/**
 * Content-Security-Policy: the docs site and the playground, served with the strict policy of
 * scripts/security-headers.mjs, run without one violation: search used, a game played for a few
 * moves. The docs' pages with their live boards and statecharts loaded: docs-pages.spec.ts (a page
 * per template), learn.spec.ts and drills.spec.ts (every lesson and practice page).
 */
import { test, expect } from './fixtures';
import { watchViolations } from './docs-page-checks';
import { playOneHumanMove, startGame } from './playground-helpers';
// @ts-expect-error -- a plain .mjs module of the repository's scripts
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.mjs';

test('the sites are served with the strict policy and the usual security headers', async ({
  request,
}) => {
  for (const path of ['/', '/playground/', '/no-such-page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(contentSecurityPolicy);
    for (const [name, value] of Object.entries(securityHeaders as Record<string, string>))
      expect(headers[name], `${path} ${name}`).toBe(value);
  }
  expect(contentSecurityPolicy).toContain("script-src 'self'");
  expect(contentSecurityPolicy).toContain("style-src 'self';");
  expect(contentSecurityPolicy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
});

test('docs search works under the policy', async ({ page, consoleErrors }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('dividend');
  await expect(dialog.locator('.pagefind-ui__result-link').first()).toBeVisible({
    timeout: 20_000,
  });
  // The shortcut hint shows once the page's script ran (its inline style moved to a stylesheet).
  await expect(page.locator('button[data-open-modal] > kbd')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('playground: a game played for a few moves, history, statechart and share link', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await startGame(page, { players: 3 });
  for (let i = 0; i < 3; i++) await playOneHumanMove(page);
  await page.locator('.history-list .history-entry').first().click();
  await page.getByRole('button', { name: 'Back to the latest position' }).click();
  await page.getByRole('button', { name: 'Whole chart' }).click();
  await page.evaluate(async () => {
    const chart = document.querySelector('ry-statechart') as
      (HTMLElement & { layoutComplete?: Promise<unknown> }) | null;
    await chart?.layoutComplete;
  });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'New game' }).first().click();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
