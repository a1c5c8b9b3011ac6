/**
 * Generates the Wild West Express worked-example fixtures (records + checks) by playing real
 * games through the engine with the Scenario builder, with the non-standard scripted dice and
 * stacked telegrams of the docs. Run:
 *   npx tsx scripts/make-wild-west-express-fixtures.ts
 * Each check's value is verified against the rulebook's number before the file is written.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wildWestExpress as game } from '../src/games/wild-west-express/index.js';
import { Scenario } from '../src/games/wild-west-express/testing/scenario.js';

interface Check {
  label: string;
  path: string;
  expected: number | string | boolean | null;
  afterMove?: number;
}

const outDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/games/wild-west-express/fixtures',
);
const R = (a: string) => `wild-west-express:${a}`;

function pointer(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').slice(1))
    cur = cur === null || cur === undefined ? undefined : (cur as Record<string, unknown>)[part];
  return cur;
}

function check(s: Scenario, label: string, path: string, expected: Check['expected']): Check {
  const found = pointer(s.view, path);
  if (JSON.stringify(found) !== JSON.stringify(expected))
    throw new Error(
      `${label}: ${path} is ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`,
    );
  return { label, path, expected, afterMove: s.moves.length };
}

function write(
  example: string,
  rule: string,
  title: string,
  note: string,
  s: Scenario,
  checks: Check[],
) {
  const fixture = { example, rule, title, note, record: s.record(), checks };
  writeFileSync(join(outDir, `${example}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`${example}: ${s.moves.length} moves, ${checks.length} checks`);
}

/** Everyone else plays their turn with the first legal move that is not a wait. */
function otherTurns(s: Scenario, until: number) {
  while (!(s.phase === 'beforeRoll' && s.actor === until)) {
    const moves = game.legalMoves(s.state);
    s.apply(
      s.phase === 'beforeRoll'
        ? moves.find((m) => m.type === 'dice.roll')!
        : (moves.find((m) => m.type === 'sheriff.skip' || m.type === 'telegram.keep') ??
            moves.find((m) => m.type !== 'train.wait') ??
            moves[0]!),
    );
  }
}

// ---- The starting position: two cities, two loaded small trains, a desperado, $450, 4 points ----
{
  const s = new Scenario(['Ann', 'Bob', 'Cy'], { scriptedDice: [5, 2, 3] }, 'starting-position');
  s.setup(['denver', 'omaha', 'sacramento', 'galveston', 'helena', 'tucson']);
  const checks = [
    // Stations are listed in town order; with the points check this shows exactly two.
    check(s, 'Ann owns the station in Denver', '/players/0/stations/0', 'denver'),
    check(s, 'and the one in Tucson', '/players/0/stations/1', 'tucson'),
    check(s, 'Ann has two trains', '/players/0/trains', 2),
    check(
      s,
      'Ann’s Denver train carries Denver’s cheapest good, alcohol',
      '/trains/0/cargo/0/good',
      'alcohol',
    ),
    check(s, 'Ann’s second train, in Tucson, carries cattle', '/trains/1/cargo/0/good', 'cattle'),
    check(s, 'Cy’s Galveston train carries cotton', '/trains/5/cargo/0/good', 'cotton'),
    check(s, 'Ann has one desperado, in Denver', '/desperados/0/at', 'denver'),
    check(s, 'every player starts with $450', '/players/2/cash', 450),
  ];
  write(
    'starting-position',
    R('starting-trains-and-capital'),
    'The starting position',
    'Ann rolled highest and chose Denver first; the draft snaked Ann, Bob, Cy, Cy, Bob, Ann. Each player owns the stations of two start cities, a small train in each loaded free with that town’s cheapest good, one desperado in a start city, and $450.',
    s,
    checks,
  );
  const points = [
    check(s, 'Ann: 2 small trains + 2 stations', '/players/0/points', 4),
    check(s, 'Bob: 4 points as well ($450 scores nothing)', '/players/1/points', 4),
  ];
  write(
    'starting-success-points',
    R('scoring-success-points'),
    'Four success points at the start',
    'Two small trains (1 point each) and two stations (1 point each) make 4 success points; $450 in cash scores nothing until it reaches $1,200.',
    s,
    points,
  );
}

