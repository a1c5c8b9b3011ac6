import { test, expect } from './fixtures';
import { movesPanel, moveCount, playOneHumanMove, startGame } from './playground-helpers';

test.use({ trace: 'off' });

test('one move in the UI applies the engine once, in the one <ry-game> the page has', async ({
  page,
  consoleErrors,
}) => {
  await startGame(page, { seed: 'e2e-once', bots: [false, false, false] });
  await expect(movesPanel(page)).toBeVisible();
  // Count every run of the engine: each applied (or refused) move is one machine transition.
  await page.evaluate(() => {
    const w = window as unknown as {
      railyardPlayground: {
        openSession: { game: { machine: { transition: (...args: unknown[]) => unknown } } };
      };
      engineRuns: number;
    };
    const machine = w.railyardPlayground.openSession.game.machine;
    const transition = machine.transition;
    w.engineRuns = 0;
    machine.transition = function (this: unknown, ...args: unknown[]) {
      w.engineRuns++;
      return transition.apply(this, args);
    };
  });
  await playOneHumanMove(page);
  await playOneHumanMove(page);
  expect(await moveCount(page)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { engineRuns: number }).engineRuns)).toBe(
    2,
  );
  // One <ry-game>, visible, driven by the playground's own session: no hidden second copy.
  const games = await page.evaluate(() =>
    [...document.querySelectorAll('ry-game')].map((el) => ({
      sameSession:
        (el as unknown as { session: unknown }).session ===
        (window as unknown as { railyardPlayground: { openSession: unknown } }).railyardPlayground
          .openSession,
      visible: (el as HTMLElement).offsetParent !== null,
    })),
  );
  expect(games).toEqual([{ sameSession: true, visible: true }]);
  expect(consoleErrors).toEqual([]);
});
