/**
 * The post-build step that moves inline scripts and styles into files (plugins/csp-static.mjs),
 * on small pages, and on the built site: no page keeps an inline script, style element or style
 * attribute (the e2e test loads every page under the policy).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeEntities, rewritePage } from '../plugins/csp-static.mjs';

const rewrite = (html: string) => {
  const files = new Map<string, string>();
  const rules = new Map<string, string>();
  return { html: rewritePage(html, files, rules) as string, files, rules };
};

describe('moving inline code into files', () => {
  it('an inline script becomes a script file with the same type and attributes, in place', () => {
    const { html, files } = rewrite(
      '<head><script>window.a = 1 < 2;</script></head><body><p>x</p><script type="module" aria-hidden="true">import "/x.js";</script></body>',
    );
    const [classic, module] = [...files.keys()];
    expect(html).toBe(
      `<head><script src="/${classic}"></script></head><body><p>x</p><script type="module" aria-hidden="true" src="/${module}"></script></body>`,
    );
    expect(files.get(classic!)).toBe('window.a = 1 < 2;');
    expect(files.get(module!)).toBe('import "/x.js";');
  });

  it('leaves scripts with a src, data scripts and text that only looks like a tag', () => {
    const page =
      '<script src="/a.js"></script><script type="application/json">{"a":1}</script>' +
      '<div data-code="<script>alert(1)</script>"></div><!-- <script>x</script> --><pre>&lt;script&gt;</pre>';
    const { html, files } = rewrite(page);
    expect(html).toBe(page);
    expect(files.size).toBe(0);
  });

  it('style elements become stylesheet links; style attributes become rules of one sheet', () => {
    const { html, files, rules } = rewrite(
      '<style media="print">.a{color:red}</style><p class="x" style="--depth: 1;">a</p><b style="font-family: &quot;A B&quot;; display:none">b</b><i style="">c</i>',
    );
    const [sheet] = [...files.keys()];
    expect(files.get(sheet!)).toBe('.a{color:red}');
    const [depth, font] = [...rules.keys()];
    expect(html).toBe(
      `<link rel="stylesheet" href="/${sheet}" media="print"><p class="x" data-ry-css="${depth}">a</p><b data-ry-css="${font}">b</b><i >c</i>`,
    );
    expect(rules.get(depth!)).toBe('--depth: 1 !important');
    expect(rules.get(font!)).toBe('font-family: "A B" !important; display:none !important');
    expect(decodeEntities('&#x41;&#66;&amp;&lt;')).toBe('AB&<');
  });

  it('a style element inside an inline SVG joins the shared rules', () => {
    const { html, rules } = rewrite(
      '<svg><style>.r{fill:red}</style><rect/></svg><style>.b{}</style>',
    );
    expect([...rules.values()]).toEqual(['.r{fill:red}']);
    expect(html).toMatch(
      /^<svg><rect\/><\/svg><link rel="stylesheet" href="\/_astro\/csp\/[0-9a-f]{16}\.css">$/,
    );
  });
});

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

describe.runIf(existsSync(dist))('the built site', () => {
  it('has no inline script, style element or style attribute on any page', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const { files, rules } = rewrite(readFileSync(dist + page, 'utf8'));
      expect(files.size, `${page}: inline scripts or style elements`).toBe(0);
      expect(rules.size, `${page}: style attributes`).toBe(0);
    }
  });
});
