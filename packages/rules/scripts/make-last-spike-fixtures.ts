/**
 * Generates the Last Spike rulebook-example fixtures (records + checks) by playing real games
 * through the engine. The deal is fixed with the non-standard `fixedDeal` option, planned so that
 * each seat holds the tiles it lays. Run:
 *   npx tsx scripts/make-last-spike-fixtures.ts
 * Each check's value is verified against the rulebook's number before the file is written.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameRecord, JsonValue } from '../src/core/record.js';
import { lastSpike } from '../src/games/last-spike/index.js';
import { Scenario, planDeal } from '../src/games/last-spike/testing/scenario.js';

interface Check {
  label: string;
  path: string;
  expected: JsonValue;
  afterMove?: number;
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../src/games/last-spike/fixtures');

function pointer(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').slice(1))
    cur = cur === null || cur === undefined ? undefined : (cur as Record<string, unknown>)[part];
  return cur;
}

/** One turn of a plan: the tile to lay, the land to sell first if short, the city to buy in. */
interface Turn {
  tile: string;
  buy?: string;
  sell?: string[];
}

/** Plays `turns` in seat order from the first player, dealing each seat the tiles it lays. */
function play(players: string[], first: string[], turns: Turn[], aside: string | null): Scenario {
  const firstPlayer = first.indexOf([...first].sort()[0]!);
  const plans = players.map(() => [] as string[]);
  turns.forEach((t, i) => plans[(firstPlayer + i) % players.length]!.push(t.tile));
  const stack = planDeal(plans, firstPlayer, aside);
  const s = Scenario.dealt(players, first, stack);
  for (const t of turns) {
    const player = s.current;
    s.apply({ type: 'tile.lay', player, tile: t.tile });
    for (const card of t.sell ?? []) s.apply({ type: 'land.sell', player, card });
    if (lastSpike.result(s.state)) break;
    if (s.view().phaseId === 'buyLand')
      s.apply(
        t.buy
          ? { type: 'land.buy', player, city: t.buy as never }
          : { type: 'land.decline', player },
      );
    else if (t.buy)
      throw new Error(`turn ${t.tile}: cannot buy ${t.buy} (phase ${s.view().phaseId})`);
    if (s.view().phaseId === 'drawTile') s.apply({ type: 'tile.draw', player });
  }
  return s;
}

function fixture(
  example: string,
  rule: string,
  title: string,
  note: string,
  s: Scenario,
  checks: Check[],
): void {
  const record: GameRecord = {
    format: 'railyard-record',
    version: 1,
    game: 'last-spike',
    players: [...s.players],
    seed: s.seed,
    options: s.options,
    moves: s.moves,
  };
  for (const check of checks) {
    const state = new Scenario(s.players, s.options, s.seed);
    for (const move of s.moves.slice(0, check.afterMove ?? s.moves.length)) state.apply(move);
    const found = pointer(lastSpike.view(state.state, 'spectator'), check.path);
    if (JSON.stringify(found) !== JSON.stringify(check.expected))
      throw new Error(
        `${example} / ${check.label}: ${check.path} is ${JSON.stringify(found)}, the rulebook says ${JSON.stringify(check.expected)}`,
      );
  }
  const body = { example, rule, title, note, record, checks };
  writeFileSync(join(outDir, `${example}.json`), JSON.stringify(body, null, 2) + '\n');
  console.log(`${example}: ${s.moves.length} moves, ${checks.length} checks`);
}

const R = (anchor: string) => `last-spike:${anchor}`;

// 1. A3 beats B1 for the first turn.
{
  const s = play(['Ann', 'Bob'], ['B1', 'A3'], [{ tile: 'E1' }], 'U2');
  fixture(
    'first-player-draw',
    R('choosing-the-first-player'),
    'A3 is closer to A1 than B1',
    'Ann draws B1 and Bob draws A3 for the first turn: letters are compared first, then numbers, so A3 wins and Bob lays the first tile. (The deal is fixed with the non-standard fixedDeal option.)',
    s,
    [
      { label: 'Ann drew', path: '/firstPlayerDraw/0/tile', expected: 'B1', afterMove: 0 },
      { label: 'Bob drew', path: '/firstPlayerDraw/1/tile', expected: 'A3', afterMove: 0 },
      { label: 'First player', path: '/firstPlayer', expected: 1, afterMove: 0 },
      { label: 'First tile laid by', path: '/lastLay/seat', expected: 1 },
    ],
  );
}

