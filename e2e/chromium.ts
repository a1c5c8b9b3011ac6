import { existsSync } from 'node:fs';

/**
 * The system Chromium when there is one (CHROMIUM_PATH, else /usr/bin/chromium), otherwise
 * Playwright's own managed browser. CI never downloads a browser.
 */
export const chromiumPath: string | undefined = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
].find((path): path is string => !!path && existsSync(path));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
