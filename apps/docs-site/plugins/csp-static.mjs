// @ts-check
/**
 * Makes the built pages run under a strict Content-Security-Policy (`script-src 'self'`,
 * `style-src 'self'`: no inline scripts, no inline styles; see scripts/security-headers.mjs).
 * Astro, Starlight and Expressive Code write some inline code into the HTML (the theme script,
 * small hoisted module scripts, component `<style>` blocks, `style="--0:#…"` on highlighted
 * tokens). After the build this integration moves each into a file of the site:
 *
 * - an inline `<script>` becomes `<script src="/_astro/csp/<hash>.js">` (same type and
 *   attributes, same place, so it runs at the same moment: a classic script still blocks);
 * - a `<style>` element becomes `<link rel="stylesheet" href="/_astro/csp/<hash>.css">` in place
 *   (inside an inline SVG its rules, which apply to the whole page anyway, join the shared file);
 * - a `style="…"` attribute becomes `data-ry-css="<hash>"`, matched by a rule of one shared
 *   stylesheet linked from every page. Its declarations are `!important`, as an inline style
 *   outranks the page's other rules. Scripts that changed `element.style` still work; one that
 *   only cleared an inline declaration must drop `data-ry-css` instead (src/overrides/Search.astro).
 *
 * Files are named by content hash, so a script used on every page is fetched once.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = '_astro/csp';
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** @param {string} text */
const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** @param {string} text */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|apos|lt|gt|#39);/gi, (_, code) => {
    const named = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };
    const lower = code.toLowerCase();
    if (lower in named) return named[/** @type {keyof typeof named} */ (lower)];
    return String.fromCodePoint(
      lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10),
    );
  });
}

/**
 * @typedef {{ name: string, value: string | null, start: number, end: number }} Attr
 * @typedef {{ name: string, start: number, end: number, attrs: Attr[], selfClosing: boolean }} Tag
 */

/**
 * Reads the start tag at `html[at] === '<'`; null when there is none.
 * @param {string} html
 * @param {number} at
 * @returns {Tag | null}
 */
function readTag(html, at) {
  const nameMatch = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(at, at + 64));
  if (!nameMatch) return null;
  const name = nameMatch[1].toLowerCase();
  /** @type {Attr[]} */
  const attrs = [];
  let i = at + nameMatch[0].length;
  for (;;) {
    while (/\s/.test(html[i] ?? '')) i++;
    if (i >= html.length) return null;
    if (html[i] === '>') return { name, start: at, end: i + 1, attrs, selfClosing: false };
    if (html.startsWith('/>', i)) return { name, start: at, end: i + 2, attrs, selfClosing: true };
    const start = i;
    while (i < html.length && !/[\s=>]/.test(html[i]) && !html.startsWith('/>', i)) i++;
    const attrName = html.slice(start, i).toLowerCase();
    let value = null;
    while (/\s/.test(html[i] ?? '')) i++;
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const from = i;
        while (i < html.length && !/[\s>]/.test(html[i])) i++;
        value = html.slice(from, i);
      }
    }
    if (attrName === '') i++;
    else attrs.push({ name: attrName, value, start, end: i });
  }
}

/**
 * Rewrites one page. `files` collects the scripts and stylesheets to write (by path), `rules`
 * the shared rules of moved style attributes (by hash).
 * @param {string} html
 * @param {Map<string, string>} files
 * @param {Map<string, string>} rules
 * @returns {string}
 */
export function rewritePage(html, files, rules) {
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  let svgDepth = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html.startsWith('</', lt)) {
      if (/^<\/svg[\s>]/i.test(html.slice(lt, lt + 6))) svgDepth = Math.max(0, svgDepth - 1);
      i = lt + 2;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.name === 'svg' && !tag.selfClosing) svgDepth++;
    const styleAttr = tag.attrs.find((a) => a.name === 'style');
    if (styleAttr && styleAttr.value !== null) {
      const css = decodeEntities(styleAttr.value).trim();
      if (css === '') edits.push({ start: styleAttr.start, end: styleAttr.end, text: '' });
      else {
        const hash = hashOf(css);
        rules.set(hash, importantDeclarations(css));
        edits.push({ start: styleAttr.start, end: styleAttr.end, text: `data-ry-css="${hash}"` });
      }
    }
    if (!RAW_TEXT.has(tag.name) || tag.selfClosing) continue;
    const closeAt = html.toLowerCase().indexOf(`</${tag.name}`, tag.end);
    if (closeAt === -1) break;
    const closeEnd = html.indexOf('>', closeAt) + 1;
    const body = html.slice(tag.end, closeAt);
    i = closeEnd;
    if (tag.name === 'script') {
      const type = (tag.attrs.find((a) => a.name === 'type')?.value ?? '').trim().toLowerCase();
      if (tag.attrs.some((a) => a.name === 'src') || !EXECUTABLE.has(type)) continue;
      const path = `${OUT}/${hashOf(body)}.js`;
      files.set(path, body);
      const kept = tag.attrs
        .filter((a) => a.name !== 'style')
        .map((a) => html.slice(a.start, a.end))
        .join(' ');
      edits.push({
        start: tag.start,
        end: closeEnd,
        text: `<script${kept ? ` ${kept}` : ''} src="/${path}"></script>`,
      });
    } else if (tag.name === 'style') {
      if (svgDepth > 0) {
        rules.set(hashOf(body), body);
        edits.push({ start: tag.start, end: closeEnd, text: '' });
        continue;
      }
      const path = `${OUT}/${hashOf(body)}.css`;
      files.set(path, body);
      const media = tag.attrs.find((a) => a.name === 'media');
      edits.push({
        start: tag.start,
        end: closeEnd,
        text: `<link rel="stylesheet" href="/${path}"${media ? ` ${html.slice(media.start, media.end)}` : ''}>`,
      });
    }
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * `--depth: 1; color: red` → `--depth: 1 !important; color: red !important`.
 * @param {string} css
 */
function importantDeclarations(css) {
  return css
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (/!important$/i.test(d) ? d : `${d} !important`))
    .join('; ');
}

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** @returns {import('astro').AstroIntegration} */
export default function cspStatic() {
  return {
    name: 'railyard:csp-static',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, string>} */
        const files = new Map();
        /** @type {Map<string, string>} */
        const rules = new Map();
        const pages = htmlFiles(root).map((file) => ({
          file,
          html: rewritePage(readFileSync(file, 'utf8'), files, rules),
        }));
        const sheet = [...rules]
          .map(([hash, body]) => (body.includes('{') ? body : `[data-ry-css="${hash}"]{${body}}`))
          .join('\n');
        const sheetPath = `${OUT}/inline-styles.${hashOf(sheet)}.css`;
        files.set(sheetPath, sheet);
        mkdirSync(join(root, OUT), { recursive: true });
        for (const [path, text] of files) writeFileSync(join(root, path), text);
        for (const { file, html } of pages)
          writeFileSync(
            file,
            html.replace('</head>', `<link rel="stylesheet" href="/${sheetPath}"></head>`),
          );
        logger.info(
          `moved inline code into files: ${files.size - 1} scripts and stylesheets, ${rules.size} style rules, ${pages.length} pages`,
        );
      },
    },
  };
}
