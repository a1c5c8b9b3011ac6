/**
 * Generates the Chicago Express rulebook-example fixtures (records + checks) by playing real
 * games through the engine with the Scenario builder. Run:
 *   npx tsx scripts/make-chicago-express-fixtures.ts
 * Each check's value is verified against the rulebook's number before the file is written.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureCheck, RulebookFixture } from '../src/core/fixtures.js';
import type { JsonValue } from '../src/core/record.js';
import { Scenario } from '../src/games/chicago-express/testing/scenario.js';

const outDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/games/chicago-express/fixtures',
);

/** A check on the current position (afterMove = moves so far), verified now. */
const check = (
  s: Scenario,
  label: string,
  path: string,
  expected: JsonValue,
  final = false,
): FixtureCheck => s.check(label, path, expected, { final });

const fixtures: RulebookFixture[] = [];
const R = (a: string) => `chicago-express:${a}`;

// ---- declined-auction ----
{
  const s = new Scenario(['Miklós', 'Zoltán', 'Zsolt']);
  s.opening([
    [0, 7],
    [1, 6],
    [2, 5],
    [1, 8],
  ]);
  const cash = s.ctx.cash.slice();
  s.choose('auction');
  const checks = [check(s, 'Auction dial advanced by the choice', '/dials/0/position', 1)];
  s.apply({ type: 'action.decline', player: 0 });
  checks.push(
    check(s, 'Auction dial still advanced after declining', '/dials/0/position', 1),
    check(s, 'Auction choices left on the dial (3 spaces, 1 used)', '/dials/0/choicesLeft', 2),
    check(s, 'Last auction held: still from the opening', '/lastAuction/kind', 'opening'),
    check(s, "Miklós's cash unchanged", '/players/0/cash', cash[0]!),
    check(s, 'Next player to act', '/turn/player', 1),
  );
  fixtures.push({
    example: 'declined-auction',
    rule: R('declining-the-chosen-action'),
    title: 'Choosing an auction and offering nothing',
    note: 'Miklós (holding the PRR share, so starting) chooses "Auction a share" and declines: the auction dial moves one space (one auction fewer before the dividend phase), no share is offered and no money moves. The last auction held is still one of the opening auctions.',
    record: s.record(),
    checks,
  });
}

// ---- nyc-minimum-bid ----
{
  const s = new Scenario(['Miklós', 'Zoltán', 'Zsolt']);
  s.opening([
    [0, 7],
    [0, 6],
    [0, 5],
    [1, 20],
  ]);
  s.until(2).auction('nyc', 2, 10);
  const toBuffalo = s.route('nyc', 'L0');
  s.buildAlong(1, 'nyc', toBuffalo.slice(0, 3));
  s.buildAlong(2, 'nyc', toBuffalo.slice(3, 6));
  s.buildAlong(1, 'nyc', [...toBuffalo.slice(6), 'Q3']);
  s.buildAlong(2, 'nyc', ['S2', 'S1', 'S0']);
  s.buildAlong(1, 'nyc', ['K1', 'J1', 'I2']);
  for (const hex of ['L0', 'Q3', 'S0', 'I2']) s.untilCan(0, 'develop').develop(hex);
  s.until(0);
  const checks = [
    check(s, 'NYC income', '/companies/2/income', 22),
    check(s, 'NYC shares sold (Zoltán 1, Zsolt 1)', '/companies/2/sharesSold', 2),
    check(s, 'Zoltán holds one NYC share', '/players/1/shares/nyc', 1),
    check(s, 'Zsolt holds one NYC share', '/players/2/shares/nyc', 1),
    check(s, 'NYC minimum bid', '/companies/2/minimumBid', 8),
  ];
  s.choose('auction');
  s.apply({ type: 'auction.offer', player: 0, company: 'nyc' });
  checks.push(
    check(s, 'Opening bid for the third NYC share', '/auction/minimum', 8),
    check(s, 'Miklós opens the auction', '/auction/turn', 0),
  );
  fixtures.push({
    example: 'nyc-minimum-bid',
    rule: R('minimum-bid'),
    title: 'Minimum bid for a New York Central share',
    note: 'A real 3-player game: Zoltán buys the opening NYC share, Zsolt a second one; NYC builds to Buffalo, Binghamton, Albany and Cleveland and Miklós develops those four cities, bringing NYC to $22. Miklós then offers the third NYC share: 22 / 3 = 7.33, rounded up to 8.',
    record: s.record(),
    checks,
  });
}

