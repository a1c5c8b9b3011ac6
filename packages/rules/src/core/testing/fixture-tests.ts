/**
 * The rulebook-fixture tests every game runs: each fixture is a valid record citing one of the
 * game's rule sections, replays from the start with every invariant holding, and the view shows
 * the rulebook's number for each check.
 */
import { describe, expect, it } from 'vitest';
import { runFixture, type RulebookFixture } from '../fixtures.js';
import type { AnyCheckedGameDefinition } from '../game-definition.js';
import { validateRecord } from '../record.js';
import { replay } from '../replay.js';

export function describeFixtures(
  game: AnyCheckedGameDefinition,
  fixtures: readonly RulebookFixture[],
): void {
  const ruleIds = game.ruleSections.map((section) => section.id);
  it('fixture ids are unique', () => {
    const ids = fixtures.map((f) => f.example);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  for (const fixture of fixtures) {
    describe(`${fixture.rule} — ${fixture.example}: ${fixture.title}`, () => {
      it('is a valid record of this game citing a known rule section, with checks', () => {
        expect(validateRecord(fixture.record).ok).toBe(true);
        expect(fixture.record.game).toBe(game.id);
        expect(ruleIds).toContain(fixture.rule);
        expect(fixture.checks.length).toBeGreaterThan(0);
      });

      it('replays from the start with every invariant holding', () => {
        const result = replay(game, fixture.record, {
          onState: (state, index) =>
            expect(game.checkInvariants(state), `after move ${index}`).toEqual([]),
        });
        expect(result.ok, result.ok ? '' : `${result.index}: ${result.error.reason}`).toBe(true);
      });

      const run = runFixture(game, fixture);
      fixture.checks.forEach((check, i) => {
        const after = check.afterMove === undefined ? '' : ` after move ${check.afterMove}`;
        it(`${check.label} = ${JSON.stringify(check.expected)}${after} (the rulebook's number)`, () => {
          const result = run.results[i];
          expect(result, run.problems.join('; ')).toBeDefined();
          expect(result!.value).toEqual(check.expected);
        });
      });
    });
  }
}
