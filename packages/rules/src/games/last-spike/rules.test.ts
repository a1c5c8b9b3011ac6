/**
 * One test (or more) per rule of the checklist (S1–S6, T1–T10, B1–B3, E1–E2, information), each
 * named after its rule id. Every test drives the real machine through applyMove (Scenario) from
 * a fixed deal; a few set a seat's cash to reach a position quickly (booked in the ledger, so the
 * invariants still hold and are checked after each test).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { applyMove, moveTypesOf } from '../../core/replay.js';
import { GameSession } from '../../core/session.js';
import { seedPrng } from '../../core/prng.js';
import { CITY_IDS, LAND_DATA, TILE_CODES, compareTiles } from './data/index.js';
import { checkedLastSpike as game } from './invariants.js';
import { ranking, salePrice } from './rules.js';
import { Scenario, planDeal } from './testing/scenario.js';
import { MOVE_TYPES, type LsContext, type LsMove } from './types.js';

const R = (anchor: string) => `last-spike:${anchor}`;
const ANN = 0;
const BOB = 1;

let current: Scenario | null = null;
afterEach(() => {
  if (current) expect(game.checkInvariants(current.state)).toEqual([]);
  current = null;
});

/** Ann and Bob; Ann draws A3 and Bob B1, so Ann starts. Then the set-aside tile, the hands, the draws. */
function two(
  ann: readonly string[],
  bob: readonly string[],
  draws: readonly string[] = [],
  options: Record<string, string | boolean> = {},
  aside = 'U2',
): Scenario {
  current = Scenario.dealt(
    ['Ann', 'Bob'],
    ['A3', 'B1'],
    [aside, ...ann, ...bob, ...draws],
    options,
  );
  return current;
}

/** A 2-player game where each seat lays its planned tiles in turn (Ann first). */
function planned(ann: readonly string[], bob: readonly string[], options = {}): Scenario {
  current = Scenario.dealt(['Ann', 'Bob'], ['A3', 'B1'], planDeal([ann, bob], ANN, 'U2'), options);
  return current;
}

function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(applyMove(game, s.state, move as GameMove).ok).toBe(false);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

function accepted(s: Scenario, move: LsMove): void {
  expect(game.explainIllegal(s.state, move)).toBeNull();
  expect(game.legalMoves(s.state)).toContainEqual(move);
}

const lay = (player: number, tile: string): LsMove => ({ type: 'tile.lay', player, tile });

