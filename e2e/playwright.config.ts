import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

const port = Number(process.env.E2E_PORT ?? 4390);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@timing/ },
    // Tests that measure wall time on the main thread (the Long Tasks test) run alone, after the
    // rest: with another test's browser on the second core, the OS stretches a 25 ms task past
    // 50 ms. At 6x CPU throttling, alone, the page shows no long task while a bot thinks.
    // `npx playwright test --project timing --no-deps` runs them without the rest first.
    {
      name: 'timing',
      use: { ...devices['Desktop Chrome'] },
      grep: /@timing/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: `node ../scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
