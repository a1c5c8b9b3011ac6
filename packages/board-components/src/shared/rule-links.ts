import { ruleHref, type RuleSection } from '@railyard/rules';
import { isWebUrl } from './url-attributes.js';

/**
 * Docs URL of a rule id (`chicago-express:minimum-bid`), from the game's rule sections and a
 * base path (`/docs`, `https://docs.example.org`, or empty for site-relative links). A base that
 * does not make an http(s) or relative link (`javascript:…`) gives no link at all.
 */
export function ruleUrl(
  rule: string | undefined,
  sections: readonly RuleSection[] | undefined,
  base = '',
): string | undefined {
  if (!rule || !sections) return undefined;
  const section = sections.find((s) => s.id === rule);
  if (!section) return undefined;
  const url = `${base.replace(/\/+$/, '')}${ruleHref(section)}`;
  return isWebUrl(url) ? url : undefined;
}

/** Heading text of a rule id, or the id itself. */
export function ruleTitle(
  rule: string | undefined,
  sections: readonly RuleSection[] | undefined,
): string | undefined {
  if (!rule) return undefined;
  return sections?.find((s) => s.id === rule)?.title ?? rule;
}