describe('set-up', () => {
  it(`${R('setup')} — S1: 2 to 6 players`, () => {
    for (const n of [1, 7])
      expect(() =>
        game.createGame({ players: Array.from({ length: n }, (_, i) => `P${i}`), seed: 'x' }),
      ).toThrow(/2 to 6 players/);
    for (let n = 2; n <= 6; n++) {
      const state = game.createGame({
        players: Array.from({ length: n }, (_, i) => `P${i}`),
        seed: 'x',
      });
      expect(game.checkInvariants(state)).toEqual([]);
    }
  });

  it(`${R('starting-money')} — S2: cash by player count`, () => {
    const expected: Record<number, number> = { 2: 60000, 3: 50000, 4: 40000, 5: 35000, 6: 30000 };
    for (let n = 2; n <= 6; n++) {
      const state = game.createGame({
        players: Array.from({ length: n }, (_, i) => `P${i}`),
        seed: 'x',
      });
      expect(state.context.cash).toEqual(Array(n).fill(expected[n]));
    }
  });

  it(`${R('land-cards')} — S3: nine piles of five, the grant on top, then prices ascending`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const view = s.view();
    expect(Object.keys(view.cities)).toEqual(CITY_IDS);
    for (const city of CITY_IDS) {
      const pile = view.cities[city].pile;
      expect(pile).toHaveLength(5);
      expect(pile[0]).toBe(0);
      expect([...pile].sort((a, b) => a - b)).toEqual(pile);
      expect(new Set(pile.slice(1)).size).toBe(4);
    }
    expect(LAND_DATA.flatMap((p) => p.prices)).toHaveLength(45);
  });

  it(`${R('choosing-the-first-player')} — S4: the tile closest to A1 starts (A3 beats B1)`, () => {
    current = Scenario.dealt(['Ann', 'Bob'], ['B1', 'A3'], []);
    expect(current.ctx.firstPlayer).toBe(BOB);
    expect(current.view().turn).toBe(BOB);
    expect(current.view().firstPlayerDraw).toEqual([
      { seat: ANN, tile: 'B1' },
      { seat: BOB, tile: 'A3' },
    ]);
    // Seeded: the starter always holds the lowest draw; the drawn tiles go back and are reshuffled.
    let everyDrawerKeptItsTile = 0;
    for (let i = 0; i < 20; i++) {
      const state = game.createGame({ players: ['A', 'B', 'C', 'D'], seed: `first-${i}` });
      const draws = state.context.firstPlayerDraw;
      const lowest = [...draws].sort((a, b) => compareTiles(a.tile, b.tile))[0]!;
      expect(state.context.current).toBe(lowest.seat);
      if (draws.every((d) => state.context.hands[d.seat]!.includes(d.tile)))
        everyDrawerKeptItsTile++;
    }
    expect(everyDrawerKeptItsTile).toBeLessThan(3);
  });

  it(`${R('choosing-the-first-player')} — variant "keep": each keeps the drawn tile, seen by all, and draws 3`, () => {
    for (let i = 0; i < 10; i++) {
      const state = game.createGame({
        players: ['A', 'B', 'C'],
        seed: `keep-${i}`,
        options: { firstPlayerTile: 'keep' },
      });
      const spectator = game.view(state, 'spectator');
      for (const { seat, tile } of state.context.firstPlayerDraw) {
        expect(state.context.hands[seat]).toContain(tile);
        expect(state.context.hands[seat]).toHaveLength(4);
        expect(spectator.players[seat]!.knownTiles).toEqual([tile]);
        expect(spectator.players[seat]!.hand).toBeNull();
      }
      expect(game.checkInvariants(state)).toEqual([]);
    }
    current = new Scenario(['Ann', 'Bob'], {
      firstPlayerTile: 'keep',
      fixedDeal: 'A1 B1 | U2 C1 C2 C3 D1 D2 D3',
    });
    expect(current.ctx.hands[ANN]).toEqual(['A1', 'C1', 'C2', 'C3']);
    current.turn('A1');
    expect(current.view('spectator').players[ANN]!.knownTiles).toEqual([]);
  });

  it(`${R('two-player-game')} — S5: one tile set aside face down, seen by nobody`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], {}, 'V2');
    expect(s.ctx.setAside).toEqual(['V2']);
    for (const viewer of [ANN, BOB, 'spectator'] as const) {
      expect(s.view(viewer).setAside).toBeNull();
      expect(s.view(viewer).setAsideCount).toBe(1);
    }
    expect(s.view('all').setAside).toEqual(['V2']);
    const three = game.createGame({ players: ['A', 'B', 'C'], seed: 'x' });
    expect(three.context.setAside).toEqual([]);
  });

  it(`${R('drawing-starting-tiles')} — S6: four hidden tiles each`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(s.ctx.hands).toEqual([
      ['A1', 'C2', 'E3', 'X2'],
      ['B1', 'B2', 'D1', 'E1'],
    ]);
    const annView = s.view(ANN);
    expect(annView.players[ANN]!.hand).toEqual(['A1', 'C2', 'E3', 'X2']);
    expect(annView.players[BOB]!.hand).toBeNull();
    expect(annView.players[BOB]!.handSize).toBe(4);
    expect(s.view('spectator').players.every((p) => p.hand === null)).toBe(true);
    expect(s.view(ANN).supply).toBeNull();
    expect(s.view('all').supply).toHaveLength(48 - 9);
  });
});

