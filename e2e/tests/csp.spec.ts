/**
 * Content-Security-Policy: every page of the docs site (from its sitemap) and the playground,
 * served with the strict policy of scripts/security-headers.mjs, runs without one violation:
 * live boards and statecharts loaded, search used, a game played for a few moves.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { builtPages } from './docs-site';
import { playOneHumanMove, startGame } from './playground-helpers';
// @ts-expect-error -- a plain .mjs module of the repository's scripts
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.mjs';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Collects `securitypolicyviolation` events and CSP console messages from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      }),
    );
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __violations: Violation[] }).__violations,
    );
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked || v.sample} (${v.source})`),
      ...consoleMessages,
    ];
  };
}

/** Scrolls through the page so every lazy widget loads, then waits for each to settle. */
async function loadEveryWidget(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  const widgets = page.locator('[data-ry-bundle]');
  for (let i = 0; i < (await widgets.count()); i++) {
    await widgets.nth(i).scrollIntoViewIfNeeded();
    await expect(widgets.nth(i)).toHaveAttribute('data-ry-state', 'ready', { timeout: 20_000 });
  }
  // Statecharts lay themselves out in a worker.
  await page.evaluate(async () => {
    const charts = [...document.querySelectorAll('ry-statechart')] as (HTMLElement & {
      layoutComplete?: Promise<unknown>;
    })[];
    await Promise.all(charts.map((chart) => chart.layoutComplete));
  });
}

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

for (const path of builtPages()) {
  test(`docs ${path}: no Content-Security-Policy violation`, async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const workers: number[] = [];
    page.on('response', (response) => {
      if (/\/elk\.worker-[\w-]+\.js$/.test(response.url())) workers.push(response.status());
    });
    await page.goto(path);
    await loadEveryWidget(page);
    expect(await violations()).toEqual([]);
    // The games' statecharts ship their layouts: no ELK worker. (statechart-viewer.spec.ts checks
    // that a layout nobody precomputed loads ELK in the worker file, which the policy allows.)
    if (path.endsWith('/statechart/')) expect(workers).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

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