// ---- binghamton-build ----
{
  const s = new Scenario(['Miklós', 'Zoltán', 'Zsolt']);
  s.opening([
    [1, 7],
    [1, 6],
    [2, 5],
    [0, 8],
  ]);
  s.until(1).build('prr', ['Q5', 'Q4', 'Q3']);
  s.until(0).build('nyc', ['R2', 'Q3']);
  fixtures.push({
    example: 'binghamton-build',
    rule: R('build-costs'),
    title: 'Building to Binghamton',
    note: 'Zoltán first builds the PRR from Philadelphia to Binghamton (Q3), so a red locomotive is there. Miklós then builds NYC from New York through the forest R2 to Binghamton: forest 2 × 1 + city 2 × 2 = 6.',
    record: s.record(),
    checks: [
      check(s, 'Forest cost (2 × 1 locomotive)', '/lastBuild/placements/0/cost', 2, true),
      check(s, 'Binghamton cost (2 × 2 locomotives)', '/lastBuild/placements/1/cost', 4, true),
      check(s, 'Locomotives on Binghamton', '/lastBuild/placements/1/locosOnHex', 2, true),
      check(s, 'Total paid by NYC', '/lastBuild/cost', 6, true),
      check(s, 'NYC treasury after paying', '/companies/2/treasury', 2, true),
    ],
  });
}

// ---- charleston-develop ----
{
  const s = new Scenario(['Miklós', 'Attila']);
  s.opening([
    [0, 7],
    [0, 6],
    [1, 25],
    [1, 8],
  ]);
  const route = s.route('co', 'I9');
  s.buildAlong(1, 'co', route);
  s.untilCan(0, 'develop').develop('M10');
  s.untilCan(0, 'develop').develop('J9');
  s.until(0);
  const checks = [check(s, 'C&O income before', '/companies/3/income', 12)];
  s.develop('I9');
  checks.push(
    check(s, 'Charleston house value', '/lastDevelop/valueAfter', 1),
    check(s, 'C&O income after developing Charleston', '/companies/3/income', 13),
    check(s, 'C&O income change recorded', '/lastDevelop/incomeChanges/0/after', 13),
  );
  fixtures.push({
    example: 'charleston-develop',
    rule: R('effect-on-cities-and-mountains'),
    title: 'Developing Charleston',
    note: `Attila builds the C&O from Washington to Charleston (${route.join(', ')}), reaching income 9; Miklós develops the city M10 (+1) and the mountain J9 (+2), bringing C&O to 12. Developing Charleston (house +1) raises it to 13. Charleston is our geographic reading of hex I9 (house value 1).`,
    record: s.record(),
    checks,
  });
}

// ---- wheeling-develop ----
{
  const s = new Scenario(['Miklós', 'Attila']);
  s.opening([
    [0, 30],
    [1, 25],
    [0, 0],
    [1, 0],
  ]);
  const bo = s.route('bo', 'I6');
  s.buildAlong(1, 'bo', bo);
  const prr = s.route('prr', 'I6');
  s.buildAlong(0, 'prr', prr);
  for (const hex of ['O4', 'M4', 'L4']) s.untilCan(1, 'develop').develop(hex);
  s.untilCan(0, 'develop');
  const checks = [
    check(s, 'PRR income before', '/companies/0/income', 17),
    check(s, 'B&O income before', '/companies/1/income', 14),
    check(s, 'Wheeling value before', '/industrial/1/value', 3),
  ];
  s.develop('I6');
  checks.push(
    check(s, 'Wheeling value after', '/industrial/1/value', 4),
    check(s, 'PRR income after', '/companies/0/income', 18),
    check(s, 'B&O income after', '/companies/1/income', 15),
  );
  fixtures.push({
    example: 'wheeling-develop',
    rule: R('effect-on-industrial-cities'),
    title: 'Developing Wheeling',
    note: `Attila builds the B&O from Baltimore to Wheeling (${bo.join(' ')}), income 14; Miklós builds the PRR from Philadelphia to Wheeling by the northern route (${prr.join(' ')}), income 13, and Attila develops Harrisburg (O4, +1), Altoona (M4, +1) and the mountain L4 (+2), bringing the PRR to 17. Miklós then develops Wheeling from 3 to 4: both companies gain 1.`,
    record: s.record(),
    checks,
  });
}

// ---- dividend-three-shares ----
{
  const s = new Scenario(['Miklós', 'Attila']);
  s.opening([
    [0, 7],
    [1, 6],
    [1, 5],
    [0, 20],
  ]);
  s.untilCan(0, 'auction').auction('nyc', 0, 4);
  s.untilCan(1, 'auction').auction('nyc', 1, 3);
  const route = s.route('nyc', 'L0');
  s.buildAlong(0, 'nyc', route);
  s.buildAlong(0, 'nyc', ['Q3', 'S2', 'S1']);
  s.buildAlong(0, 'nyc', ['S0']);
  for (const hex of ['L0', 'Q3']) s.untilCan(1, 'develop').develop(hex);
  const phases = s.ctx.dividendPhases;
  while (s.ctx.dividendPhases === phases) s.idle();
  fixtures.push({
    example: 'dividend-three-shares',
    rule: R('general-dividend'),
    title: 'Dividend over three shares',
    note: 'Miklós buys the opening NYC share and a second one, Attila a third; NYC builds to Buffalo, Binghamton and Albany and Attila develops Buffalo and Binghamton: income 16. The next general dividend pays 16 / 3 = 5.33, rounded up to 6 per share.',
    record: s.record(),
    checks: [
      check(s, 'Dividend kind', '/lastDividend/kind', 'general'),
      check(s, 'NYC income', '/lastDividend/payments/2/income', 16),
      check(s, 'NYC shares sold', '/lastDividend/payments/2/sharesSold', 3),
      check(s, 'Dividend per NYC share', '/lastDividend/payments/2/perShare', 6),
      check(s, 'Miklós receives for his two shares', '/lastDividend/payments/2/payouts/0', 12),
      check(s, 'Attila receives for his one share', '/lastDividend/payments/2/payouts/1', 6),
      check(s, 'NYC dividend in total', '/lastDividend/payments/2/total', 18),
    ],
  });
}

