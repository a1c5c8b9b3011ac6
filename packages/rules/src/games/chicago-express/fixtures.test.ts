import { describe, expect, it } from 'vitest';
import { replay } from '../../core/replay.js';
import { validateRecord } from '../../core/record.js';
import { fixtures } from './fixtures/index.js';
import { chicagoExpress } from './index.js';
import { ruleSections } from './rule-ids.js';

function pointer(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').slice(1))
    cur = cur === null || cur === undefined ? undefined : (cur as Record<string, unknown>)[part];
  return cur;
}

const DOC_EXAMPLES = [
  'declined-auction',
  'nyc-minimum-bid',
  'binghamton-build',
  'charleston-develop',
  'wheeling-develop',
  'dividend-three-shares',
  'dividend-round-up',
  'wabash-opening',
];

describe('chicago-express rulebook examples (fixtures)', () => {
  it('every example of the docs (except the garbled income illustrations) has a fixture', () => {
    const ids = fixtures.map((f) => f.example);
    for (const id of DOC_EXAMPLES) expect(ids).toContain(id);
  });

  for (const fixture of fixtures) {
    describe(`${fixture.rule} — ${fixture.example}: ${fixture.title}`, () => {
      it('is a valid record citing a known rule', () => {
        expect(validateRecord(fixture.record).ok).toBe(true);
        expect(ruleSections.map((s) => s.id)).toContain(fixture.rule);
        expect(fixture.checks.length).toBeGreaterThan(0);
      });

      it('replays legally with every invariant holding', () => {
        const result = replay(chicagoExpress, fixture.record, {
          onState: (state, index) =>
            expect(chicagoExpress.checkInvariants(state), `after move ${index}`).toEqual([]),
        });
        expect(result.ok, result.ok ? '' : `${result.index}: ${result.error.reason}`).toBe(true);
      });

      for (const check of fixture.checks) {
        it(`${check.label} = ${JSON.stringify(check.expected)} (the rulebook's number)`, () => {
          const result = replay(
            chicagoExpress,
            fixture.record,
            check.afterMove === undefined ? {} : { upTo: check.afterMove },
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(pointer(chicagoExpress.view(result.state, 'all'), check.path)).toEqual(
            check.expected,
          );
        });
      }
    });
  }
});
