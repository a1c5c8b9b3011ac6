/**
 * The rulebook's worked examples: every fixture replays from the start of a real game and the
 * view shows the rulebook's numbers at the stated moves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runFixture } from '../../core/fixtures.js';
import { describeFixtures } from '../../core/testing/index.js';
import { fixtures } from './fixtures/index.js';
import { americanRails } from './index.js';
import { checkedAmericanRails } from './invariants.js';

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

  describeFixtures(checkedAmericanRails, fixtures);

  it('a check fails when the rulebook number is wrong (the checks can fail)', () => {
    const fixture = fixtures.find((f) => f.example === 'majestic-dividend')!;
    const wrong = {
      ...fixture,
      checks: [
        {
          label: 'Majestic pays $6 a share',
          path: '/lastDividends/majestic/perShare',
          expected: 6,
        },
      ],
    };
    const run = runFixture(americanRails, wrong);
    expect(run.results[0]!.pass).toBe(false);
    expect(run.problems[0]).toMatch(
      /^"Majestic pays \$6 a share" is \d+ in the engine, but the rulebook says 6$/,
    );
  });
});
