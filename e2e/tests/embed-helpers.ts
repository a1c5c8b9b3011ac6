import { createServer, type OutgoingHttpHeaders } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * A site owner's own web server, on another port of 127.0.0.1 (so another origin than the docs
 * server): answers `pages` from memory and everything else from `dir`, with `headers` on every
 * answer. Port 0: the system picks a free one, so parallel tests never collide.
 */
export async function startStaticServer({
  pages = {},
  dir,
  headers = {},
}: {
  pages?: Record<string, string>;
  dir?: string;
  headers?: OutgoingHttpHeaders;
}): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages[path];
    if (page !== undefined) {
      res.writeHead(200, { ...headers, 'content-type': types[extname(path) || '.html'] });
      res.end(page);
      return;
    }
    const file = dir && join(dir, normalize(path === '/' ? '/index.html' : path));
    if (!file || !file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers).end('Not found');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays one move for the person to act in a `<ry-game>`: a pass or an end of turn where offered
 * (the game moves on without choices), else the first move of the bar of legal moves, else a bid
 * of the auction panel's suggested amount.
 */
export async function playOneMove(game: Locator): Promise<void> {
  const offered = game.locator(
    'ry-action-bar [part="move-button"]:enabled, ry-auction-panel [part="pass-button"], ry-auction-panel [part="bid-button"]',
  );
  await expect(offered.first()).toBeVisible();
  const preferred = offered.filter({ hasText: /^\s*(Pass|Decline|End)/ });
  await ((await preferred.count()) > 0 ? preferred.first() : offered.first()).click();
}

/**
 * Counts the JavaScript a page loads (its script responses: bundles, lazy chunks); `report()`
 * prints and annotates the total, in bytes and gzipped (as a host would send it). No budget is
 * checked here: check-size.mjs holds the bundles' budgets.
 */
export function trackScripts(page: Page): { report(what: string): Promise<string> } {
  const sizes: Promise<[number, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.body().then(
        (body) => [body.length, gzipSync(body).length] as [number, number],
        () => [0, 0] as [number, number],
      ),
    );
  });
  return {
    async report(what) {
      const all = await Promise.all(sizes);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const bytes = all.reduce((sum, [b]) => sum + b, 0);
      const gzip = all.reduce((sum, [, g]) => sum + g, 0);
      const line = `${what}: ${all.length} JS files, ${kb(bytes)} (${kb(gzip)} gzip)`;
      test.info().annotations.push({ type: 'js loaded', description: line });
      console.log(line);
      return line;
    },
  };
}