// ---- A large train sells both tokens at its own station: 2 × $20 ownership bonus ----
{
  const s = new Scenario(
    ['Ann', 'Bob'],
    { scriptedDice: [6, 1, 2, 1, 1, 4, 4, 4, 1, 1, 1] },
    'ownership-bonus',
  );
  s.setup(['denver', 'omaha', 'kansas-city', 'leadville']);
  s.act({ type: 'dice.roll' });
  s.act({
    type: 'train.move',
    train: 'train-0-1',
    path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
  });
  s.act({
    type: 'train.move',
    train: 'train-0-2',
    path: ['denver~leadville:2', 'denver~leadville:1', 'denver'],
  });
  s.act({
    type: 'desperado.move',
    desperado: 'desperado-0-1',
    path: ['denver~raton:1', 'denver~raton:2'],
  });
  otherTurns(s, 0);
  const before = s.ctx.cash[0]!;
  s.act({ type: 'train.upgrade', train: 'train-0-2' });
  s.act({ type: 'goods.buy', train: 'train-0-2', good: 'alcohol' });
  s.act({ type: 'goods.buy', train: 'train-0-2', good: 'alcohol' });
  s.act({ type: 'dice.roll' });
  s.act({
    type: 'train.move',
    train: 'train-0-2',
    path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
  });
  const checks = [
    check(
      s,
      'first token: $90 and the $20 ownership bonus',
      '/events/0/text',
      'Ann’s large train 2 sells alcohol in Leadville for $90 + $20 ownership bonus.',
    ),
    check(
      s,
      'second token: another $20 bonus',
      '/events/1/text',
      'Ann’s large train 2 sells alcohol in Leadville for $90 + $20 ownership bonus.',
    ),
    check(
      s,
      'Ann’s cash: what she had, − $600 upgrade − 2 × $60 alcohol + 2 × ($90 + $20)',
      '/players/0/cash',
      before - 600 - 120 + 220,
    ),
  ];
  write(
    'ownership-bonus-large-train',
    R('ownership-bonus'),
    'A large train sells both tokens at its own station',
    'Ann upgrades her train in Denver (her station), loads two alcohol and runs to Leadville, also hers. Each token sells for $90 plus the $20 ownership bonus: $40 of bonus for the two.',
    s,
    checks,
  );
}

// ---- A telegram moves only the train that landed on the telegram space ----
{
  const s = new Scenario(
    ['Ann', 'Bob'],
    { scriptedDice: [6, 1, 3, 1, 1], stackedDeck: ['full-steam-1'] },
    'telegram',
  );
  s.setup(['denver', 'omaha', 'kansas-city', 'leadville']);
  s.act({ type: 'dice.roll' });
  s.act({
    type: 'train.move',
    train: 'train-0-2',
    path: [
      'leadville~salt-lake-city:1',
      'leadville~salt-lake-city:2',
      'leadville~salt-lake-city:3',
      'leadville~salt-lake-city:4',
    ],
  });
  const drawn = check(
    s,
    'Ann’s Leadville train landed on a telegram space and draws “Full steam ahead”',
    '/pending/telegram/card/id',
    'full-steam-1',
  );
  s.act({ type: 'telegram.use' });
  s.act({
    type: 'train.move',
    train: 'train-0-2',
    path: [
      'leadville~salt-lake-city:5',
      'leadville~salt-lake-city:6',
      'leadville~salt-lake-city:7',
    ],
  });
  const checks = [
    drawn,
    check(s, 'that train moves 3 spaces on', '/trains/1/at', 'leadville~salt-lake-city:7'),
    check(s, 'Ann’s other train has not moved', '/trains/0/at', 'denver'),
    check(s, 'and still has its own move to make', '/trains/0/toMove', true),
  ];
  write(
    'telegram-moves-landing-train',
    R('public-and-personal-telegrams'),
    'A telegram moves only the train that drew it',
    'Ann’s small train runs 4 spaces out of Leadville onto a telegram space and draws “Full steam ahead” (a personal card). She uses it at once: that train moves 3 more spaces; her Denver train is not affected and makes its own move afterwards.',
    s,
    checks,
  );
}
