#!/usr/bin/env node
// Serves the built docs site at / and the playground at /playground/ from one local address.
// No dependencies, works offline. PORT (default 4321) and HOST (default 127.0.0.1) are settable.
// Every answer carries the security headers of scripts/security-headers.mjs (a strict
// Content-Security-Policy among them), so what runs here runs on a strictly configured host.
// The component bundles (/lib/) and example records (/examples/) are also readable by other
// sites (CORS and Cross-Origin-Resource-Policy), so a page elsewhere can embed a game from here.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { headersFor, securityHeaders } from './security-headers.mjs';

const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const mounts = [
  ['/playground/', join(rootDir, 'apps/playground/dist')],
  ['/', join(rootDir, 'apps/docs-site/dist')],
];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

for (const [, dir] of mounts) {
  if (!existsSync(dir)) {
    console.error(`Missing build output ${dir}: run "npm run build" (or "npm start") first.`);
    process.exit(1);
  }
}

function resolveFile(urlPath) {
  const [prefix, dir] = mounts.find(([p]) => urlPath.startsWith(p)) ?? mounts[mounts.length - 1];
  const relative = normalize(decodeURIComponent(urlPath.slice(prefix.length))).replace(
    /^([/\\])+/,
    '',
  );
  if (relative.startsWith('..')) return null;
  let file = join(dir, relative);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (existsSync(file)) return file;
  if (prefix === '/playground/') return join(dir, 'index.html');
  return null;
}

const server = createServer((req, res) => {
  let path;
  try {
    path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/playground') path = '/playground/';
  } catch {
    res.writeHead(400, securityHeaders).end('Bad request');
    return;
  }
  let file;
  try {
    file = resolveFile(path);
  } catch {
    file = null;
  }
  if (!file) {
    const notFound = join(mounts[1][1], '404.html');
    res.writeHead(404, { ...headersFor(path), 'content-type': types['.html'] });
    if (existsSync(notFound)) createReadStream(notFound).pipe(res);
    else res.end('Not found');
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  // Text is sent gzipped when the browser accepts it, as any real host does: page-speed figures
  // (Lighthouse) measured through this server are then the site's, not a missing server feature.
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    ...headersFor(path),
    'content-type': type,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const body = createReadStream(file);
  if (gzip) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => {
  console.log(`Railyard is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
  console.log(`  docs site:  http://${host}:${port}/`);
  console.log(`  playground: http://${host}:${port}/playground/`);
});
