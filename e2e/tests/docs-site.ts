/**
 * Helpers for the docs e2e tests: the list of pages (from the built sitemap) and a small HTML
 * reader for the link check, which fetches pages over HTTP instead of driving a browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalog, type CatalogEntry } from '@railyard/rules';

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

/** Decodes the character references an HTML attribute may hold (named ones and `&#38;`, `&#x26;`). */
export function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
  // One pass, so `&amp;#38;` stays the text `&#38;`.
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|lt|gt|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return String.fromCodePoint(code);
  });
}

/** Every game of the catalog (the one list of games), playable or rules-only. */
export const catalogGames: readonly CatalogEntry[] = catalog;
/** The games with an engine: statechart page, live examples, playground. */
export const playableGames = catalog.filter((entry) => entry.status === 'playable');
export const rulesOnlyGames = catalog.filter((entry) => entry.status === 'rules-only');

/**
 * A rule term of a rulebook that search must find; a game without one here is searched for by
 * its title. Only games of the catalog may appear (a test checks it).
 */
export const searchTerms: Readonly<Record<string, string>> = {
  'chicago-express': 'Wabash',
  'american-rails': 'Majestic',
  'last-spike': 'land grant',
  'wild-west-express': 'desperado',
};

/** Every rulebook of the catalog, with its docs path and a term that search must find. */
export const rulebooks = catalog.map((entry) => ({
  game: entry.docsSlug,
  title: entry.title,
  term: searchTerms[entry.id] ?? entry.title,
}));

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
