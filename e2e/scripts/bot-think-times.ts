/**
 * Times the hard bot's moves in the browser worker of the built playground: three hard bots
 * play a game for a while, and every request to the bot worker is timed to its answer. Prints
 * the count, median, 90th percentile and slowest per game, the median iterations of a search
 * (all the pool's parts together), the workers a search ran on and the first search's time (a
 * worker still starting makes it wait), with the machine's load average.
 * Run with the site served (`PORT=4396 node ../scripts/serve.mjs`):
 *   npx tsx scripts/bot-think-times.ts [seconds-per-game] [base-url] [game...]
 * `CORES=N` makes the page see N cores (the pool's size follows), to compare pools on one machine.
 * `PERSON_FIRST=1` seats a person first, who moves after two seconds: the figures are then the
 * bots' moves up to the person's next turn (the first search after the pool warmed meanwhile).
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumArgs, chromiumPath } from '../chromium';
import { watchBotWorker, type BotSearch } from '../bot-worker-watch';
import { movesPanel, playOneHumanMove } from '../tests/playground-helpers';

const seconds = Number(process.argv[2] ?? 90);
const base = process.argv[3] ?? 'http://127.0.0.1:4396';
const games = process.argv.length > 4 ? process.argv.slice(4) : ['Last Spike', 'Wild West Express'];

/** Answers at least this slow count as searches. */
const SEARCHED_MS = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `PERSON_FIRST=1`: seat 1 is a person, who makes the game's first move after two seconds. */
const personFirst = process.env.PERSON_FIRST === '1';

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
    await form
      .getByLabel(`Seat ${seat} played by`)
      .selectOption({ label: seat === 1 && personFirst ? 'A person' : 'Hard bot' });
  await form.getByLabel('Seed', { exact: true }).fill('think-times');
  const loadBefore = loadavg()[0]!;
  await form.getByRole('button', { name: 'Start game' }).click();
  if (personFirst) {
    // The person takes two seconds over the first move; then the hard bots play until the person
    // is to act again (the pool warmed meanwhile: their first search waits for no worker's start).
    await page.waitForTimeout(2000);
    // A bid, where the move is one, passes the turn on to a bot (a pass may not).
    const bid = movesPanel(page).getByRole('button', { name: 'Bid', exact: true });
    if ((await bid.count()) > 0) await bid.click();
    else await playOneHumanMove(page);
  }
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
  // The game's first search waits for any worker that has yet to start and load the game.
  const first = searches.length ? searches[0]!.answered! - searches[0]!.sent : undefined;
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
      `first search ${first === undefined ? 'none' : `${first.toFixed(0)} ms`}; ` +
      `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  await context.close();
}
await browser.close();
