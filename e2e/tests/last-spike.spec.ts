import { createRequire } from 'node:module';
import { test, expect } from './fixtures';
import { moveCount, savedRecord, standings, startGame } from './playground-helpers';
import {
  boardOffersMove,
  clickBoardMove,
  expectNoOtherHand,
  lsBoard,
  pageContents,
  trueHands,
} from './last-spike-helpers';

// lz-string as the playground itself resolves it (its share links are lz-string packed).
const lz = createRequire(new URL('../../apps/playground/package.json', import.meta.url))(
  'lz-string',
) as { decompressFromEncodedURIComponent(text: string): string | null };

// Traces record every DOM change; bots change the page hundreds of times a game.
test.use({ trace: 'off' });

const artifacts = 'artifacts/last-spike';
const pass = (page: import('@playwright/test').Page) =>
  page.locator('ry-game').getByRole('region', { name: 'Pass the device' });
/** Scrolls `target` to the top of the viewport (for screenshots). */
const toTop = (target: import('@playwright/test').Locator) =>
  target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
const undoButton = (page: import('@playwright/test').Page) =>
  page.getByRole('toolbar', { name: 'Game controls' }).getByRole('button', { name: 'Undo' });

/** Plays seat 0's moves on the board until the standings show; `each` runs before every move. */
async function playToEndOnBoard(
  page: import('@playwright/test').Page,
  each?: (n: number) => Promise<void>,
): Promise<number> {
  for (let n = 0; n < 400; n++) {
    await expect
      .poll(async () => (await standings(page).isVisible()) || (await boardOffersMove(page)), {
        timeout: 20_000,
      })
      .toBe(true);
    if (await standings(page).isVisible()) return n;
    await each?.(n);
    const before = await moveCount(page);
    expect(await clickBoardMove(page, n)).toBe(true);
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  }
  throw new Error('The game did not end within 400 moves of seat 0');
}

