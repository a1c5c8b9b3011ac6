/**
 * The coverage page of every game (`/<game>/coverage/`): each rule id the game cites (its chart
 * states' `meta.rule` and its refusals, `citedRuleIds`), with the lesson steps and drill kinds
 * that teach it and the worked examples (rulebook fixtures) that show it. A cited rule nothing
 * teaches is a gap. All from the rules package at build time; nothing is listed by hand.
 */
import { citedRuleIds, loadLessonPath, ruleHref, type CitedBy } from '@railyard/rules';
import ruleTestIndex from '../generated/rule-tests.json';
import type { ExampleFixture } from './examples.ts';
import { engineOf } from './games.ts';
import { learnGames, type LearnGame, type RuleLink } from './learn.ts';

export interface CoverageLink {
  readonly title: string;
  readonly href: string;
}

export interface CoveredRule extends RuleLink {
  readonly citedBy: readonly CitedBy[];
  /** Lesson steps that teach it: "<lesson title>, step <n>", linking the lesson. */
  readonly steps: readonly CoverageLink[];
  readonly drills: readonly CoverageLink[];
  /** Worked examples on the rules pages that show it. */
  readonly examples: readonly CoverageLink[];
  /** Tests whose names cite it (src/generated/rule-tests.json, from scripts/rule-tests.mjs). */
  readonly tests: readonly RuleTest[];
  /** Why nothing teaches it, for a gap (the lesson path's `untaught`). */
  readonly reason?: string;
}

/** A test that checks a rule: its name and the file it is in. */
export interface RuleTest {
  readonly name: string;
  readonly file: string;
}

const testsByRule = ruleTestIndex as Readonly<Record<string, readonly RuleTest[]>>;

export interface GameCoverage {
  readonly learn: LearnGame;
  readonly rules: readonly CoveredRule[];
  /** Cited rules that no lesson step and no drill kind teaches. */
  readonly gaps: readonly CoveredRule[];
}

const cache = new Map<string, Promise<GameCoverage>>();

/** The coverage of one game; `fixtures` are every game's worked examples (`allFixtures()`). */
export function gameCoverage(
  learn: LearnGame,
  fixtures: readonly ExampleFixture[],
): Promise<GameCoverage> {
  const { game } = learn;
  let entry = cache.get(game.id);
  if (!entry) {
    entry = (async () => {
      const path = await loadLessonPath(game.id);
      const cited = citedRuleIds(engineOf(game.id));
      const rules = [...cited].map(([id, citedBy]): CoveredRule => {
        const section = game.ruleSections.find((s) => s.id === id);
        return {
          id,
          title: section?.title ?? id,
          href: section ? ruleHref(section) : `/${game.slug}/rules/`,
          citedBy,
          steps: path.lessons.flatMap((lesson) =>
            lesson.steps.flatMap((step, index) =>
              step.rules.includes(id)
                ? [
                    {
                      title: `${lesson.title}, step ${index + 1}`,
                      href: `/${game.slug}/learn/${lesson.id}/`,
                    },
                  ]
                : [],
            ),
          ),
          drills: learn.kinds
            .filter((kind) => kind.rules.some((rule) => rule.id === id))
            .map((kind) => ({ title: kind.title, href: `/${game.slug}/practice/${kind.id}/` })),
          examples: fixtures
            .filter((fixture) => fixture.rule === id)
            .map((fixture) => ({
              title: fixture.title,
              href: section ? ruleHref(section) : `/${game.slug}/rules/`,
            })),
          tests: testsByRule[id] ?? [],
          ...(path.untaught?.[id] ? { reason: path.untaught[id] } : {}),
        };
      });
      return {
        learn,
        rules,
        gaps: rules.filter((rule) => rule.steps.length === 0 && rule.drills.length === 0),
      };
    })();
    cache.set(game.id, entry);
  }
  return entry;
}

/** Every game with an engine, with its coverage. */
export async function coverageGames(fixtures: readonly ExampleFixture[]): Promise<GameCoverage[]> {
  return Promise.all((await learnGames()).map((learn) => gameCoverage(learn, fixtures)));
}

/** One line for the build log: "<game>: 30 of 34 cited rule ids taught (gaps: …)". */
export function coverageLine({ learn, rules, gaps }: GameCoverage): string {
  const taught = rules.length - gaps.length;
  const gapText = gaps.length ? ` (gaps: ${gaps.map((gap) => gap.id).join(', ')})` : '';
  return `${learn.game.id}: ${taught} of ${rules.length} cited rule ids taught by a lesson step or drill${gapText}`;
}

/**
 * The "Learn it" links of the rule text: for each rule id that a lesson step teaches, the lessons
 * (title and address), in path order, each once.
 */
export async function learnLinksByRule(): Promise<Map<string, CoverageLink[]>> {
  const links = new Map<string, CoverageLink[]>();
  for (const { game, lessons } of await learnGames())
    for (const lesson of lessons)
      for (const rule of lesson.rules) {
        const list = links.get(rule.id) ?? [];
        list.push({ title: lesson.title, href: `/${game.slug}/learn/${lesson.id}/` });
        links.set(rule.id, list);
      }
  return links;
}

/**
 * The same links by page and heading: page (`<game>/rules`) → heading anchor → lessons, for the
 * rehype plugin that puts "Learn it" under the rule headings (plugins/rehype-learn-links.mjs).
 */
export async function learnLinksByPage(): Promise<Map<string, Map<string, CoverageLink[]>>> {
  const byRule = await learnLinksByRule();
  const pages = new Map<string, Map<string, CoverageLink[]>>();
  for (const { game } of await learnGames())
    for (const section of game.ruleSections) {
      const links = byRule.get(section.id);
      if (!links) continue;
      const anchors = pages.get(section.page) ?? new Map<string, CoverageLink[]>();
      anchors.set(section.id.slice(section.id.indexOf(':') + 1), links);
      pages.set(section.page, anchors);
    }
  return pages;
}

let printed = false;

/** Prints one line per game to the build log, once a build (getStaticPaths may run again). */
export function printCoverage(games: readonly GameCoverage[]): void {
  if (printed) return;
  printed = true;
  for (const coverage of games) console.info(`[coverage] ${coverageLine(coverage)}`);
}