describe('laying track', () => {
  it(`${R('turn-order')} — T1: clockwise from the first player`, () => {
    current = Scenario.dealt(['A', 'B', 'C'], ['B1', 'A3', 'C1'], []);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(current.current);
      current.turn(
        current.ctx.hands[current.current]!.find((t) =>
          game.legalMoves(current!.state).some((m) => m.type === 'tile.lay' && m.tile === t),
        )!,
      );
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });

  it(`${R('turn-sequence')} — T2: laying a tile is mandatory, before buying or drawing`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(new Set(game.legalMoves(s.state).map((m) => m.type))).toEqual(new Set(['tile.lay']));
    refused(s, { type: 'land.decline', player: ANN }, R('laying-track'));
    refused(s, { type: 'tile.draw', player: ANN }, R('laying-track'));
    refused(s, { type: 'land.buy', player: ANN, city: 'omaha' }, R('laying-track'));
    refused(s, lay(BOB, 'E1'), R('turn-order'));
    refused(s, lay(ANN, 'B1'), R('laying-track'));
    expect(moveTypesOf(game.machine).has('turn.pass')).toBe(false);
  });

  it(`${R('where-a-tile-may-be-laid')} — T3: normal cost next to a city or a laid tile of the same route`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['A2', 'B1', 'B2', 'D1']);
    expect(s.view().spaces.A1!.layCost).toBe(4000);
    expect(s.view().spaces.A2).toMatchObject({ layCost: 4000, detached: true });
    s.turn('A1');
    expect(s.ctx.cash[ANN]).toBe(56000);
    expect(s.view().spaces.A2).toMatchObject({ cost: 2000, layCost: 2000, detached: false });
    s.turn('A2');
    expect(s.ctx.cash[BOB]).toBe(58000);
    expect(s.view().lastLay).toMatchObject({ tile: 'A2', cost: 2000, detached: false });
  });

  it(`${R('detached-tiles-cost-double')} — T3 (rulebook reading): detached only when no tile can be laid normally`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(game.legalMoves(s.state)).toEqual([lay(ANN, 'A1')]);
    const why = refused(s, lay(ANN, 'C2'), R('detached-tiles-cost-double'));
    expect(why).toMatch(/double cost only when none of your tiles/);
  });

  it(`${R('detached-tiles-cost-double')} — T3: with no normal lay, any tile at double cost`, () => {
    const s = two(['C2', 'E3', 'X2', 'W2'], ['E1', 'B1', 'B2', 'D1']);
    expect(game.legalMoves(s.state)).toHaveLength(4);
    s.turn('C2');
    expect(s.view().lastLay).toMatchObject({ tile: 'C2', cost: 2000, detached: true });
    expect(s.ctx.cash[ANN]).toBe(58000);
    expect(s.view().spaces.C3).toMatchObject({ layCost: 2000, detached: false });
  });

  it(`${R('detached-tiles-cost-double')} — T3: a normal lay that cannot be paid does not block a detached one`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']).setCash(ANN, 3000);
    expect(game.legalMoves(s.state)).toEqual([lay(ANN, 'C2')]);
    refused(s, lay(ANN, 'A1'), R('paying-for-track'));
  });

  it(`${R('detached-tiles-cost-double')} — T3 option "always": a detached tile may always be laid at double cost`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], {
      detachedPlacement: 'always',
    });
    accepted(s, lay(ANN, 'C2'));
    s.turn('C2');
    expect(s.ctx.cash[ANN]).toBe(58000);
  });

  it(`${R('paying-for-track')} — the cost goes to the bank`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    expect(s.ctx.ledger.received).toBe(4000);
    expect(s.ctx.cash).toEqual([56000, 60000]);
  });

  it(`${R('track-tile-codes')} — a tile fits exactly its own space and must be in hand`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    refused(s, lay(ANN, 'Q9'), R('track-tile-codes'));
    refused(s, lay(ANN, 'E1'), R('laying-track'));
    expect(TILE_CODES).toHaveLength(48);
  });
});

describe('land grants and buying land', () => {
  for (const tile of ['A4', 'C1', 'D1'])
    it(`${R('claiming-a-land-grant')} — T5: the first tile next to Omaha (${tile}) takes its grant`, () => {
      const others = ['A4', 'C1', 'D1'].filter((t) => t !== tile);
      const s = two([tile, 'C4', 'E3', 'X2'], [...others, 'E1', 'B1']);
      s.apply(lay(ANN, tile));
      expect(s.view().cities.omaha).toMatchObject({
        grantClaimed: true,
        grantHolder: ANN,
        topPrice: 4000,
      });
      expect(s.ctx.holdings[ANN]).toEqual(['omaha-0']);
      expect(s.view().phaseId).toBe('drawTile');
      s.apply({ type: 'tile.draw', player: ANN });
      s.apply(lay(BOB, others[0]!));
      expect(s.ctx.holdings[BOB]).toEqual([]);
      expect(s.view().phaseId).toBe('buyLand');
    });

  it(`${R('no-purchase-with-a-land-grant')} — T5: no purchase in the turn of a grant`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    expect(game.legalMoves(s.state)).toEqual([{ type: 'tile.draw', player: ANN }]);
    refused(
      s,
      { type: 'land.buy', player: ANN, city: 'st-louis' },
      R('no-purchase-with-a-land-grant'),
    );
  });

  it(`${R('land-is-for-sale-only-after-the-grant')} — no land of a city before its grant`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2'));
    const buys = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'land.buy')
      .map((m) => m.city);
    expect(buys).toEqual(['st-louis', 'dodge-city']);
    refused(
      s,
      { type: 'land.buy', player: ANN, city: 'omaha' },
      R('land-is-for-sale-only-after-the-grant'),
    );
  });

  it(`${R('one-land-card-per-turn')} — T8: one card per turn, then the draw`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2')).apply({ type: 'land.buy', player: ANN, city: 'st-louis' });
    expect(s.view().phaseId).toBe('drawTile');
    refused(s, { type: 'land.buy', player: ANN, city: 'dodge-city' }, R('one-land-card-per-turn'));
  });

  it(`${R('land-prices')} — T8: the top card at its printed price, from cash on hand only`, () => {
    const s = planned(['A1', 'A2', 'B2'], ['E1', 'B1', 'E2']);
    s.turn('A1').turn('E1');
    s.apply(lay(ANN, 'A2')).apply({ type: 'land.buy', player: ANN, city: 'st-louis' });
    expect(s.ctx.holdings[ANN]).toEqual(['st-louis-0', 'st-louis-1']);
    expect(s.ctx.cash[ANN]).toBe(60000 - 4000 - 2000 - 7000);
    expect(s.view().lastPurchase).toMatchObject({ card: 'st-louis-1', price: 7000 });
    expect(s.view().cities['st-louis'].topPrice).toBe(9000);
    s.apply({ type: 'tile.draw', player: ANN }).turn('B1');
    s.setCash(ANN, 8000);
    s.apply(lay(ANN, 'B2'));
    refused(s, { type: 'land.buy', player: ANN, city: 'st-louis' }, R('land-prices'));
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      R('land-the-bank-will-not-buy'),
    );
    accepted(s, { type: 'land.buy', player: ANN, city: 'dodge-city' });
  });

  it(`${R('land-ownership-is-public')} — land holdings are in every viewer's view`, () => {
    const s = planned(['A1', 'A2'], ['E1', 'B1']);
    s.turn('A1').turn('E1').turn('A2', 'st-louis');
    for (const viewer of [BOB, 'spectator'] as const)
      expect(s.view(viewer).players[ANN]!.land.map((c) => c.id)).toEqual([
        'st-louis-0',
        'st-louis-1',
      ]);
  });
});

