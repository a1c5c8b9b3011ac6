/**
 * A whole game on a phone (390×844, touch): the playground in one column, the person's seat
 * played only through the move controls `<ry-game>` keeps at the bottom of the screen (within a
 * thumb's reach), bots in the other seats, until the final standings.
 */
import { test, expect } from './fixtures';
import { standings, startGame } from './playground-helpers';
import type { Locator, Page } from '@playwright/test';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  trace: 'off',
});

const PHONE_HEIGHT = 844;

/** The controls docked at the bottom of the game: the move bar and, in an auction, the bids. */
const dock = (page: Page): Locator => page.locator('ry-game').locator('[part="dock"]');

/**
 * The page's header and the game's toolbar: one row each, every control whole on the screen (no
 * sideways scroll); the rest under "More", which opens below its button, inside the screen, and
 * closes with Escape (focus back on it) or a tap elsewhere.
 */
async function expectWholeBars(page: Page): Promise<void> {
  const header = page.locator('.app-header nav');
  const toolbar = page.getByRole('toolbar', { name: 'Game controls' });
  for (const bar of [header, toolbar]) {
    expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth), 'sideways overflow').toBe(
      0,
    );
    for (const control of await bar.locator(':is(button, select, summary, label):visible').all()) {
      const r = (await control.boundingBox())!;
      expect(r.x, await control.innerText()).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width, await control.innerText()).toBeLessThanOrEqual(390);
    }
  }
  const more = toolbar.locator('summary');
  await expect(more).toHaveAccessibleName('More: bot speed and tools');
  const speed = page.getByLabel('Bot speed', { exact: true });
  await expect(speed).toBeHidden();
  await more.tap();
  await expect(speed).toBeInViewport({ ratio: 1 });
  await expect(toolbar.getByRole('button', { name: 'Export record' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(speed).toBeHidden();
  await expect(more).toBeFocused();
  await header.locator('summary').tap();
  const simple = page.getByRole('button', { name: 'Simple view' });
  await expect(simple).toBeInViewport({ ratio: 1 });
  // A tap outside the open menu closes it: just below it at the screen's left edge (the open
  // menu lies over the game's heading and status).
  const items = (await header.locator('.more-items').boundingBox())!;
  await page.touchscreen.tap(4, items.y + items.height + 8);
  await expect(simple).toBeHidden();
}

/** The control for the person's next move: a pass, decline or finish keeps the game short. */
async function nextControl(page: Page): Promise<Locator | null> {
  const buttons = dock(page).locator('button:not([disabled]):visible');
  if ((await buttons.count()) === 0) return null;
  const short = buttons.filter({ hasText: /^\s*(Pass|Decline|End|Finish)/ });
  for (let i = 0; i < (await short.count()); i++)
    if (await short.nth(i).isEnabled()) return short.nth(i);
  return buttons.first();
}

test('a whole Chicago Express game is played on a phone with the thumb controls, bots in the other seats', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await startGame(page, { seed: 'e2e-phone-game', players: 3, bots: [false, true, true] });
  // One column: nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectWholeBars(page);
  const game = page.locator('ry-game');
  let moves = 0;
  for (; moves < 600; moves++) {
    const ended = standings(page);
    // Wait for the person's turn (the dock offers a move) or the end of the game.
    await expect
      .poll(async () => (await ended.isVisible()) || (await nextControl(page)) !== null, {
        timeout: 30_000,
      })
      .toBe(true);
    if (await ended.isVisible()) break;
    await game.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const control = await nextControl(page);
    if (!control) continue;
    const box = await control.boundingBox();
    expect(box, 'the control is drawn').not.toBeNull();
    // Within a thumb's reach: on screen, in its lower half, without scrolling.
    expect(box!.y + box!.height, await control.innerText()).toBeLessThanOrEqual(PHONE_HEIGHT);
    expect(box!.y, await control.innerText()).toBeGreaterThanOrEqual(PHONE_HEIGHT / 2);
    expect(box!.height, 'big enough for a finger').toBeGreaterThanOrEqual(32);
    await control.tap();
  }
  await expect(standings(page)).toBeVisible();
  await expect(standings(page).getByText('winner').first()).toBeVisible();
  await expect(page.locator('#game-status')).toContainText('The game is over');
  // The end screen is on the phone's screen: the standings fit its width.
  await standings(page).scrollIntoViewIfNeeded();
  const table = (await standings(page).boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(390);
  expect(moves, 'the person made moves').toBeGreaterThan(5);
  await page.screenshot({ path: 'artifacts/screenshots/playground-phone-game-over.png' });
  expect(consoleErrors).toEqual([]);
});
