import { describe, expect, it } from 'vitest';
import { replay } from '../../core/replay.js';
import { validateRecord } from '../../core/record.js';
import { fixtures } from './fixtures/index.js';
import { wildWestExpress } from './index.js';
import { checkedWildWestExpress } from './invariants.js';
import { ruleSections } from './rule-ids.js';

function pointer(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').slice(1))
    cur = cur === null || cur === undefined ? undefined : (cur as Record<string, unknown>)[part];
  return cur;
}

/** The worked examples of the checklist (shared/games/wild-west-express.md). */
const DOC_EXAMPLES = [
  'ownership-bonus-large-train',
  'starting-position',
  'starting-success-points',
  'telegram-moves-landing-train',
];

describe('wild-west-express worked examples (fixtures)', () => {
  it('every worked example has a fixture', () => {
    expect(fixtures.map((f) => f.example).sort()).toEqual([...DOC_EXAMPLES].sort());
  });

  for (const fixture of fixtures) {
    describe(`${fixture.rule} — ${fixture.example}: ${fixture.title}`, () => {
      it('is a valid record citing a known rule, using the documented scripted dice', () => {
        expect(validateRecord(fixture.record).ok).toBe(true);
        expect(ruleSections.map((s) => s.id)).toContain(fixture.rule);
        expect(Array.isArray(fixture.record.options.scriptedDice)).toBe(true);
      });

      it('replays legally with every invariant holding', () => {
        const result = replay(wildWestExpress, fixture.record, {
          onState: (state, index) =>
            expect(checkedWildWestExpress.checkInvariants(state), `after move ${index}`).toEqual(
              [],
            ),
        });
        expect(result.ok, result.ok ? '' : `${result.index}: ${result.error.reason}`).toBe(true);
      });

      for (const check of fixture.checks) {
        it(`${check.label} = ${JSON.stringify(check.expected)}`, () => {
          const result = replay(
            wildWestExpress,
            fixture.record,
            check.afterMove === undefined ? {} : { upTo: check.afterMove },
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(pointer(wildWestExpress.view(result.state, 'all'), check.path)).toEqual(
            check.expected,
          );
        });
      }
    });
  }
});
