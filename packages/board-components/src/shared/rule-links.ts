import { ruleHref, type RuleSection } from '@railyard/rules';

/**
 * Docs URL of a rule id (`chicago-express:minimum-bid`), from the game's rule sections and a
 * base path (`/docs`, `https://railyard.dev`, or empty for site-relative links).
 */
export function ruleUrl(
  rule: string | undefined,
  sections: readonly RuleSection[] | undefined,
  base = '',
): string | undefined {
  if (!rule || !sections) return undefined;
  const section = sections.find((s) => s.id === rule);
  if (!section) return undefined;
  return `${base.replace(/\/+$/, '')}${ruleHref(section)}`;
}

/** Heading text of a rule id, or the id itself. */
export function ruleTitle(
  rule: string | undefined,
  sections: readonly RuleSection[] | undefined,
): string | undefined {
  if (!rule) return undefined;
  return sections?.find((s) => s.id === rule)?.title ?? rule;
}
