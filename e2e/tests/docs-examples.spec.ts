/**
 * Live examples: every worked example on the rules page of every game with an engine
 * replays, in its `<ry-game mode="replay">` widget, to the numbers printed beside it. The numbers
 * are computed at build time by the engine; the widget replays the same record in the browser.
 * (Screenshots of a rules page with its example and of a statechart page: screenshots.spec.ts,
 * on demand.)
 *
 * The rules-page tests at 1280×800 and 390×844 load every widget of the page once for their
 * checks: the page's height, the places each example names in its map frame
 * (docs-example-frames.ts) and, at 1280×800, the replayed numbers and no
 * Content-Security-Policy violation with every widget loaded (so docs-pages.spec.ts does not load
 * them all again at 1280×720, and the replay check does not load the page a third time).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { catalogGames, playableGames } from './docs-site';
import { watchViolations } from './docs-page-checks';
import { expectExamplesShowTheirPlaces } from './docs-example-frames';

/** Paths whose number is a seat (printed as the player's name; as in the docs' words.ts). */
const SEAT_PATHS = [
  /\/(turn|opener|player|highBidder|winner|seat|firstPlayer|grantHolder)$/,
  /^\/actionTrack\/columns\/\d+\/\d+$/,
];

/** What only a developer reads: JSON, pointers, kebab-case or `a~b:n` ids. */
const DEVELOPER_TEXT = /[{}~]|\/[a-z]+\/|^\/|\b[a-z]+(-[a-z]+)+(-\d+)?\b|\b[a-z]+-\d+\b/;

interface CheckResult {
  label: string;
  path: string;
  afterMove: number;
  printed: string;
  stated: unknown;
  widget: unknown;
}

/**
 * Every worked example on the page replays, in its `<ry-game mode="replay">` widget, to the
 * numbers printed beside it (run by the desktop rules-page test, which has loaded every widget).
 */
async function expectExamplesReplayToTheirNumbers(page: Page): Promise<void> {
  const figures = page.locator('figure.ry-example');
  const count = await figures.count();
  // Every playable game's rules page shows its worked examples (4 to 10 per game).
  expect(count, 'live examples on the page').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    const id = await figure.getAttribute('data-example');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('[data-ry-bundle]')).toHaveAttribute('data-ry-state', 'ready', {
      timeout: 20_000,
    });
    const results: CheckResult[] = await figure.evaluate(async (element) => {
      type Game = HTMLElement & {
        moveIndex: number | undefined;
        view: unknown;
        updateComplete: Promise<boolean>;
      };
      const widget = element.querySelector('ry-game') as Game;
      await customElements.whenDefined('ry-game');
      const settle = async () => {
        for (let round = 0; round < 5 && !(await widget.updateComplete); round++);
        await widget.updateComplete;
      };
      const at = (value: unknown, pointer: string) =>
        pointer
          .split('/')
          .slice(1)
          .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
          .reduce<unknown>(
            (current, key) =>
              current !== null && typeof current === 'object'
                ? (current as Record<string, unknown>)[key]
                : undefined,
            value,
          );
      const out = [];
      for (const cell of element.querySelectorAll<HTMLElement>('.ry-example-value')) {
        const afterMove = Number(cell.dataset.afterMove);
        widget.moveIndex = afterMove;
        await settle();
        out.push({
          label: cell.closest('[data-check]')?.querySelector('dt')?.textContent?.trim() ?? '',
          path: cell.dataset.path ?? '',
          afterMove,
          printed: cell.textContent?.trim() ?? '',
          stated: JSON.parse(cell.dataset.value ?? 'null'),
          widget: at(widget.view, cell.dataset.path ?? ''),
        });
      }
      return out;
    });
    expect(results.length, `${id} has checks`).toBeGreaterThan(0);
    for (const result of results) {
      const where = `${id}: ${result.label} (${result.path} after move ${result.afterMove})`;
      expect(result.widget, where).toEqual(result.stated);
      const parts = Array.isArray(result.stated) ? result.stated : [result.stated];
      // Ids are printed as the game names them, never as ids (`st-louis-1`, `a~b:7`, `{…}`).
      expect(result.printed, where).not.toMatch(DEVELOPER_TEXT);
      for (const part of parts) {
        const text = typeof part === 'boolean' ? (part ? 'yes' : 'no') : String(part);
        if (typeof part === 'number' && SEAT_PATHS.some((seat) => seat.test(result.path))) {
          // A seat is printed as its player's name.
          expect(result.printed, where).not.toMatch(/^\d+$/);
        } else if (typeof part === 'number') {
          // Amounts of money are printed `$1,234` (`−$2`).
          const plain = result.printed.replace(/[$,]/g, '').replace('−', '-');
          expect(plain, where).toMatch(new RegExp(`(^| )${text}( |$)`));
        } else if (!/[-~:]/.test(text)) {
          expect(result.printed.toLowerCase(), where).toContain(text.toLowerCase());
        }
      }
    }
  }
}

