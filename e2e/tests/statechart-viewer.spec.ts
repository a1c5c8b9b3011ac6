/**
 * The statechart viewer (issue 14): on a docs statechart page and in the playground it opens
 * fitted and readable on the active part of the chart, zooms by keyboard, has a text outline,
 * shows a transition's event, guard and rule on click, passes axe; the docs page loads at most
 * 150 KB (gzip) of JavaScript because the games' layouts ship precomputed, and ELK still loads
 * (lazily, in a same-origin worker under the strict policy) for a layout nobody precomputed.
 * Screenshots at 1280×800 and 390×844 go to e2e/artifacts/statechart/.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startGame } from './playground-helpers';
import { statechartPageBudget } from '../../packages/board-components/scripts/size-budgets.mjs';

const artifacts = fileURLToPath(new URL('../artifacts/statechart/', import.meta.url));
const DOCS_PAGE = '/american-rails/statechart/';
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** Every JavaScript file the page (or a worker of it) fetches, raw and gzip sizes. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!/\.m?js(\?|$)/.test(url) && !type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  return scripts;
}

/** Waits for the chart's diagram and the end of its layout. */
async function drawn(chart: Locator): Promise<void> {
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg[part~="diagram"]')).toBeVisible({ timeout: 30_000 });
  await chart.evaluate(
    (el) => (el as HTMLElement & { layoutComplete: Promise<unknown> }).layoutComplete,
  );
}

/**
 * What the reader sees in the frame: the zoom, whether the focus state is inside the frame, and
 * the smallest rendered font size (CSS px) among the texts drawn inside the frame.
 */
async function frameReport(chart: Locator, focusState: string) {
  return chart.evaluate((el, id) => {
    const root = el.shadowRoot!;
    const frame = root.querySelector('[part~="frame"]')!.getBoundingClientRect();
    const svg = root.querySelector('svg')!;
    const scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));
    const box = root.querySelector(`svg [data-state="${id}"] > rect`)!.getBoundingClientRect();
    const within = (r: DOMRect) =>
      r.left >= frame.left - 1 &&
      r.right <= frame.right + 1 &&
      r.top >= frame.top - 1 &&
      r.bottom <= frame.bottom + 1;
    const visibleTexts = [...root.querySelectorAll('svg text')].filter((t) =>
      within(t.getBoundingClientRect()),
    );
    const fonts = visibleTexts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    return {
      zoom: (el as HTMLElement & { zoom: number }).zoom,
      focusInFrame: within(box),
      visibleTexts: visibleTexts.length,
      smallestFont: Math.min(...fonts),
    };
  }, focusState);
}

/** The label of a transition arrow drawn inside the frame (to click it). */
async function visibleArrow(chart: Locator): Promise<string> {
  return chart.evaluate((el) => {
    const root = el.shadowRoot!;
    const frame = root.querySelector('[part~="frame"]')!.getBoundingClientRect();
    const arrow = [...root.querySelectorAll('.edge')].find((edge) => {
      const r = edge.querySelector('text')?.getBoundingClientRect();
      return (
        r &&
        r.left > frame.left &&
        r.right < frame.right &&
        r.top > frame.top &&
        r.bottom < frame.bottom
      );
    });
    return arrow!.getAttribute('data-edge')!;
  });
}

async function checkKeyboardZoom(chart: Locator): Promise<void> {
  const frame = chart.locator('[part~="frame"]');
  const level = chart.locator('.zoom-level');
  const opened = await level.textContent();
  await frame.focus();
  await frame.press('+');
  expect(Number.parseInt((await level.textContent())!)).toBeGreaterThan(Number.parseInt(opened!));
  await frame.press('-');
  await frame.press('-');
  expect(Number.parseInt((await level.textContent())!)).toBeLessThan(Number.parseInt(opened!));
  await frame.press('0');
  await expect(level).toHaveText(opened!);
  const before = await chart.locator('svg[part~="diagram"]').boundingBox();
  await frame.press('ArrowDown');
  const after = await chart.locator('svg[part~="diagram"]').boundingBox();
  expect(after!.y).toBeLessThan(before!.y);
  await frame.press('0');
}

