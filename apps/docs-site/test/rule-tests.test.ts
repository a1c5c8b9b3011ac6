/**
 * The index of the tests that check each rule (src/generated/rule-tests.json, shown on the
 * coverage pages) is the one the test names give now: a renamed or added test that cites a rule
 * id without the index written again fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexPath, indexText, ruleHelperNames, testNames } from '../scripts/rule-tests.mjs';

describe('rule-tests index', () => {
  it('is up to date with the test names (node apps/docs-site/scripts/rule-tests.mjs writes it)', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(indexText());
  });

  it('reads test names from it, test and describe calls, and the itRule helper', () => {
    // Put together from pieces, so that the index does not list this sample as tests.
    const call = (fn: string, args: string) => `${fn}(${args}, () => {});`;
    const source = [
      call('describe', "'chicago-express:auction — bids'"),
      call('it', '"chicago-express:minimum-bid: the opening bid"'),
      call('test.skip', '`a template \\` with a quote`'),
      call('itRule', "'upgrading-trains', 'only at an own station'"),
    ].join('\n');
    expect(testNames(source)).toEqual([
      'chicago-express:auction — bids',
      'chicago-express:minimum-bid: the opening bid',
      'a template ` with a quote',
    ]);
    expect(ruleHelperNames(source, 'wild-west-express')).toEqual([
      'wild-west-express:upgrading-trains: only at an own station',
    ]);
  });

  it('lists under a rule id every test whose name cites it, with its file', () => {
    const index = JSON.parse(indexText()) as Record<string, { name: string; file: string }[]>;
    for (const [id, tests] of Object.entries(index))
      for (const t of tests) expect(t.name).toContain(id.slice(id.indexOf(':') + 1));
    expect(index['wild-west-express:upgrading-trains']!.map((t) => t.file)).toContain(
      'packages/rules/src/games/wild-west-express/rules.trains-and-money.test.ts',
    );
  });

  it('lists the tests a shared helper names from data, under the rule ids the game declares for them', () => {
    const index = JSON.parse(indexText()) as Record<string, { name: string; file: string }[]>;
    const thumbs = (id: string) =>
      index[id]!.filter(
        (t) => t.file === 'packages/rules/src/games/chicago-express/bots.thumb.test.ts',
      );
    expect(thumbs('chicago-express:bidding').map((t) => t.name)).toEqual([
      'never bids above what the share adds to its own expected money (chicago-express:bidding)',
    ]);
    expect(thumbs('chicago-express:winning-the-auction')).toHaveLength(2);
  });
});