/**
 * Heights of the rules pages at 1280×800 with every widget loaded. Before the focused examples
 * (main at 5299cc2) they were: Chicago Express 42,778 px, American Rails 35,971, Last Spike
 * 23,062, Wild West Express 24,974; issue 14 asks for at most half of that. The limits are the
 * heights measured with the wide rules layout (rules-page.css), plus 5 %, never above the half.
 */
const RULES_PAGE_LIMITS: Readonly<Record<string, number>> = {
  // Measured 16,099 / 14,479 / 9,113 / 12,127 px (38 %, 40 %, 40 %, 49 % of before).
  // Issue 25 frames each example on the places it names (a whole-map frame where they span the
  // map), which made the pages taller: measured 17,499 / – / 10,221 / 13,391 px, plus 3 %. Wild
  // West Express is now at 55 % of before, over issue 14's half: its starting-position examples
  // name six cities across the whole map.
  'chicago-express': 18_000,
  'american-rails': 15_200,
  'last-spike': 10_550,
  'wild-west-express': 13_800,
};
/**
 * The same pages on a phone (390×844), one column: never taller than before the wide layout
 * (35,116 / 30,967 / 18,380 / 27,162 px); measured 26,673 / 23,201 / 13,520 / 19,899, plus 5 %.
 */
const RULES_PAGE_PHONE_LIMITS: Readonly<Record<string, number>> = {
  'chicago-express': 28_000,
  'american-rails': 24_360,
  'last-spike': 14_190,
  'wild-west-express': 20_890,
};
const GENERIC_RULES_PAGE_LIMIT = 20_000;
const GENERIC_RULES_PAGE_PHONE_LIMIT = 30_000;

/** The page's height once every widget on it has loaded and taken its real height. */
async function loadedPageHeight(page: Page): Promise<number> {
  for (const widget of await page.locator('[data-ry-bundle]').all()) {
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-ry-state', 'ready', { timeout: 30_000 });
  }
  // Widgets take their real height a render after they are ready: wait until the page's height
  // reads the same twice in a row (a fixed pause was too short on a loaded machine).
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = now === last;
        last = now;
        return settled;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  // The "Learn it" lines under rule headings (added after these limits were measured) are not
  // counted; each must stay one short line of links (at most three lines of text on a phone).
  const { height, learnLines } = await page.evaluate(() => {
    const lines = [...document.querySelectorAll<HTMLElement>('.ry-learn-it')].map((line) => {
      const style = getComputedStyle(line);
      return {
        box: line.offsetHeight + parseFloat(style.marginTop),
        lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5,
        height: line.offsetHeight,
      };
    });
    return { height: document.documentElement.scrollHeight, learnLines: lines };
  });
  for (const line of learnLines)
    expect(line.height, 'a Learn it line (px)').toBeLessThanOrEqual(3 * line.lineHeight + 1);
  return height - learnLines.reduce((sum, line) => sum + line.box, 0);
}

