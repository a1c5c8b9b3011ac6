/**
 * The headers a static host sends (the generated `_headers` file, the guide's nginx snippet) are
 * the ones `scripts/serve.mjs` sends: those of scripts/security-headers.mjs, with the cross-origin
 * pair on /lib/ and /examples/ only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  headersFile,
  headersFor,
  securityHeaders,
  sharedHeaders,
  sharedPaths,
} from '../../../scripts/security-headers.mjs';

type Headers = Record<string, string>;

/** A `_headers` file (Netlify, Cloudflare Pages): path patterns, each with its headers. */
function parseHeadersFile(text: string): { pattern: string; headers: Headers }[] {
  const rules: { pattern: string; headers: Headers }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (!rule || !match) throw new Error(`not a header line: ${line}`);
    rule.headers[match[1]!.toLowerCase()] = match[2]!;
  }
  return rules;
}

/** What such a host sends for a path: the headers of every pattern that matches it. */
function hostHeaders(file: string, path: string): Headers {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  return Object.assign(
    {},
    ...parseHeadersFile(file)
      .filter((rule) => matches(rule.pattern))
      .map((rule) => rule.headers),
  );
}

/** The nginx snippet of the embed guide: each `location`'s `add_header` lines. */
function nginxLocations(): Map<string, Headers> {
  const guide = readFileSync(
    fileURLToPath(new URL('../src/content/docs/guides/embed.mdx', import.meta.url)),
    'utf8',
  );
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('the embed guide has no nginx snippet');
  const locations = new Map<string, Headers>();
  let current: Headers | undefined;
  for (const line of block.split('\n')) {
    const location = /^location (.+) \{$/.exec(line.trim());
    if (location) locations.set(location[1]!, (current = {}));
    const header = /^add_header ([A-Za-z-]+) "(.*)" always;$/.exec(line.trim());
    if (header) current![header[1]!.toLowerCase()] = header[2]!;
  }
  return locations;
}

const pages = ['/', '/guides/embed/', '/chicago-express/rules/', '/playground/'];
const shared = ['/lib/railyard.js', '/lib/chunks/a.js', '/examples/binghamton-build.json'];

describe('headers for static hosts', () => {
  it('serve.mjs: pages get the security headers only; /lib/ and /examples/ also the cross-origin pair', () => {
    for (const path of pages) expect(headersFor(path), path).toEqual(securityHeaders);
    for (const path of shared)
      expect(headersFor(path), path).toEqual({ ...securityHeaders, ...sharedHeaders });
    expect(sharedHeaders).toEqual({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('the _headers file says what serve.mjs sends, path by path', () => {
    const file = headersFile();
    for (const path of [...pages, ...shared])
      expect(hostHeaders(file, path), path).toEqual(headersFor(path));
    // The playground's file: no folder of it is shared.
    const playground = headersFile({ shared: false });
    for (const path of shared) expect(hostHeaders(playground, path), path).toEqual(securityHeaders);
  });

  it('the built docs site carries that _headers file', () => {
    const built = fileURLToPath(new URL('../dist/_headers', import.meta.url));
    expect(existsSync(built), `${built} (run the docs build first)`).toBe(true);
    expect(readFileSync(built, 'utf8')).toBe(headersFile());
  });

  it("the guide's nginx snippet sends the same headers", () => {
    const locations = nginxLocations();
    expect([...locations.keys()]).toEqual([
      '/',
      `~ ^/(${sharedPaths.map((p: string) => p.replaceAll('/', '')).join('|')})/`,
    ]);
    expect(locations.get('/')).toEqual(securityHeaders);
    expect([...locations.values()][1]).toEqual({ ...securityHeaders, ...sharedHeaders });
  });
});
