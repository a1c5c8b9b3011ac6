/**
 * The rulebook's worked examples: every fixture replays from the start of a real game and the
 * view shows the rulebook's numbers at the stated moves.
 */
// eslint-disable-next-line no-restricted-imports -- tests may read files; this one reads the English rulebook page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../core/record.js';
import { replay } from '../../core/replay.js';
import { buildFixtures } from './fixtures/build.js';
import { fixtures } from './fixtures/index.js';
import { americanRails } from './index.js';
import { ruleSections } from './rule-ids.js';
import { resolvePointer } from './testing/scenario.js';

const docs = readFileSync(
  new URL(
    '../../../../../apps/docs-site/src/content/docs/american-rails/rules.mdx',
    import.meta.url,
  ),
  'utf8',
);

describe('american-rails rulebook examples', () => {
  it('every example of the docs has a fixture and every fixture an example', () => {
    // The translator marks examples with {/* example: id */}; the docs site embeds them as <LiveExample id="id" />.
    const ids = [
      ...docs.matchAll(/\{\/\* example: ([a-z0-9-]+) \*\/\}|<LiveExample id="([a-z0-9-]+)"/g),
    ].map((m) => m[1] ?? m[2]);
    expect(fixtures.map((f) => f.example).sort()).toEqual([...ids].sort());
  });

  it('the committed fixtures are exactly what the scripted game builds (scripts/american-rails-fixtures.ts)', () => {
    expect(JSON.parse(JSON.stringify(buildFixtures()))).toEqual(fixtures);
  });

  for (const fixture of fixtures) {
    describe(`${fixture.example} (${fixture.rule})`, () => {
      it('is a valid record citing a known rule section', () => {
        expect(validateRecord(fixture.record).ok).toBe(true);
        expect(ruleSections.map((s) => s.id)).toContain(fixture.rule);
      });

      it('replays from the start with every invariant holding', () => {
        const result = replay(americanRails, fixture.record, {
          onState: (state, index) =>
            expect(americanRails.checkInvariants(state), `after move ${index}`).toEqual([]),
        });
        expect(result.ok).toBe(true);
      });

      for (const check of fixture.checks) {
        it(`${check.label}: ${JSON.stringify(check.expected)}${check.afterMove === undefined ? '' : ` after move ${check.afterMove}`}`, () => {
          const result = replay(
            americanRails,
            fixture.record,
            check.afterMove === undefined ? {} : { upTo: check.afterMove },
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(resolvePointer(americanRails.view(result.state, 'all'), check.path)).toEqual(
            check.expected,
          );
        });
      }
    });
  }

  it('a check fails when the rulebook number is wrong (the checks can fail)', () => {
    const fixture = fixtures.find((f) => f.example === 'majestic-dividend')!;
    const result = replay(americanRails, fixture.record);
    expect(
      result.ok &&
        resolvePointer(americanRails.view(result.state, 'all'), '/lastDividends/majestic/perShare'),
    ).not.toBe(6);
  });
});
