import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

const port = Number(process.env.E2E_PORT ?? 4390);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Three browsers on two cores: a docs page or a game spends most of its wall time waiting (page
  // loads, network idle, layout in a worker, auto-waiting expects), about 35 % of one core per
  // worker measured (docs-pages.spec.ts: 110 CPU-s over 313 s of test time); a third worker uses
  // that idle time. E2E_WORKERS overrides it (1 on a machine busy with other work).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // In CI a failed test runs once more and, if it then passes, is reported as flaky (its name is in
  // the summary): a whole-game test on a loaded 2-core machine can still meet a race we have not
  // found, and one such race should not hide every other result. Locally a failure stops there.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits, not measurements: on a loaded 2-core machine a page can take longer than Playwright's
  // 5 s default to show what it will show; a wait that passes returns as soon as it holds.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one
    // snapshots the whole DOM, shadow roots included, at every action, and a rules page with a
    // dozen boards has over 100,000 nodes. Measured on the Chicago Express rules-page test:
    // 77.7 s and 46 CPU-s with a trace recorded for every test, 18.2 s and 9 CPU-s without.
    // Locally (no retries) rerun a failing test with `--trace on` to get one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      // Minutes of browser time for pictures people look at: taken on demand
      // (`npm run e2e:screenshots`, which sets RAILYARD_SCREENSHOTS=1), not in `npm test`.
      testIgnore: process.env.RAILYARD_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
    },
    // The Long Tasks test (tagged @timing) measures wall time on the main thread: in the chromium
    // project it asserts only what holds on any machine (the bots' searches go to the worker); its
    // 'timing' project also asserts that no task over 50 ms falls in a bot's thinking, a figure the
    // machine's load decides (beside another browser on a 2-core machine the OS stretched 25 ms
    // tasks past 50 ms). So it is not part of `npm test`: `npm run e2e:timing` runs it alone, on an
    // otherwise idle machine.
    { name: 'timing', use: { ...devices['Desktop Chrome'] }, grep: /@timing/, workers: 1 },
  ],
  webServer: {
    command: `node ../scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
