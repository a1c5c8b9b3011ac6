#!/usr/bin/env node
/* global process, console, URL, document */
/**
 * Renders the home page's board pictures from the real components: a seeded game of each game
 * with an engine is simulated by the railyard CLI, shown at two thirds of its length in a static
 * `<ry-game>` (the built railyard.js bundle) and the board's map is screenshotted into
 * src/assets/boards/<game>-board.png. Run after building the components:
 *   node scripts/board-pictures.mjs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = `${root}packages/board-components/dist/`;
const out = fileURLToPath(new URL('../src/assets/boards/', import.meta.url));
const games = ['chicago-express', 'american-rails', 'last-spike'];
const origin = 'http://railyard.local';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const game of games) {
    const record = execFileSync(
      'node',
      [
        `${root}packages/rules/bin/railyard.mjs`,
        'simulate',
        '--game',
        game,
        '--players',
        '4',
        '--seed',
        'docs-home',
      ],
      { encoding: 'utf8' },
    );
    const moves = JSON.parse(record).moves.length;
    const page = await browser.newPage({
      viewport: { width: 900, height: 1400 },
      deviceScaleFactor: 2,
      colorScheme: 'light',
    });
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff">
            <script type="module" src="/lib/railyard.js"></script>
            <ry-game mode="static" move="${Math.round((moves * 2) / 3)}"></ry-game>`,
        });
      }
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(dist + path.replace(/^\/lib\//, '')),
      });
    });
    await page.goto(`${origin}/`);
    await page.evaluate((text) => {
      document.querySelector('ry-game').setAttribute('record', text);
    }, record);
    const board = page.locator('ry-game').locator(`ry-${game}-board`).locator('[part~="map"]');
    await board.waitFor();
    await page.waitForTimeout(500);
    await board.screenshot({ path: `${out}${game}-board.png` });
    console.log(
      `wrote src/assets/boards/${game}-board.png (position after move ${Math.round((moves * 2) / 3)} of ${moves})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
