/**
 * core/icu.ts formats every template as intl-messageformat-tiny (the library it replaced, kept as
 * a dev dependency for this comparison) does: each ICU template written in the sources of the
 * rules and the components, and the shapes `agree` and `possessive` build, with many values.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cached } from 'intl-messageformat-tiny';
import { describe, expect, it } from 'vitest';
import { formatIcu, icuCacheSize } from './icu.js';

const library = cached();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** One-line string literals that hold an ICU argument (`{name}` or `{x, plural|select, …`). */
function templatesIn(files: readonly string[]): Set<string> {
  const templates = new Set<string>();
  const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\\n]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g;
  const argument = /\{\s*\w+\s*(\}|,\s*(plural|select)\s*,)/;
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      const text = match[1] ?? match[2] ?? match[3]!;
      // Not templates: interpolated code, JSON, CSS rules, and prose about templates.
      if (!argument.test(text) || /\$\{|":|;\s*\}|…\}/.test(text)) continue;
      templates.add(text);
    }
  return templates;
}

const VALUES = [
  'You',
  'Ada',
  0,
  1,
  2,
  3,
  7,
  12.5,
  'yes',
  'no',
  'none',
  'other',
  'second',
  '#1',
  '',
];

describe('formatIcu', () => {
  const templates = templatesIn([...sourceFiles('src'), ...sourceFiles('../board-components/src')]);
  templates.add('{person, select, second {{who} bid} other {{who} bids}}');
  templates.add('{person, select, second {Your} other {{who}’s}}');

  it('finds the templates of every game', () => {
    expect(templates.size).toBeGreaterThan(100);
    expect(templates).toContain('{who} {verb} {dice}.');
  });

  it('formats each template as intl-messageformat-tiny does, with many values', () => {
    for (const template of templates) {
      const names = [...new Set([...template.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!))];
      for (let k = 0; k < 40; k++) {
        const values = Object.fromEntries(
          names.map((name, i) => [name, VALUES[(k * 7 + i * 13 + k * i) % VALUES.length]]),
        );
        const run = (format: () => string) => {
          try {
            return format();
          } catch (error) {
            return `throws ${(error as Error).message}`;
          }
        };
        expect(
          run(() => formatIcu(template, values)),
          `${template} ${JSON.stringify(values)}`,
        ).toBe(run(() => library(template, values, 'en')));
      }
    }
  });

  it('keeps literal text, nesting and a missing value as the library does', () => {
    expect(formatIcu('no braces', {})).toBe('no braces');
    expect(formatIcu('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatIcu('{n, plural, =0 {none} one {# x} other {# xs}}!', { n: 0 })).toBe('none!');
    expect(formatIcu('{n, plural, one {# x} other {# xs}}', { n: 2 })).toBe('2 xs');
    expect(formatIcu('{s, select, a {A{t}} other { + {t} more}}', { s: 'b', t: 'T' })).toBe(
      ' + T more',
    );
    expect(() => formatIcu('{s, select, a {A}}', { s: 'b' })).toThrow('needs an "other" match');
  });

  it('keeps a bounded number of parsed templates: names written into templates do not grow it without end', () => {
    for (let i = 0; i < 5000; i++)
      expect(
        formatIcu(`Player ${i} {n, plural, one {pays # dollar} other {pays # dollars}}`, { n: i }),
      ).toBe(`Player ${i} pays ${i} ${i === 1 ? 'dollar' : 'dollars'}`);
    expect(icuCacheSize()).toBeGreaterThan(0);
    expect(icuCacheSize()).toBeLessThanOrEqual(512);
  });
});
