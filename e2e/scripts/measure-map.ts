/**
 * Measures each game's map in the built playground at 1280×800 and 390×844 (frame, smallest
 * label now and at "Fit", smallest tap target) and saves screenshots under artifacts/map/.
 * Run with the site served (`PORT=4391 node ../scripts/serve.mjs`):
 *   npx tsx scripts/measure-map.ts [tag] [base-url]
 */
import { chromium, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '../chromium';
import { measureMap } from '../map-measure';

const tag = process.argv[2] ?? 'now';
const base = process.argv[3] ?? 'http://127.0.0.1:4391';
const games = ['Chicago Express', 'American Rails', 'Last Spike', 'Wild West Express'];
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
];
const out = new URL('../artifacts/map/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: string[] = [];
for (const size of sizes) {
  for (const game of games) {
    // A context per game: the playground would reopen the last game it saved.
    const context = await browser.newContext({
      ...(size.mobile ? devices['Pixel 7'] : {}),
      viewport: size.viewport,
      hasTouch: size.mobile,
      isMobile: size.mobile,
    });
    const page = await context.newPage();
    // tsx keeps function names with a helper the page does not have.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(`${base}/playground/?botDelay=0`);
    const form = page.getByRole('region', { name: 'New game' });
    await form.getByLabel('Game', { exact: true }).selectOption({ label: game });
    await form.getByLabel('Seed', { exact: true }).fill('map-measure');
    await form.getByRole('button', { name: 'Start game' }).click();
    await page.locator('#game-heading').getByText(game).waitFor();
    await page.waitForTimeout(1200);
    const m = await measureMap(page);
    const slug = game.toLowerCase().replace(/ /g, '-');
    await page.screenshot({ path: `${out}${tag}-${slug}-${size.name}.png` });
    await page.screenshot({ path: `${out}${tag}-${slug}-${size.name}-full.png`, fullPage: true });
    const share = Math.round((m.frame.width / size.viewport.width) * 100);
    rows.push(
      `| ${game} | ${size.viewport.width}×${size.viewport.height} | ${Math.round(m.frame.width)}×${Math.round(m.frame.height)} at y ${Math.round(m.frame.y)} (${share}% wide) | ${m.labelPx} | ${m.fitLabelPx} | ${m.tapPx} | ${m.fitTapPx} |`,
    );
    await context.close();
  }
}
await browser.close();
console.log(
  `| game | viewport | map frame | label px (now) | label px (fit) | tap px (now) | tap px (fit) |`,
);
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
