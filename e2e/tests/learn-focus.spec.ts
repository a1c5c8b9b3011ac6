/**
 * What a new learner needs to see inside a lesson (issue 24's walkthrough): the map centred on
 * the places a step is about, in view and uncovered at 1280x800 and 390x844; the hints marking
 * where to look and the move's hex; an older position from the move list labelled, with a way
 * back; and a finished lesson saying so, with the board taking no more moves.
 */
import type { Locator, Page } from '@playwright/test';
import { LessonRunner, loadLessonPath } from '@railyard/rules';
import { test, expect } from './fixtures';
import { describe, feedback, lesson, play, playLesson, stepText } from './learn-helpers';

test.use({ trace: 'off', actionTimeout: 15_000 });

const sizes = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;

const space = (page: Page, id: string) => lesson(page).locator(`svg.map [data-space="${id}"]`);

/**
 * The hex is inside the map's frame and the viewport once the frame is scrolled into view, and
 * nothing (a sticky bar, a panel) covers its centre.
 */
async function expectShown(page: Page, id: string): Promise<void> {
  const frame = lesson(page).locator('.map-frame');
  await frame.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [f, s] = await Promise.all([frame.boundingBox(), space(page, id).boundingBox()]);
      if (!f || !s) return 'not drawn';
      const cx = s.x + s.width / 2;
      const cy = s.y + s.height / 2;
      const view = page.viewportSize()!;
      if (cx < f.x || cx > f.x + f.width || cy < f.y || cy > f.y + f.height) return 'outside frame';
      if (cx < 0 || cx > view.width || cy < 0 || cy > view.height) return 'outside viewport';
      // The element drawn at the hex's centre belongs to that hex (nothing lies over it).
      return page.evaluate(
        ({ x, y, id }) => {
          let root: Document | ShadowRoot = document;
          let el: Element | null;
          for (;;) {
            el = root.elementFromPoint(x, y);
            if (!el?.shadowRoot || el.shadowRoot === root) break;
            root = el.shadowRoot;
          }
          return el?.closest('[data-space]')?.getAttribute('data-space') === id
            ? 'shown'
            : `covered by ${el?.tagName.toLowerCase()}.${el?.getAttribute('class') ?? ''}`;
        },
        { x: cx, y: cy, id },
      );
    }, `${id} in view and uncovered`)
    .toBe('shown');
}

async function openAt(page: Page, lessonId: string, steps: number) {
  const path = await loadLessonPath('chicago-express');
  const runner = LessonRunner.start(path, lessonId);
  await page.goto(`/chicago-express/learn/${lessonId}/`);
  await expect(stepText(page)).toHaveText(/^Step 1 of/, { timeout: 30_000 });
  while (runner.stepNumber < steps) {
    const move = runner.hint(2)!.move!;
    await play(page, move, describe(runner, move));
    runner.try(move);
    await expect(stepText(page)).toHaveText(new RegExp(`^Step ${runner.stepNumber + 1} of`));
  }
  return runner;
}

const marked = (loc: Locator) => loc.evaluate((el) => el.classList.contains('spotlight'));

