#!/usr/bin/env node
/**
 * End-to-end check of the demo pages in a real Chromium: loads demo/index.html (Chicago
 * Express) and demo/american-rails.html, each one `<script src="../dist/railyard.js">` and one
 * `<ry-game … bots="1,2,3" show-statechart>`, and plays Player 1's seat to the end of the game
 * through the UI only — alternating mouse clicks and keyboard (Tab/arrows/Enter) — while
 * checking that the statechart follows the game. Also checks the replay/errors page.
 * Saves full-page screenshots to e2e/artifacts/boards/. Run after `vite build`.
 *
 *   node scripts/check-demo.mjs [--turns N]   (default: play to the end)
 */
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve-demo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = resolve(here, '../../../e2e/artifacts/boards');
mkdirSync(artifacts, { recursive: true });
const maxTurns = Number(process.argv[process.argv.indexOf('--turns') + 1]) || Infinity;

const server = await serve(0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failures = 0;
const fail = (message) => {
  failures++;
  console.error(`✗ ${message}`);
};

async function state(page) {
  return page.evaluate(() => {
    const game = document.querySelector('ry-game');
    const view = game.view;
    const chart = game.shadowRoot.querySelector('ry-statechart');
    const active = chart?.shadowRoot
      ? [...chart.shadowRoot.querySelectorAll('.state.active')].map((n) =>
          n.getAttribute('data-state'),
        )
      : [];
    const last =
      chart?.shadowRoot?.querySelector('.edge.last, .internal.last')?.getAttribute('data-edge') ??
      null;
    return {
      moves: game.getRecord().moves.length,
      finished: !!view?.finished,
      active: view?.activeSeats ?? [],
      phase: view?.phase,
      status: game.shadowRoot.querySelector('[data-testid="status"]')?.textContent.trim(),
      error: game.shadowRoot.querySelector('[part="error"]')?.textContent.trim() ?? null,
      chartActive: active,
      chartValue: JSON.stringify(chart?.value ?? null),
      snapshotValue: JSON.stringify(chart ? chart.value : null),
      lastEdge: last,
      announcement: game.shadowRoot
        .querySelector('[aria-live="polite"][role="status"]')
        ?.textContent.trim(),
    };
  });
}

/** Makes one move for seat 0 through the UI; `keyboard` alternates the input method. */
async function humanMove(page, keyboard) {
  const game = page.locator('ry-game');
  // Prefer the board: a legal hex, dial or action space; then the auction panel; then the move bar.
  const hex = game.locator('.space.legal .hit').first();
  const dial = game.locator('button.dial, .track td button, .charter-action').first();
  const pass = game.locator('ry-auction-panel [part="pass-button"]');
  const bid = game.locator('ry-auction-panel [part="bid-button"]');
  const barButton = game.locator('ry-action-bar button:not([disabled])').first();
  const activate = async (locator) => {
    if (keyboard) {
      await locator.focus();
      await page.keyboard.press('Enter');
    } else {
      await locator.click();
    }
    // A target with several moves opens a chooser: take its first move.
    const chooser = game.locator('.chooser button').first();
    if (await chooser.isVisible().catch(() => false)) {
      if (keyboard) await page.keyboard.press('Enter');
      else await chooser.click();
    }
  };
  if (await hex.count()) {
    if (keyboard) {
      // Reach the map with Tab-free focus on the roving stop, then walk to the legal hex with arrows is
      // unpredictable; focus the legal hex's button directly and press Enter.
      await hex.focus();
      await page.keyboard.press('Enter');
      const chooser = game.locator('.chooser button').first();
      if (await chooser.isVisible().catch(() => false)) await page.keyboard.press('Enter');
    } else {
      await hex.click();
      const chooser = game.locator('.chooser button').first();
      if (await chooser.isVisible().catch(() => false)) await chooser.click();
    }
    return 'board hex';
  }
  if (await dial.count()) {
    await activate(dial);
    return 'board control';
  }
  if (await pass.count()) {
    // Bid now and then so that shares get sold; otherwise pass.
    if (Math.random() < 0.5 && (await bid.count())) {
      await activate(bid);
      return 'bid';
    }
    await activate(pass);
    return 'pass';
  }
  if (await barButton.count()) {
    await activate(barButton);
    return 'move bar';
  }
  return null;
}

/** Tabs through the page and names what takes focus (through shadow roots). */
async function tabStops(page, count) {
  const stops = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        let el = document.activeElement;
        const path = [];
        while (el) {
          path.push(
            el.localName +
              (el.getAttribute('part') ? `[${el.getAttribute('part')}]` : '') +
              (el.classList.contains('hit') ? '.hit' : ''),
          );
          el = el.shadowRoot?.activeElement ?? null;
        }
        return path.join(' > ');
      }),
    );
  }
  return stops;
}