test('Last Spike against two bots: setup form, moves clicked on the board, final standings, saved', async ({
  page,
  consoleErrors,
}) => {
  // A whole game (about 30 lays of the person's and 60 of two bots): a ceiling for a loaded
  // machine, where the default minute ran out mid-game, not a measure of speed.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startGame(page, {
    game: 'Last Spike',
    players: 3,
    bots: [false, true, true],
    seed: 'e2e-last-spike',
  });
  let shot = false;
  const personMoves = await playToEndOnBoard(page, async (n) => {
    // Ada's own tiles only, every few moves (the check reads the whole page).
    if (n % 5 === 0) await expectNoOtherHand(page, await trueHands(page), 0);
    // Mid-game, at one of Ada's lays (her hand with its costs, the spaces she may take).
    if (!shot && n >= 20 && (await lsBoard(page).locator('.tile-button.legal').count()) > 0) {
      shot = true;
      // The console offers Ada's own lays in the form the leak check looks for (polled: the
      // board inside <ry-game> can show her lay a frame before the page's console catches up).
      await expect
        .poll(async () => {
          const { text } = await pageContents(page);
          const own = (await trueHands(page)).hands[0]!;
          return own.some((t) => text.includes(`{"type":"tile.lay","player":0,"tile":"${t}"}`));
        })
        .toBe(true);
      await expect(lsBoard(page).getByRole('region', { name: /^Tiles of Ada/ })).toBeVisible();
      await toTop(lsBoard(page));
      await page.screenshot({ path: `${artifacts}/playground-1280-mid-game.png` });
      await page.screenshot({
        path: `${artifacts}/playground-1280-mid-game-full.png`,
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await toTop(lsBoard(page));
      await page.screenshot({ path: `${artifacts}/playground-390-mid-game.png` });
      await toTop(lsBoard(page).locator('[part="turn"]'));
      await page.screenshot({ path: `${artifacts}/playground-390-mid-game-hand.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
  expect(personMoves).toBeGreaterThan(20);
  expect(shot, 'mid-game screenshots').toBe(true);
  const table = standings(page);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText('winner').first()).toBeVisible();
  await expect(table).toContainText('Most cash wins');
  await expect(page.locator('#game-status')).toContainText('The game is over');
  // Finished: every hand is shown, and the record is saved up to the last move.
  await expect(lsBoard(page)).not.toContainText('Hands are hidden');
  expect((await savedRecord(page)).moves.length).toBe(await moveCount(page));
  await page.screenshot({ path: `${artifacts}/playground-1280-game-over.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('hot seat: two people and a bot, the pass-the-device screen first, no other hand ever on the page', async ({
  page,
  consoleErrors,
}) => {
  await startGame(page, {
    game: 'Last Spike',
    players: 3,
    bots: [false, false, true],
    seed: 'e2e-last-spike-hot',
  });
  const names = ['Ada', 'Brunel'];
  let shown: number | null = null;
  let passes = 0;
  for (let n = 0; passes < 6; n++) {
    expect(n, 'moves before six passes of the device').toBeLessThan(200);
    await expect
      .poll(async () => (await pass(page).isVisible()) || (await boardOffersMove(page)), {
        timeout: 15_000,
      })
      .toBe(true);
    if (await pass(page).isVisible()) {
      // Behind the screen: nobody's tiles, no moves panel, the board says hands are hidden.
      const text = (await pass(page).textContent()) ?? '';
      const seat = names.findIndex((name) => text.includes(`Pass the device to ${name}`));
      expect(seat, text).toBeGreaterThanOrEqual(0);
      expect(seat).not.toBe(shown);
      await expectNoOtherHand(page, await trueHands(page), null);
      await expect(page.locator('#moves-panel')).toHaveCount(0);
      await expect(lsBoard(page)).toContainText('Hands are hidden from this viewer.');
      if (passes === 1) {
        await lsBoard(page).locator('svg.map').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${artifacts}/playground-hot-seat-pass.png`,
          fullPage: true,
        });
      }
      await pass(page)
        .getByRole('button', { name: `I am ${names[seat]}, show my hand` })
        .click();
      await expect(pass(page)).toHaveCount(0);
      shown = seat;
      passes++;
      // Their own tiles, and the moves panel for them.
      await expect(page.getByRole('region', { name: `Your move, ${names[seat]}` })).toBeVisible();
      await expectNoOtherHand(page, await trueHands(page), seat);
      continue;
    }
    // The seat shown plays its whole turn on the board; the bot's turn shows nobody new.
    await expectNoOtherHand(page, await trueHands(page), shown);
    const before = await moveCount(page);
    expect(await clickBoardMove(page, n)).toBe(true);
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  }
  // The history tells the other person's draws without their tiles.
  await expect(page.locator('.history-list')).toContainText(/(Ada|Brunel) draws a tile\./);
  expect(consoleErrors).toEqual([]);
});

test('undo takes back a lay or a purchase, never a draw: the button is off and says why', async ({
  page,
  consoleErrors,
}) => {
  // Up to 13 rounds of bot turns, which take seconds each on a busy machine.
  test.setTimeout(240_000);
  await startGame(page, {
    game: 'Last Spike',
    players: 3,
    bots: [false, true, true],
    seed: 'e2e-last-spike-undo',
  });
  const board = lsBoard(page);
  const stop = page.locator('#undo-stop');
  const layable = board.locator('.tile-button.legal');
  const decline = board.locator('[data-move="land.decline"]');
  const hand = () =>
    board.locator('[data-tile]').evaluateAll((b) => b.map((e) => e.getAttribute('data-tile')));
  /** At Ada's lay after someone's draw: Undo is off, and the page says it stops at that draw. */
  const expectStoppedAtDraw = async () => {
    await expect(layable.first()).toBeVisible();
    // The board (inside <ry-game>) can show Ada's lay a frame before the page's history and undo
    // note catch up, so wait until both name the same move: the last one, a draw.
    const stoppedAt =
      /^(\d+)\|Undo stops at move \1 \((Ada draws [A-Z]\d|(Brunel|Cass) draws a tile)\): a draw, a reveal or a roll is never taken back\.$/;
    await expect
      .poll(async () => `${await moveCount(page)}|${(await stop.allTextContents()).join('')}`)
      .toMatch(stoppedAt);
    const at = await moveCount(page);
    await expect(undoButton(page)).toBeDisabled();
    await expect(undoButton(page)).toHaveAttribute('aria-describedby', 'undo-stop');
    // The shortcut does nothing either.
    await page.locator('body').press('Control+z');
    await page.waitForTimeout(150);
    expect(await moveCount(page)).toBe(at);
    return at;
  };
  /**
   * Ada's moves on the board until her next lay (her draw, then the bots' turns). No deadline of
   * its own (on a busy machine the bots' turns can take seconds): the test's timeout bounds it.
   */
  const toNextLay = async (n: number) => {
    let clicks = 0;
    while ((await layable.count()) === 0 && !(await standings(page).isVisible())) {
      if (await boardOffersMove(page)) {
        const before = await moveCount(page);
        await clickBoardMove(page, n + clicks++, 1000);
        await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
      } else await page.waitForTimeout(50);
    }
  };

  await expect(layable.first()).toBeVisible();
  if ((await moveCount(page)) === 0) {
    // Ada goes first: lay, then play on to her next turn.
    await layable.first().click();
    await toNextLay(0);
  }
  const start = await expectStoppedAtDraw();
  // Lay on the map, take it back (the tile returns to the hand), lay again from the hand.
  const tilesBefore = await hand();
  await board.locator('.space.track.legal .hit').first().press('Enter');
  await expect.poll(() => moveCount(page)).toBe(start + 1);
  expect(await hand()).toHaveLength(tilesBefore.length - 1);
  await expect(stop).toHaveCount(0);
  await undoButton(page).click();
  await expect.poll(() => moveCount(page)).toBe(start);
  expect(await hand()).toEqual(tilesBefore);
  await layable.first().click();
  await expect.poll(() => moveCount(page)).toBe(start + 1);

  // A purchase decision is taken back too (Ctrl+Z), on the first turn that has one.
  let undidPurchase = false;
  for (let turn = 0; turn < 12 && !undidPurchase; turn++) {
    await expect
      .poll(async () => (await decline.count()) + ((await boardOffersMove(page)) ? 1 : 0))
      .toBeGreaterThan(0);
    if ((await decline.count()) > 0) {
      const at = await moveCount(page);
      await decline.click();
      await expect.poll(() => moveCount(page)).toBe(at + 1);
      await page.locator('body').press('Control+z');
      await expect.poll(() => moveCount(page)).toBe(at);
      await expect(decline).toBeVisible();
      undidPurchase = true;
    }
    // The draw: Ada is told her tile; after the bots' turns Undo stops at the last draw.
    await toNextLay(turn);
    await expect(page.locator('.history-list')).toContainText(/Ada draws [A-Z]\d\./);
    await expectStoppedAtDraw();
    if (!undidPurchase) {
      await layable.first().click();
    }
  }
  expect(undidPurchase, 'a turn with a land purchase to take back').toBe(true);
  expect((await savedRecord(page)).moves.length).toBe(await moveCount(page));
  expect(consoleErrors).toEqual([]);
});

test('a saved Last Spike game resumes after a reload, and its share link warns before it shows', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await startGame(page, {
    game: 'Last Spike',
    players: 2,
    bots: [false, true],
    seed: 'e2e-last-spike-share',
  });
  for (let n = 0; n < 6; n++) {
    await expect.poll(() => boardOffersMove(page), { timeout: 15_000 }).toBe(true);
    const before = await moveCount(page);
    await clickBoardMove(page, n);
    await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  }
  await expect.poll(() => boardOffersMove(page)).toBe(true);
  const count = await moveCount(page);
  const history = await page.locator('.history-list').textContent();
  await page.reload();
  await expect(page.locator('#game-heading')).toContainText('Last Spike');
  expect(await moveCount(page)).toBe(count);
  expect(await page.locator('.history-list').textContent()).toBe(history);
  await expectNoOtherHand(page, await trueHands(page), 0);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.share .spoiler-note')).toContainText(
    'anyone who opens this link or file can compute the hidden items and every future draw',
  );
  const link = await page.getByLabel('Link to this position').inputValue();
  // Links are `2.<crc32>.<data>` (the checksum comes before the packed game).
  const packed = new URLSearchParams(new URL(link).hash.slice(1)).get('game')!.split('.')[2]!;
  expect(JSON.parse(lz.decompressFromEncodedURIComponent(packed)!)).toMatchObject({
    spoiler: true,
  });
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  const warning = other.getByRole('region', { name: 'Before you open this game' });
  await expect(warning).toContainText('This link holds an unfinished game of Last Spike');
  await expect(other.locator('ry-game')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Show the game' }).click();
  await expect(other.locator('#history-heading')).toContainText(`(${count} moves)`);
  await expectNoOtherHand(other, await trueHands(other), 0);
  await context.close();
  expect(consoleErrors).toEqual([]);
});
