/**
 * The map first (issue 25): in the playground every game's map takes most of the screen, reads
 * at "Fit" on a laptop, spans a phone's width with finger-sized tap targets, and nothing of the
 * game sticks out past a phone's edge. `scripts/measure-map.ts` prints the same figures.
 */
import { test, expect } from './fixtures';
import { moveCount, movesPanel, pickFirstLegalSpace, startGame } from './playground-helpers';
import { measureMap, type MapMeasure } from '../map-measure';
import type { Locator, Page } from '@playwright/test';

const GAMES = ['Chicago Express', 'American Rails', 'Last Spike', 'Wild West Express'];

/**
 * The map once the map tools have set its default zoom and two measures in a row agree (the tools
 * load apart from the board: before them the map is drawn whole, and the same twice).
 */
async function settledMap(page: Page): Promise<MapMeasure> {
  let last = '';
  let m: MapMeasure | null = null;
  await expect
    .poll(async () => {
      m = await measureMap(page);
      const key = JSON.stringify(m);
      const same = key === last;
      last = key;
      return same && m.frame.width > 0 && m.placed;
    })
    .toBe(true);
  return m!;
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const game of GAMES) {
    test(`the ${game} map takes ≥ 60% of the width and the height below the header, and fits with labels ≥ 9 px`, async ({
      page,
      consoleErrors,
    }) => {
      await startGame(page, { game, seed: 'map-size' });
      const m = await settledMap(page);
      expect(m.frame.width, 'map frame width').toBeGreaterThanOrEqual(0.6 * 1280);
      // The whole frame on the first screen: it starts near the page's header (the game's
      // heading, toolbar and status sit beside it) and ends inside the viewport.
      expect(m.frame.y, 'map frame top').toBeLessThanOrEqual(200);
      expect(m.frame.y + m.frame.height, 'map frame bottom').toBeLessThanOrEqual(800);
      expect(m.frame.height, 'map frame height').toBeGreaterThanOrEqual(800 - 200);
      expect(m.fitLabelPx, 'smallest label with the whole map shown').toBeGreaterThanOrEqual(9);
      // The moves, seats and history beside the map, not above or below it.
      const frameRight = m.frame.x + m.frame.width;
      for (const name of [/^Seats/, /^History/]) {
        const box = await page.getByRole('region', { name }).boundingBox();
        expect(box!.x, String(name)).toBeGreaterThanOrEqual(frameRight);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

const GAME_IDS: Record<string, string> = {
  'Chicago Express': 'chicago-express',
  'American Rails': 'american-rails',
  'Last Spike': 'last-spike',
  'Wild West Express': 'wild-west-express',
};

/** A learner's first game (hints on) with the strong moves asked for and listed. */
async function openHints(page: Page, game: string): Promise<Locator> {
  await page.goto(`/playground/?game=${GAME_IDS[game]}&bots=easy&learn=1`);
  const ask = page.getByRole('button', { name: 'What would a strong player do?' });
  // The learner acts first in some games; otherwise the bots play up to the learner's turn.
  await expect(ask).toBeVisible({ timeout: 60_000 });
  await ask.click();
  const list = page.locator('ry-game').locator('[part="hints"] li');
  await expect(list.first()).toBeVisible({ timeout: 60_000 });
  return list;
}

test.describe('the hint list at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const game of GAMES) {
    test(`${game}: the listed strong moves leave the map where it was, under the header`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const list = await openHints(page, game);
      await page.evaluate(() => scrollTo(0, 0));
      const open = await settledMap(page);
      // Unfolded, the list lies over the map: the map starts and ends where it did, on screen.
      expect(open.frame.y, 'map frame top with the list open').toBeLessThanOrEqual(200);
      expect(open.frame.y + open.frame.height, 'map frame bottom').toBeLessThanOrEqual(800);
      expect(open.frame.height, 'map frame height').toBeGreaterThanOrEqual(800 - 200);
      expect(open.frame.width, 'map frame width').toBeGreaterThanOrEqual(0.6 * 1280);
      expect(open.fitLabelPx, 'smallest label at Fit').toBeGreaterThanOrEqual(9);
      // Folded to its one line (the best move), and unfolded again from it.
      const summary = page.locator('ry-game').locator('[part="hints"] summary');
      await expect(summary).toContainText('Best: ');
      await summary.click();
      await expect(list.first()).toBeHidden();
      const folded = await settledMap(page);
      expect(folded.frame).toEqual(open.frame);
      await summary.press('Enter');
      await expect(list.first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('a Wild West Express decision at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the paths after a roll are made on the map; their list is folded and reaches every move', async ({
    page,
    consoleErrors,
  }) => {
    // Three picks and a roll while two bots play their set-up: more than a minute when loaded.
    test.setTimeout(120_000);
    await startGame(page, { game: 'Wild West Express', seed: 'map-size' });
    const board = page.locator('ry-wild-west-express-board');
    // Start towns, then the desperado: each on the map.
    for (let pick = 0; pick < 3; pick++) await pickFirstLegalSpace(page, board);
    await board.locator('[data-move="dice.roll"]').click();
    const panel = movesPanel(page);
    const all = panel.locator('details.all-moves');
    await expect(all.locator('summary')).toHaveText(/^All moves \(\d+\)$/);
    const count = Number(/\((\d+)\)/.exec((await all.locator('summary').textContent())!)![1]);
    expect(count).toBeGreaterThan(5);
    // Folded: no path button takes room beside the map, and the map is on the first screen.
    await expect(panel.locator('button.move:visible')).toHaveCount(0);
    await page.evaluate(() => scrollTo(0, 0));
    const m = await settledMap(page);
    expect(m.frame.y + m.frame.height, 'map frame bottom').toBeLessThanOrEqual(800);
    // The keyboard opens the list, and every legal move is a button in it.
    await all.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(all.locator('button.move:visible')).toHaveCount(count);
    const before = await moveCount(page);
    await all.locator('button.move').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * On a phone at the top of the page: the map comes right under the status line (only the hint
 * box between them), takes at least half the screen's height, and the move bar docked at the
 * bottom of the screen (one compact row of moves) covers none of it.
 */
async function expectMapFirst(page: Page, m: MapMeasure): Promise<void> {
  expect(m.frame.height, 'map frame height').toBeGreaterThanOrEqual(0.5 * 844);
  const status = (await page.locator('#game-status').boundingBox())!;
  const hints = await page.locator('ry-game').locator('[part="hints"]').boundingBox();
  const above = Math.max(status.y + status.height, hints ? hints.y + hints.height : 0);
  expect(m.frame.y, 'map frame top').toBeGreaterThan(status.y);
  expect(m.frame.y - above, 'room between the status (or hints) and the map').toBeLessThanOrEqual(
    16,
  );
  const dock = await page.locator('ry-game').locator('[part="dock"]').boundingBox();
  if (dock)
    expect(
      m.frame.y + m.frame.height,
      'map frame bottom, above the docked bar',
    ).toBeLessThanOrEqual(dock.y + 0.5);
  else expect(m.frame.y + m.frame.height, 'map frame bottom').toBeLessThanOrEqual(844);
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const game of GAMES) {
    test(`the ${game} map spans ≥ 90% of the width and ≥ 50% of the height, its tap targets are ≥ 32 px, nothing sticks out`, async ({
      page,
      consoleErrors,
    }) => {
      await startGame(page, { game, seed: 'map-size' });
      await page.evaluate(() => scrollTo(0, 0));
      const m = await settledMap(page);
      expect(m.frame.width, 'map frame width').toBeGreaterThanOrEqual(0.9 * 390);
      await expectMapFirst(page, m);
      expect(m.tapPx, 'smallest tap target on the map').toBeGreaterThanOrEqual(32);
      expect(m.labelPx, 'smallest label at the default zoom').toBeGreaterThanOrEqual(11);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Every part of the game (the dock's move list too) ends inside the screen.
      const outside = await page.locator('ry-game').evaluate((game) => {
        const out: string[] = [];
        // Inside a box that scrolls or clips sideways and itself ends on screen (a wide table).
        const scrolls = (el: Element) => {
          const up = (e: Element): Element | null =>
            e.parentElement ?? (e.getRootNode() as Partial<ShadowRoot>).host ?? null;
          for (let p = up(el); p; p = up(p))
            if (
              getComputedStyle(p).overflowX !== 'visible' &&
              p.getBoundingClientRect().right <= innerWidth + 0.5
            )
              return true;
          return false;
        };
        const walk = (root: ShadowRoot | Element) => {
          for (const el of root.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && r.right > innerWidth + 0.5 && !scrolls(el))
              out.push(`${el.tagName.toLowerCase()}.${el.className} ends at ${r.right}`);
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(game.shadowRoot!);
        return out;
      });
      expect(outside).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('a Wild West Express decision on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('after a roll the docked move list is whole (no control cut off) and covers none of the map', async ({
    page,
    consoleErrors,
  }) => {
    await startGame(page, { game: 'Wild West Express', seed: 'map-size' });
    test.setTimeout(120_000);
    const board = page.locator('ry-wild-west-express-board');
    for (let pick = 0; pick < 3; pick++) await pickFirstLegalSpace(page, board);
    await board.locator('[data-move="dice.roll"]').click();
    const dock = page.locator('ry-game').locator('[part="dock"]');
    const bar = dock.locator('ry-action-bar');
    await expect(bar.locator('button[part="move-button"]').first()).toBeVisible();
    await page.evaluate(() => scrollTo(0, 0));
    const m = await settledMap(page);
    await expectMapFirst(page, m);
    // Every control of the bar inside the bar and the screen: none cut off at the edge.
    const box = (await dock.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dock.evaluate((d) => d.scrollWidth - d.clientWidth), 'sideways overflow').toBe(0);
    const controls = bar.locator('button, select');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const r = (await control.boundingBox())!;
      expect(r.x + r.width, await control.innerText()).toBeLessThanOrEqual(box.x + box.width);
    }
    // The last control can be reached (the bar scrolls when its list is long).
    await controls.last().scrollIntoViewIfNeeded();
    await expect(controls.last()).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});