// 2. Tile A3 on St. Louis–Omaha costs $3,000 (double when detached).
{
  const s = play(['Ann', 'Bob'], ['A3', 'B1'], [{ tile: 'A4' }, { tile: 'A3' }], 'U2');
  fixture(
    'track-tile-a3',
    R('track-tile-codes'),
    'Laying tile A3 on St. Louis–Omaha',
    'At the start A3 touches neither a city nor a tile, so laying it would cost double. Ann lays A4 next to Omaha; now A3 lies next to a tile and Bob lays it for its printed $3,000.',
    s,
    [
      {
        label: 'A3 before any track (detached)',
        path: '/spaces/A3/layCost',
        expected: 6000,
        afterMove: 0,
      },
      { label: 'A3 next to A4', path: '/spaces/A3/layCost', expected: 3000, afterMove: 2 },
      { label: 'Bob pays for A3', path: '/lastLay/cost', expected: 3000 },
      { label: "Bob's cash", path: '/players/1/cash', expected: 57000 },
    ],
  );
}

// 3. The Omaha grant via A4, C1 or D1.
{
  const s = play(['Ann', 'Bob'], ['A3', 'B1'], [{ tile: 'D1' }, { tile: 'C1' }], 'U2');
  fixture(
    'omaha-land-grant',
    R('claiming-a-land-grant'),
    'The Omaha land grant',
    'Ann lays D1, the first tile next to Omaha (A4 or C1 would do the same): she takes the Omaha grant and may not buy land this turn. Bob then lays C1, also next to Omaha, and gets nothing.',
    s,
    [
      { label: 'Omaha grant holder', path: '/cities/omaha/grantHolder', expected: 0, afterMove: 1 },
      { label: "Ann's land", path: '/players/0/land/0/id', expected: 'omaha-0', afterMove: 1 },
      { label: 'Next step for Ann', path: '/phase', expected: 'Draw a tile', afterMove: 1 },
      { label: "Bob's land after C1", path: '/players/1/landValue', expected: 0, afterMove: 4 },
      { label: 'Omaha grant holder after C1', path: '/cities/omaha/grantHolder', expected: 0 },
    ],
  );
}

// 4. 2 Denver + 1 Dodge City pay $10,000 + $7,000.
{
  const s = play(
    ['Ann', 'Bob'],
    ['A3', 'B1'],
    [
      { tile: 'E4' },
      { tile: 'E1' },
      { tile: 'E2', buy: 'denver' },
      { tile: 'B1' },
      { tile: 'A1', buy: 'dodge-city' },
      { tile: 'B2' },
      { tile: 'E3' },
    ],
    'U2',
  );
  fixture(
    'payout-denver-dodge-city',
    R('payout-amounts'),
    'Completing Dodge City–Denver',
    'Ann holds the Denver grant and a bought Denver card (2 Denver cards) and one Dodge City card; Bob holds the Dodge City grant. Ann lays E3 and completes the route: she receives $10,000 for Denver and $7,000 for Dodge City, Bob $7,000.',
    s,
    [
      {
        label: 'Ann, Denver (2 cards)',
        path: '/lastCompletion/payments/2/amount',
        expected: 10000,
      },
      {
        label: 'Ann, Dodge City (1 card)',
        path: '/lastCompletion/payments/0/amount',
        expected: 7000,
      },
      { label: 'Ann in all', path: '/lastCompletion/totals/0', expected: 17000 },
      { label: 'Bob, Dodge City grant', path: '/lastCompletion/totals/1', expected: 7000 },
    ],
  );
}

// 5. A St. Louis card for $7,000.
{
  const s = play(
    ['Ann', 'Bob'],
    ['A3', 'B1'],
    [{ tile: 'A1' }, { tile: 'B1', buy: 'st-louis' }],
    'U2',
  );
  fixture(
    'buy-st-louis-land',
    R('land-prices'),
    'Buying St. Louis land',
    'Ann lays A1 and claims the St. Louis grant. Bob lays B1 ($4,000) and buys the top St. Louis card for its printed $7,000.',
    s,
    [
      { label: 'Price paid', path: '/lastPurchase/price', expected: 7000 },
      { label: 'Card bought', path: '/lastPurchase/card', expected: 'st-louis-1' },
      { label: "Bob's cash", path: '/players/1/cash', expected: 49000 },
    ],
  );
}