async function playDemo(path, name) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.querySelector('ry-game')?.view !== undefined);
  await page.waitForFunction(
    () =>
      document
        .querySelector('ry-game')
        .shadowRoot.querySelector('ry-statechart')
        ?.shadowRoot?.querySelector('svg[part="diagram"]'),
    null,
    { timeout: 20000 },
  );
  let s = await state(page);
  if (s.error) fail(`${name}: error shown at start: ${s.error}`);
  await page.screenshot({ path: `${artifacts}/demo-${name}-start.png`, fullPage: true });
  // Everything is reachable with Tab alone: the phase's rule link, the map (one stop), the
  // auction or move bar and the move log (board buttons are native buttons, in between).
  const stops = await tabStops(page, 40);
  for (const [what, pattern] of [
    ['the phase link', /^ry-game > a$/],
    ['the map', /-board\[board\] > polygon\.hit$/],
    ['the auction or move bar', /(ry-auction-panel|ry-action-bar).* > (input|button)/],
    ['the move log', /ry-game-log.* > button/],
  ]) {
    if (!stops.some((stop) => pattern.test(stop)))
      fail(`${name}: Tab never reaches ${what}: ${stops.join(' | ')}`);
  }
  if (
    stops.filter((stop) => stop.endsWith('.hit')).length > 1 &&
    new Set(stops.filter((stop) => stop.endsWith('.hit'))).size > 1
  ) {
    fail(`${name}: the map takes more than one tab stop`);
  }
  // Bots think for 700 ms in the demo; keep it short here.
  await page.evaluate(() => (document.querySelector('ry-game').botDelay = 20));
  let turns = 0;
  const methods = new Map();
  let statechartChecks = 0;
  const started = Date.now();
  while (!s.finished && turns < maxTurns) {
    // Wait until it is the human's turn (seat 0) or the game is over.
    await page.waitForFunction(
      () => {
        const game = document.querySelector('ry-game');
        const view = game.view;
        return (
          view.finished ||
          (view.activeSeats.includes(0) && !game.shadowRoot.querySelector('.thinking'))
        );
      },
      null,
      { timeout: 30000 },
    );
    s = await state(page);
    if (s.finished) break;
    const before = s.moves;
    const keyboard = turns % 2 === 1;
    const how = await humanMove(page, keyboard);
    if (!how) {
      fail(`${name}: no UI control for seat 0 at move ${before} (${s.phase})`);
      break;
    }
    methods.set(
      `${how} (${keyboard ? 'keyboard' : 'mouse'})`,
      (methods.get(`${how} (${keyboard ? 'keyboard' : 'mouse'})`) ?? 0) + 1,
    );
    await page.waitForFunction(
      (n) =>
        document.querySelector('ry-game').getRecord().moves.length > n ||
        document.querySelector('ry-game').shadowRoot.querySelector('[part="notice"]'),
      before,
      { timeout: 10000 },
    );
    const notice = await page.evaluate(() =>
      document
        .querySelector('ry-game')
        .shadowRoot.querySelector('[part="notice"]')
        ?.textContent.trim(),
    );
    if (notice) {
      // A refused bid (too high) is fine: the engine explained it; pass instead.
      await page.locator('ry-game [part="notice"] button').click();
      continue;
    }
    turns++;
    // The statechart shows the machine's current state.
    const check = await page.evaluate(() => {
      const game = document.querySelector('ry-game');
      const chart = game.shadowRoot.querySelector('ry-statechart');
      const ids = (value, prefix = '') =>
        typeof value === 'string'
          ? [prefix + value]
          : Object.entries(value).flatMap(([k, v]) => [prefix + k, ...ids(v, `${prefix}${k}.`)]);
      const expected = ids(chart.value).sort();
      const shown = [...chart.shadowRoot.querySelectorAll('.state.active')]
        .map((n) => n.getAttribute('data-state'))
        .sort();
      return {
        expected,
        shown,
        lastEvent: chart.lastEvent,
        lastMove: game.getRecord().moves.at(-1)?.type,
      };
    });
    if (JSON.stringify(check.expected) !== JSON.stringify(check.shown))
      fail(`${name}: statechart shows ${check.shown} but the state is ${check.expected}`);
    if (check.lastEvent !== check.lastMove)
      fail(`${name}: statechart last event ${check.lastEvent}, last move ${check.lastMove}`);
    statechartChecks++;
    s = await state(page);
  }
  await page.waitForFunction(
    () => !document.querySelector('ry-game').shadowRoot.querySelector('.thinking'),
  );
  s = await state(page);
  await page.screenshot({
    path: `${artifacts}/demo-${name}-${s.finished ? 'end' : 'after'}.png`,
    fullPage: true,
  });
  console.log(
    `${name}: ${turns} human moves (${[...methods].map(([k, v]) => `${k} ×${v}`).join(', ')}), ${s.moves} moves in all, ${statechartChecks} statechart checks, ${((Date.now() - started) / 1000).toFixed(1)} s; ${s.finished ? `finished: ${s.status}` : `stopped: ${s.status}`}`,
  );
  if (maxTurns === Infinity && !s.finished) fail(`${name}: the game did not finish`);
  if (errors.length) fail(`${name}: page errors: ${errors.slice(0, 3).join(' | ')}`);
  await page.close();
}

