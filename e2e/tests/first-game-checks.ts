/**
 * "Play your first game" (issue 24), checked where a learner meets it: learn.spec.ts follows the
 * link at the end of each game's lesson path (so the path is played once, not again for this).
 * The playground's learner view opens with a game already started against easy bots and hints
 * on: the game only (map, players, moves, history, hints in words), none of the developer tools'
 * words, axe at zero. Screenshots: e2e/artifacts/learn/first-game-<game>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axe, expect } from './fixtures';

const artifacts = fileURLToPath(new URL('../artifacts/learn/', import.meta.url));

/** Words of the developer tools that a learner's first game must not show. */
export const DEVELOPER_WORDS =
  /\bseed\b|sandbox|export record|copy link|statechart|event console|open file|search's visits|\d+%/i;

/** From a finished last lesson: follows "Play your first game" and checks the game it opens. */
export async function checkFirstGame(
  page: Page,
  entry: { readonly id: string; readonly title: string },
  width: number,
): Promise<void> {
  const first = page.getByRole('link', { name: 'Play your first game' });
  await expect(first).toHaveAttribute('href', /\/playground\/\?game=.*&bots=easy&learn=1$/);
  await first.click();

  // A game, started: the board, and every seat but the learner's an easy bot.
  await expect(page.locator('#game-heading')).toContainText(entry.title, { timeout: 30_000 });
  // The asks are used: the game is saved, and a reload must not turn the hints on again.
  await expect(page).toHaveURL(/\/playground\/$/);
  const board = page.locator('ry-game');
  await expect(board).toBeVisible();
  const seats = page.getByRole('region', { name: 'Seats' }).getByRole('combobox');
  const count = await seats.count();
  expect(count).toBeGreaterThan(1);
  await expect(seats.first()).toHaveValue('');
  // The learner's seat is "You", as in the lessons.
  await expect(seats.first()).toHaveAccessibleName('You is played by');
  for (let s = 1; s < count; s++) await expect(seats.nth(s)).toHaveValue('easy');

  // Hints on, with a switch that hides and shows them.
  const hints = page.getByRole('switch', { name: 'Hints' });
  await expect(hints).toBeChecked();
  const ask = page.getByRole('button', { name: 'What would a strong player do?' });
  // The learner acts first in some games; otherwise the bots play up to the learner's turn.
  await expect(ask).toBeVisible({ timeout: 60_000 });
  if (entry.id === 'chicago-express') {
    // The auction's facts (current bid, who is still in, with their cash) right by the Bid field
    // at every width (walkthrough 3: about 1,500 px below it at 1280x800).
    const facts = page.locator(width > 760 ? '.auction-facts' : 'ry-game ry-auction-panel');
    await expect(facts).toHaveCount(1);
    await expect(facts.locator('.bidders li').first()).toContainText(/\$\d+/);
    const amount = page.getByRole('spinbutton').first();
    const [f, a] = [(await facts.boundingBox())!, (await amount.boundingBox())!];
    expect(Math.max(a.y - (f.y + f.height), f.y - (a.y + a.height))).toBeLessThan(120);
    // Each seat's cash in the Seats panel (walkthrough 3: seat types only).
    await expect(page.getByRole('region', { name: 'Seats' })).toContainText(
      /You( \(to act\))?\s*\$\d+/,
    );
  }
  await hints.uncheck();
  await expect(ask).toHaveCount(0);
  await hints.check();
  await ask.click();
  const box = board.locator('[part="hints"]');
  await expect(box.locator('li').first()).toBeVisible({ timeout: 60_000 });
  await expect(box).toContainText('best first:');
  expect(await box.innerText()).not.toMatch(DEVELOPER_WORDS);

  // No developer words on the page; the learner view is the one switched on (on a phone the
  // switch is under the header's "More").
  expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_WORDS);
  await expect(
    page.getByRole('button', { name: 'Simple view', includeHidden: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  mkdirSync(artifacts, { recursive: true });
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${artifacts}first-game-${entry.id}-${width}.png` });
  expect((await axe(page).analyze()).violations).toEqual([]);
}
