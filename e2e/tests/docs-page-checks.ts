/**
 * What the docs e2e specs watch on a page: Content-Security-Policy violations, the scripts it
 * loads (with their gzip sizes), its lazy widgets loaded, and axe's findings in a short form.
 * Shared by docs-pages.spec.ts (a page per template, one visit each), csp.spec.ts, learn.spec.ts,
 * drills.spec.ts,
 * docs-examples.spec.ts (rules pages with every widget), docs-performance.spec.ts and
 * docs-quality.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Collects `securitypolicyviolation` events and CSP console messages from the first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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

/**
 * Makes every Content-Security-Policy violation a console error, on this page and every page it
 * goes to next, for a test that also asks for the `consoleErrors` fixture: a test that walks
 * through many pages (every lesson, every drill) checks the policy on each of them in passing.
 */
export async function failOnViolations(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content-Security-Policy: ${e.effectiveDirective} blocked ${e.blockedURI || e.sample} (${e.sourceFile}:${e.lineNumber})`,
      ),
    ),
  );
}

/** Scrolls through the page so every lazy widget loads, then waits for each to settle. */
export async function loadEveryWidget(page: Page): Promise<void> {
  // A page without widgets or statecharts (most guides) has nothing to load: no scroll through
  // it (92 steps on the API guide, 18 s of a loaded machine's time).
  const lazy = await page.evaluate(
    () => document.querySelectorAll('[data-ry-bundle], ry-statechart').length,
  );
  if (lazy === 0) return;
  // One round trip for the whole scroll; the pauses let the intersection observers fire (not a
  // measurement: the waits below are the check).
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y < height; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resume) => setTimeout(resume, 30));
    }
  });
  const widgets = page.locator('[data-ry-bundle]');
  for (let i = 0; i < (await widgets.count()); i++) {
    await widgets.nth(i).scrollIntoViewIfNeeded();
    await expect(widgets.nth(i)).toHaveAttribute('data-ry-state', 'ready', { timeout: 30_000 });
  }
  // Statecharts lay themselves out in a worker.
  await page.evaluate(async () => {
    const charts = [...document.querySelectorAll('ry-statechart')] as (HTMLElement & {
      layoutComplete?: Promise<unknown>;
    })[];
    await Promise.all(charts.map((chart) => chart.layoutComplete));
  });
}

export interface Loaded {
  scripts: { url: string; gzip: number }[];
  requests: string[];
}

/** Records every request of the page and the gzip size of every script it runs. */
export function recordLoads(page: Page): Loaded {
  const loaded: Loaded = { scripts: [], requests: [] };
  page.on('request', (request) => loaded.requests.push(new URL(request.url()).pathname));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.url().startsWith('blob:'))
      return;
    const body = await response.body().catch(() => null);
    if (body)
      loaded.scripts.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  return loaded;
}

/** Waits until the page has loaded what it loads unprompted (idle callbacks included). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((done) => requestIdleCallback(() => setTimeout(done, 300), { timeout: 2000 })),
  );
  await page.waitForLoadState('networkidle');
}

/** Pagefind's UI module and the index files it fetches. */
export const SEARCH_UI = /\/_astro\/ui-core\.[^/]*\.js$|\/pagefind\//;

export function violationsOf(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}
