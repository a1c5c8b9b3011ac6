/**
 * Two tabs (two pages of one browser context: one localStorage, storage events between them) on
 * one saved game. Moves made in either tab survive a reload of both, and when both tabs moved
 * without seeing each other, nothing is overwritten without the person choosing.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { moveCount, playOneHumanMove, startGame } from './playground-helpers';

/** Every save slot in the page's localStorage: id → moves. */
async function slots(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(() => {
    const found: Record<string, unknown[]> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('railyard-playground:slot:'))
        found[key.slice('railyard-playground:slot:'.length)] = JSON.parse(
          localStorage.getItem(key)!,
        ).record.moves;
    }
    return found;
  });
}

async function openSecondTab(first: Page): Promise<Page> {
  const second = await first.context().newPage();
  await second.goto('/playground/?botDelay=0');
  await expect(second.locator('#game-heading')).toContainText('Chicago Express');
  return second;
}

test('moves in both tabs, then a reload of both: every move is kept', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Every seat a person: each tab plays the seat to act.
  await startGame(page, { players: 3, bots: [false, false, false], seed: 'two-tabs' });
  const other = await openSecondTab(page);
  for (let round = 0; round < 3; round++) {
    await playOneHumanMove(page);
    await expect.poll(() => moveCount(other)).toBe(await moveCount(page));
    await playOneHumanMove(other);
    await expect.poll(() => moveCount(page)).toBe(await moveCount(other));
  }
  const played = await moveCount(page);
  expect(played).toBe(6);
  await expect(page.locator('.tab-conflict')).toHaveCount(0);
  await page.reload();
  await other.reload();
  expect(await moveCount(page)).toBe(played);
  expect(await moveCount(other)).toBe(played);
  const saved = Object.values(await slots(page));
  expect(saved.map((moves) => moves.length)).toEqual([played]);
  expect(consoleErrors).toEqual([]);
});

test('both tabs moved without seeing each other: a warning, a copy, and the choice', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await startGame(page, { players: 3, bots: [false, false, false], seed: 'tab-race' });
  const other = await openSecondTab(page);
  await playOneHumanMove(other);
  await expect.poll(() => moveCount(page)).toBe(1);
  // The race: another tab saved a move an instant before this tab makes a different one (in
  // one task, so this tab has not heard of the other write yet).
  const theirs = await other.evaluate(() => {
    type Session = { record: { moves: unknown[] }; legalMoves(): unknown[] };
    const session = (window as unknown as { railyardPlayground: { openSession: Session } })
      .railyardPlayground.openSession;
    const button = document.querySelector<HTMLButtonElement>('#moves-panel button.move')!;
    const mine = JSON.parse(button.dataset.move!);
    const different = session.legalMoves().find((m) => JSON.stringify(m) !== JSON.stringify(mine))!;
    const id = localStorage.getItem('railyard-playground:current')!;
    const key = `railyard-playground:slot:${id}`;
    const save = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(
      key,
      JSON.stringify({
        ...save,
        record: { ...save.record, moves: [...session.record.moves, different] },
        revision: save.revision + 1,
        writer: 'another-tab',
      }),
    );
    button.click();
    return different;
  });
  const conflict = other.getByRole('region', { name: 'This game was changed in another tab' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('alert')).toContainText(
    'saved 1 move that this tab does not have, and this tab has 1 move that the other does not',
  );
  // Both versions are in storage before anyone chose: a reload now would lose neither.
  const both = Object.values(await slots(other));
  expect(both).toHaveLength(2);
  expect(both.some((moves) => JSON.stringify(moves.at(-1)) === JSON.stringify(theirs))).toBe(true);
  const mine = await other.evaluate(
    () =>
      (
        window as unknown as {
          railyardPlayground: { openSession: { record: { moves: unknown[] } } };
        }
      ).railyardPlayground.openSession.record.moves,
  );
  expect(both.some((moves) => JSON.stringify(moves) === JSON.stringify(mine))).toBe(true);
  await conflict.getByRole('button', { name: 'Continue here' }).click();
  await expect(conflict).toHaveCount(0);
  await other.reload();
  expect(await moveCount(other)).toBe(2);
  const after = Object.values(await slots(other));
  expect(after).toHaveLength(2);
  expect(after.some((moves) => JSON.stringify(moves) === JSON.stringify(mine))).toBe(true);
  expect(after.some((moves) => JSON.stringify(moves.at(-1)) === JSON.stringify(theirs))).toBe(true);
  await other.getByRole('button', { name: 'New game' }).first().click();
  await expect(other.locator('.slot-note')).toContainText('Kept from another tab');
  expect(consoleErrors).toEqual([]);
});

test('settings of null leave the playground usable with defaults and the saves untouched', async ({
  page,
  consoleErrors,
}) => {
  await startGame(page, { players: 3, seed: 'bad-settings' });
  await playOneHumanMove(page);
  const before = await slots(page);
  await page.evaluate(() => localStorage.setItem('railyard-playground:settings', 'null'));
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'settings could not be read' }),
  ).toContainText('the default settings are used. Your saved games are untouched.');
  await expect(page.locator('#game-heading')).toContainText('Chicago Express');
  // Untouched: every save is there with every move it had. The bots may still have been moving
  // when `before` was read, and they go on after the reload: a save may have grown since.
  const after = await slots(page);
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const [slot, moves] of Object.entries(before))
    expect(after[slot]!.slice(0, moves.length), `save ${slot}: its moves before`).toEqual(moves);
  expect(consoleErrors).toEqual([]);
});