describe('payouts', () => {
  /** Ann: Denver grant, a Denver card and a Dodge City card; Bob: the Dodge City grant. Ann completes E. */
  function routeE(): Scenario {
    const s = planned(['E4', 'E2', 'A1', 'E3'], ['E1', 'B1', 'B2']);
    s.turn('E4').turn('E1').turn('E2', 'denver').turn('B1').turn('A1', 'dodge-city').turn('B2');
    return s;
  }

  it(`${R('completing-a-route')} — T6: every holder of either city's land is paid at once`, () => {
    const s = routeE();
    const before = [...s.ctx.cash];
    s.apply(lay(ANN, 'E3'));
    expect(s.view().completedRoutes).toEqual(['E']);
    expect(s.view().lastCompletion).toMatchObject({ route: 'E', totals: [17000, 7000] });
    expect(s.ctx.cash[ANN]).toBe(before[ANN]! - 2000 + 17000);
    expect(s.ctx.cash[BOB]).toBe(before[BOB]! + 7000);
    expect(game.result(s.state)).toBeNull();
  });

  it(`${R('payout-amounts')} — T6: 2 Denver cards pay $10,000 and 1 Dodge City card $7,000; a grant counts`, () => {
    const s = routeE();
    s.apply(lay(ANN, 'E3'));
    expect(s.view().lastCompletion!.payments).toEqual([
      { city: 'dodge-city', seat: ANN, cards: 1, amount: 7000 },
      { city: 'dodge-city', seat: BOB, cards: 1, amount: 7000 },
      { city: 'denver', seat: ANN, cards: 2, amount: 10000 },
    ]);
  });
});

