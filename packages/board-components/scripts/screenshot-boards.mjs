#!/usr/bin/env node
/**
 * Screenshots of each board's demo page (demo/*.html: `<ry-game>` with the one-file bundle) at
 * 1280×800 and on a 390×844 phone, for people to look at: the opening, a position mid-game with
 * the card of a hex shown, and (phone) the dock. Saved to e2e/artifacts/boards/. Run after
 * `vite build`:  node scripts/screenshot-boards.mjs
 */
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve-demo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = resolve(here, '../../../e2e/artifacts/boards');
mkdirSync(artifacts, { recursive: true });

const pages = [
  ['chicago-express', 'demo/index.html'],
  ['american-rails', 'demo/american-rails.html'],
];
const sizes = [
  ['1280x800', { width: 1280, height: 800 }],
  ['390x844', { width: 390, height: 844 }],
];

const server = await serve(0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Waits for the board and its map tools, then for the layout to settle. */
async function ready(page) {
  await page.waitForFunction(() => {
    const board = document.querySelector('ry-game')?.shadowRoot?.querySelector('[part="board"]');
    return board?.shadowRoot?.querySelector('.map-tools');
  });
  await page.waitForTimeout(400);
}

try {
  for (const [game, path] of pages) {
    for (const [size, viewport] of sizes) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${base}/${path}`);
      await ready(page);
      // Bots pause so the opening stays put for the picture.
      await page.evaluate(() => document.querySelector('ry-game').setAttribute('paused', ''));
      await page.evaluate(() => document.querySelector('ry-game').scrollIntoView());
      await page.screenshot({ path: `${artifacts}/demo-${game}-${size}.png` });
      // Mid-game: bots play every seat for a while; then the card of a hex with pieces.
      await page.evaluate(() => {
        const game = document.querySelector('ry-game');
        game.setAttribute('bots', '0,1,2,3');
        game.setAttribute('bot-delay', '0');
        game.removeAttribute('paused');
      });
      await page.waitForTimeout(2500);
      await page.evaluate(() => document.querySelector('ry-game').setAttribute('paused', ''));
      await page.waitForTimeout(300);
      const hex = page.locator('ry-game [part="board"] .space:has(.piece) .hit').nth(1);
      if (await hex.count()) await hex.hover({ force: true });
      await page.waitForTimeout(300);
      await page.evaluate(() => document.querySelector('ry-game').scrollIntoView());
      await page.screenshot({ path: `${artifacts}/demo-${game}-${size}-midgame.png` });
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Screenshots in ${artifacts}`);