// ---- dividend-round-up ----
{
  const s = new Scenario(['Miklós', 'Attila']);
  s.opening([
    [0, 7],
    [1, 6],
    [1, 5],
    [0, 20],
  ]);
  s.untilCan(0, 'auction').auction('nyc', 0, 4);
  const route = s.route('nyc', 'L0');
  s.buildAlong(0, 'nyc', route);
  s.buildAlong(0, 'nyc', ['Q3', 'S2', 'S1']);
  s.buildAlong(0, 'nyc', ['S0']);
  for (const hex of ['L0', 'S0']) s.untilCan(1, 'develop').develop(hex);
  const phases = s.ctx.dividendPhases;
  while (s.ctx.dividendPhases === phases) s.idle();
  fixtures.push({
    example: 'dividend-round-up',
    rule: R('general-dividend'),
    title: 'Rounding up above the income',
    note: 'Miklós holds both sold NYC shares; NYC builds to Buffalo, Binghamton and Albany and Attila develops Buffalo and Albany: income 17. The next general dividend pays 17 / 2 = 8.5, rounded up to 9 per share: 18 in all, one more than the income.',
    record: s.record(),
    checks: [
      check(s, 'NYC income', '/lastDividend/payments/2/income', 17),
      check(s, 'NYC shares sold', '/lastDividend/payments/2/sharesSold', 2),
      check(s, 'Dividend per NYC share', '/lastDividend/payments/2/perShare', 9),
      check(s, 'Miklós receives for his two shares', '/lastDividend/payments/2/payouts/0', 18),
    ],
  });
}

// ---- wabash-opening (Fort Wayne undeveloped / developed) ----
for (const developed of [false, true]) {
  const s = new Scenario(['Miklós', 'Attila']);
  s.opening([
    [0, 7],
    [1, 30],
    [0, 5],
    [1, 8],
  ]);
  const route = s.route('bo', 'A2');
  const fw = route.indexOf('D3');
  if (developed) {
    s.buildAlong(1, 'bo', route.slice(0, fw + 1));
    s.untilCan(0, 'develop').develop('D3');
    s.buildAlong(1, 'bo', route.slice(fw + 1));
  } else {
    s.buildAlong(1, 'bo', route);
  }
  const fwIndex = s.view.board.hexes.findIndex((h) => h.id === 'D3');
  fixtures.push({
    example: developed ? 'wabash-opening-developed' : 'wabash-opening',
    rule: R('opening-the-wabash'),
    title: developed ? 'Wabash opening income with Fort Wayne developed' : 'Wabash opening income',
    note: `Attila builds the B&O from Baltimore to Chicago (${route.join(' ')})${developed ? ', and Miklós develops Fort Wayne (house 2) on the way' : ''}. The B&O is the first company in Chicago: after its Chicago dividend the Wabash opens with a free locomotive on Fort Wayne and income ${developed ? 3 : 1}; Attila, on whose turn Chicago was reached, opens the first Wabash share auction at the minimum ${developed ? '3 / 1 = 3' : '1 / 1 = 1'}.${developed ? ' (The rulebook states the two cases together; this is its second half.)' : ''}`,
    record: s.record(),
    checks: [
      check(s, 'Wabash open', '/wabashOpen', true),
      check(s, 'Wabash income', '/companies/4/income', developed ? 3 : 1),
      check(
        s,
        'Free Wabash locomotive on Fort Wayne',
        `/board/hexes/${fwIndex}/locos/${developed ? 1 : 1}`,
        'wabash',
      ),
      check(s, 'Wabash locomotives left', '/companies/4/supply', 10),
      check(s, 'Chicago dividend paid first', '/lastDividend/kind', 'chicago'),
      check(s, 'First Wabash share auction', '/auction/kind', 'wabash'),
      check(s, 'Started by the player who reached Chicago', '/auction/opener', 1),
      check(s, 'Minimum bid for the first Wabash share', '/auction/minimum', developed ? 3 : 1),
    ],
  });
}

for (const f of fixtures)
  writeFileSync(join(outDir, `${f.example}.json`), JSON.stringify(f, null, 2) + '\n');
console.log(`wrote ${fixtures.length} fixtures`);
