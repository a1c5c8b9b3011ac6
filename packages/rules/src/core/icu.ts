/**
 * The part of ICU MessageFormat our texts use, in English: `{name}`, `{n, plural, =0 {…} one {…}
 * other {…}}` (`#` is the number) and `{x, select, a {…} other {…}}`, nested. No quoting, no
 * number, date or offset formats: no template has them. It replaced intl-messageformat-tiny
 * (about 0.6 KB gzip more in every bundle) and formats every template as that library did;
 * icu.test.ts compares the two on the games' templates.
 */

/** Literal text, or an argument: its name, and for plural and select its kind and options. */
type Part = string | [name: string, kind?: string, options?: Record<string, Part[]>];

const plurals = new Intl.PluralRules('en');
/** Parsed templates, kept for reuse; emptied when full (a template can hold a player's name). */
const parsed = new Map<string, Part[]>();
const MAX_PARSED = 512;

/**
 * The parts of a template up to the `}` that closes its level, taken from `tokens` (the template
 * split at its braces: text and braces alternate, the text possibly empty).
 */
function parse(tokens: string[]): Part[] {
  const parts: Part[] = [];
  while (tokens.length) {
    const token = tokens.shift()!;
    if (token === '}') break;
    if (token !== '{') {
      if (token) parts.push(token);
      continue;
    }
    // The argument's head: "name", or "name, kind, first option key" before the first option.
    const [name, kind, key] = tokens
      .shift()!
      .split(',')
      .map((s) => s.trim());
    const options: Record<string, Part[]> = {};
    for (let option = key!; tokens[0] === '{'; option = tokens.shift()!.trim()) {
      tokens.shift();
      options[option] = parse(tokens);
    }
    tokens.shift();
    parts.push([name!, kind, options]);
  }
  return parts;
}

function formatParts(parts: readonly Part[], values: Readonly<Record<string, unknown>>): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const [name, kind, options] = part;
      const value = values[name];
      if (!kind) return String(value ?? `{${name}}`);
      const n = Number(value);
      const plural = kind === 'plural';
      const chosen = plural
        ? options![`=${n}`] || options![plurals.select(n)] || options!.other
        : options![value as string] || options!.other;
      if (!chosen) throw new TypeError(`type "${kind}" needs an "other" match`);
      const text = formatParts(chosen, values);
      return plural ? text.replace('#', `${n}`) : text;
    })
    .join('');
}

/** Formats one template with `values` (a template without braces is returned as it is). */
export function formatIcu(template: string, values: Readonly<Record<string, unknown>>): string {
  if (!template.includes('{')) return template;
  let parts = parsed.get(template);
  if (!parts) {
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(template, (parts = parse(template.split(/([{}])/))));
  }
  return formatParts(parts, values);
}

/** How many parsed templates are kept (for the test of the bound). */
export const icuCacheSize = (): number => parsed.size;
