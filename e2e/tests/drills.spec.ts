/**
 * Drills as a learner meets them on the docs site: a question of every kind of every game's
 * drills answered right, then the next question of the seeded set answered wrong. Numbers are
 * typed, options ticked, and places picked on the game's board (Enter on a focused space).
 */
import type { Locator, Page } from '@playwright/test';
import { drillSeed, wrongAnswer, type DrillQuestion, type DrillSet } from '@railyard/rules/drills';
import { drills as americanRails } from '@railyard/rules/drills/american-rails';
import { drills as chicagoExpress } from '@railyard/rules/drills/chicago-express';
import { drills as lastSpike } from '@railyard/rules/drills/last-spike';
import { drills as wildWestExpress } from '@railyard/rules/drills/wild-west-express';
import { test, expect } from './fixtures';
import { failOnViolations } from './docs-page-checks';

test.use({ trace: 'off', actionTimeout: 15_000 });

/** A place on the drill's board. */
const space = (drill: Locator, id: string) =>
  drill.locator(`[part="game"] [data-space="${id}"] [data-space-index]`);

async function answer(page: Page, question: DrillQuestion, given: number | readonly string[]) {
  const drill = page.locator('ry-drill');
  if (typeof given === 'number') await drill.getByTestId('drill-number').fill(String(given));
  else if (question.ask.type === 'places') {
    await expect(drill.locator('fieldset')).toHaveCount(0);
    // Enter on the focused space: a zoomed map may hide a space until it is panned to, and the
    // keyboard reaches every space (a click on a space: ry-drill's unit test).
    for (const id of given) {
      await space(drill, id).press('Enter');
      const label = question.ask.among.find((o) => o.id === id)!.label;
      await expect(drill.getByTestId('drill-picked')).toContainText(label);
    }
  } else for (const id of given) await drill.locator(`input[value="${id}"]`).check();
  await drill.getByRole('button', { name: 'Check my answer' }).click();
}

const drillGames: [string, DrillSet][] = [
  ['chicago-express', chicagoExpress],
  ['american-rails', americanRails],
  ['last-spike', lastSpike],
  ['wild-west-express', wildWestExpress],
];

for (const [game, set] of drillGames) {
  for (const kind of set.kinds) {
    test(`${game} drill "${kind.id}": a right answer, then a wrong one on the next question, no console error or Content-Security-Policy violation`, async ({
      page,
      consoleErrors,
    }) => {
      // docs-pages.spec.ts visits only the first practice page of a game: the policy and console
      // errors of the others are checked here.
      await failOnViolations(page);
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${game}/practice/${kind.id}/?seed=e2e`);
      const right = set.generate(kind.id, drillSeed('e2e', 0));
      // A question comes from a seeded bot game played in the page: allow it time on a busy machine.
      await expect(page.getByTestId('drill-prompt')).toHaveText(right.prompt, { timeout: 30_000 });
      await answer(page, right, right.answer);
      await expect(page.getByTestId('drill-verdict')).toContainText('Right.');
      await expect(
        page
          .getByTestId('drill-verdict')
          .getByRole('link', { name: /^Rule:/ })
          .first(),
      ).toBeVisible();
      if (kind.answer === 'places' || kind === set.kinds[0])
        await page.screenshot({
          path: `artifacts/learn/drill-${game}-${kind.id}-1280.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: 'Next question' }).click();
      await expect(page).toHaveURL(/[?&]q=2/);
      const wrong = set.generate(kind.id, drillSeed('e2e', 1));
      await expect(page.getByTestId('drill-prompt')).toHaveText(wrong.prompt, { timeout: 30_000 });
      await answer(page, wrong, wrongAnswer(wrong));
      await expect(page.getByTestId('drill-verdict')).toContainText('Not quite.');
      if (kind.answer === 'places' || kind === set.kinds[0]) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({
          path: `artifacts/learn/drill-${game}-${kind.id}-390.png`,
          fullPage: true,
        });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
