#!/usr/bin/env node
/**
 * Bundle budget check (run by `npm run build`).
 *
 * 1. The brief's budget — one game's board + engine + lit + xstate ≤ 45 KB gzip — is measured
 *    on exactly that: `src/boards/<game>/game.ts` (board element + engine registration) built
 *    in memory as one tree-shaken, minified file.
 * 2. The files in dist/ that pages load: for each, the static imports (`import … from
 *    "./chunks/…"`) are followed and every file of that closure gzipped and added; dynamic
 *    imports (the statechart, elkjs) are lazy and listed apart. These have their own limits,
 *    so that growth shows up.
 * It also checks that elkjs never sits in a budgeted closure and that a game's bundle carries
 * no other game. Prints a table; exits 1 when anything is over budget or misplaced.
 *
 * `check-size.mjs --pages docs|playground` checks a built site instead (run by that app's build):
 * for each HTML page, the JavaScript it loads before any interaction — inline scripts, `<script
 * src>` and `modulepreload` files and their static imports — against `pageBudgets`, and that the
 * files loaded on first use (Pagefind's UI, widget bundles, elkjs) are not among them, by file name
 * or, for code without a chunk of its own to name (XState in the playground), by a marker.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  boardBudget,
  ELK_MARKER,
  budgetGames,
  checks,
  engineMarker,
  pageBudgets,
} from './size-budgets.mjs';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KB = 1024;

const root = resolve(dist, '..');
const repo = resolve(root, '..', '..');

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[^()"'`;]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

function closure(entry) {
  const files = new Set();
  const lazy = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), spec));
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(dirname(file), spec));
  };
  visit(entry);
  for (const file of files) lazy.delete(file);
  return { files: [...files], lazy: [...lazy] };
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const pagesArg = process.argv.indexOf('--pages');
if (pagesArg !== -1) {
  checkPages(process.argv[pagesArg + 1]);
  process.exit(0);
}

/** HTML attributes of one tag (`name="value"`, `name=value`, bare `name`). */
function attributes(tag) {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)]
      .slice(1)
      .map(([, name, a, b, c]) => [name.toLowerCase(), a ?? b ?? c ?? '']),
  );
}

