#!/usr/bin/env node
/**
 * How a move's cost grows with the game's length in the built playground: a long seeded game
 * with bots on every seat at full speed (botDelay=0) in headless Chromium, timed per window of
 * moves. A measurement, not a test (times depend on the machine).
 *
 *   npx vite build && node scripts/long-game-bench.mjs [--record FILE] [--level random] [--windows 0,1400,1900]
 *
 * Without --record it plays Wild West Express, 3 players, seed "long-21" (2,053 moves with
 * random bots). Prints the mean ms per move of each 100-move window, and the longest pause.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const level = arg('level', 'random');
const windows = arg('windows', '0,700,1400,1900').split(',').map(Number);
const port = 4500 + Math.floor(Math.random() * 400);

if (!existsSync(join(root, 'apps/playground/dist/index.html'))) {
  console.error('Build the playground first (npx vite build in apps/playground).');
  process.exit(2);
}
const record = {
  format: 'railyard-record',
  version: 1,
  game: arg('game', 'wild-west-express'),
  players: ['Ada', 'Bo', 'Cy'],
  seed: arg('seed', 'long-21'),
  options: {},
  moves: [],
};
const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
});
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const base = `http://127.0.0.1:${port}/playground/`;
  await page.goto(`${base}?botDelay=0`);
  const bots = Object.fromEntries(record.players.map((_, seat) => [seat, level]));
  await page.evaluate(
    ({ record, bots }) => {
      const save = {
        format: 'railyard-playground-save',
        version: 1,
        record,
        redo: [],
        bots,
        savedAt: new Date().toISOString(),
        revision: 1,
        writer: 'bench',
      };
      localStorage.setItem('railyard-playground:slot:bench', JSON.stringify(save));
      localStorage.setItem('railyard-playground:current', 'bench');
    },
    { record, bots },
  );
  const started = Date.now();
  await page.reload();
  console.log(
    `${record.game}, ${record.players.length} players, seed ${record.seed}, ${level} bots on every seat:`,
  );
  // Times at which the history heading showed each move count, sampled every few milliseconds;
  // each window is printed as soon as it is played.
  let done = 0;
  let times = [];
  while (done < windows.length) {
    const from = windows[done];
    const to = from + 100;
    times = await page.evaluate(
      ({ to, known }) =>
        new Promise((resolve) => {
          const seen = known;
          let count = seen.length - 1;
          const first = count;
          let stalled = performance.now();
          const tick = () => {
            const text = document.querySelector('#history-heading .count')?.textContent ?? '';
            const now = Number(/\d+/.exec(text)?.[0] ?? -1);
            const at = performance.now();
            if (now > count) {
              for (let n = count + 1; n <= now; n++) seen[n] = at;
              count = now;
              stalled = at;
            }
            // Hand back now and then: a page.evaluate that runs for minutes may be cut off.
            if (count >= to || count >= first + 200 || at - stalled > 20_000) resolve(seen);
            else setTimeout(tick, 2);
          };
          tick();
        }),
      { to, known: times },
    );
    const reached = times.length - 1;
    if (times[to] !== undefined) {
      let pause = 0;
      for (let n = from + 1; n <= to; n++) pause = Math.max(pause, times[n] - times[n - 1]);
      console.log(
        `  moves ${from}-${to}: ${((times[to] - times[from]) / 100).toFixed(1)} ms a move, longest pause ${pause.toFixed(0)} ms (${((Date.now() - started) / 1000).toFixed(0)} s in)`,
      );
      done++;
    } else {
      const idle = (await page.evaluate(() => performance.now())) - (times[reached] ?? 0);
      if (idle > 20_000) {
        console.log(`  stopped at move ${reached}: the game ended or the bots stalled`);
        break;
      }
    }
  }
  await browser.close();
} finally {
  server.kill();
}
