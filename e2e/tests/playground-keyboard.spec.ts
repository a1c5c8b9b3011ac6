import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { historyEntries, movesPanel, moveCount, startGame } from './playground-helpers';

// Traces record every DOM change; bots change the page hundreds of times a game, which makes
// traced runs several times slower. These tests keep their failure output (error context).
test.use({ trace: 'off' });

/** Presses Tab until the focused control's text or label matches, then returns that text. */
async function tabTo(page: Page, target: RegExp, max = 60): Promise<string> {
  for (let i = 0; i < max; i++) {
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return `${el.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el.textContent ?? ''}`
        .replace(/\s+/g, ' ')
        .trim();
    });
    if (target.test(text)) return text;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No control matching ${target} within ${max} tabs`);
}

/** Activates the control matching `target` with the keyboard and waits for the move. */
async function keyMove(page: Page, target: RegExp): Promise<void> {
  await expect(movesPanel(page)).toBeVisible();
  const before = await moveCount(page);
  await tabTo(page, target);
  await page.keyboard.press('Enter');
  await expect.poll(() => moveCount(page)).toBe(before + 1);
}

const toAct = async (page: Page) =>
  (await page.locator('#moves-heading').textContent())?.replace('Your move, ', '').trim();

const auctionItem = async (page: Page) =>
  (await page.locator('.auction-line').count())
    ? /Auction:\s*([^;]+);/.exec((await page.locator('.auction-line').textContent()) ?? '')?.[1]
    : null;

/** Finishes the auction in progress: `buyer` bids the minimum (Enter in the amount field), everyone else passes. */
async function settleAuction(page: Page, buyer: string): Promise<void> {
  const item = await auctionItem(page);
  expect(item).toBeTruthy();
  for (let i = 0; i < 12; i++) {
    if ((await auctionItem(page)) !== item) return;
    if ((await toAct(page)) === buyer) await keyMove(page, /^Amount/);
    else await keyMove(page, /^Pass/);
  }
  throw new Error(`The auction of ${item} did not end`);
}

test('keyboard only: an auction turn, a build turn and a develop turn', async ({ page }) => {
  test.setTimeout(90_000);
  await startGame(page, { seed: 'e2e-keyboard', bots: [false, false, false] });
  // The first legal-move control has the focus as soon as a person is to act.
  await expect(movesPanel(page).locator('input, button').first()).toBeFocused();

  // Opening auctions: Ada buys every share with the minimum bid.
  for (let i = 0; i < 4; i++) {
    await expect(page.locator('.position .phase')).toContainText('Opening');
    await settleAuction(page, 'Ada');
  }
  await expect(page.locator('.position .phase')).not.toContainText('Opening');

  // Build turn: choose the action, place one locomotive, end the build.
  const builder = await toAct(page);
  expect(builder).toBe('Ada');
  await keyMove(page, /^Choose Expand a network/);
  // Build where a house can go later (a city, mountain or forest), so the develop turn has a target.
  const view = JSON.parse((await page.locator('.raw-view pre').textContent()) ?? '{}');
  const developable = (view.board.hexes as { label: string; terrain: string }[])
    .filter((h) => ['city', 'mountain', 'forest'].includes(h.terrain))
    .map((h) => h.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await keyMove(page, new RegExp(`^Build \\S+ to (${developable.join('|')})$`));
  await keyMove(page, /^End the build/);
  expect(await toAct(page)).not.toBe(builder);

  // Develop turn.
  const developer = await toAct(page);
  await keyMove(page, /^Choose Develop a hex/);
  await keyMove(page, /^Develop /);
  expect(await toAct(page)).not.toBe(developer);

  // Auction turn: offer a share, the offerer buys it, the others pass.
  const offerer = (await toAct(page))!;
  await keyMove(page, /^Choose Auction a share/);
  await keyMove(page, /^Put a /);
  await settleAuction(page, offerer);
  expect(await toAct(page)).not.toBe(offerer);

  const log = (await historyEntries(page).allTextContents()).join('\n');
  expect(log).toMatch(/Ada chooses Expand a network/);
  expect(log).toMatch(/Ada builds .* to /);
  expect(log).toMatch(new RegExp(`${developer} develops `));
  expect(log).toMatch(new RegExp(`${offerer} puts a .* share up for auction`));
  expect(log).toMatch(new RegExp(`${offerer} bids \\$\\d+ for`));
});