/** What a built page loads before interaction: inline script text and the files' closure. */
function pageScripts(html, siteDir, base) {
  const inline = [];
  const entries = [];
  const local = (url) =>
    url.startsWith(base) ? join(siteDir, url.slice(base.length).split(/[?#]/)[0]) : null;
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${tag}`);
    if (attrs.type && !/^(module|text\/javascript)$/i.test(attrs.type)) continue; // JSON data
    if (attrs.src) entries.push(local(attrs.src));
    else if (body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (/\bmodulepreload\b/i.test(attrs.rel ?? '') && attrs.href) entries.push(local(attrs.href));
  }
  const files = new Set();
  const lazy = new Set();
  for (const entry of entries.filter(Boolean)) {
    const result = closure(entry);
    result.files.forEach((file) => files.add(file));
    result.lazy.forEach((file) => lazy.add(file));
  }
  for (const file of files) lazy.delete(file);
  return { inline, files: [...files], lazy: [...lazy] };
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

function checkPages(site) {
  const budget = pageBudgets[site];
  if (!budget) {
    console.error(`--pages takes one of: ${Object.keys(pageBudgets).join(', ')}`);
    process.exit(2);
  }
  const siteDir = join(repo, budget.dist);
  if (!existsSync(siteDir)) {
    console.error(`${budget.dist} is missing: build the ${site} first`);
    process.exit(1);
  }
  const base = site === 'playground' ? '/playground/' : '/';
  const pages = budget.pages === 'every page' ? htmlFiles(siteDir) : [budget.pages];
  const issues = [];
  let worst = 0;
  console.log(
    `JavaScript loaded before interaction, ${site} (gzip -9; inline scripts + static closure)\n`,
  );
  console.log(`${'page'.padEnd(46)} ${'gzip'.padStart(9)} ${'budget'.padStart(9)}  files`);
  for (const page of pages) {
    const { inline, files, lazy } = pageScripts(
      readFileSync(join(siteDir, page), 'utf8'),
      siteDir,
      base,
    );
    const size =
      (inline.length ? gzipSync(inline.join('\n'), { level: 9 }).length : 0) +
      files.reduce((sum, file) => sum + gz(file), 0);
    worst = Math.max(worst, size);
    const over = size > budget.limit;
    console.log(
      `${page.padEnd(46)} ${kb(size).padStart(9)} ${kb(budget.limit).padStart(9)}  ${files.length} files, ${inline.length} inline${over ? (budget.enforced ? '  OVER BUDGET' : '  over the goal (reported)') : ''}`,
    );
    if (over && budget.enforced)
      issues.push(
        `${budget.dist}/${page}: ${kb(size)} gzip of JavaScript before interaction (${files.length} files, ${inline.length} inline) is over its budget of ${kb(budget.limit)} (pageBudgets.${site} in scripts/size-budgets.mjs)`,
      );
    for (const file of files) {
      const path = `/${relative(siteDir, file)}`;
      if (budget.neverStatic.some((pattern) => pattern.test(path)))
        issues.push(`${page}: ${path} is loaded up front; it must load on first use`);
      const code = readFileSync(file, 'utf8');
      for (const { marker, what } of budget.neverContains ?? [])
        if (marker.test(code))
          issues.push(
            `${page}: ${path} (loaded up front) contains ${what}; it must load on first use`,
          );
    }
    if (site === 'playground')
      for (const file of lazy)
        console.log(
          `${''.padEnd(46)} ${kb(gz(file)).padStart(9)} ${'lazy'.padStart(9)}  ${relative(siteDir, file)}`,
        );
  }
  for (const issue of issues) console.error(`\n✗ ${issue}`);
  if (issues.length) {
    console.error(`\nPage check of the ${site} failed.`);
    process.exit(1);
  }
  console.log(
    budget.enforced || worst <= budget.limit
      ? `\nEvery ${site} page is within budget.`
      : `\nThe ${site} is over its goal of ${kb(budget.limit)} (reported, not enforced yet: issue 16).`,
  );
}

let failed = false;
const problems = [];
console.log('Bundle sizes (gzip -9; static imports included, lazy chunks listed apart)\n');
console.log(`${'file'.padEnd(30)} ${'gzip'.padStart(9)} ${'budget'.padStart(9)}  contents`);

const { build } = await import('vite');
const { minifyTemplates } = await import('./minify-templates.mjs');
for (const game of budgetGames) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifyTemplates()],
    build: {
      write: false,
      lib: {
        entry: { [game]: join(root, 'src', 'boards', game, 'game.ts') },
        formats: ['es'],
        fileName: (_f, name) => `${name}.js`,
      },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o) => o.type === 'chunk');
  const main = chunks.find((c) => c.isEntry);
  // Lazy chunks (the map tools) load after the first render; a chunk the entry imports
  // statically (say lit, split out because a lazy chunk shares it) counts.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set([main]);
  for (const chunk of loaded)
    for (const name of chunk.imports) if (byName.has(name)) loaded.add(byName.get(name));
  const size = [...loaded].reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
  const over = size > boardBudget(game);
  failed ||= over;
  if (over)
    problems.push(
      `${game} board + engine (src/boards/${game}/game.ts built as one minified file): ${kb(size)} gzip is over its budget of ${kb(boardBudget(game))}`,
    );
  console.log(
    `${`(${game} board + engine)`.padEnd(30)} ${kb(size).padStart(9)} ${kb(boardBudget(game)).padStart(9)}  board + engine + lit + xstate, one file${over ? '  OVER BUDGET' : ''}`,
  );
  const code = [...loaded].map((c) => c.code).join('\n');
  if (code.includes(ELK_MARKER)) problems.push(`${game} board + engine: elkjs is included`);
  if (!engineMarker(game).test(code))
    problems.push(`${game} board + engine: does not carry the ${game} engine`);
  for (const other of budgetGames) {
    if (other !== game && engineMarker(other).test(code))
      problems.push(`${game} board + engine: carries the ${other} engine`);
  }
}
for (const check of checks) {
  const entry = join(dist, check.file);
  if (!existsSync(entry)) {
    problems.push(`${check.file} is missing: run vite build first`);
    failed = true;
    continue;
  }
  const { files, lazy } = closure(entry);
  const size = files.reduce((sum, file) => sum + gz(file), 0);
  const over = size > check.limit;
  failed ||= over;
  if (over)
    problems.push(
      `dist/${check.file}: ${kb(size)} gzip loaded up front (${files.length} file${files.length > 1 ? 's' : ''}: the bundle and its static imports) is over its budget of ${kb(check.limit)}`,
    );
  console.log(
    `${check.file.padEnd(30)} ${kb(size).padStart(9)} ${kb(check.limit).padStart(9)}  ${check.what}${files.length > 1 ? ` (${files.length} files)` : ''}${over ? '  OVER BUDGET' : ''}`,
  );
  if (check.goal && size > check.goal)
    console.log(
      `${''.padEnd(30)} ${''.padStart(9)} ${kb(check.goal).padStart(9)}  goal of issue 16, not met yet (${kb(size - check.goal)} over; see PERFORMANCE.md)`,
    );
  for (const file of lazy)
    console.log(
      `${''.padEnd(30)} ${kb(gz(file)).padStart(9)} ${'lazy'.padStart(9)}  ${relative(dist, file)}`,
    );
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  if (text.includes(ELK_MARKER))
    problems.push(`${check.file}: elkjs is in the static closure; it must stay a lazy chunk`);
  for (const game of budgetGames) {
    const carries = engineMarker(game).test(text);
    if (check.game && game !== check.game && carries)
      problems.push(`${check.file}: carries the ${game} engine`);
    if ((check.game === game || !check.game) && !carries)
      problems.push(`${check.file}: does not carry the ${game} engine`);
  }
}
// Every one-file bundle in dist/ has a budget (a stale or unknown bundle shows up here too).
if (existsSync(dist)) {
  for (const file of readdirSync(dist).filter((name) => /^railyard.*\.js$/.test(name))) {
    if (!checks.some((check) => check.file === file))
      problems.push(`${file} has no budget (no board folder src/boards/<game>/ builds it)`);
  }
}
for (const problem of problems) console.error(`\n✗ ${problem}`);
if (failed || problems.length) {
  console.error('\nBundle check failed.');
  process.exit(1);
}
console.log('\nAll bundles within budget.');
