/**
 * Lessons as a learner meets them on the docs site: every lesson of every game's path (read from
 * the rules API, so lessons added later are played too) through the normal board controls at
 * 1280x800 and at 390x844, with a refused move, a legal move that misses the step's goal, and a
 * reload that resumes the same step (learn-helpers.ts), then the path's last link, "Play your
 * first game" (first-game-checks.ts). Each path's wall time is printed (a figure for the report,
 * not an assertion). Drills: drills.spec.ts; the first game's own settings: first-game.spec.ts.
 */
import { catalog, loadLessonPath } from '@railyard/rules';
import { test, expect } from './fixtures';
import { playLesson, stepText, type Extras } from './learn-helpers';
import { failOnViolations } from './docs-page-checks';
import { checkFirstGame } from './first-game-checks';

test.use({ trace: 'off', actionTimeout: 15_000 });

const gamesWithEngine = catalog.filter((entry) => entry.status === 'playable');

const sizes = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;

for (const size of sizes)
  for (const entry of gamesWithEngine) {
    test(`${entry.title}: every lesson is completed through the board controls at ${size.name}, no console error or Content-Security-Policy violation`, async ({
      page,
      consoleErrors,
    }) => {
      // docs-pages.spec.ts visits only the first lesson page of a game: the policy and console
      // errors of the others are checked here.
      await failOnViolations(page);
      const path = await loadLessonPath(entry.id);
      expect(path.lessons.length, `${entry.title} has a lesson path`).toBeGreaterThan(0);
      test.setTimeout(60_000 + path.lessons.length * 60_000);
      await page.setViewportSize(size);
      await page.goto(`/${entry.docsSlug}/learn/`);
      // A lesson's title may also name a rule the path links to: the lesson's link comes first.
      for (const l of path.lessons)
        await expect(page.getByRole('link', { name: l.title, exact: true }).first()).toBeVisible();
      const seen: Extras = { refused: false, miss: false, reload: false };
      const started = performance.now();
      for (const l of path.lessons) {
        const done = await playLesson(page, path, l.id, {
          refused: !seen.refused,
          miss: !seen.miss,
          reload: !seen.reload,
        });
        seen.refused ||= done.refused;
        seen.miss ||= done.miss;
        seen.reload ||= done.reload;
        if (l !== path.lessons.at(-1))
          await expect(page.getByRole('link', { name: /^Next lesson:/ })).toBeVisible();
        if (l === path.lessons[0])
          await page.screenshot({
            path: `artifacts/learn/lesson-${entry.id}-${size.name}.png`,
            fullPage: true,
          });
      }
      // The time a scripted learner needs for the path (with its refusal, miss and reload).
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `[lesson path] ${entry.id} at ${size.name}: ${seconds} s for ${path.lessons.length} lessons`,
      );
      test.info().annotations.push({ type: 'path seconds', description: seconds });
      // Refused: a bid under the minimum (auction panel), or a map space the engine refuses.
      expect(seen).toEqual({ refused: true, miss: true, reload: true });
      // The last lesson leads to a first game against easy bots, in the learner's view.
      await checkFirstGame(page, entry, size.width);
      // The path page shows the progress kept in this browser.
      await page.goto(`/${entry.docsSlug}/learn/`);
      await expect(page.getByText(/^Done \(/)).toHaveCount(path.lessons.length);
      expect(consoleErrors).toEqual([]);
    });
  }

test('"Start this lesson over" resets a lesson at 390x844', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const path = await loadLessonPath('chicago-express');
  const first = path.lessons[0]!;
  await playLesson(page, path, first.id, { refused: false, miss: false, reload: false });
  // The page's heading names the lesson once (the element leaves out its own title).
  await expect(page.getByRole('heading', { name: first.title, exact: true })).toHaveCount(1);
  await page.screenshot({ path: 'artifacts/learn/lesson-complete-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Start this lesson over' }).click();
  await expect(stepText(page)).toHaveText(`Step 1 of ${first.steps.length}`);
  await page.reload();
  await expect(stepText(page)).toHaveText(`Step 1 of ${first.steps.length}`);
});

test('the coverage page lists the rules the lessons teach, their tests and the gaps with reasons; the sidebar leads there; the rule text links back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/chicago-express/learn/');
  await page.getByRole('link', { name: 'What the lessons cover' }).click();
  await expect(page).toHaveURL(/\/chicago-express\/coverage\/$/);
  // The address changes before the new page is drawn: wait for its table, then count.
  const rows = page.locator('table.ry-coverage tbody tr');
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  // A taught rule links a lesson; following its rule link, the rule text links the lesson back.
  const taught = page
    .locator('tr[data-gap="false"]')
    .filter({ has: page.locator('a[href*="/learn/"]') })
    .first();
  const lessonHref = await taught.locator('a[href*="/learn/"]').first().getAttribute('href');
  await page.screenshot({ path: 'artifacts/learn/coverage-1280.png', fullPage: true });
  await taught.locator('th a').click();
  await expect(page.locator(`.ry-learn-it a[href="${lessonHref}"]`).first()).toBeVisible();
  // Each rule lists the tests named after it; each gap gives its reason (Wild West Express has one).
  await page.goto('/chicago-express/coverage/');
  await expect(
    page.locator('tr[data-rule="chicago-express:opening-auction-bidding"] .ry-tests summary'),
  ).toHaveText(/^\d+ tests?$/);
  // The sidebar leads to a game's lessons, drills and coverage.
  const sidebar = page.locator('#starlight__sidebar');
  for (const [name, href] of [
    ['Learn to play', '/chicago-express/learn/'],
    ['Practice', '/chicago-express/practice/'],
    ['Coverage', '/chicago-express/coverage/'],
  ])
    await expect(sidebar.locator(`a[href="${href}"]`)).toHaveText(name);
  await page.goto('/wild-west-express/coverage/');
  await expect(page.locator('.ry-coverage-gaps li').first()).toContainText('No lesson step asks');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chicago-express/coverage/');
  await page.screenshot({ path: 'artifacts/learn/coverage-390.png', fullPage: true });
});
