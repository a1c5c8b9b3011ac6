import { createRequire } from 'node:module';
import { axe, test, expect } from './fixtures';

// lz-string as the playground itself resolves it (its share links are lz-string packed).
const lz = createRequire(new URL('../../apps/playground/package.json', import.meta.url))(
  'lz-string',
) as { decompressFromEncodedURIComponent(text: string): string | null };

test.use({ trace: 'off' });

/** A record of the hidden-information toy game of @railyard/rules/testing. */
const tinyCards = (moves: unknown[] = []) => ({
  format: 'railyard-record',
  version: 1,
  game: 'tiny-cards',
  players: ['Ada', 'Bob'],
  seed: 'e2e-spoiler',
  options: { target: 40 },
  moves,
});

test('the share link of an unfinished hidden-information game is marked, and opening it warns first', async ({
  page,
  browser,
}) => {
  // `?test-games` lets the playground open the toy games of @railyard/rules/testing.
  await page.goto('/playground/?test-games&botDelay=0');
  await page.locator('input[type=file]').setInputFiles({
    name: 'tiny-cards.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tinyCards([{ type: 'die.roll', player: 0 }]))),
  });
  // A file of such a game warns too, before anything of the game is shown.
  const warning = page.getByRole('region', { name: 'Before you open this game' });
  await expect(warning).toContainText('Its seed lets whoever has it compute');
  await expect(page.locator('#game-heading')).toHaveCount(0);
  await expect(page.locator('ry-game')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Show the game' }).click();
  await expect(page.locator('#game-heading')).toContainText('Tiny cards game');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.share')).toContainText(
    'anyone who opens this link or file can compute the hidden items and every future draw',
  );
  // The share dialog with its note (the statechart is left out: the a11y spec covers it).
  expect(
    (await axe(page).include('.game-head').include('.messages').analyze()).violations,
    'share dialog',
  ).toEqual([]);
  const link = await page.getByLabel('Link to this position').inputValue();
  // #game=2.<checksum>.<data>
  const packed = new URLSearchParams(new URL(link).hash.slice(1)).get('game')!.split('.')[2]!;
  expect(JSON.parse(lz.decompressFromEncodedURIComponent(packed)!)).toMatchObject({
    v: 1,
    spoiler: true,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export record' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-spoiler\.json$/);

  // The receiver sees the warning, and no part of the game, until they choose to open it.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  const otherWarning = other.getByRole('region', { name: 'Before you open this game' });
  await expect(otherWarning).toContainText('This link holds an unfinished game of Tiny cards game');
  expect((await axe(other).analyze()).violations, 'warning').toEqual([]);
  await expect(other.locator('ry-game')).toHaveCount(0);
  await expect(other.locator('.history-list')).toHaveCount(0);
  await otherWarning.getByRole('button', { name: 'Show the game' }).click();
  await expect(other.locator('#history-heading')).toContainText('(1 moves)');
  await context.close();
});

test('the link of a game without hidden information or chance carries no mark', async ({
  page,
}) => {
  await page.goto('/playground/?test-games&botDelay=0');
  await page.locator('input[type=file]').setInputFiles({
    name: 'tiny.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ ...tinyCards(), game: 'tiny', options: {}, seed: 'e2e-plain' }),
    ),
  });
  await expect(page.locator('#game-heading')).toContainText('Tiny counter game');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to this position').inputValue();
  // #game=2.<checksum>.<data>
  const packed = new URLSearchParams(new URL(link).hash.slice(1)).get('game')!.split('.')[2]!;
  expect(JSON.parse(lz.decompressFromEncodedURIComponent(packed)!).spoiler).toBeUndefined();
  await expect(page.locator('.share')).not.toContainText('compute');
});

test('hot seat with hidden hands: the pass-the-device screen comes first, and no other hand reaches the page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground/?test-games&botDelay=0');
  await page.locator('input[type=file]').setInputFiles({
    name: 'hot-seat.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tinyCards())),
  });
  await page.getByRole('button', { name: 'Show the game' }).click();
  // The true hands, from the engine (the test may know them; the page may not show them).
  const hands = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            railyardPlayground: { openSession: { state: { context: { hands: number[][] } } } };
          }
        ).railyardPlayground.openSession.state.context.hands,
    );
  /** The cards offered to play anywhere on the page, shadow roots included. */
  const offeredCards = () =>
    page.evaluate(() => {
      const found: string[] = [];
      // Move choices (the element's move bar, the playground's move panel), not the logs: a
      // card once played is public. `inside` carries "within a move bar" into shadow roots.
      const walk = (root: ParentNode, inside: boolean) => {
        for (const el of root.querySelectorAll('*')) {
          const within = inside || !!el.closest('[part~="actions"], #moves-panel');
          if (el.shadowRoot) walk(el.shadowRoot, within);
          if (el.tagName === 'BUTTON' && within) {
            const m = /[Pp]lays? a (\d)/.exec(el.textContent ?? '');
            if (m) found.push(m[1]!);
          }
        }
      };
      walk(document, false);
      return [...new Set(found)].sort();
    });
  const shownHands = async () => {
    await page.getByText('Position as tables').click();
    const json = JSON.parse((await page.locator('pre.json').first().textContent()) ?? '{}');
    await page.getByText('Position as tables').click();
    return json.players.map((p: { hand: unknown }) => p.hand);
  };
  const pass = page.locator('ry-game').getByRole('region', { name: 'Pass the device' });

  await expect(pass).toContainText('Pass the device to Ada');
  expect(await offeredCards()).toEqual([]);
  expect(await shownHands()).toEqual([null, null]);

  await pass.getByRole('button', { name: 'I am Ada, show my hand' }).click();
  const [ada, bob] = await hands();
  await expect.poll(offeredCards).toEqual([...new Set(ada!.map(String))].sort());
  // The playground's tables and moves follow the element: Ada's hand, nobody else's.
  expect(await shownHands()).toEqual([ada, null]);

  const card = ada![0]!;
  await page
    .locator('#moves-panel')
    .getByRole('button', { name: new RegExp(`Play a ${card}`) })
    .first()
    .click();
  await expect(page.locator('#history-heading')).toContainText('(1 moves)');
  // Bob's turn: the device goes to Bob first; Ada's draw is not told to the page.
  await expect(pass).toContainText('Pass the device to Bob');
  expect(await offeredCards()).toEqual([]);
  await expect(page.locator('.history-list')).toContainText(
    `Ada plays a ${card} and draws a card.`,
  );
  await pass.getByRole('button', { name: 'I am Bob, show my hand' }).click();
  await expect.poll(offeredCards).toEqual([...new Set(bob!.map(String))].sort());
  expect(consoleErrors).toEqual([]);
});
