/**
 * "Play your first game" (issue 24): from the last lesson of each game, the link opens the
 * playground's learner view with a game already started against easy bots and hints on: the
 * game only (map, players, moves, history, hints in words), none of the developer tools' words,
 * axe at zero. Developer tools stay one click away ("Simple view"), and the choice is remembered.
 * Screenshots: e2e/artifacts/learn/first-game-<game>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { catalog, loadLessonPath } from '@railyard/rules';
import { test, expect } from './fixtures';
import { playLesson } from './learn-helpers';

const artifacts = fileURLToPath(new URL('../artifacts/learn/', import.meta.url));
const gamesWithEngine = catalog.filter((entry) => entry.status === 'playable');
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Words of the developer tools that a learner's first game must not show. */
const DEVELOPER_WORDS =
  /\bseed\b|sandbox|export record|copy link|statechart|event console|open file|search's visits|\d+%/i;

for (const size of sizes)
  for (const entry of gamesWithEngine) {
    test(`${entry.title}: the last lesson's "Play your first game" starts a learner's game against easy bots with hints on (${size.width}px)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(size);
      const path = await loadLessonPath(entry.id);
      await playLesson(page, path, path.lessons.at(-1)!.id, {
        refused: false,
        miss: false,
        reload: false,
      });
      const first = page.getByRole('link', { name: 'Play your first game' });
      await expect(first).toHaveAttribute('href', /\/playground\/\?game=.*&bots=easy&learn=1$/);
      await first.click();

      // A game, started: the board, and every seat but the learner's an easy bot.
      await expect(page.locator('#game-heading')).toContainText(entry.title, {
        timeout: 30_000,
      });
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
        // The auction's facts (current bid, who is still in, with their cash) right by the Bid
        // field at every width (walkthrough 3: about 1,500 px below it at 1280x800).
        const facts = page.locator(
          size.width > 760 ? '.auction-facts' : 'ry-game ry-auction-panel',
        );
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

      // No developer words on the page; the learner view is the one switched on (on a phone
      // the switch is under the header's "More").
      expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_WORDS);
      await expect(
        page.getByRole('button', { name: 'Simple view', includeHidden: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      mkdirSync(artifacts, { recursive: true });
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifacts}first-game-${entry.id}-${size.width}.png` });
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

test('the developer tools are one click away, and the choice is remembered', async ({ page }) => {
  await page.goto('/playground/?game=chicago-express&bots=easy&learn=1');
  await expect(page.locator('#game-heading')).toContainText('Chicago Express', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Export record' })).toHaveCount(0);
  // A setting, not the main action: the switch is not filled like the welcome's "Got it".
  const fill = (name: string) =>
    page.getByRole('button', { name }).evaluate((e) => getComputedStyle(e).backgroundColor);
  const accent = await fill('Got it');
  expect(await fill('Simple view')).not.toBe(accent);
  expect(await fill('Current game')).not.toBe(accent);
  await page.getByRole('button', { name: 'Simple view' }).click();
  await expect(page.getByRole('button', { name: 'Export record' })).toBeVisible();
  await expect(page.getByText(/seed /)).toBeVisible();
  // The address no longer asks for the learner view: a reload keeps the full view.
  await expect(page).not.toHaveURL(/learn=1/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sandbox' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Simple view' }).click();
  await page.reload();
  await expect(page.locator('#game-heading')).toContainText('Chicago Express', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Sandbox' })).toHaveCount(0);
});

test('hints the learner turned off stay off after a reload of the first game', async ({ page }) => {
  await page.goto('/playground/?game=chicago-express&bots=easy&learn=1');
  const heading = page.locator('#game-heading');
  await expect(heading).toContainText('Chicago Express', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/playground\/$/);
  // The first visit's welcome: who you are, what to do first, where the hints are; shown once.
  const welcome = page.getByRole('region', { name: 'Your first game of Chicago Express' });
  await expect(welcome).toContainText('You play the seat called “You”');
  await expect(welcome).toContainText('What would a strong player do?');
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toHaveCount(0);
  const hints = page.getByRole('switch', { name: 'Hints' });
  await expect(hints).toBeChecked();
  await hints.uncheck();
  await page.reload();
  // The same game (saved), the learner's view, the hints still off.
  await expect(heading).toContainText('Chicago Express', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Simple view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hints).not.toBeChecked();
  await expect(welcome).toHaveCount(0);
  const seats = page.getByRole('region', { name: 'Seats' }).getByRole('combobox');
  await expect(seats.nth(1)).toHaveValue('easy');
});
