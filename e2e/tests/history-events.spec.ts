import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { standings, startGame } from './playground-helpers';

// Bots change the page hundreds of times a game; traces would make the run several times slower.
test.use({ trace: 'off' });
// A whole bot game is the longest wait of the suite: with other work on the two cores it took
// over 45 s (the old bound) and failed a run. The bound only ends a hung game; nothing is timed.
test.describe.configure({ timeout: 240_000 });

const ARTIFACTS = 'artifacts/playground';
const NAMES = '(Ada|Brunel|Cass)';
const COMPANY = '(PRR|B&O|NYC|C&O|Wabash)';

/** Plays a whole Chicago Express game with three bots at once. */
async function playBotGame(page: Page, seed: string): Promise<void> {
  await startGame(page, { seed, bots: [true, true, true] });
  await expect(standings(page)).toBeVisible({ timeout: 150_000 });
}

const game = (page: Page): Locator => page.locator('ry-game');
const gameLog = (page: Page): Locator => game(page).locator('ry-game-log');
const history = (page: Page): Locator => page.locator('.history-list');
/** The playground's live region (outside <ry-game>). */
const pageStatus = (page: Page): Locator =>
  page.locator('#main-content > div.visually-hidden[role="status"][aria-live="polite"]');

/** "Ada +$12 (2 shares)" triples of a dividend entry, and its amount a share. */
function dividendParts(text: string) {
  const perShare = Number(
    new RegExp(`^Dividend: ${COMPANY} pays \\$(\\d+) a share: `).exec(text)?.[2],
  );
  const payouts = [
    ...text.matchAll(new RegExp(`${NAMES} \\+\\$(\\d+) \\((\\d+) shares?\\)`, 'g')),
  ].map((m) => ({ who: m[1]!, amount: Number(m[2]), shares: Number(m[3]) }));
  return { perShare, payouts };
}

test('a Chicago Express game shows its dividends with amounts per player, announces them, and ends with its reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await playBotGame(page, 'e2e-history-events');

  // The playground's history: every general dividend is an entry per paying company.
  const dividends = page.locator('.history-list .history-event[data-kind="dividend"]');
  expect(await dividends.count()).toBeGreaterThan(3);
  for (const text of (await dividends.allTextContents()).slice(0, 8)) {
    const { perShare, payouts } = dividendParts(text);
    expect(perShare, text).toBeGreaterThan(0);
    expect(payouts.length, text).toBeGreaterThan(0);
    // Each player's amount is the amount a share times the shares held.
    for (const p of payouts) expect(p.amount, text).toBe(perShare * p.shares);
  }
  // Detroit grows after each dividend phase that does not end the game.
  await expect(
    page.locator('.history-list .history-event[data-kind="detroit"]').first(),
  ).toContainText(/^Detroit grows from \d+ to \d+/);

  // The end of the game is an entry with its reason and the winner, the last one.
  const end = page.locator('.history-list .history-event[data-kind="game-end"]');
  await expect(end).toHaveCount(1);
  await expect(end).toContainText(
    /^Game over\. The game ended after the general dividend because .+\. .*(wins|share the win)\.$/,
  );
  await expect(
    page.locator('.history-list li').last().locator('.history-event').last(),
  ).toHaveAttribute('data-kind', 'game-end');

  // The playground lists the history itself and leaves <ry-game>'s log out (hide="log"): one list.
  await expect(gameLog(page)).toHaveCount(0);

  // The last move was announced with its automatic events: the final dividend and the end.
  const announced = game(page).locator('div.base > [role="status"][aria-live="polite"]');
  await expect(announced).toContainText(
    new RegExp(`Dividend: ${COMPANY} pays \\$\\d+ a share: ${NAMES} \\+\\$`),
  );
  await expect(announced).toContainText(
    'Game over. The game ended after the general dividend because',
  );

  await page
    .locator('.panel.history')
    .screenshot({ path: `${ARTIFACTS}/history-panel-1280x800.png` });
  await history(page)
    .locator('.history-event[data-kind="dividend"]')
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/history-1280x800.png` });
});

test('arrow keys step through the history, one tab stop, each step announced with its events', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await playBotGame(page, 'e2e-history-keys');
  const total = Number(
    /\((\d+) moves\)/.exec(
      (await page.locator('#history-heading .count').textContent()) ?? '',
    )?.[1],
  );
  const tabStops = history(page).locator('button.history-entry[tabindex="0"]');
  await expect(tabStops).toHaveCount(1);
  await expect(tabStops).toHaveAttribute('data-index', String(total));

  await tabStops.focus();
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByRole('heading', { name: `Position after move ${total - 1}` }),
  ).toBeVisible();
  await expect(pageStatus(page)).toContainText(new RegExp(`^Move ${total - 1} of ${total}: `));
  await expect(tabStops).toHaveAttribute('data-index', String(total - 1));
  await expect(tabStops).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByRole('heading', { name: `Position after move ${total - 2}` }),
  ).toBeVisible();

  // Down to the first dividend: the step reads the move with its dividend entries.
  const withDividend = history(page)
    .locator('button.history-entry:has(.history-event[data-kind="dividend"])')
    .first();
  const dividendIndex = Number(await withDividend.getAttribute('data-index'));
  await page.keyboard.press('Home');
  await expect(pageStatus(page)).toContainText('Start of the game.');
  await expect(page.getByRole('heading', { name: 'Position after move 0' })).toBeVisible();
  for (let i = 0; i < dividendIndex; i++) await page.keyboard.press('ArrowDown');
  await expect(pageStatus(page)).toContainText(
    new RegExp(
      `^Move ${dividendIndex} of ${total}: .* Dividend: ${COMPANY} pays \\$\\d+ a share: `,
    ),
  );
  await expect(withDividend).toBeFocused();
  await expect(withDividend).toHaveAttribute('aria-current', 'true');
  await withDividend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/history-390x844.png` });
  await page
    .locator('.panel.history')
    .screenshot({ path: `${ARTIFACTS}/history-panel-390x844.png` });

  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Board', exact: true })).toBeVisible();
  await expect(pageStatus(page)).toContainText(new RegExp(`^Move ${total} of ${total}: `));
});