async function checkReplayPage() {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${base}/demo/replay.html`);
  await page.waitForFunction(() => document.querySelector('#replay')?.view !== undefined, null, {
    timeout: 15000,
  });
  const result = await page.evaluate(() => {
    const [replay, frozen, broken, missing] = document.querySelectorAll('ry-game');
    const text = (el, sel) =>
      el.shadowRoot.querySelector(sel)?.textContent.replace(/\s+/g, ' ').trim();
    return {
      counter: text(replay, '[part="counter"]'),
      highlight: text(replay, '[data-testid="highlight"]'),
      frozen: text(frozen, '[part="counter"]'),
      broken: text(broken, '[part="error"]'),
      missing: text(missing, '[part="error"]'),
    };
  });
  if (!/^Move 4 of \d+$/.test(result.counter ?? '')) fail(`replay counter: ${result.counter}`);
  if (!result.highlight?.startsWith('/companies/0/treasury ='))
    fail(`replay highlight: ${result.highlight}`);
  if (result.frozen !== 'Position after move 12 of 12') fail(`static counter: ${result.frozen}`);
  if (!result.broken?.includes("The record's move 1"))
    fail(`broken record message: ${result.broken}`);
  if (!result.missing?.includes('Unknown game "american-rails"'))
    fail(`missing game message: ${result.missing}`);
  await page.locator('#replay button[aria-label="Next move"]').click();
  const after = await page.evaluate(() =>
    document
      .querySelector('#replay')
      .shadowRoot.querySelector('[part="counter"]')
      .textContent.trim(),
  );
  if (!after.startsWith('Move 5 of')) fail(`replay step: ${after}`);
  await page.screenshot({ path: `${artifacts}/demo-replay.png`, fullPage: true });
  console.log('replay page:', JSON.stringify(result));
  await page.close();
}

async function checkTwoBundles() {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}/demo/two-bundles.html`);
  await page.waitForFunction(
    () => ['#ce', '#ar'].every((id) => document.querySelector(id)?.view),
    null,
    { timeout: 15000 },
  );
  const boards = await page.evaluate(() =>
    ['#ce', '#ar'].map((id) => {
      const game = document.querySelector(id);
      return {
        board: game.shadowRoot.querySelector('[part~="board"]')?.localName,
        error: game.shadowRoot.querySelector('[part="error"]')?.textContent ?? null,
      };
    }),
  );
  if (
    boards[0].board !== 'ry-chicago-express-board' ||
    boards[1].board !== 'ry-american-rails-board' ||
    boards.some((b) => b.error)
  ) {
    fail(`two bundles on one page: ${JSON.stringify(boards)}`);
  }
  if (errors.length) fail(`two bundles on one page: ${errors.join(' | ')}`);
  console.log('two bundles on one page:', JSON.stringify(boards));
  await page.close();
}

try {
  await checkTwoBundles();
  await playDemo('/demo/index.html', 'chicago-express');
  await playDemo('/demo/american-rails.html', 'american-rails');
  await checkReplayPage();
} catch (error) {
  fail(String(error?.stack ?? error));
} finally {
  await browser.close();
  server.close();
}
if (failures) {
  console.error(`${failures} problem(s).`);
  process.exit(1);
}
console.log('Demo check passed.');
