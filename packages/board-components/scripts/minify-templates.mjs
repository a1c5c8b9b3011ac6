/**
 * Vite plugin: minifies the static text of Lit's `css`, `html` and `svg` tagged templates in our
 * own sources at build time (the JS minifier leaves template text alone). CSS loses comments
 * and spaces around `{ } ; , :` where they carry no meaning; markup has every run of white
 * space that holds a line break folded into one space (HTML renders both the same).
 * Expressions (`${…}`) are untouched. Used by vite.config.ts and scripts/check-size.mjs.
 */
import { parseAst } from 'vite';

const TAGS = new Set(['css', 'html', 'svg', 'staticHtml']);

export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/([a-z-]+):\s+/g, '$1:')
    .trim();
}

export function minifyMarkup(text) {
  return text.replace(/\s*\n\s*/g, ' ');
}

function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type === 'string') visit(node);
  for (const key in node) {
    if (key !== 'parent') walk(node[key], visit);
  }
}

export function minifyTemplates() {
  return {
    name: 'railyard-minify-templates',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(css|html|svg|staticHtml)`/.test(code)) return null;
      const edits = [];
      walk(parseAst(code), (node) => {
        if (
          node.type !== 'TaggedTemplateExpression' ||
          node.tag.type !== 'Identifier' ||
          !TAGS.has(node.tag.name)
        )
          return;
        const isCss = node.tag.name === 'css';
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          if (raw !== quasi.value.raw) return; // unexpected positions: leave this template alone
          // A CSS template with expressions could join a value to a neighbour: only markup then.
          const next =
            isCss && node.quasi.expressions.length === 0 ? minifyCss(raw) : minifyMarkup(raw);
          if (next !== raw) edits.push([quasi.start, quasi.end, next]);
        }
      });
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
