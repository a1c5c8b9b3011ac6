import { expect, type Locator, type Page } from '@playwright/test';

export interface StartOptions {
  game?: string;
  players?: number;
  /** One entry per seat: true for a bot. Defaults to seat 1 a person, the rest bots. */
  bots?: boolean[];
  seed?: string;
  /** Bot delay in ms (the `botDelay` URL parameter); 0 keeps tests fast. */
  botDelay?: number;
}

export const movesPanel = (page: Page): Locator => page.getByRole('region', { name: /^Your move/ });
export const standings = (page: Page): Locator =>
  page.getByRole('region', { name: /final standings/ });
export const historyEntries = (page: Page): Locator => page.locator('.history-list .history-entry');

/** Number of moves in the history ("(12 moves)"). */
export async function moveCount(page: Page): Promise<number> {
  const text = await page.locator('#history-heading .count').textContent();
  return Number(/\((\d+) moves\)/.exec(text ?? '')?.[1] ?? NaN);
}

/** Opens the playground and starts a game through the setup form. */
export async function startGame(page: Page, options: StartOptions = {}): Promise<void> {
  await page.goto(`/playground/?botDelay=${options.botDelay ?? 0}`);
  const form = page.getByRole('region', { name: 'New game' });
  if (options.game)
    await form.getByLabel('Game', { exact: true }).selectOption({ label: options.game });
  const players = options.players ?? 3;
  await form.getByLabel('Players', { exact: true }).selectOption(String(players));
  const bots = options.bots ?? Array.from({ length: players }, (_, i) => i > 0);
  for (const [seat, bot] of bots.entries()) {
    await form
      .getByLabel(`Seat ${seat + 1} played by`)
      .selectOption(bot ? { label: 'Random bot' } : { label: 'A person' });
  }
  if (options.seed) await form.getByLabel('Seed', { exact: true }).fill(options.seed);
  await form.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('#game-heading')).toContainText(options.game ?? 'Chicago Express');
}

/**
 * Makes one move for the person to act with a legal-move control: a pass, decline or finish when
 * there is one (keeps games short), else the first move button, else the amount form's submit
 * button (the minimum bid). Clicks it, or with `by: 'keyboard'` presses Enter on it (the pointer
 * stays where it is). Waits until the move is in the history.
 */
export async function playOneHumanMove(
  page: Page,
  { by = 'pointer' }: { by?: 'pointer' | 'keyboard' } = {},
): Promise<void> {
  const panel = movesPanel(page);
  const before = await moveCount(page);
  const preferred = panel.getByRole('button', { name: /^(Pass|Decline|End the build)/ });
  const control =
    (await preferred.count()) > 0
      ? preferred.first()
      : (await panel.locator('button.move').count()) > 0
        ? panel.locator('button.move').first()
        : panel.locator('form button[type=submit]').first();
  if (by === 'keyboard') await control.press('Enter');
  else await control.click();
  await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
}

/** Plays the person's moves until the final standings show; returns the number of person moves. */
export async function playToEnd(
  page: Page,
  onMove?: (n: number) => Promise<void>,
): Promise<number> {
  let n = 0;
  for (; n < 1000; n++) {
    const next = movesPanel(page).or(standings(page));
    await expect(next.first()).toBeVisible({ timeout: 20_000 });
    if (await standings(page).isVisible()) return n;
    await playOneHumanMove(page);
    await onMove?.(n);
  }
  throw new Error('The game did not end within 1000 person moves');
}

/** The saved record of the open game, read from localStorage. */
export async function savedRecord(
  page: Page,
): Promise<{ game: string; seed: string; players: string[]; moves: unknown[] }> {
  return page.evaluate(() => {
    const id = localStorage.getItem('railyard-playground:current');
    const raw = id ? localStorage.getItem(`railyard-playground:slot:${id}`) : null;
    if (!raw) throw new Error('no current save');
    return JSON.parse(raw).record;
  });
}

/**
 * Picks the first legal space of `board` by keyboard (a space may sit outside the zoomed map's
 * frame; the keyboard reaches it, focus brings it into view) and waits until the history counts
 * the move. It starts on a person's turn as the page's status line shows it (drawn with the move
 * count, so bots' moves are not taken for the pick). The board can still show the spaces of the
 * position before: an Enter on a space being redrawn is lost or refused, so the pick is tried
 * again until the history counts it, never after.
 */
export async function pickFirstLegalSpace(page: Page, board: Locator): Promise<void> {
  const legal = board.locator('.space.legal .hit');
  await expect(page.locator('#game-status')).toContainText('to act', { timeout: 30_000 });
  const before = await moveCount(page);
  await expect(async () => {
    if ((await moveCount(page)) === before) await legal.first().press('Enter', { timeout: 5_000 });
    await expect.poll(() => moveCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 60_000 });
}
