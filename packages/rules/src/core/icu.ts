/**
 * The part of ICU MessageFormat our texts use, in English: `{name}`, `{n, plural, =0 {…} one {…}
 * other {…}}` (`#` is the number) and `{x, select, a {…} other {…}}`, nested. No quoting, no
 * number, date or offset formats: no template has them. It replaced intl-messageformat-tiny
 * (about 0.6 KB gzip more in every bundle) and formats every template as that library did;
 * icu.test.ts compares the two on the games' templates.
 */

/** Literal text, or an argument: its name, and for plural and select its kind and options. */
type Part = string | { name: string; kind?: string; options?: Record<string, Part[]> };

const plurals = new Intl.PluralRules('en');
const parsed = new Map<string, Part[]>();

/** Parses `text` from `at` up to the `}` that closes the level (or the end): [parts, next index]. */
function parse(text: string, at: number): [Part[], number] {
  const parts: Part[] = [];
  let literal = '';
  while (at < text.length && text[at] !== '}') {
    if (text[at] !== '{') {
      literal += text[at++];
      continue;
    }
    if (literal) parts.push(literal);
    literal = '';
    // The argument's head runs to its first brace: "name" or "name, kind, first option key".
    let end = at + 1;
    while (text[end] !== '{' && text[end] !== '}') end++;
    const [name, kind, key] = text
      .slice(at + 1, end)
      .split(',')
      .map((s) => s.trim());
    at = end;
    if (text[at] === '}' || !kind) {
      parts.push({ name: name! });
    } else {
      const options: Record<string, Part[]> = {};
      let option = key!;
      while (text[at] === '{') {
        const [inner, close] = parse(text, at + 1);
        options[option] = inner;
        at = close + 1;
        end = at;
        while (text[end] !== '{' && text[end] !== '}' && end < text.length) end++;
        option = text.slice(at, end).trim();
        at = end;
      }
      parts.push({ name: name!, kind, options });
    }
    at++;
  }
  if (literal) parts.push(literal);
  return [parts, at];
}

function formatParts(parts: readonly Part[], values: Readonly<Record<string, unknown>>): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = values[part.name];
    if (!part.kind) {
      out += String(value ?? `{${part.name}}`);
      continue;
    }
    const options = part.options!;
    const plural = part.kind === 'plural';
    const n = Number(value);
    const chosen = plural
      ? options[`=${n}`] || options[plurals.select(n)] || options.other
      : options[value as string] || options.other;
    if (!chosen) throw new TypeError(`type "${part.kind}" needs an "other" match`);
    const text = formatParts(chosen, values);
    out += plural ? text.replace('#', `${n}`) : text;
  }
  return out;
}

/** Formats one template with `values` (a template without braces is returned as it is). */
export function formatIcu(template: string, values: Readonly<Record<string, unknown>>): string {
  if (!template.includes('{')) return template;
  let parts = parsed.get(template);
  if (!parts) parsed.set(template, (parts = parse(template, 0)[0]));
  return formatParts(parts, values);
}
