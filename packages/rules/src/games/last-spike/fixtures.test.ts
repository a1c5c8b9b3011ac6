import { describe, expect, it } from 'vitest';
import { replay } from '../../core/replay.js';
import { validateRecord } from '../../core/record.js';
import { fixtures } from './fixtures/index.js';
import { lastSpike } from './index.js';
import { checkedLastSpike } from './invariants.js';
import { ruleSections } from './rule-ids.js';

function pointer(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').slice(1))
    cur = cur === null || cur === undefined ? undefined : (cur as Record<string, unknown>)[part];
  return cur;
}

/** The seven worked examples of the rulebook (checklist "Worked examples"). */
const BOOK_EXAMPLES = [
  'first-player-draw',
  'track-tile-a3',
  'omaha-land-grant',
  'payout-denver-dodge-city',
  'buy-st-louis-land',
  'land-sale-half-price',
  'last-spike-ogden-denver',
];

describe('last-spike rulebook examples (fixtures)', () => {
  it('every worked example of the rulebook has a fixture', () => {
    expect(fixtures.map((f) => f.example)).toEqual(BOOK_EXAMPLES);
  });

  for (const fixture of fixtures) {
    describe(`${fixture.rule} — ${fixture.example}: ${fixture.title}`, () => {
      it('is a valid record citing a known rule, with its deal marked non-standard', () => {
        expect(validateRecord(fixture.record).ok).toBe(true);
        expect(ruleSections.map((s) => s.id)).toContain(fixture.rule);
        expect(fixture.checks.length).toBeGreaterThan(0);
        expect(fixture.record.options.fixedDeal).toMatch(/\|/);
        expect(fixture.note).toMatch(/./);
      });

      it('replays legally with every invariant holding', () => {
        const result = replay(lastSpike, fixture.record, {
          onState: (state, index) =>
            expect(checkedLastSpike.checkInvariants(state), `after move ${index}`).toEqual([]),
        });
        expect(result.ok, result.ok ? '' : `${result.index}: ${result.error.reason}`).toBe(true);
      });

      for (const check of fixture.checks) {
        it(`${check.label} = ${JSON.stringify(check.expected)} (the rulebook's number)`, () => {
          const result = replay(
            lastSpike,
            fixture.record,
            check.afterMove === undefined ? {} : { upTo: check.afterMove },
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          // The docs read a spectator's view: the checks never depend on hidden items.
          for (const viewer of ['spectator', 'all'] as const)
            expect(pointer(lastSpike.view(result.state, viewer), check.path)).toEqual(
              check.expected,
            );
        });
      }
    });
  }
});
