/**
 * Live examples: every worked example on the rules page of every game with an engine
 * replays, in its `<ry-game mode="replay">` widget, to the numbers printed beside it. The numbers
 * are computed at build time by the engine; the widget replays the same record in the browser.
 * Also saves screenshots of a rules page with its example and of a statechart page.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures';
import { playableGames } from './docs-site';

const artifacts = fileURLToPath(new URL('../artifacts/docs/', import.meta.url));

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

for (const { docsSlug: game } of playableGames) {
  test(`${game}: every live example replays to the numbers beside it`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/${game}/rules/`);
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
            label: cell.closest('tr')?.querySelector('th')?.textContent?.trim() ?? '',
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
    expect(consoleErrors).toEqual([]);
  });
}

test('screenshots: a rules page with its live example, and a statechart page', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(artifacts, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/chicago-express/rules/');
  const example = page.locator('#example-nyc-minimum-bid');
  await example.scrollIntoViewIfNeeded();
  await expect(example.locator('[data-ry-bundle]')).toHaveAttribute('data-ry-state', 'ready', {
    timeout: 20_000,
  });
  await expect(example.locator('ry-game').locator('[part~="board"]')).toBeVisible({
    timeout: 20_000,
  });
  await page.locator('#example-minimum-bid-for-a-new-york-central-share').scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    document.getElementById('example-minimum-bid-for-a-new-york-central-share')?.scrollIntoView(),
  );
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${artifacts}chicago-express-rules-example.png` });
  await example.screenshot({ path: `${artifacts}chicago-express-example-widget.png` });

  await page.goto('/american-rails/statechart/');
  const chart = page.locator('ry-statechart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg[part~="diagram"]')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${artifacts}american-rails-statechart.png` });
  await page.goto('/chicago-express/statechart/');
  await page.locator('ry-statechart').scrollIntoViewIfNeeded();
  await expect(page.locator('ry-statechart').locator('svg[part~="diagram"]')).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: `${artifacts}chicago-express-statechart.png` });
});