const hasExamples = (id: string) => playableGames.some((entry) => entry.id === id);

for (const { docsSlug: game, id } of catalogGames) {
  const places = hasExamples(id) ? ', every example shows the places it names' : '';
  const replays = hasExamples(id) ? ', every live example replays to the numbers beside it' : '';
  test(`${game}: the rules page stays short with its examples focused${places}${replays}, no Content-Security-Policy violation with every widget loaded (desktop)`, async ({
    page,
    consoleErrors,
  }) => {
    // Minutes on a loaded 2-core machine: every widget loaded, then every example replayed.
    test.setTimeout(360_000);
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${game}/rules/`);
    // Beside the side bar there is room for a wide text column or the table of contents, not
    // both: the table of contents is the "On this page" bar above the text.
    const textWidth = await page.locator('.sl-markdown-content').evaluate((el) => el.clientWidth);
    expect(textWidth, 'text column (px)').toBeGreaterThan(45 * 16);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    const height = await loadedPageHeight(page);
    const limit = RULES_PAGE_LIMITS[id] || GENERIC_RULES_PAGE_LIMIT;
    expect(height, `${game} rules page height (px)`).toBeLessThanOrEqual(limit);
    if (hasExamples(id)) await expectExamplesShowTheirPlaces(page, 'desktop');
    // Every example opens the full game on demand.
    const first = page.locator('figure.ry-example ry-game').first();
    if ((await first.count()) > 0) {
      const before = (await first.boundingBox())!.height;
      await first.getByRole('button', { name: 'Open full game' }).click();
      await expect(first.locator('[part="log"]')).toBeVisible();
      await expect(first.locator('[part="players"]')).toBeVisible();
      expect((await first.boundingBox())!.height).toBeGreaterThan(before);
      await first.getByRole('button', { name: 'Back to the example' }).click();
      await expect
        .poll(async () => (await first.boundingBox())!.height)
        .toBeLessThanOrEqual(before + 1);
    }
    // Last, as it moves each example's widget through its record.
    if (hasExamples(id)) await expectExamplesReplayToTheirNumbers(page);
    expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

for (const { docsSlug: game, id } of catalogGames) {
  const places = hasExamples(id) ? ', every example shows the places it names' : '';
  test(`${game}: on a phone the rules page is one readable column, no taller than before${places}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${game}/rules/`);
    const height = await loadedPageHeight(page);
    const limit = RULES_PAGE_PHONE_LIMITS[id] || GENERIC_RULES_PAGE_PHONE_LIMIT;
    expect(height, `${game} rules page height on a phone (px)`).toBeLessThanOrEqual(limit);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    if (hasExamples(id)) await expectExamplesShowTheirPlaces(page, 'phone');
  });
}

for (const { docsSlug: game, id, title } of playableGames) {
  test(`${game}: the overview says it can be played and its Play link opens ${title}`, async ({
    page,
  }) => {
    await page.goto(`/${game}/`);
    const status = page.locator('[data-play-status]');
    await expect(status).toHaveAttribute('data-play-status', 'playable');
    await expect(status.getByRole('heading')).toHaveText(`You can play ${title} here`);
    await expect(status.locator('img')).toBeVisible();
    await status.getByRole('link', { name: `Play ${title} in the playground` }).click();
    await expect(page).toHaveURL(new RegExp(`/playground/\\?game=${id}$`));
    const form = page.getByRole('region', { name: 'New game' });
    await expect(form.getByLabel('Game', { exact: true }).locator('option:checked')).toHaveText(
      title,
    );
  });
}

test('the home page Play links open each game in the playground', async ({ page }) => {
  await page.goto('/');
  for (const { id, title } of playableGames) {
    const card = page.locator('.ry-game-card', { has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('link', { name: /^Play/ })).toHaveAttribute(
      'href',
      `/playground/?game=${id}`,
    );
  }
});