async function checkTransitionDetails(chart: Locator): Promise<void> {
  const id = await visibleArrow(chart);
  await chart.locator(`.edge[data-edge="${id}"] text`).click();
  const details = chart.locator('[part~="transition-details"]');
  await expect(details).toContainText('Event');
  await expect(details).toContainText('Guard');
  await expect(details.getByRole('link')).toHaveAttribute('href', /\/rules\/#/);
  const event = await chart.locator(`.edge[data-edge="${id}"]`).getAttribute('data-event');
  await expect(details.locator('dd code').first()).toHaveText(event!);
}

test.describe('docs statechart page', () => {
  for (const size of sizes) {
    test(`${DOCS_PAGE} at ${size.width}×${size.height}: opens fitted and readable, zooms by keys, outline, transition details, axe`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await page.goto(DOCS_PAGE);
      const chart = page.locator('ry-statechart');
      await drawn(chart);
      // No state value on the docs page: the chart opens on its initial state.
      const report = await frameReport(chart, 'openingAuctions.choosingShare');
      expect(report.zoom).toBeGreaterThanOrEqual(1);
      expect(report.focusInFrame).toBe(true);
      expect(report.visibleTexts).toBeGreaterThan(3);
      expect(report.smallestFont).toBeGreaterThanOrEqual(11);
      mkdirSync(artifacts, { recursive: true });
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifacts}docs-american-rails-${size.name}.png` });

      await checkKeyboardZoom(chart);

      const outline = chart.locator('.outline-box');
      await outline.locator('summary').click();
      const bidding = outline.locator('[data-state="openingAuctions.bidding"]');
      await expect(bidding.locator('> .description')).not.toBeEmpty();
      await expect(bidding.locator('.transitions')).toContainText('auction.bid');
      await expect(
        outline.locator('.transitions').first().getByRole('link').first(),
      ).toHaveAttribute('href', /\/american-rails\/rules\/#/);

      await checkTransitionDetails(chart);
      await page.screenshot({ path: `${artifacts}docs-american-rails-${size.name}-details.png` });
      const axe = await new AxeBuilder({ page }).include('ry-statechart').analyze();
      expect(axe.violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test(`${DOCS_PAGE} loads at most ${statechartPageBudget / 1024} KB of JavaScript (gzip) and no ELK`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(DOCS_PAGE);
    await drawn(page.locator('ry-statechart'));
    await page.waitForLoadState('networkidle');
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const listing = scripts.map((s) => `${s.url} ${s.raw}/${s.gzip}`).join('\n');
    console.log(`statechart page JS: ${raw} B raw, ${gzip} B gzip\n${listing}`);
    expect(scripts.filter((s) => /elk/.test(s.url))).toEqual([]);
    expect(gzip, listing).toBeLessThanOrEqual(statechartPageBudget);
  });

  test('a layout nobody precomputed loads ELK lazily, in a same-origin worker under the strict policy', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const workers: number[] = [];
    page.on('response', (response) => {
      if (/\/elk\.worker-[\w-]+\.js$/.test(response.url())) workers.push(response.status());
    });
    await page.goto(DOCS_PAGE);
    const chart = page.locator('ry-statechart');
    await drawn(chart);
    expect(workers).toEqual([]);
    // Two states collapsed together: not one of the views laid out at build time.
    await chart.locator('[data-toggle="openingAuctions"]').focus();
    await page.keyboard.press('Enter');
    await drawn(chart);
    await chart.locator('[data-toggle="actionPhases.auctioningShare"]').focus();
    await page.keyboard.press('Enter');
    await expect(
      chart.locator('svg [data-state="actionPhases.auctioningShare"].folded'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(chart.locator('svg [data-state="openingAuctions"].folded')).toHaveCount(1);
    await expect(chart.locator('svg [data-state="openingAuctions.bidding"]')).toHaveCount(0);
    // The worker's response event can arrive after the diagram is redrawn.
    await expect.poll(() => workers, { timeout: 15_000 }).toContain(200);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('playground statechart panel', () => {
  for (const size of sizes) {
    test(`American Rails at ${size.width}×${size.height}: opens on the active state, readable, zooms by keys, outline, transition details, axe`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(size);
      await startGame(page, { game: 'American Rails', seed: 'e2e-statechart' });
      const chart = page.locator('.statechart ry-statechart');
      await drawn(chart);
      const active = await chart.evaluate((el) => {
        const states = [...el.shadowRoot!.querySelectorAll('svg .state.active')];
        return states[states.length - 1]!.getAttribute('data-state')!;
      });
      const report = await frameReport(chart, active);
      expect(report.zoom).toBeGreaterThanOrEqual(1);
      expect(report.focusInFrame).toBe(true);
      expect(report.smallestFont).toBeGreaterThanOrEqual(11);
      mkdirSync(artifacts, { recursive: true });
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifacts}playground-american-rails-${size.name}.png` });

      await checkKeyboardZoom(chart);
      const outline = chart.locator('.outline-box');
      await outline.locator('summary').click();
      await expect(outline.locator(`[data-state="${active}"]`).first()).toHaveAttribute(
        'aria-current',
        'step',
      );
      await checkTransitionDetails(chart);
      const axe = await new AxeBuilder({ page }).include('.statechart').analyze();
      expect(axe.violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
