#!/usr/bin/env node
// Writes the `_headers` file (Netlify, Cloudflare Pages) into a built site, from the headers that
// scripts/serve.mjs sends: `node scripts/write-headers.mjs <dist dir> [--no-shared]`.
// `--no-shared`: the site has no /lib/ or /examples/ for other sites to load (the playground).
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { headersFile } from './security-headers.mjs';

const [dir, ...flags] = process.argv.slice(2);
if (!dir || !existsSync(dir)) {
  console.error(
    `Usage: write-headers.mjs <built site folder> [--no-shared] (got ${dir ?? 'none'})`,
  );
  process.exit(1);
}
const file = join(resolve(dir), '_headers');
writeFileSync(file, headersFile({ shared: !flags.includes('--no-shared') }));
console.log(`wrote ${file}`);
