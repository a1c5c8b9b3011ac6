import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  boardOffersMove,
  clickBoardMove,
  expectNoOtherHand,
  lsBoard,
  trueHandsOfElement,
} from './last-spike-helpers';

test.use({ trace: 'off' });

const artifacts = 'artifacts/last-spike';

/** Moves in the record of the `<ry-game>` inside `root`. */
const moves = (root: Locator) =>
  root
    .locator('ry-game')
    .evaluate(
      (el) => (el as unknown as { record?: { moves: unknown[] } }).record?.moves.length ?? 0,
    );

/**
 * Plays seat 0 on the board of the `<ry-game>` inside `root` until its result shows, checking
 * every few moves that no bot's tile is on the page. Returns seat 0's number of moves.
 */
async function playEmbedToEnd(
  page: Page,
  root: Locator,
  scope: string,
  each?: (n: number) => Promise<void>,
) {
  const result = root.locator('ry-game [part="result"]');
  for (let n = 0; n < 400; n++) {
    await expect
      .poll(async () => (await result.count()) > 0 || (await boardOffersMove(root)), {
        timeout: 20_000,
      })
      .toBe(true);
    if ((await result.count()) > 0) return n;
    if (n % 6 === 0) await expectNoOtherHand(page, await trueHandsOfElement(page, scope), 0, scope);
    await each?.(n);
    const before = await moves(root);
    expect(await clickBoardMove(root, n)).toBe(true);
    await expect.poll(() => moves(root)).toBeGreaterThan(before);
  }
  throw new Error('The game did not end within 400 moves of seat 0');
}

test('the Last Spike overview embeds a game against two bots that plays to the end', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/last-spike/');
  const widget = page.getByRole('region', { name: 'A game of Last Spike against two bots' });
  await widget.scrollIntoViewIfNeeded();
  await expect(lsBoard(widget)).toBeVisible();
  // Easy bots, a beginner's opponents (issue 25), not random ones.
  await expect(widget.locator('ry-game')).toHaveAttribute('bots', '1:easy,2:easy');
  // The page's bots think for 300 ms a move; the test does not wait for them.
  await widget
    .locator('ry-game')
    .evaluate((el) => ((el as unknown as { botDelay: number }).botDelay = 0));
  const scope = '[aria-label="A game of Last Spike against two bots"]';
  const personMoves = await playEmbedToEnd(page, widget, scope, async (n) => {
    if (n === 12) {
      await widget.locator('ry-game').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${artifacts}/docs-embed-1280-mid-game.png` });
    }
  });
  expect(personMoves).toBeGreaterThan(15);
  const result = widget.locator('ry-game [part="result"]');
  await expect(result).toContainText(/wins|Shared win/);
  await expect(widget.locator('ry-game [data-testid="status"]')).toContainText('Game over.');
  expect(consoleErrors).toEqual([]);
});

test('railyard-last-spike.js alone on a page: one script, one element, a whole game', async ({
  page,
  consoleErrors,
}) => {
  // A whole game (about 31 s in CI) took over 60 s beside a load of 20 on the 2-core machine:
  // the same room as the overview's whole-game test above.
  test.setTimeout(180_000);
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Last Spike on a page of its own</title>
    <script type="module" src="/lib/railyard-last-spike.js"></script></head>
  <body><main>
    <ry-game game="last-spike" players="You, Ada" bots="1" bot-delay="0" seed="e2e-alone"></ry-game>
  </main></body>
</html>`;
  await page.route('**/embed-test/last-spike.html', (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/embed-test/last-spike.html');
  const body = page.locator('main');
  await expect(lsBoard(body)).toBeVisible();
  const gameEnd = page.evaluate(
    () =>
      new Promise<{ winners: number[] }>((resolve) =>
        document.addEventListener('ry-game-end', (e) => resolve((e as CustomEvent).detail.result), {
          once: true,
        }),
      ),
  );
  await playEmbedToEnd(page, body, 'main');
  expect((await gameEnd).winners.length).toBeGreaterThan(0);
  // Only the one bundle (and the chunks it imports): no other game, not the all-games file.
  expect(
    scripts.every((path) => path.startsWith('/lib/')),
    scripts.join(', '),
  ).toBe(true);
  expect(scripts).toContain('/lib/railyard-last-spike.js');
  expect(scripts).not.toContain('/lib/railyard.js');
  expect(
    await page.evaluate(() => ({
      game: !!customElements.get('ry-game'),
      board: !!customElements.get('ry-last-spike-board'),
      other: !!customElements.get('ry-chicago-express-board'),
    })),
  ).toEqual({ game: true, board: true, other: false });
  expect(consoleErrors).toEqual([]);
});
