/**
 * Rule sections: the stable ids that tie a rulebook paragraph to the engine.
 *
 * A rule id is `<game>:<anchor>`. The anchor is the id of the heading on the docs page
 * (`/<page>/#<anchor>`), which Starlight derives by slugging the heading text, so the anchor
 * must equal `slugify(title)`. State `meta`, `explainIllegal` and the ambiguity register all
 * cite these ids; the docs tests check that every id resolves to a heading.
 */
export interface RuleSection {
  /** `<game>:<anchor>`, e.g. `chicago-express:auction-action`. */
  readonly id: string;
  /** English heading text as it appears on the docs page. */
  readonly title: string;
  /** Docs page path without slashes at the ends, e.g. `chicago-express/rules`. */
  readonly page: string;
}

/** GitHub-style heading slug, the one Starlight uses for heading ids (ASCII headings). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Builds a game's rule-section table from `[title, page]` pairs, deriving each id from the
 * title so ids and headings cannot drift apart.
 */
export function defineRuleSections<const Titles extends readonly (readonly [string, string])[]>(
  game: string,
  sections: Titles,
): readonly RuleSection[] {
  const seen = new Set<string>();
  return sections.map(([title, page]) => {
    const id = `${game}:${slugify(title)}`;
    if (seen.has(id)) throw new Error(`Duplicate rule section id ${id} (title "${title}")`);
    seen.add(id);
    return { id, title, page };
  });
}

/** Docs URL (site-relative) of a rule section. */
export function ruleHref(section: RuleSection): string {
  return `/${section.page}/#${section.id.slice(section.id.indexOf(':') + 1)}`;
}
