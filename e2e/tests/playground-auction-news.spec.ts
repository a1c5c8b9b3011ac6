/**
 * The opening auctions as a new player meets them (walkthrough 5, findings 6, 7, 13 and 16): your
 * shares and cash beside Bid and Pass, the rules' refusal of a bid above your cash beside the
 * field, who won each auction and the end of the opening auctions above the moves, and, on a
 * phone, the same facts in the docked bar with the map still half the screen. Saves screenshots
 * of each at 1280×800 and 390×844.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axe, test, expect } from './fixtures';
import { movesPanel, startGame } from './playground-helpers';
import { measureMap } from '../map-measure';
import type { Page } from '@playwright/test';

const artifacts = fileURLToPath(new URL('../artifacts/playground/', import.meta.url));

/**
 * Passes whenever the person is asked, until the panel's news matches `news`: each round waits
 * (auto-waiting) for either the news or the Pass button, then clicks Pass if the news is not in.
 */
async function passUntil(page: Page, news: RegExp): Promise<void> {
  const panel = movesPanel(page);
  const told = panel.locator('.news').filter({ hasText: news });
  const pass = panel.getByRole('button', { name: /^Pass/ });
  // The opening auctions offer four shares to three players: a few passes at most.
  for (let round = 0; round < 12; round++) {
    await expect(told.or(pass).first()).toBeVisible({ timeout: 60_000 });
    if (await told.isVisible()) return;
    await pass.click();
  }
  await expect(told).toBeVisible();
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('your shares by the bid, the rules’ refusal by the field, who won and the new phase above the moves', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(artifacts, { recursive: true });
    await startGame(page, { seed: 'auction-news' });
    const panel = movesPanel(page);
    await expect(panel.getByRole('button', { name: /^Pass/ })).toBeVisible();
    const facts = panel.getByTestId('choice-facts');
    await expect(facts).toContainText(/Your shares:\s*none yet \(cash \$\d+\)/);
    const cash = Number(/cash \$(\d+)/.exec((await facts.textContent())!)![1]);
    // A bid above your cash: the rules' words and rule under the field, not the browser's bubble.
    const amount = panel.getByRole('spinbutton');
    await amount.fill(String(cash + 5));
    await panel.getByRole('button', { name: 'Bid', exact: true }).click();
    const refusal = panel.locator('.refusal');
    await expect(refusal).toContainText(`A player cannot bid more than their cash ($${cash}).`);
    await expect(refusal.getByRole('link', { name: /^Rule: / })).toHaveAttribute(
      'href',
      /\/chicago-express\/rules\/#/,
    );
    await expect(amount).toHaveAttribute('aria-describedby', (await refusal.getAttribute('id'))!);
    await page.screenshot({ path: `${artifacts}auction-refusal-1280.png` });
    expect((await axe(page).analyze()).violations, 'with the refusal').toEqual([]);
    // The lowest bid, then passes: when the auction ends the panel says who won and for how much.
    await amount.fill((await amount.getAttribute('min'))!);
    await panel.getByRole('button', { name: 'Bid', exact: true }).click();
    await passUntil(page, /(You win|\w+ wins) the \S+ share for \$\d+\./);
    await page.screenshot({ path: `${artifacts}auction-won-1280.png` });
    // The history has the same words.
    const said = /((?:You win|\w+ wins) the \S+ share for \$\d+\.)/.exec(
      (await panel.locator('.news').textContent())!,
    )![1]!;
    await expect(page.getByRole('region', { name: /^History/ })).toContainText(said);
    // Passing on: the end of the opening auctions is said above the moves of the first turn.
    await passUntil(page, /The opening auctions are over\. \w+ takes? the first turn/);
    await page.screenshot({ path: `${artifacts}auction-phase-1280.png` });
    expect((await axe(page).analyze()).violations, 'with the news').toEqual([]);
    // This seed's first turn is the person's: building shows the company's money and the costs.
    await panel.getByRole('button', { name: 'Choose Expand a network' }).click();
    await expect(panel.getByTestId('choice-facts')).toContainText(
      /\S+ treasury:\s*\$\d+; the builds offered cost \$\d+( each|–\$\d+)/,
    );
    await page.screenshot({ path: `${artifacts}build-treasury-1280.png` });
    expect(consoleErrors).toEqual([]);
  });
});

/** The map frame's top once it stops moving (two measures alike). */
async function settledTop(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = (await measureMap(page)).frame.y;
      const same = top === last;
      last = top;
      return same;
    })
    .toBe(true);
  return last;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`the hint box at ${width}×${height}`, () => {
    const phone = width < 500;
    test.use({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
    test('keeps its place while a bot is to act, saying whom it waits for: the map does not move', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/playground/?game=chicago-express&bots=easy&learn=1');
      const ask = page.getByRole('button', { name: 'What would a strong player do?' });
      await expect(ask).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.evaluate(() => scrollTo(0, 0));
      const hints = page.locator('ry-game').locator('[part="hints"]');
      const place = async () => {
        const top = await settledTop(page);
        const box = (await hints.boundingBox())!;
        return { top, height: box.height, gap: top - (box.y + box.height) };
      };
      const before = await place();
      // The bots wait, so the bot to act stays to act while the page is looked at.
      await page.getByRole('button', { name: 'Pause bots' }).click();
      // A phone bids from <ry-game>'s docked bar, a wide screen from the move panel.
      const controls = phone ? page.locator('ry-game') : movesPanel(page);
      await controls.getByRole('button', { name: /^Pass/ }).click();
      await expect(hints).toContainText(/Bots paused: \w+ to move\./);
      await expect(ask).toBeHidden();
      await page.evaluate(() => scrollTo(0, 0));
      const after = await place();
      await page.screenshot({ path: `${artifacts}hint-waiting-${width}.png` });
      // The box is as high as before and the map as far under it. (On a phone the status line
      // above may wrap to two lines with a longer text; beside the map on a wide screen it
      // cannot move it, so there the map's top is checked too.)
      expect(after.height, 'hint box height').toBeCloseTo(before.height, 0);
      expect(after.gap, 'map top under the hint box').toBeCloseTo(before.gap, 0);
      if (!phone) expect(after.top, 'map top').toBe(before.top);
      expect((await axe(page).analyze()).violations, 'hint box waiting').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the docked bar shows your shares and cash by Bid and Pass, and the map keeps half the screen', async ({
    page,
    consoleErrors,
  }) => {
    mkdirSync(artifacts, { recursive: true });
    await startGame(page, { seed: 'auction-news' });
    const dock = page.locator('ry-game').locator('[part="dock"]');
    await expect(dock.getByTestId('choice-facts')).toContainText(
      /Your shares\s*none yet \(cash \$\d+\)/,
    );
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${artifacts}auction-facts-390.png` });
    expect((await axe(page).analyze()).violations, 'phone, bidding').toEqual([]);
    await expect
      .poll(async () => (await measureMap(page)).frame.height)
      .toBeGreaterThanOrEqual(0.5 * 844);
    const frame = (await measureMap(page)).frame;
    const bar = (await dock.boundingBox())!;
    expect(frame.y + frame.height, 'map bottom above the docked bar').toBeLessThanOrEqual(
      bar.y + 0.5,
    );
    expect(consoleErrors).toEqual([]);
  });
});
