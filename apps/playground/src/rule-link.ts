import { ruleHref, type AnyGameDefinition } from '@railyard/rules';

/**
 * Docs link of a rule id (`chicago-express:minimum-bid`). The docs site is served at / on the
 * same origin as the playground, so links are site-relative. Unknown ids fall back to the
 * game's rules page.
 */
export function ruleLink(
  game: AnyGameDefinition | null,
  rule: string,
): { href: string; title: string } {
  const section = game?.ruleSections.find((s) => s.id === rule);
  if (section) return { href: ruleHref(section), title: section.title };
  const gameId = rule.includes(':') ? rule.slice(0, rule.indexOf(':')) : (game?.id ?? '');
  return { href: gameId ? `/${gameId}/rules/` : '/', title: rule };
}