describe('selling land and bankruptcy', () => {
  /** Ann holds the St. Louis grant, st-louis-1 ($7,000) and omaha-1 ($4,000); no route is complete. */
  function landed(): Scenario {
    const s = planned(['A1', 'A2', 'C2', 'W1', 'D2'], ['C1', 'E1', 'B1', 'B2']);
    s.turn('A1').turn('C1').turn('A2', 'st-louis').turn('E1').turn('C2', 'omaha').turn('B1');
    return s;
  }

  it(`${R('half-price-rounded-up')} — the bank pays half, rounded up to $1,000 ($5,000 → $3,000)`, () => {
    expect(salePrice(5000)).toBe(3000);
    expect(salePrice(7000)).toBe(4000);
    expect(salePrice(4000)).toBe(2000);
    expect(salePrice(3000)).toBe(2000);
  });

  it(`${R('forced-sale-to-the-bank')} — T4: short of cash, sell land one card at a time to pay for the tile`, () => {
    const s = landed().setCash(ANN, 1000);
    s.apply(lay(ANN, 'W1'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(s.view().pending).toMatchObject({ tile: 'W1', cost: 6000, short: 5000 });
    expect(game.legalMoves(s.state)).toEqual([
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      { type: 'land.sell', player: ANN, card: 'omaha-1' },
    ]);
    s.apply({ type: 'land.sell', player: ANN, card: 'omaha-1' });
    expect(s.ctx.cash[ANN]).toBe(3000);
    expect(s.view().cities.omaha.topPrice).toBe(4000);
    expect(s.view().phaseId).toBe('raisingCash');
  });

  it(`${R('selling-several-cards')} — T4: only while short; the tile is laid as soon as it can be paid`, () => {
    const s = landed().setCash(ANN, 1000);
    s.apply(lay(ANN, 'W1')).apply({ type: 'land.sell', player: ANN, card: 'omaha-1' });
    s.apply({ type: 'land.sell', player: ANN, card: 'st-louis-1' });
    expect(s.ctx.board.W1).toBe(ANN);
    expect(s.ctx.cash[ANN]).toBe(1000 + 2000 + 4000 - 6000);
    expect(s.view().lastSale).toMatchObject({ card: 'st-louis-1', price: 7000, received: 4000 });
    // W1 is next to Denver: its grant comes with it, so no purchase this turn.
    expect(s.ctx.holdings[ANN]).toEqual(['st-louis-0', 'denver-0']);
    expect(s.view().cities.denver.grantHolder).toBe(ANN);
    expect(s.view().phaseId).toBe('drawTile');
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-0' },
      R('land-the-bank-will-not-buy'),
    );
  });

  it(`${R('land-the-bank-will-not-buy')} — T4: never a grant, never land of a paid-out city`, () => {
    const s = planned(['A1', 'A3', 'B1', 'B3', 'C1'], ['A2', 'A4', 'B2', 'B4']);
    s.turn('A1').turn('A2').turn('A3', 'st-louis').turn('A4').turn('B1', 'omaha').turn('B2');
    s.turn('B3').turn('B4');
    expect(s.view().cities['st-louis'].paidOut).toBe(true);
    s.setCash(ANN, 1000).apply(lay(ANN, 'C1'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(game.legalMoves(s.state)).toEqual([{ type: 'land.sell', player: ANN, card: 'omaha-1' }]);
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-1' },
      R('land-the-bank-will-not-buy'),
    );
    refused(
      s,
      { type: 'land.sell', player: ANN, card: 'st-louis-0' },
      R('land-the-bank-will-not-buy'),
    );
    refused(s, { type: 'land.sell', player: ANN, card: 'omaha-0' }, R('selling-land'));
  });

  it(`${R('bankruptcy')} — T4: no bankruptcy while land sales can pay for a tile`, () => {
    const s = landed();
    refused(s, { type: 'bankruptcy.declare', player: ANN }, R('bankruptcy'));
    s.setCash(ANN, 0);
    // st-louis-1 sells for $4,000 and omaha-1 for $2,000: W1 ($6,000) can still be paid.
    expect(s.view().purchasingPower).toBe(6000);
    expect(game.legalMoves(s.state)).toContainEqual(lay(ANN, 'W1'));
    refused(s, { type: 'bankruptcy.declare', player: ANN }, R('bankruptcy'));
  });

  it(`${R('bankruptcy')} — B2: tiles back to the supply, cash and land to the bank, grants out of the game`, () => {
    const s = planned(['A1', 'A2', 'C2', 'W1', 'D2'], ['C1', 'E1', 'B1', 'B2']);
    s.turn('A1').turn('C1').turn('A2', 'st-louis').turn('E1');
    // Ann: the St. Louis grant and st-louis-1; all her tiles cost more than she can raise.
    s.setCash(ANN, 0).patch((ctx) => ({
      hands: [['W1', 'U4', 'Y4', 'V1'], ctx.hands[BOB]!],
      supply: [
        ...ctx.supply.filter((t) => !['W1', 'U4', 'Y4', 'V1'].includes(t)),
        ...ctx.hands[ANN]!.filter((t) => !['W1', 'U4', 'Y4', 'V1'].includes(t)),
      ],
    }));
    expect(s.view().purchasingPower).toBe(4000);
    expect(game.legalMoves(s.state)).toEqual([{ type: 'bankruptcy.declare', player: ANN }]);
    refused(s, lay(ANN, 'W1'), R('paying-for-track'));
    const supply = s.ctx.supply.length;
    s.apply({ type: 'bankruptcy.declare', player: ANN });
    expect(s.ctx.bankrupt).toEqual([0, null]);
    expect(s.ctx.supply).toHaveLength(supply + 4);
    expect(s.ctx.holdings[ANN]).toEqual([]);
    expect(s.ctx.removedGrants).toEqual(['st-louis-0']);
    expect(s.view().cities['st-louis']).toMatchObject({ grantClaimed: true, topPrice: 7000 });
    expect(s.current).toBe(BOB);
    expect(game.result(s.state)).toBeNull();
  });

  it(`${R('turn-order')} — T1: bankrupt players are skipped`, () => {
    current = Scenario.dealt(['A', 'B', 'C'], ['A3', 'B1', 'C1'], []);
    const s = current;
    const layAny = () => s.turn((game.legalMoves(s.state)[0] as { tile: string }).tile);
    layAny();
    expect(s.current).toBe(1);
    // B has no land and no cash: every tile costs at least $1,000.
    s.setCash(1, 0);
    expect(game.legalMoves(s.state)).toEqual([{ type: 'bankruptcy.declare', player: 1 }]);
    s.apply({ type: 'bankruptcy.declare', player: 1 });
    expect(s.current).toBe(2);
    layAny();
    expect(s.current).toBe(0);
    layAny();
    expect(s.current).toBe(2);
  });

  it(`${R('bankruptcy')} — B3: a lone survivor plays on; when all are bankrupt the last to fall ranks first`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.setCash(ANN, 0).setCash(BOB, 0);
    s.apply({ type: 'bankruptcy.declare', player: ANN });
    expect(game.result(s.state)).toBeNull();
    expect(s.current).toBe(BOB);
    s.apply({ type: 'bankruptcy.declare', player: BOB });
    const result = game.result(s.state)!;
    expect(result.winners).toEqual([BOB]);
    expect(result.standings.map((x) => [x.seat, x.rank])).toEqual([
      [BOB, 1],
      [ANN, 2],
    ]);
    expect(result.reason).toMatch(/every player went bankrupt/);
    expect(game.legalMoves(s.state)).toEqual([]);
  });

  it(`${R('no-trades-or-loans')} — B1: there is no move between players`, () => {
    expect([...moveTypesOf(game.machine)].sort()).toEqual([...MOVE_TYPES].sort());
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const trade = applyMove(game, s.state, {
      type: 'land.trade',
      player: ANN,
      to: BOB,
    } as GameMove);
    expect(trade.ok).toBe(false);
  });
});

describe('drawing', () => {
  it(`${R('drawing-a-new-tile')} — T9: the draw is its own move and an undo barrier`, () => {
    const session = GameSession.start(game, {
      players: ['Ann', 'Bob'],
      seed: 's',
      options: { fixedDeal: `A3 B1 | U2 A1 C2 E3 X2 E1 B1 B2 D1 Z4` },
    });
    session.apply(lay(ANN, 'A1'));
    expect(session.canUndo).toBe(true);
    expect(session.legalMoves()).toEqual([{ type: 'tile.draw', player: ANN }]);
    session.apply({ type: 'tile.draw', player: ANN });
    expect(session.canUndo).toBe(false);
    expect((session.state as { context: LsContext }).context.hands[ANN]).toContain('Z4');
    expect(game.isUndoBarrier(session.stateAfter(0), lay(ANN, 'A1'))).toBe(false);
    expect(game.isUndoBarrier(session.stateAfter(1), { type: 'tile.draw', player: ANN })).toBe(
      true,
    );
    expect(
      game.isUndoBarrier(session.stateAfter(1), { type: 'bankruptcy.declare', player: ANN }),
    ).toBe(true);
  });

  it(`${R('drawing-a-new-tile')} — T9: with an empty supply the draw is skipped`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.turn('A1').turn('E1');
    // Ann drew A2, the first tile of the stack not listed: next to A1, no grant, so she may buy.
    s.apply(lay(ANN, 'A2'));
    // Move the whole supply into Bob's hand: Ann's draw then has nothing to take.
    s.patch((ctx) => ({
      hands: [ctx.hands[ANN]!, [...ctx.hands[BOB]!, ...ctx.supply].sort(compareTiles)],
      supply: [],
    }));
    s.apply({ type: 'land.decline', player: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('layTile');
  });

  it(`${R('drawing-a-new-tile')} — T10: an empty hand draws before laying`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.apply(lay(ANN, 'A1'));
    // Bob's tiles go to the bottom of the supply (as after a bankruptcy): his next turn starts empty.
    s.patch((ctx) => ({
      hands: [ctx.hands[ANN]!, []],
      supply: [...ctx.supply, ...ctx.hands[BOB]!],
    }));
    s.apply({ type: 'tile.draw', player: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('drawFirst');
    expect(game.legalMoves(s.state)).toEqual([{ type: 'tile.draw', player: BOB }]);
    refused(s, lay(BOB, 'E1'), R('drawing-a-new-tile'));
    s.apply({ type: 'tile.draw', player: BOB });
    expect(s.view().phaseId).toBe('layTile');
    expect(s.ctx.hands[BOB]).toHaveLength(1);
  });

  it(`${R('drawing-a-new-tile')} — T10: with no tile in hand and none to draw, the turn is skipped`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['A2', 'B1', 'B2', 'D1']);
    s.turn('A1').apply(lay(BOB, 'A2'));
    expect(s.view().phaseId).toBe('buyLand');
    s.patch((ctx) => ({
      hands: [[], [...ctx.hands[ANN]!, ...ctx.hands[BOB]!, ...ctx.supply].sort(compareTiles)],
      supply: [],
    }));
    s.apply({ type: 'land.decline', player: BOB });
    expect(s.ctx.log.slice(-1)[0]).toMatchObject({ kind: 'skip', seat: ANN });
    expect(s.current).toBe(BOB);
    expect(s.view().phaseId).toBe('layTile');
  });
});

describe('the last spike and the end', () => {
  /** Ann and Bob build St. Louis–Dodge City–El Paso–Yuma–Sacramento; Bob lays Z3 last. */
  function southernLine(): Scenario {
    const ann = ['B1', 'B3', 'F1', 'F3', 'X1', 'X3', 'Z1', 'Z4'];
    const bob = ['B2', 'B4', 'F2', 'F4', 'X2', 'X4', 'Z2', 'Z3'];
    const s = planned(ann, bob);
    for (let i = 0; i < 7; i++) s.turn(ann[i]!).turn(bob[i]!, i === 2 ? 'st-louis' : null);
    s.turn('Z4');
    return s;
  }

  it(`${R('end-of-the-game')} — E1: only the last spike ends the game`, () => {
    const s = southernLine();
    expect(s.view().completedRoutes).toEqual(['B', 'F', 'X']);
    expect(game.result(s.state)).toBeNull();
    expect(s.view().lastSpikeTiles).toEqual(['Z3']);
    expect(s.view().spaces.Z3!.lastSpike).toBe(true);
  });

  it(`${R('last-spike-bonus')} — T7: the tile is paid, then $20,000, then the route pays; no buy, no draw`, () => {
    const s = southernLine();
    const before = [...s.ctx.cash];
    s.apply(lay(BOB, 'Z3'));
    expect(s.view().lastSpike).toEqual({
      seat: BOB,
      tile: 'Z3',
      cost: 5000,
      bonus: 20000,
      sequence: ['cost', 'bonus', 'payout'],
    });
    // Bob holds the Yuma grant (1 card: $5,000), Ann the Sacramento grant (1 card: $9,000).
    expect(s.ctx.cash[BOB]).toBe(before[BOB]! - 5000 + 20000 + 5000);
    expect(s.ctx.cash[ANN]).toBe(before[ANN]! + 9000);
    expect(s.view().finished).toBe(true);
    expect(game.legalMoves(s.state)).toEqual([]);
    // The game is over and every hand is shown: undo never takes the last spike back.
    expect(s.view('spectator').players.every((p) => p.hand !== null)).toBe(true);
    expect(game.isUndoBarrier(southernLine().state, lay(BOB, 'Z3'))).toBe(true);
    refused(s, { type: 'tile.draw', player: BOB }, R('end-of-the-game'));
  });

  it(`${R('paying-for-the-last-spike')} — the last spike is paid like any tile (selling land if short)`, () => {
    const s = southernLine();
    s.setCash(BOB, 1000);
    s.apply(lay(BOB, 'Z3'));
    expect(s.view().phaseId).toBe('raisingCash');
    expect(game.result(s.state)).toBeNull();
    s.apply({ type: 'land.sell', player: BOB, card: 'st-louis-1' });
    expect(game.result(s.state)).not.toBeNull();
    expect(s.ctx.cash[BOB]).toBe(1000 + 4000 - 5000 + 20000 + 5000);
  });

  it(`${R('final-payout')} — the completed route pays after the bonus`, () => {
    const s = southernLine();
    s.apply(lay(BOB, 'Z3'));
    const kinds = s.ctx.log.filter((e) => e.turn === s.ctx.turn).map((e) => e.kind);
    expect(kinds).toEqual(['lay', 'complete', 'bonus', 'payout', 'payout']);
  });

  it(`${R('most-cash-wins')} — E2: the most cash wins`, () => {
    const s = southernLine();
    s.apply(lay(BOB, 'Z3'));
    const result = game.result(s.state)!;
    const cash = s.ctx.cash;
    const winner = cash[ANN]! > cash[BOB]! ? ANN : BOB;
    expect(result.winners).toEqual([winner]);
    expect(result.standings[0]).toMatchObject({ seat: winner, score: cash[winner], rank: 1 });
  });

  it(`${R('tiebreak')} — E2: equal cash: the higher total land price wins; still equal: shared`, () => {
    const base = game.createGame({ players: ['A', 'B', 'C'], seed: 'tie' }).context;
    const ctx: LsContext = {
      ...base,
      cash: [50000, 50000, 50000],
      holdings: [
        ['st-louis-0', 'st-louis-1'],
        ['omaha-1', 'omaha-2'],
        ['omaha-3', 'denver-0'],
      ],
    };
    // A: 7,000; B: 4,000 + 5,000 = 9,000; C: 7,000 + 0 = 7,000.
    expect(ranking(ctx).map((r) => [r.seat, r.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ]);
  });
});

describe('options and bad input', () => {
  it(`${R('drawing-starting-tiles')} — option fixedDeal: a bad deal is refused with one clear message`, () => {
    const make =
      (fixedDeal: string, players = ['A', 'B']) =>
      () =>
        game.createGame({ players, seed: 'x', options: { fixedDeal } });
    expect(make('A1 B1')).toThrow(/must read "FIRST… \| STACK…"/);
    expect(make('A1 Q7 | ')).toThrow(/"Q7" in the first-player draw is not a tile code/);
    expect(make('A1 | B1')).toThrow(/one tile per seat \(2\), got 1/);
    expect(make('A1 B1 | C1 C1')).toThrow(/tile C1 appears twice in the stack/);
    expect(() =>
      game.createGame({
        players: ['A', 'B'],
        seed: 'x',
        options: { firstPlayerTile: 'keep', fixedDeal: 'A1 B1 | A1' },
      }),
    ).toThrow(/A1 is kept in a hand/);
    expect(() =>
      game.createGame({
        players: ['A', 'B'],
        seed: 'x',
        options: { detachedPlacement: 'sometimes' },
      }),
    ).toThrow(/options.detachedPlacement must be one of/);
    expect(() =>
      game.createGame({ players: ['A', 'B'], seed: 'x', options: { hiddenCash: 'yes' } }),
    ).toThrow(/options.hiddenCash must be a boolean/);
  });

  it(`${R('turn-sequence')} — malformed moves are refused with a reason, never a crash`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    for (const move of [
      null,
      7,
      [],
      { type: 'tile.lay' },
      { type: 'tile.lay', player: 0, tile: 5 },
      { type: 'x.y', player: 0 },
      { type: 'tile.lay', player: 9, tile: 'A1' },
    ]) {
      const why = game.explainIllegal(s.state, move as GameMove);
      expect(why?.reason.length).toBeGreaterThan(10);
      expect(applyMove(game, s.state, move as GameMove).ok).toBe(false);
    }
  });
});

describe('information', () => {
  it(`${R('drawing-starting-tiles')} — describeMove never names a drawn tile to another seat`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], ['Z4']);
    s.apply(lay(ANN, 'A1'));
    const draw: LsMove = { type: 'tile.draw', player: ANN };
    expect(game.describeMove(draw, s.state, ANN)).toBe('Ann draws Z4.');
    expect(game.describeMove(draw, s.state, 'all')).toBe('Ann draws Z4.');
    for (const viewer of [BOB, 'spectator'] as const)
      expect(game.describeMove(draw, s.state, viewer)).toBe('Ann draws a tile.');
    expect(game.describeMove(lay(BOB, 'E1'), s.state, BOB)).toMatch(/lays E1/);
  });

  it(`${R('land-ownership-is-public')} — option hiddenCash: a seat sees only its own cash until the end`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1'], [], { hiddenCash: true });
    expect(s.view(ANN).players.map((p) => p.cash)).toEqual([60000, null]);
    expect(s.view(BOB).players.map((p) => p.cash)).toEqual([null, 60000]);
    expect(s.view('spectator').players.map((p) => p.cash)).toEqual([null, null]);
    expect(s.view('all').players.map((p) => p.cash)).toEqual([60000, 60000]);
    expect(s.view(BOB).purchasingPower).toBeNull();
    const open = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    expect(open.view('spectator').players.map((p) => p.cash)).toEqual([60000, 60000]);
  });

  it(`${R('two-player-game')} — sampleHidden deals only unseen tiles anew, from the seat's knowledge`, () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    s.turn('A1').turn('E1');
    for (const seat of [ANN, BOB]) {
      const [sample] = game.sampleHidden(s.state, seat, seedPrng('p1'));
      expect(game.view(sample, seat)).toEqual(game.view(s.state, seat));
      expect(game.checkInvariants(sample)).toEqual([]);
      expect(sample.context.hands[seat]).toEqual(s.ctx.hands[seat]);
      // A function of the information set: sampling from the sample gives the same result.
      const [again] = game.sampleHidden(sample, seat, seedPrng('p2'));
      const [direct] = game.sampleHidden(s.state, seat, seedPrng('p2'));
      expect(again.context).toEqual(direct.context);
    }
    const [a] = game.sampleHidden(s.state, ANN, seedPrng('p1'));
    const [b] = game.sampleHidden(s.state, ANN, seedPrng('p3'));
    expect(a.context.supply).not.toEqual(b.context.supply);
  });

  it('invariants catch a duplicated tile and negative cash', () => {
    const s = two(['A1', 'C2', 'E3', 'X2'], ['E1', 'B1', 'B2', 'D1']);
    const bad = {
      ...s.state,
      context: { ...s.ctx, supply: [...s.ctx.supply, 'A1'], cash: [-1000, 60000] },
    } as typeof s.state;
    const problems = game.checkInvariants(bad);
    expect(problems.some((p) => /tiles not conserved/.test(p))).toBe(true);
    expect(problems.some((p) => /never be negative/.test(p))).toBe(true);
  });
});
