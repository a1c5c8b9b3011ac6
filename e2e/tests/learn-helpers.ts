/**
 * Playing lessons through the docs site's board controls, for learn.spec.ts (every lesson at both
 * sizes, with a refused move, a legal miss and a reload) and the path timings.
 *
 * The test knows the moves from a `LessonRunner` of its own beside the page (the engine is
 * deterministic: the page's runner plays the same replies), and makes each one with the control
 * a person would use: the auction panel's amount and Bid/Pass, the move bar's button or list, or
 * a space of the map.
 */
import type { Page } from '@playwright/test';
import { applyMove, LessonRunner, type GameMove, type LessonPath } from '@railyard/rules';
import { expect } from './fixtures';

export const lesson = (page: Page) => page.locator('ry-lesson');
export const feedback = (page: Page) => page.getByTestId('lesson-feedback');
export const stepText = (page: Page) => page.getByTestId('lesson-progress');

/** Makes `move` with the control a learner would use; `text` is how the move bar words it. */
export async function play(page: Page, move: GameMove, text: string): Promise<void> {
  const root = lesson(page);
  if (move.type.endsWith('.bid') && typeof move.amount === 'number') {
    await root.locator('[part="bid-input"]').fill(String(move.amount));
    await root.locator('[part="bid-button"]').click();
    return;
  }
  const pass = root.locator('[part="pass-button"]');
  if (move.type.endsWith('.pass') && (await pass.count()) > 0) {
    await pass.click();
    return;
  }
  const bar = root.locator('ry-action-bar');
  // A move with nothing but its type (decline, finish) is one button named by its type.
  const plain = Object.keys(move).every((key) => key === 'type' || key === 'player');
  const button = plain
    ? bar.locator(`button[data-type="${move.type}"]`)
    : bar.getByRole('button', { name: text, exact: true });
  const option = bar.locator('option', { hasText: text });
  // The bar may still be drawing the position the last move reached: wait for either control.
  await expect(button.or(option).first(), `a control for "${text}"`).toBeAttached();
  if ((await button.count()) > 0) {
    await button.click();
    return;
  }
  await expect(option, `a control for "${text}"`).toHaveCount(1);
  const form = bar.locator('form').filter({ has: page.locator('option', { hasText: text }) });
  await form.locator('select').selectOption({ label: text });
  await form.locator('button[type="submit"]').click();
}

export const describe = (runner: LessonRunner, move: GameMove) =>
  runner.game.describeMove(move, runner.session.state, runner.seat) || move.type;

const learnerMoves = (runner: LessonRunner) =>
  (runner.game.legalMoves(runner.session.state) as GameMove[]).filter(
    (move) => move.player === runner.seat,
  );

/**
 * A legal move of the learner that the step does not accept and a control can make. Candidates
 * are judged on a copy of the runner (a goal-meeting candidate would be played on it).
 */
export function missFor(path: LessonPath, runner: LessonRunner): GameMove | undefined {
  const copy = () => LessonRunner.start(path, runner.lesson.id, { progress: runner.progress() });
  let probe = copy();
  for (const move of learnerMoves(runner)) {
    const kind = probe.try(move).kind;
    if (kind === 'missed') return move;
    if (kind !== 'illegal') probe = copy();
  }
  return undefined;
}

/**
 * A map space whose click the engine refuses, with the refusal: the board sends the first legal
 * move naming a space, with the clicked space instead (boards/board-base.ts `meantAt`). Only
 * refusals in plain words count (not an id in quotes).
 */
export function refusedSpace(
  runner: LessonRunner,
  spaces: readonly string[],
): { space: string; reason: string } | undefined {
  const ids = new Set(spaces);
  for (const move of learnerMoves(runner)) {
    const key = Object.keys(move).find(
      (k) => k !== 'type' && k !== 'player' && ids.has(move[k] as string),
    );
    if (!key) continue;
    for (const space of spaces) {
      if (learnerMoves(runner).some((m) => Object.values(m).includes(space))) continue;
      const checked = applyMove(runner.game, runner.session.state, { ...move, [key]: space });
      if (!checked.ok && !checked.error.reason.includes('"'))
        return { space, reason: checked.error.reason };
    }
    return undefined;
  }
  return undefined;
}

export interface Extras {
  /** A refused move: a bid under the minimum, or a map space the engine refuses (picked with Enter). */
  refused: boolean;
  miss: boolean;
  reload: boolean;
}

/** Checks that the last move was refused with its rule link, the step unchanged. */
async function expectRefused(page: Page, step: string, reason?: string): Promise<void> {
  await expect(feedback(page)).toContainText('Not allowed.');
  if (reason) await expect(feedback(page)).toContainText(reason);
  await expect(feedback(page).getByRole('link', { name: /^Rule:/ })).toHaveCount(1);
  await expect(stepText(page)).toHaveText(step);
}

/** Plays one lesson from its page; `extras` adds each of its items once, where it fits. */
export async function playLesson(
  page: Page,
  path: LessonPath,
  id: string,
  extras: Extras,
): Promise<Extras> {
  const done = { refused: false, miss: false, reload: false };
  await page.goto(`/${path.game.id}/learn/${id}/`);
  const runner = LessonRunner.start(path, id);
  const total = runner.lesson.steps.length;
  // Opening a lesson plays its position up from the setup in the page: give it time.
  await expect(stepText(page)).toHaveText(`Step 1 of ${total}`, { timeout: 30_000 });
  const board = lesson(page).locator('[part="board"]');
  while (!runner.complete) {
    const index = runner.stepNumber;
    const step = `Step ${index + 1} of ${total}`;
    const goal = runner.hint(2)!.move!;
    if (extras.refused && !done.refused && goal.type.endsWith('.bid')) {
      await play(page, { ...goal, amount: 0 }, '');
      await expectRefused(page, step);
      done.refused = true;
    } else if (extras.refused && !done.refused && (await board.count()) > 0) {
      const spaces = await board
        .locator('[data-target]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-target')!));
      const refused = refusedSpace(runner, spaces);
      if (refused) {
        // Enter on the focused space, as a keyboard user picks it: the map follows the legal
        // moves, so a space without one may lie outside the part shown (a click on a space the
        // engine refuses: the boards' unit tests).
        await board.locator(`[data-target="${refused.space}"]`).press('Enter');
        await expectRefused(page, step, refused.reason);
        done.refused = true;
      }
    }
    const miss = extras.miss && !done.miss ? missFor(path, runner) : undefined;
    if (miss) {
      await play(page, miss, describe(runner, miss));
      await expect(feedback(page)).toContainText(
        "That move is allowed, but it isn't what this step asks.",
      );
      await expect(stepText(page)).toHaveText(step);
      done.miss = true;
    }
    await play(page, goal, describe(runner, goal));
    const result = runner.try(goal);
    expect(['met', 'complete']).toContain(result.kind);
    if (result.kind === 'complete') break;
    await expect(feedback(page)).toContainText('Well done.');
    await expect(stepText(page)).toHaveText(`Step ${index + 2} of ${total}`);
    if (extras.reload && !done.reload) {
      await page.reload();
      await expect(stepText(page)).toHaveText(`Step ${index + 2} of ${total}`);
      done.reload = true;
    }
  }
  await expect(feedback(page)).toContainText('Lesson complete!');
  await expect(stepText(page)).toHaveText(`All ${total} steps done`);
  return done;
}
