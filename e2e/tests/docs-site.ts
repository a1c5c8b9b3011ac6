/**
 * Helpers for the docs e2e tests: the list of pages (from the built sitemap) and a small HTML
 * reader for the link check, which fetches pages over HTTP instead of driving a browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every id attribute of an HTML page. */
export function htmlIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeHtml(m[1]!)));
}

/** Link targets of a page: anchors, stylesheets, scripts and images (fragment kept). */
export function htmlLinks(html: string): string[] {
  const withoutCode = html.replace(/<pre[\s\S]*?<\/pre>/g, '');
  const links = [
    ...[...withoutCode.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!),
    ...[...withoutCode.matchAll(/<link\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!),
    ...[...withoutCode.matchAll(/<(?:script|img|source)\s[^>]*?src="([^"]*)"/g)].map((m) => m[1]!),
  ];
  return links.map(decodeHtml);
}

export function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The four rulebooks, with a term from each that search must find. */
export const rulebooks = [
  { game: 'chicago-express', title: 'Chicago Express', term: 'Wabash' },
  { game: 'american-rails', title: 'American Rails', term: 'Majestic' },
  { game: 'last-spike', title: 'Last Spike', term: 'land grant' },
  { game: 'wild-west-express', title: 'Wild West Express', term: 'desperado' },
] as const;

/**
 * Site-relative paths of every page of the built docs site, read from its sitemap on disk at
 * collection time so each page gets a test of its own.
 */
export function builtPages(): string[] {
  const dist = fileURLToPath(new URL('../../apps/docs-site/dist/', import.meta.url));
  if (!existsSync(`${dist}sitemap-index.xml`)) {
    throw new Error(`${dist} has no sitemap: build the docs site first (npx nx build docs-site)`);
  }
  const paths: string[] = [];
  for (const file of readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name))) {
    const xml = readFileSync(dist + file, 'utf8');
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  return paths.sort();
}
