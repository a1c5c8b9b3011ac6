/**
 * "Learn it" under the rule headings: on a rules page, each heading whose id is a rule section a
 * lesson teaches gets a small line linking those lessons (`/<game>/learn/<lesson>/`). The links
 * come from the lesson paths when the config loads (`learnLinksByPage` in src/lib/coverage.ts); heading
 * ids are computed as Astro computes them (slug of the text, `-1`, `-2`… for repeats).
 */
import { slugify } from '@railyard/rules';

/** @typedef {{ title: string, href: string }} Link */

/** @param {any} node */
const textOf = (node) =>
  node.type === 'text' ? node.value : (node.children ?? []).map(textOf).join('');

/** The docs page of a content file: `…/src/content/docs/<page>(/index).mdx` → `<page>`. */
function pageOf(/** @type {string | undefined} */ path) {
  const match = /src\/content\/docs\/(.+?)(\/index)?\.mdx?$/.exec(path?.replace(/\\/g, '/') ?? '');
  return match ? match[1] : undefined;
}

/** @param {{ links: Map<string, Map<string, Link[]>> }} options */
export default function rehypeLearnLinks({ links }) {
  /** @param {any} tree @param {{ path?: string, history?: string[] }} file */
  return (tree, file) => {
    const page = pageOf(file.path ?? file.history?.[0]);
    const anchors = page ? links.get(page) : undefined;
    if (!anchors) return;
    const seen = new Map();
    /** @param {any} parent */
    const visit = (parent) => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type !== 'element') continue;
        if (!/^h[2-6]$/.test(node.tagName)) {
          visit(node);
          continue;
        }
        let id = node.properties?.id;
        if (!id) {
          const base = slugify(textOf(node).trim());
          const count = seen.get(base) ?? 0;
          seen.set(base, count + 1);
          id = count > 0 ? `${base}-${count}` : base;
        }
        const lessons = anchors.get(String(id));
        if (!lessons) continue;
        const items = lessons.flatMap((lesson, k) => [
          ...(k > 0 ? [{ type: 'text', value: ', ' }] : []),
          {
            type: 'element',
            tagName: 'a',
            properties: { href: lesson.href },
            children: [{ type: 'text', value: lesson.title }],
          },
        ]);
        children.splice(i + 1, 0, {
          type: 'element',
          tagName: 'p',
          properties: { className: ['ry-learn-it'] },
          children: [{ type: 'text', value: 'Learn it: ' }, ...items],
        });
        i++;
      }
    };
    visit(tree);
  };
}
