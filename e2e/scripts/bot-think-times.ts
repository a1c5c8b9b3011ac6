/**
 * Times the hard bot's moves in the browser worker of the built playground: three hard bots
 * play a game for a while, and every request to the bot worker is timed to its answer. Prints
 * the count, median, 90th percentile and slowest per game, the median iterations of a search
 * (all the pool's parts together) and the workers a search ran on, with the machine's load
 * average.
 * Run with the site served (`PORT=4396 node ../scripts/serve.mjs`):
 *   npx tsx scripts/bot-think-times.ts [seconds-per-game] [base-url] [game...]
 * `CORES=N` makes the page see N cores (the pool's size follows), to compare pools on one machine.
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumArgs, chromiumPath } from '../chromium';
import { watchBotWorker, type BotSearch } from '../bot-worker-watch';

const seconds = Number(process.argv[2] ?? 90);
const base = process.argv[3] ?? 'http://127.0.0.1:4396';
const games = process.argv.length > 4 ? process.argv.slice(4) : ['Last Spike', 'Wild West Express'];

/** Answers at least this slow count as searches. */
const SEARCHED_MS = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const game of games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchBotWorker);
  // A text script: tsx's helpers in a compiled function would not exist in the page.
  if (process.env.CORES)
    await page.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${Number(process.env.CORES)}, configurable: true });`,
    });
  await page.goto(`${base}/playground/?botDelay=0`);
  const form = page.getByRole('region', { name: 'New game' });
  await form.getByLabel('Game', { exact: true }).selectOption({ label: game });
  await form.getByLabel('Players', { exact: true }).selectOption('3');
  for (const seat of [1, 2, 3])
    await form.getByLabel(`Seat ${seat} played by`).selectOption({ label: 'Hard bot' });
  await form.getByLabel('Seed', { exact: true }).fill('think-times');
  const loadBefore = loadavg()[0]!;
  await form.getByRole('button', { name: 'Start game' }).click();
  await page.waitForTimeout(seconds * 1000);
  const loadAfter = loadavg()[0]!;
  const answered = await page.evaluate(() =>
    (window as unknown as { thinking: BotSearch[] }).thinking.filter(
      (t) => t.answered !== undefined,
    ),
  );
  const times = answered.map((t) => t.answered! - t.sent).sort((a, b) => a - b);
  const searches = answered.filter((t) => t.answered! - t.sent >= SEARCHED_MS);
  const iterations = searches.map((t) => t.iterations).sort((a, b) => a - b);
  const workers = Math.max(0, ...searches.map((t) => t.parts));
  // A move with one sensible answer (a draw, say) comes back at once: the searches are the rest.
  const searched = times.filter((t) => t >= SEARCHED_MS);
  const line = (label: string, list: number[]) =>
    `${label} ${list.length}: median ${quantile(list, 0.5).toFixed(0)} ms, p90 ` +
    `${quantile(list, 0.9).toFixed(0)} ms, slowest ${(list.at(-1) ?? NaN).toFixed(0)} ms`;
  console.log(
    `${game}: ${line('bot moves', times)}; ${line(`over ${SEARCHED_MS} ms`, searched)}; ` +
      `iterations a search: median ${quantile(iterations, 0.5).toFixed(0)}, mean ` +
      `${(iterations.reduce((a, b) => a + b, 0) / Math.max(1, iterations.length)).toFixed(0)}, ` +
      `on ${workers} worker(s); ` +
      `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  await context.close();
}
await browser.close();
