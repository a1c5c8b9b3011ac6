/**
 * Heading ids of a Markdown/MDX page, computed the way Astro does it (github-slugger: the
 * GitHub-style slug of the heading text, with `-1`, `-2`… appended to repeats), so rule-section
 * anchors can be checked against the page source without a build.
 */
import { slugify } from '@railyard/rules';

/** Plain text of a Markdown heading: emphasis, code marks and link targets dropped. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** Ids of every `##`…`######` heading of an MDX page, in order (code fences and comments skipped). */
export function mdxHeadingIds(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const ids: string[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.+)$/.exec(line);
    if (!heading) continue;
    const base = slugify(headingText(heading[2]!));
    let id = base;
    const count = seen.get(base) ?? 0;
    if (count > 0) id = `${base}-${count}`;
    seen.set(base, count + 1);
    ids.push(id);
  }
  return ids;
}

/** Ids of the h2–h6 elements of a built HTML page. */
export function htmlHeadingIds(html: string): string[] {
  return [...html.matchAll(/<h([2-6])\b[^>]*?\sid="([^"]+)"/g)].map((match) => match[2]!);
}