// 6. A $5,000 card sells for $3,000.
{
  const turns: Turn[] = [
    { tile: 'A4' },
    { tile: 'C1', buy: 'omaha' },
    { tile: 'A3', buy: 'omaha' },
    { tile: 'A1' },
    { tile: 'B1', buy: 'st-louis' },
    { tile: 'B2' },
    { tile: 'V1' },
    { tile: 'B3' },
    { tile: 'W1', buy: 'st-louis' },
    { tile: 'C2' },
    { tile: 'D4', buy: 'st-louis' },
    { tile: 'C3' },
    { tile: 'U4', sell: ['omaha-2'] },
  ];
  const s = play(['Ann', 'Bob'], ['A3', 'B1'], turns, 'U2');
  const sale = s.moves.findIndex((m) => m.type === 'land.sell');
  fixture(
    'land-sale-half-price',
    R('half-price-rounded-up'),
    'Selling a $5,000 card to the bank',
    'Ann has spent her cash on track and St. Louis land: $3,000 left. U4 costs $6,000: she sells her $5,000 Omaha card to the bank for half its price, rounded up to $3,000, and can pay.',
    s,
    [
      { label: 'Printed price', path: '/lastSale/price', expected: 5000, afterMove: sale + 1 },
      { label: 'Bank pays', path: '/lastSale/received', expected: 3000, afterMove: sale + 1 },
      { label: "Ann's cash before", path: '/players/0/cash', expected: 3000, afterMove: sale },
      {
        label: 'Tile paid after the sale',
        path: '/lastLay/tile',
        expected: 'U4',
        afterMove: sale + 1,
      },
      { label: "Ann's cash after", path: '/players/0/cash', expected: 0, afterMove: sale + 1 },
    ],
  );
}

// 7. The finished game: V3 is the last spike; Z3 would also have been one.
{
  const tiles = [
    ['X1'],
    ['Y1'],
    ['X2'],
    ['Y2'],
    ['V4', 'el-paso'],
    ['X3', 'ogden'],
    ['Y3', 'el-paso'],
    ['V1'],
    ['Y4'],
    ['X4'],
    ['F1'],
    ['F2', 'dodge-city'],
    ['F3', 'yuma'],
    ['F4'],
    ['E1'],
    ['E2'],
    ['E3', 'denver'],
    ['E4'],
    ['B1'],
    ['B2'],
    ['B3', 'denver'],
    ['B4'],
    ['A1'],
    ['A2'],
    ['A3', 'st-louis'],
    ['A4'],
    ['Z1'],
    ['Z2'],
    ['Z4'],
    ['V2'],
    ['V3'],
  ];
  const turns: Turn[] = tiles.map(([tile, buy]) => (buy ? { tile: tile!, buy } : { tile: tile! }));
  const s = play(['Ann', 'Bob', 'Cyd'], ['A2', 'B1', 'C1'], turns, null);
  const beforeSpike = s.moves.length - 1;
  fixture(
    'last-spike-ogden-denver',
    R('a-finished-game'),
    'A finished game: V3 is the last spike',
    'Seven routes were completed in this order: Sacramento–Ogden, Yuma–El Paso, El Paso–Dodge City, Denver–Dodge City, Dodge City–St. Louis, St. Louis–Omaha, Ogden–Denver. Ann holds no land in Ogden or Denver but lays V3 to take the $20,000 bonus: she pays $3,000 first. Z3 (Yuma–Sacramento) would also have joined St. Louis to Sacramento; Laramie never paid.',
    s,
    [
      {
        label: 'Last spikes possible before the last turn',
        path: '/lastSpikeTiles',
        expected: ['V3', 'Z3'],
        afterMove: beforeSpike,
      },
      {
        label: 'Completed routes in order',
        path: '/completedRoutes',
        expected: ['Y', 'X', 'F', 'E', 'B', 'A', 'V'],
      },
      { label: 'Last spike', path: '/lastSpike/tile', expected: 'V3' },
      { label: 'Cost of V3', path: '/lastSpike/cost', expected: 3000 },
      { label: 'Bonus', path: '/lastSpike/bonus', expected: 20000 },
      {
        label: 'Order of the money',
        path: '/lastSpike/sequence',
        expected: ['cost', 'bonus', 'payout'],
      },
      { label: "Ann's Ogden cards", path: '/players/0/cardsByCity/ogden', expected: 0 },
      { label: "Ann's Denver cards", path: '/players/0/cardsByCity/denver', expected: 0 },
      { label: 'Laramie payouts', path: '/cities/laramie/payoutsMade', expected: 0 },
      { label: 'Game over', path: '/finished', expected: true },
    ],
  );
}
