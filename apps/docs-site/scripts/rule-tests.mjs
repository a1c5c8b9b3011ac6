#!/usr/bin/env node
/* global process, console */
/**
 * The tests that check each rule, for the coverage pages: every test name (vitest `it`/`test`,
 * Playwright `test`) in the repository that cites a rule id (`<game>:<anchor>`) is listed under
 * that id in src/generated/rule-tests.json. Test names are the project's record of which rule a
 * test checks, so the index is derived from them, never typed.
 *
 *   node scripts/rule-tests.mjs          writes the index
 *   node scripts/rule-tests.mjs --check  exits 1 when the index is out of date (test/rule-tests.test.ts)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '../../..');
export const indexPath = join(here, '../src/generated/rule-tests.json');

/** Where tests live: sources of the packages and apps (beside their code), and the e2e specs. */
const ROOTS = ['packages', 'apps', 'e2e'];
const SKIP = new Set(['node_modules', 'dist', '.astro', 'test-results', 'artifacts', 'generated']);
const TEST_FILE = /\.(test|spec)\.ts$/;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

/** The game ids: one folder each under packages/rules/src/games. */
export function gameIds(root = repoRoot) {
  return readdirSync(join(root, 'packages/rules/src/games'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

/**
 * Test names in a source: the first argument of `it(`, `test(`, `describe(` and their `.skip`/`.only`/`.each`
 * forms, when it is a literal string (a template with `${…}` is kept as written).
 */
export function testNames(source) {
  const names = [];
  const call =
    /\b(?:it|test|describe)(?:\.(?:skip|only|fails|concurrent))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  for (const match of source.matchAll(call)) names.push(match[2].replace(/\\(['"`])/g, '$1'));
  return names;
}

/**
 * Tests named by a helper that puts the rule id in front (`itRule('anchor', 'title', …)` in a
 * game's folder names its test `<game>:<anchor>: <title>`).
 */
export function ruleHelperNames(source, game) {
  if (!game) return [];
  const call = /\bitRule\(\s*(['"`])([a-z0-9-]+)\1\s*,\s*(['"`])((?:\\.|(?!\3)[\s\S])*?)\3/g;
  return [...source.matchAll(call)].map((m) => `${game}:${m[2]}: ${m[4]}`);
}

/**
 * Tests a shared helper names from data (the stock games' rules of thumb): a test file
 * `<name>.test.ts` with a `<name>.rules.json` beside it registers the tests listed in the helper's
 * names file (`names`, from the repository root), each `title` with `{rule}` replaced by the rule
 * id `rules` gives for its `check`. Both are JSON, which the helper reads too, so the names here
 * are the names the tests run under.
 */
export function declaredNames(testFile, root = repoRoot) {
  const declared = testFile.replace(TEST_FILE, '.rules.json');
  if (declared === testFile || !existsSync(declared)) return [];
  const { names, rules } = JSON.parse(readFileSync(declared, 'utf8'));
  const { tests } = JSON.parse(readFileSync(join(root, names), 'utf8'));
  return tests.map(({ title, check }) => {
    if (!rules[check])
      throw new Error(`${relative(root, declared)}: no rule for the check "${check}"`);
    return title.replace('{rule}', rules[check]);
  });
}

/** rule id -> tests citing it ({ name, file }), ids and tests sorted. */
export function ruleTests(root = repoRoot) {
  const games = gameIds(root).join('|');
  const ruleId = new RegExp(`\\b(?:${games}):[a-z0-9][a-z0-9-]*[a-z0-9]`, 'g');
  const byRule = new Map();
  for (const top of ROOTS)
    for (const file of testFiles(join(root, top))) {
      const rel = relative(root, file).split('\\').join('/');
      const source = readFileSync(file, 'utf8');
      const game = /^packages\/rules\/src\/games\/([^/]+)\//.exec(rel)?.[1];
      const names = [
        ...testNames(source),
        ...ruleHelperNames(source, game),
        ...declaredNames(file, root),
      ];
      for (const name of names)
        for (const id of new Set(name.match(ruleId) ?? [])) {
          const list = byRule.get(id) ?? [];
          list.push({ name, file: rel });
          byRule.set(id, list);
        }
    }
  const sorted = {};
  for (const id of [...byRule.keys()].sort())
    sorted[id] = byRule
      .get(id)
      .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  return sorted;
}

export const indexText = (root = repoRoot) => `${JSON.stringify(ruleTests(root), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = indexText();
  if (process.argv.includes('--check')) {
    let old = '';
    try {
      old = readFileSync(indexPath, 'utf8');
    } catch {
      // missing: out of date
    }
    if (old !== text) {
      console.error(
        `${relative(process.cwd(), indexPath)} is out of date: run node apps/docs-site/scripts/rule-tests.mjs`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(indexPath, text);
    const ids = Object.keys(JSON.parse(text));
    console.info(`rule-tests: ${ids.length} rule ids cited by test names`);
  }
}
