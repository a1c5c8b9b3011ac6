/**
 * Every page of the docs site (from its sitemap), visited once, checked for three things in the
 * order a reader meets them:
 * - page weight (issue 16): the JavaScript it loads before the reader does anything stays within
 *   the budget of packages/board-components/scripts/size-budgets.mjs, and no search UI loads;
 * - axe finds no violation on the page as it first loads (widgets excluded: each kind is checked
 *   loaded in docs-quality.spec.ts, and by the components' tests);
 * - served with the strict policy of scripts/security-headers.mjs, it runs without one
 *   Content-Security-Policy violation once every live board and statechart on it has loaded.
 * One visit instead of one per check: the three used to load every page three times.
 */
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { builtPages } from './docs-site';
import {
  loadEveryWidget,
  recordLoads,
  SEARCH_UI,
  settle,
  violationsOf,
  watchViolations,
} from './docs-page-checks';
import { pageBudgets } from '../../packages/board-components/scripts/size-budgets.mjs';

const budget = pageBudgets.docs;
/** Widget bundles: loaded when a widget nears the viewport, checked by the components' budgets. */
const WIDGET_BUNDLE = /\/lib\//;

for (const path of builtPages()) {
  test(`docs ${path}: at most ${budget.limit / 1024} KB of JavaScript before interaction and no search UI, no axe violation, no Content-Security-Policy violation`, async ({
    page,
    consoleErrors,
  }) => {
    // A rules page replays a dozen live examples: minutes on a loaded 2-core machine.
    test.setTimeout(300_000);
    const violations = await watchViolations(page);
    const loaded = recordLoads(page);
    const workers: number[] = [];
    page.on('response', (response) => {
      if (/\/elk\.worker-[\w-]+\.js$/.test(response.url())) workers.push(response.status());
    });
    await page.goto(path);

    // Page weight, before any interaction.
    await settle(page);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter(
          (script) => !script.getAttribute('type') || script.getAttribute('type') === 'module',
        )
        .map((script) => script.textContent ?? '')
        .join('\n'),
    );
    const pageScripts = loaded.scripts.filter((script) => !WIDGET_BUNDLE.test(script.url));
    const total =
      gzipSync(inline, { level: 9 }).length +
      pageScripts.reduce((sum, script) => sum + script.gzip, 0);
    const listing = pageScripts.map((script) => `${script.url} ${script.gzip} B`).join(', ');
    expect
      .soft(total, `gzip bytes of inline scripts + ${listing}`)
      .toBeLessThanOrEqual(budget.limit);
    expect
      .soft(
        loaded.requests.filter((url) => SEARCH_UI.test(url)),
        'search UI',
      )
      .toEqual([]);

    // Axe over the page as it first loads (text, navigation, search), widgets not yet loaded.
    // Widgets that start in view finish loading first.
    await expect(page.locator('[data-ry-state="loading"]')).toHaveCount(0, { timeout: 60_000 });
    const results = await new AxeBuilder({ page }).exclude('[data-ry-bundle]').analyze();
    expect.soft(violationsOf(results), 'axe').toEqual([]);

    // Every live widget loaded: no policy violation.
    await loadEveryWidget(page);
    expect.soft(await violations(), 'Content-Security-Policy violations').toEqual([]);
    // The games' statecharts ship their layouts: no ELK worker. (statechart-viewer.spec.ts checks
    // that a layout nobody precomputed loads ELK in the worker file, which the policy allows.)
    if (path.endsWith('/statechart/')) expect.soft(workers, 'ELK worker loads').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
