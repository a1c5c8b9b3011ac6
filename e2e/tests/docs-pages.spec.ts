/**
 * The pages of the docs site (from its sitemap), one page per template and every page that is a
 * template of its own, visited once, checked for three things in the order a reader meets them:
 * - page weight (issue 16): the JavaScript it loads before the reader does anything stays within
 *   the budget of packages/board-components/scripts/size-budgets.mjs, and no search UI loads;
 * - axe finds no violation on the page as it first loads (widgets excluded: each kind is checked
 *   loaded in docs-quality.spec.ts, and by the components' tests);
 * - served with the strict policy of scripts/security-headers.mjs, it runs without one
 *   Content-Security-Policy violation once every live board and statechart on it has loaded (a
 *   rulebook page's boards: by its height test in docs-examples.spec.ts, which loads them all).
 * One visit instead of one per check: the three used to load every page three times.
 *
 * Lesson and practice pages are one Astro page per kind (`[game]/learn/[lesson].astro`,
 * `[game]/practice/[kind].astro`) filled with a lesson's or drill's words: the first of each kind
 * per game is visited here (8 of the 55 today, see `visitSample`). The other 47 are checked
 * without a visit of their own (each visit took 4-8 s on a loaded 2-core machine):
 * - weight and search UI, statically, on every built page: the docs build's
 *   `check-size.mjs --pages docs` (inline scripts, `<script src>`, modulepreloads and their static
 *   imports against the same budget; Pagefind's UI and widget bundles never among them);
 * - no inline script or style anywhere (which the policy would block): apps/docs-site's
 *   csp-static test over the built site;
 * - runtime policy violations and console errors: learn.spec.ts plays every lesson page and
 *   drills.spec.ts answers on every practice page, each with `failOnViolations` (a violation is a
 *   console error there) and the `consoleErrors` fixture.
 * `RAILYARD_AXE_EVERY_PAGE=1` (`npm run e2e:axe-all`) visits and checks every page.
 */
import { gzipSync } from 'node:zlib';
import { axe, test, expect } from './fixtures';
import { builtPages, catalogGames } from './docs-site';
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
const paths = visitSample(builtPages());
/** Rulebook pages, whose widgets docs-examples.spec.ts loads with the policy watched. */
const RULES_PAGE = new RegExp(`^/(${catalogGames.map((game) => game.docsSlug).join('|')})/rules/$`);
/** Widget bundles: loaded when a widget nears the viewport, checked by the components' budgets. */
const WIDGET_BUNDLE = /\/lib\//;

for (const path of paths) {
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
    const results = await axe(page).exclude('[data-ry-bundle]').analyze();
    expect.soft(violationsOf(results), 'axe').toEqual([]);

    // Every live widget loaded: no policy violation. A rules page's widgets (a dozen replayed
    // games, minutes on a loaded machine) are loaded under the same watch by its height test in
    // docs-examples.spec.ts.
    if (!RULES_PAGE.test(path)) await loadEveryWidget(page);
    expect.soft(await violations(), 'Content-Security-Policy violations').toEqual([]);
    // The games' statecharts ship their layouts: no ELK worker. (statechart-viewer.spec.ts checks
    // that a layout nobody precomputed loads ELK in the worker file, which the policy allows.)
    if (path.endsWith('/statechart/')) expect.soft(workers, 'ELK worker loads').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * The pages visited: every page, except that a lesson or practice page after the first of its
 * game's lessons or drills is left to the checks listed at the top of this file. They are built by
 * one Astro page that differs only in words, so a visit (axe alone took about 12 s a page on a
 * loaded 2-core machine) finds on one what it would find on each.
 * `RAILYARD_AXE_EVERY_PAGE=1` (`npm run e2e:axe-all`) visits every page.
 */
function visitSample(all: readonly string[]): string[] {
  if (process.env.RAILYARD_AXE_EVERY_PAGE) return [...all];
  const seen = new Set<string>();
  return all.filter((path) => {
    const template = /^(\/[^/]+\/(?:learn|practice)\/)[^/]+\/$/.exec(path)?.[1];
    if (!template) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
