import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';

/**
 * Component tests run in a real browser (the system Chromium through Playwright): shadow DOM,
 * focus, keyboard events, SVG layout and axe all behave as they do for users.
 */
export default defineConfig({
  // Every dependency a test loads, the statechart's layout worker too: one that Vite discovers
  // mid-run is optimized then and reloads the page under a running test (a timeout on a clean clone).
  optimizeDeps: {
    include: [
      'lit',
      'lit/decorators.js',
      'lit/static-html.js',
      'xstate',
      'axe-core',
      'elkjs/lib/elk.bundled.js',
      'elkjs/lib/elk-api.js',
      'elkjs/lib/elk-worker.min.js',
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