for (const size of sizes) {
  test(`a building step centres the map on the places it names, and its hints mark them, at ${size.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    // Building, step 2: "toward the nearest city (Harrisburg is three hexes away)"; the hint
    // counts from Philadelphia.
    const runner = await openAt(page, 'building', 1);
    const focus = runner.focus();
    expect(focus.named).toEqual(expect.arrayContaining(['O4', 'R5']));
    for (const id of focus.named) await expectShown(page, id);
    await page.screenshot({ path: `artifacts/learn/focus-building-${size.name}.png` });
    // Hint 1 marks where to look; hint 2 the hex of a move that works, named by its city.
    await lesson(page).getByRole('button', { name: 'Hint: what to look at' }).click();
    await expect.poll(() => marked(space(page, 'R5'))).toBe(true);
    await lesson(page).getByRole('button', { name: 'Hint: a move that works' }).click();
    const [hex] = focus.move;
    await expect(feedback(page)).toContainText(/\(next to [A-Z]/);
    await expect.poll(() => marked(space(page, hex!))).toBe(true);
    await expect.poll(() => marked(space(page, 'R5'))).toBe(false);
    await expectShown(page, hex!);
    await page.screenshot({ path: `artifacts/learn/focus-hint-${size.name}.png` });
  });
}

for (const size of sizes)
  test(`hint 1 points out the dials on a step about the actions, and a company's whole network on a step about it, at ${size.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const runner = await openAt(page, 'building', 0);
    const lookHint = lesson(page).getByRole('button', { name: 'Hint: what to look at' });
    await lookHint.click();
    const dials = lesson(page).locator('[part="dials"]');
    await expect(dials).toHaveClass(/highlight/);
    await expect(dials).toBeInViewport();
    await page.screenshot({ path: `artifacts/learn/hint-dials-${size.name}.png` });
    // Building, step 3: the PRR stands on Philadelphia and the hex placed at step 2.
    while (runner.stepNumber < 2) {
      const move = runner.hint(2)!.move!;
      await play(page, move, describe(runner, move));
      runner.try(move);
      await expect(stepText(page)).toHaveText(new RegExp(`^Step ${runner.stepNumber + 1} of`));
    }
    const network = runner.focus().marked;
    expect(network.length).toBeGreaterThan(1);
    await lookHint.click();
    for (const id of network) await expect.poll(() => marked(space(page, id))).toBe(true);
    await space(page, network[0]!).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/learn/hint-network-${size.name}.png` });
  });

test('American Rails: hint 1 of a step about choosing an action points out the action track at 390x844', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/american-rails/learn/choosing-an-action/');
  await expect(stepText(page)).toHaveText(/^Step 1 of/, { timeout: 30_000 });
  await lesson(page).getByRole('button', { name: 'Hint: what to look at' }).click();
  const track = lesson(page).locator('[part="action-track"]');
  await expect(track).toHaveClass(/highlight/);
  await expect(track).toBeInViewport();
  await page.screenshot({ path: 'artifacts/learn/hint-action-track-390x844.png' });
});

test('a step of the Chicago lesson brings Chicago and Fort Wayne into view at 390x844', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAt(page, 'chicago', 1);
  await expectShown(page, 'A2');
  await expectShown(page, 'D3');
  await page.screenshot({ path: 'artifacts/learn/focus-chicago-390x844.png' });
});

test('an older position from the move list is labelled, with a way back; a finished lesson says so and takes no more moves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = await loadLessonPath('chicago-express');
  const first = path.lessons[0]!;
  await openAt(page, first.id, 1);
  const entries = lesson(page).locator('ry-game-log button[data-index]');
  await entries.nth(1).click();
  const viewing = page.getByTestId('lesson-viewing');
  await expect(viewing).toContainText('Showing the position after move 1 of');
  // Said where the learner looks: the note stays in sight below the site's header.
  await expect(viewing).toBeInViewport();
  await page.screenshot({ path: 'artifacts/learn/scrubbed-1280x800.png' });
  await viewing.getByRole('button', { name: 'Back to the lesson' }).click();
  await expect(viewing).toHaveCount(0);
  await lesson(page).getByRole('button', { name: 'Start this lesson over' }).click();
  await playLesson(page, path, first.id, { refused: false, miss: false, reload: false });
  const done = page.getByTestId('lesson-done');
  await expect(done).toContainText('Lesson complete.');
  await expect(done).toBeInViewport();
  // The host's links (slotted) are shown in the note above the board.
  const next = page.getByRole('link', { name: /^Next lesson:/ });
  await expect(next).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Back to all Chicago Express lessons' }),
  ).toBeVisible();
  const [box, link] = await Promise.all([done.boundingBox(), next.boundingBox()]);
  expect(link!.y).toBeGreaterThanOrEqual(box!.y);
  expect(link!.y + link!.height).toBeLessThanOrEqual(box!.y + box!.height);
  // The board takes no more moves: no hex, dial or bid control is offered.
  await expect(lesson(page).locator('.space.legal, .dial.legal')).toHaveCount(0);
  await expect(lesson(page).locator('[part="bid-button"]')).toHaveCount(0);
  // The game goes on past the lesson, but the finished board says nobody is to act, nor names
  // the phase the others' replies reached (walkthrough 4 #12): its header is left out.
  await expect(lesson(page).locator('ry-game [part="header"]')).toHaveCount(0);
  await expect(lesson(page).getByTestId('status')).toHaveCount(0);
  await expect(lesson(page).locator('ry-player-panel')).not.toContainText('to act');
  await page.screenshot({ path: 'artifacts/learn/complete-1280x800.png' });
});
