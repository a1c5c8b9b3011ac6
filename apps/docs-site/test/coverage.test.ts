/**
 * The coverage pages' data (src/lib/coverage.ts): for every game, every rule id the engine cites
 * (chart states and refusals) is listed, a gap is exactly a rule no lesson step or drill teaches,
 * and has its reason, each rule lists the tests that cite it, and the rule text's "Learn it"
 * links point at lessons that exist.
 */
import { citedRuleIds, loadLessonPath } from '@railyard/rules';
import { describe, expect, it } from 'vitest';
import { coverageGames, learnLinksByPage } from '../src/lib/coverage.ts';
import { allFixtures } from '../src/lib/examples.ts';
import { engineOf } from '../src/lib/games.ts';
import { flatStates, machineStates } from '../src/lib/machine.ts';

const fixtures = allFixtures();
const games = await coverageGames(fixtures);

describe.each(games.map((coverage) => [coverage.learn.game.id, coverage] as const))(
  '%s',
  (id, coverage) => {
    it('lists every rule its chart states cite and the rules its refusals cite', () => {
      const listed = new Map(coverage.rules.map((rule) => [rule.id, rule.citedBy]));
      const stateRules = flatStates(machineStates(id)).flatMap((state) =>
        state.rule ? [state.rule.id] : [],
      );
      for (const rule of stateRules) expect(listed.get(rule), rule).toContain('state');
      expect([...listed.values()].filter((by) => by.includes('refusal')).length).toBeGreaterThan(0);
      const section = (rule: string) => coverage.learn.game.ruleSections.find((s) => s.id === rule);
      for (const rule of coverage.rules) expect(rule.title, rule.id).toBe(section(rule.id)?.title);
    });

    it('shows each worked example under the rule it illustrates', () => {
      for (const rule of coverage.rules)
        expect(
          rule.examples.map((example) => example.title),
          rule.id,
        ).toEqual(
          fixtures.filter((fixture) => fixture.rule === rule.id).map((fixture) => fixture.title),
        );
    });

    it('names as gaps exactly the cited rules no lesson step or drill teaches', async () => {
      const path = await loadLessonPath(id);
      const taught = new Set([
        ...path.lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.rules)),
        ...coverage.learn.kinds.flatMap((kind) => kind.rules.map((rule) => rule.id)),
      ]);
      expect(coverage.gaps.map((gap) => gap.id)).toEqual(
        coverage.rules.filter((rule) => !taught.has(rule.id)).map((rule) => rule.id),
      );
    });

    it('gives every gap its reason, and a reason only to a gap', async () => {
      const path = await loadLessonPath(id);
      for (const gap of coverage.gaps) expect(gap.reason, gap.id).toBeTruthy();
      expect(Object.keys(path.untaught ?? {}).sort()).toEqual(
        coverage.gaps.map((gap) => gap.id).sort(),
      );
    });

    it('lists under each rule the tests whose names cite it', () => {
      for (const rule of coverage.rules)
        for (const test of rule.tests) expect(test.name, rule.id).toContain(rule.id);
      expect(coverage.rules.filter((rule) => rule.tests.length > 0).length).toBeGreaterThan(0);
    });
  },
);

// The probe for refusals plays seeded games: exact for the two quick games, the others are
// covered by the chart check above (and run by the build).
it.each(['chicago-express', 'last-spike'])('%s lists exactly the cited rule ids', (id) => {
  const coverage = games.find((c) => c.learn.game.id === id)!;
  expect(coverage.rules.map((rule) => [rule.id, rule.citedBy])).toEqual([
    ...citedRuleIds(engineOf(id)),
  ]);
});

describe('learn links of the rule text', () => {
  it('point at lessons that exist, under headings of rule sections', async () => {
    const lessonPages = new Set(
      games.flatMap(({ learn }) =>
        learn.lessons.map((lesson) => `/${learn.game.slug}/learn/${lesson.id}/`),
      ),
    );
    const pages = await learnLinksByPage();
    expect(pages.size).toBeGreaterThan(0);
    for (const [page, anchors] of pages)
      for (const [anchor, links] of anchors) {
        const game = games.find(({ learn }) => page.startsWith(learn.game.slug))!.learn.game;
        expect(
          game.ruleSections.some((s) => s.page === page && s.id === `${game.id}:${anchor}`),
        ).toBe(true);
        for (const link of links) expect(lessonPages, `${page}#${anchor}`).toContain(link.href);
      }
  });
});
