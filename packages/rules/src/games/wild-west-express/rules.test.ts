/**
 * One test (or more) per rule of the rulebook, named after the rule and citing its id. Every test
 * drives the real machine through the Scenario builder; where a rule needs pieces in a particular
 * place, `arrange` stages the position first (tests only) and the moves still go through the
 * machine. Dice are scripted with the non-standard `scriptedDice` option: the first two decide
 * the order (Ann 6, Bob 1), then each test lists its own.
 */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { CITY_GOODS, GOOD_IDS } from './data/goods.js';
import { CITY_IDS, LEGS } from './data/network.js';
import { NODES } from './data/board.js';
import { TELEGRAMS } from './data/telegrams.js';
import { ambiguities } from './ambiguities.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { optionSpecs } from './options.js';
import { ruleSections } from './rule-ids.js';
import { points } from './rules.js';
import { Scenario } from './testing/scenario.js';
import type { WweMove } from './types.js';

const R = (anchor: string) => `wild-west-express:${anchor}`;
const ANN_DENVER = 'train-0-1';
const ANN_KC = 'train-0-2';
const BOB_CHEYENNE = 'train-1-3';
const ANN_DESPERADO = 'desperado-0-1';
const BOB_DESPERADO = 'desperado-1-2';

/** The spaces from `a` to `b` along their leg, `b` included. */
function leg(a: string, b: string): string[] {
  const l = LEGS.find((x) => (x.from === a && x.to === b) || (x.from === b && x.to === a))!;
  const ids = Array.from({ length: l.steps - 1 }, (_, i) => `${l.from}~${l.to}:${i + 1}`);
  return l.from === a ? [...ids, b] : [...ids.reverse(), b];
}

/** Ann (seat 0): Denver and Kansas City; Bob (seat 1): Cheyenne and Omaha. Ann starts. */
function twoPlayers(dice: number[] = [], options: Record<string, unknown> = {}): Scenario {
  const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1, ...dice], ...options } as never);
  return s.setup(['denver', 'cheyenne', 'omaha', 'kansas-city']);
}

function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

/** Plays the other seats' moves (first legal choice, never waiting) until `seat` is to roll. */
function playUntilTurnOf(s: Scenario, seat: number) {
  do {
    const moves = game.legalMoves(s.state);
    const pick =
      s.phase === 'beforeRoll'
        ? moves.find((m) => m.type === 'dice.roll')!
        : (moves.find((m) => m.type === 'sheriff.skip' || m.type === 'telegram.keep') ??
          moves.find((m) => m.type !== 'train.wait') ??
          moves[0]!);
    s.apply(pick);
  } while (!(s.phase === 'beforeRoll' && s.actor === seat));
}

const covered = new Set<string>();
/** A test named after its rule id (`wild-west-express:<anchor>: …`). */
function itRule(anchor: string, title: string, test: () => void) {
  covered.add(R(anchor));
  it(`${R(anchor)}: ${title}`, test);
}

const legal = (s: Scenario, move: WweMove) => expect(game.legalMoves(s.state)).toContainEqual(move);

describe('wild-west-express rules', () => {
  itRule('components', `the box limits the pieces in play`, () => {
    const s = twoPlayers();
    s.arrange((ctx) => ({
      trains: [
        ...ctx.trains,
        ...Array.from({ length: 16 }, (_, i) => ({ ...ctx.trains[2]!, id: `extra-${i}` })),
      ],
      cash: [5000, 450],
    }));
    expect(s.view.supply.smallTrains).toBe(0);
    expect(
      refused(s, { type: 'train.buy', player: 0, city: 'denver', size: 'small' }, R('components')),
    ).toMatch(/No small trains/);
    legal(s, { type: 'train.buy', player: 0, city: 'denver', size: 'large' });
  });

  itRule('setup', `the 52 telegrams are shuffled face down and everyone starts with $450`, () => {
    const a = new Scenario(['A', 'B'], {}, 'one');
    const b = new Scenario(['A', 'B'], {}, 'two');
    expect([...a.ctx.deck].sort()).toEqual(TELEGRAMS.map((c) => c.id).sort());
    expect(a.ctx.deck).not.toEqual(b.ctx.deck);
    expect(a.ctx.cash).toEqual([450, 450]);
    expect(game.view(a.state, 0).deck.order).toBeNull();
  });

  itRule(
    'goods-and-passengers',
    `nine goods, every town sells one and passengers board anywhere`,
    () => {
      expect(GOOD_IDS).toHaveLength(9);
      for (const city of CITY_IDS)
        expect(Object.keys(CITY_GOODS[city].sells).length).toBeGreaterThan(0);
      const s = twoPlayers();
      s.arrangeTrain(ANN_DENVER, { cargo: [] });
      legal(s, { type: 'passengers.board', player: 0, train: ANN_DENVER });
    },
  );

  itRule(
    'small-and-large-trains',
    `a small train carries one token, a large one two (any mix)`,
    () => {
      const s = twoPlayers();
      refused(
        s,
        { type: 'passengers.board', player: 0, train: ANN_DENVER },
        R('small-and-large-trains'),
      );
      s.arrangeTrain(ANN_DENVER, { size: 'large' });
      s.act({ type: 'passengers.board', train: ANN_DENVER });
      expect(s.train(ANN_DENVER).cargo).toEqual([
        { type: 'goods', good: 'alcohol' },
        { type: 'passengers', zone: 'M' },
      ]);
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'alcohol' },
        R('small-and-large-trains'),
      );
    },
  );

  itRule('buying-trains', `a new train starts empty at an own station; at most six trains`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [2100, 450] }));
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    const bought = s.ctx.trains.at(-1)!;
    expect(bought).toMatchObject({ owner: 0, at: 'denver', size: 'small', cargo: [] });
    refused(
      s,
      { type: 'train.buy', player: 0, city: 'cheyenne', size: 'small' },
      R('buying-trains'),
    );
    for (let i = 0; i < 3; i++) s.act({ type: 'train.buy', city: 'kansas-city', size: 'small' });
    expect(s.ctx.trains.filter((t) => t.owner === 0)).toHaveLength(6);
    refused(s, { type: 'train.buy', player: 0, city: 'denver', size: 'small' }, R('buying-trains'));
  });

  itRule('upgrading-trains', `only at an own station, and the cargo stays aboard`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [1000, 450] }));
    s.act({ type: 'train.upgrade', train: ANN_DENVER });
    expect(s.train(ANN_DENVER)).toMatchObject({
      size: 'large',
      cargo: [{ type: 'goods', good: 'alcohol' }],
    });
    s.arrangeTrain(ANN_KC, { at: 'cheyenne' });
    expect(
      refused(s, { type: 'train.upgrade', player: 0, train: ANN_KC }, R('upgrading-trains')),
    ).toMatch(/own stations/);
  });

  itRule('train-prices', `small $500, large $1,100, upgrade $600`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [3000, 450] }));
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    expect(s.ctx.cash[0]).toBe(2500);
    s.act({ type: 'train.buy', city: 'denver', size: 'large' });
    expect(s.ctx.cash[0]).toBe(1400);
    s.act({ type: 'train.upgrade', train: ANN_DENVER });
    expect(s.ctx.cash[0]).toBe(800);
  });

  itRule(
    'earning-money',
    `trading, fares and fees move money between the bank and players, conserved`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, { cargo: [{ type: 'passengers', zone: 'M' }] });
      s.arrangeTrain(ANN_KC, { cargo: [{ type: 'goods', good: 'cattle' }], at: 'wichita' });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('wichita', 'kansas-city') });
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS['kansas-city'].buys.cattle! + 20);
      expect(game.checkInvariants(s.state)).toEqual([]);
    },
  );

  itRule(
    'trading-goods',
    `red goods are bought where they are sold; green goods are sold on arrival`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, { cargo: [] });
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'cattle' },
        R('trading-goods'),
      );
      s.act({ type: 'goods.buy', train: ANN_DENVER, good: 'mining-equipment' });
      expect(s.ctx.cash[0]).toBe(450 - 80);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'leadville') });
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash[0]).toBe(370 + CITY_GOODS.leadville.buys['mining-equipment']!);
    },
  );

  itRule('carrying-passengers', `boarding is free and the token takes the zone's colour`, () => {
    const s = twoPlayers();
    s.arrangeTrain(ANN_KC, { cargo: [] });
    s.act({ type: 'passengers.board', train: ANN_KC });
    expect(s.train(ANN_KC).cargo).toEqual([{ type: 'passengers', zone: 'C' }]);
    expect(s.ctx.cash[0]).toBe(450);
  });

  itRule(
    'passenger-fares',
    `one zone line pays $30, two lines $90, none nothing (they stay aboard)`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_DENVER, {
        cargo: [{ type: 'passengers', zone: 'P' }],
        at: 'denver~kansas-city:5',
        from: 'denver~kansas-city:4',
      });
      s.arrangeTrain(ANN_KC, {
        cargo: [{ type: 'passengers', zone: 'C' }],
        at: 'wichita~fort-worth:1',
        from: 'wichita',
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city').slice(5) });
      expect(s.ctx.cash[0]).toBe(450 + 90);
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: [
          ...leg('wichita', 'fort-worth').slice(1),
          'dallas',
          ...leg('dallas', 'galveston').slice(0, 4),
        ],
      });
      expect(s.train(ANN_KC).cargo).toEqual([{ type: 'passengers', zone: 'C' }]);
      expect(s.ctx.cash[0]).toBe(540);
    },
  );

  itRule('passenger-fares', `one line is $30`, () => {
    const s = twoPlayers([6, 3, 1]);
    s.arrangeTrain(ANN_DENVER, {
      cargo: [{ type: 'passengers', zone: 'M' }],
      at: 'denver~kansas-city:5',
      from: 'denver~kansas-city:4',
    });
    s.act({ type: 'dice.roll' });
    s.act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city').slice(5) });
    expect(s.ctx.cash[0]).toBe(480);
  });

  itRule('buying-stations', `$400 for an unowned station where the train stands`, () => {
    const s = twoPlayers();
    s.arrangeTrain(ANN_DENVER, { at: 'leadville' });
    s.act({ type: 'station.buy', train: ANN_DENVER });
    expect(s.ctx.cash[0]).toBe(50);
    expect(s.view.stations.leadville).toBe(0);
    s.arrangeTrain(ANN_KC, { at: 'cheyenne' }).arrange(() => ({ cash: [900, 450] }));
    expect(
      refused(s, { type: 'station.buy', player: 0, train: ANN_KC }, R('buying-stations')),
    ).toMatch(/belongs to Bob/);
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:1', from: 'denver' });
    refused(s, { type: 'station.buy', player: 0, train: ANN_KC }, R('buying-stations'));
  });

  itRule(
    'coal-and-water-fees',
    `ending a move at a rival station costs $20 (small) or $40 (large); passing is free`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_DENVER, {
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'P' }],
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
      expect(s.ctx.cash).toEqual([450 + 30 - 20, 470]);
      const large = twoPlayers([1, 1, 1]);
      large.arrangeTrain(ANN_DENVER, {
        size: 'large',
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'M' }],
      });
      large.act({ type: 'dice.roll' });
      large.act({
        type: 'train.move',
        train: ANN_DENVER,
        path: ['cheyenne', 'cheyenne~deadwood:1', 'cheyenne~deadwood:2'],
      });
      expect(large.ctx.cash).toEqual([450, 450]);
      const stops = twoPlayers([1, 1, 1]);
      stops.arrangeTrain(ANN_DENVER, {
        size: 'large',
        at: 'cheyenne~denver:1',
        from: 'denver',
        cargo: [{ type: 'passengers', zone: 'M' }],
      });
      stops
        .act({ type: 'dice.roll' })
        .act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
      expect(stops.ctx.cash).toEqual([410, 490]);
    },
  );

  itRule('coal-and-water-fees', `a train that cannot pay waits until the fee is paid`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_DENVER, {
      size: 'large',
      at: 'cheyenne~denver:1',
      from: 'denver',
      cargo: [{ type: 'passengers', zone: 'M' }],
    });
    s.arrange(() => ({ cash: [10, 450] }));
    s.act({ type: 'dice.roll' }).act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne'] });
    expect(s.train(ANN_DENVER).owes).toEqual({ to: 1, amount: 40 });
    playUntilTurnOf(s, 0);
    s.act({ type: 'dice.roll' });
    expect(s.ctx.toMove).not.toContain(ANN_DENVER);
    expect(s.ctx.events.map((e) => e.kind)).toContain('fee-unpaid');
    playUntilTurnOf(s, 0);
    s.arrange(() => ({
      cash: [100, s.ctx.cash[1]!],
      bankPaid: s.ctx.bankPaid + 100 - s.ctx.cash[0]!,
    }));
    const bob = s.ctx.cash[1]!;
    s.act({ type: 'dice.roll' });
    expect(s.ctx.toMove).toContain(ANN_DENVER);
    expect(s.ctx.cash[1]).toBeGreaterThanOrEqual(bob + 40);
    expect(
      s.ctx.events.some((e) => /pays the \$40 coal-and-water fee owed to Bob/.test(e.text)),
    ).toBe(true);
  });

  itRule(
    'ownership-bonus',
    `+$20 per goods token sold at an own station, not for passengers`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.arrangeTrain(ANN_KC, {
        size: 'large',
        at: 'wichita',
        cargo: [
          { type: 'goods', good: 'cattle' },
          { type: 'passengers', zone: 'M' },
        ],
      });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('wichita', 'kansas-city') });
      // cattle $100 + $20 bonus; the Mountain passengers pay their $30 fare with no bonus
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS['kansas-city'].buys.cattle! + 20 + 30);
    },
  );

  itRule('starting-the-game', `everyone rolls; the highest chooses first; ties roll again`, () => {
    const s = new Scenario(['A', 'B', 'C'], { scriptedDice: [4, 6, 6, 2, 5] });
    expect(s.ctx.orderRolls).toEqual([
      [4, 6, 6],
      [null, 2, 5],
    ]);
    expect(s.ctx.firstPlayer).toBe(2);
    expect(s.actor).toBe(2);
  });

  itRule(
    'choosing-start-cities',
    `a snake draft of two cities each; a taken city is refused`,
    () => {
      const s = new Scenario(['A', 'B', 'C'], { scriptedDice: [1, 6, 2] });
      const order: number[] = [];
      const cities = ['denver', 'omaha', 'tucson', 'helena', 'dallas', 'portland'] as const;
      for (const city of cities) {
        order.push(s.actor);
        if (city === 'tucson')
          refused(
            s,
            { type: 'city.choose', player: s.actor, city: 'denver' },
            R('choosing-start-cities'),
          );
        s.act({ type: 'city.choose', city });
      }
      expect(order).toEqual([1, 2, 0, 0, 2, 1]);
      expect(s.ctx.startCities).toEqual([
        ['tucson', 'helena'],
        ['denver', 'portland'],
        ['omaha', 'dallas'],
      ]);
    },
  );

  itRule(
    'placing-desperados',
    `from the first chooser clockwise, each in an own start city`,
    () => {
      const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1] });
      for (const city of ['denver', 'cheyenne', 'omaha', 'kansas-city'] as const)
        s.act({ type: 'city.choose', city });
      expect(s.phase).toBe('placingDesperados');
      expect(s.actor).toBe(0);
      refused(s, { type: 'desperado.place', player: 0, city: 'cheyenne' }, R('placing-desperados'));
      s.act({ type: 'desperado.place', city: 'kansas-city' });
      expect(s.actor).toBe(1);
      s.act({ type: 'desperado.place', city: 'omaha' });
      expect(s.ctx.desperados.map((d) => [d.owner, d.at])).toEqual([
        [0, 'kansas-city'],
        [1, 'omaha'],
      ]);
    },
  );

  itRule(
    'starting-trains-and-capital',
    `a small train per start city loaded free with its cheapest good, $450`,
    () => {
      const s = twoPlayers();
      expect(s.ctx.trains.map((t) => [t.owner, t.at, t.size, t.cargo])).toEqual([
        [0, 'denver', 'small', [{ type: 'goods', good: 'alcohol' }]],
        [0, 'kansas-city', 'small', [{ type: 'goods', good: 'mining-equipment' }]],
        [1, 'cheyenne', 'small', [{ type: 'goods', good: 'cattle' }]],
        [1, 'omaha', 'small', [{ type: 'goods', good: 'food' }]],
      ]);
      expect(s.ctx.cash).toEqual([450, 450]);
    },
  );

  itRule(
    'rolling-and-moving-trains',
    `the first chooser starts; play goes clockwise once every piece has moved`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      expect(s.phase).toBe('beforeRoll');
      expect(s.actor).toBe(0);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      s.act({ type: 'train.move', train: ANN_KC, path: leg('kansas-city', 'omaha').slice(0, 2) });
      expect(s.actor).toBe(0);
      s.act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(s.phase).toBe('beforeRoll');
      expect(s.actor).toBe(1);
    },
  );

  itRule(
    'movement-dice',
    `small trains move the two highest dice, large all three, desperados the highest`,
    () => {
      const s = twoPlayers([2, 5, 3]);
      s.act({ type: 'dice.roll' });
      expect(s.view.moves).toEqual({ small: 8, large: 10, desperado: 5 });
      const moves = game
        .legalMoves(s.state)
        .filter((m) => m.type === 'train.move' && m.train === ANN_KC);
      expect(moves.every((m) => (m as { path: string[] }).path.length <= 8)).toBe(true);
      expect(moves.some((m) => (m as { path: string[] }).path.length === 8)).toBe(true);
    },
  );

  itRule(
    'every-train-must-move',
    `the turn waits for every train; only an empty train in town may stay`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, { cargo: [] });
      s.act({ type: 'dice.roll' });
      refused(s, { type: 'train.wait', player: 0, train: ANN_DENVER }, R('every-train-must-move'));
      s.act({ type: 'train.wait', train: ANN_KC });
      s.act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(s.actor).toBe(0);
      expect(s.ctx.toMove).toEqual([ANN_DENVER]);
      refused(
        s,
        {
          type: 'train.move',
          player: 0,
          train: ANN_KC,
          path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
        },
        R('every-train-must-move'),
      );
    },
  );

  itRule(
    'full-movement-and-stopping-at-stations',
    `the full count, or an early stop in a town to trade`,
    () => {
      const s = twoPlayers([6, 3, 1]);
      s.act({ type: 'dice.roll' });
      // Ann's alcohol (full small train): Cheyenne buys alcohol, so it may stop there after 2 of 9.
      legal(s, {
        type: 'train.move',
        player: 0,
        train: ANN_DENVER,
        path: ['cheyenne~denver:1', 'cheyenne'],
      });
      // Leadville buys alcohol too; Raton Junction is no town.
      refused(
        s,
        { type: 'train.move', player: 0, train: ANN_DENVER, path: leg('denver', 'raton') },
        R('full-movement-and-stopping-at-stations'),
      );
      // Ann's mining equipment: Omaha does not buy it, so the full train cannot stop there.
      const why = refused(
        s,
        { type: 'train.move', player: 0, train: ANN_KC, path: leg('kansas-city', 'omaha') },
        R('full-movement-and-stopping-at-stations'),
      );
      expect(why).toMatch(/must move all 9 spaces/);
    },
  );

  itRule('no-dumping-of-goods', `goods leave a train only where a town buys them`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.act({ type: 'dice.roll' });
    s.act({
      type: 'train.move',
      train: ANN_KC,
      path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
    });
    expect(s.train(ANN_KC).cargo).toEqual([{ type: 'goods', good: 'mining-equipment' }]);
    const types = new Set(game.legalMoves(s.state).map((m) => m.type));
    expect([...types].some((t) => /dump|drop|discard/.test(t))).toBe(false);
  });

  itRule('reversing-direction', `no reversing on the track; any direction out of a town`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_KC, { at: 'kansas-city~omaha:1', from: 'kansas-city' });
    s.act({ type: 'dice.roll' });
    refused(
      s,
      {
        type: 'train.move',
        player: 0,
        train: ANN_KC,
        path: ['kansas-city', 'kansas-city~wichita:1'],
      },
      R('full-movement-and-stopping-at-stations'),
    );
    legal(s, {
      type: 'train.move',
      player: 0,
      train: ANN_KC,
      path: ['kansas-city~omaha:2', 'omaha'],
    });
    const fromTown = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'train.move' && m.train === ANN_DENVER);
    const firstSteps = new Set(fromTown.map((m) => (m as { path: string[] }).path[0]));
    expect(firstSteps.size).toBe(4);
  });

  itRule('passing-and-junctions', `any branch at a junction; trains pass each other`, () => {
    const s = twoPlayers([3, 3, 1]);
    s.arrangeTrain(ANN_DENVER, { at: 'denver~raton:2', from: 'denver~raton:1', cargo: [] });
    s.arrangeTrain(BOB_CHEYENNE, { at: 'denver~raton:3', from: 'raton' });
    s.act({ type: 'dice.roll' });
    const ends = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'train.move' && m.train === ANN_DENVER)
      .map((m) => (m as { path: string[] }).path);
    expect(ends).toContainEqual(['denver~raton:3', 'raton', 'raton~santa-fe:1', 'santa-fe']);
    expect(ends).toContainEqual([
      'denver~raton:3',
      'raton',
      ...leg('raton', 'dodge-city').slice(0, 4),
    ]);
  });

  itRule('moving-desperados', `exactly the highest die, no doubling back within a move`, () => {
    const s = twoPlayers([3, 2, 1]);
    s.act({ type: 'dice.roll' });
    const rides = game.legalMoves(s.state).filter((m) => m.type === 'desperado.move');
    expect(rides.every((m) => (m as { path: string[] }).path.length === 3)).toBe(true);
    refused(
      s,
      {
        type: 'desperado.move',
        player: 0,
        desperado: ANN_DESPERADO,
        path: ['denver~leadville:1', 'denver', 'denver~leadville:1'],
      },
      R('sheriffs-block-desperados'),
    );
    legal(s, {
      type: 'desperado.move',
      player: 0,
      desperado: ANN_DESPERADO,
      path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
    });
  });

  itRule(
    'when-to-buy-and-sell-goods',
    `goods sell at once on arrival; buying is done before leaving`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash[0]).toBe(450 + CITY_GOODS.cheyenne.buys.alcohol! - 20);
      refused(
        s,
        { type: 'goods.buy', player: 0, train: ANN_DENVER, good: 'cattle' },
        R('rolling-and-moving-trains'),
      );
    },
  );

  itRule(
    'before-rolling-the-dice',
    `purchases, dynamite and telegrams only before the roll`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      legal(s, { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:3' });
      s.act({ type: 'dice.roll' });
      refused(
        s,
        { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:3' },
        R('rolling-and-moving-trains'),
      );
      refused(s, { type: 'dice.roll', player: 0 }, R('rolling-and-moving-trains'));
    },
  );

  itRule('winning-the-game', `the first to reach the target wins at once`, () => {
    const s = twoPlayers();
    s.arrange(() => ({ cash: [4100, 450] }));
    expect(points(s.ctx, 0)).toBe(10);
    s.act({ type: 'train.buy', city: 'denver', size: 'small' });
    expect(s.phase).toBe('gameOver');
    const result = game.result(s.state)!;
    expect(result.winners).toEqual([0]);
    expect(result.rule).toBe(R('success-points-needed-to-win'));
    expect(game.legalMoves(s.state)).toEqual([]);
  });

  itRule(
    'success-points-needed-to-win',
    `11, 10, 9 and 8 points for 2 to 5 players; a lower target by option`,
    () => {
      const targets = [2, 3, 4, 5].map(
        (n) => new Scenario(Array.from({ length: n }, (_, i) => `P${i}`)).ctx.target,
      );
      expect(targets).toEqual([11, 10, 9, 8]);
      expect(new Scenario(['A', 'B'], { target: 7 }).ctx.target).toBe(7);
    },
  );

  itRule(
    'scoring-success-points',
    `small 1, large 2, station 1, 2 per full $1,200 — 4 at the start`,
    () => {
      const s = twoPlayers();
      expect(s.view.players.map((p) => p.points)).toEqual([4, 4]);
      s.arrange(() => ({ cash: [2399, 1200] }));
      expect(points(s.ctx, 0)).toBe(6);
      expect(points(s.ctx, 1)).toBe(6);
      s.arrangeTrain(ANN_DENVER, { size: 'large' });
      expect(points(s.ctx, 0)).toBe(7);
    },
  );

  itRule(
    'dangers-along-the-way',
    `desperados, dynamite and sheriffs are public for every viewer`,
    () => {
      const s = twoPlayers();
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
      for (const viewer of [0, 1, 'spectator'] as const) {
        const v = game.view(s.state, viewer);
        expect(v.dynamite).toEqual([{ at: 'cheyenne~omaha:3', owner: 0 }]);
        expect(v.desperados).toHaveLength(2);
        expect(v.sheriffs).toEqual([null, null]);
      }
    },
  );

  itRule('desperados', `each player has one desperado (two each with the two-player tip)`, () => {
    expect(twoPlayers().ctx.desperados.map((d) => d.owner)).toEqual([0, 1]);
    const tip = twoPlayers([], { twoDesperados: true });
    expect(tip.ctx.desperados.map((d) => [d.owner, d.at])).toEqual([
      [0, 'denver'],
      [0, 'kansas-city'],
      [1, 'cheyenne'],
      [1, 'omaha'],
    ]);
  });

  itRule(
    'duels',
    `passing a rival desperado outside a town means a duel; the higher die wins; a tie goes to the train`,
    () => {
      const tie = twoPlayers([6, 3, 1, 4, 4]);
      tie.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
        ),
      }));
      tie
        .act({ type: 'dice.roll' })
        .act({ type: 'train.move', train: ANN_DENVER, path: leg('denver', 'kansas-city') });
      expect(tie.ctx.events[0]!.text).toMatch(/rolls 4.*rolls 4: the train wins/);
      expect(tie.train(ANN_DENVER).cargo).toEqual([{ type: 'goods', good: 'alcohol' }]);
      expect(
        game.isUndoBarrier!(
          twoPlayers([6, 3, 1, 4, 4])
            .arrange((ctx) => ({
              desperados: ctx.desperados.map((d) =>
                d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
              ),
            }))
            .act({ type: 'dice.roll' }).state,
          { type: 'train.move', player: 0, train: ANN_DENVER, path: leg('denver', 'kansas-city') },
        ),
      ).toBe(true);
    },
  );

  itRule(
    'loot-from-a-robbery',
    `goods to the bank, $100 per token to the backer ($200 from a large train); passengers leave`,
    () => {
      const s = twoPlayers([6, 3, 1, 2, 5]);
      s.arrangeTrain(ANN_DENVER, {
        size: 'large',
        cargo: [
          { type: 'goods', good: 'alcohol' },
          { type: 'passengers', zone: 'M' },
        ],
      });
      s.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
        ),
      }));
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_DENVER,
        path: leg('denver', 'kansas-city'),
      });
      expect(s.train(ANN_DENVER).cargo).toEqual([]);
      expect(s.ctx.cash).toEqual([450, 650]);
    },
  );

  itRule('movement-after-an-attack', `the train still moves its full count`, () => {
    const s = twoPlayers([6, 3, 1, 1, 6]);
    s.arrange((ctx) => ({
      desperados: ctx.desperados.map((d) =>
        d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
      ),
    }));
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_DENVER,
      path: leg('denver', 'kansas-city'),
    });
    expect(s.train(ANN_DENVER).at).toBe('kansas-city');
    expect(s.ctx.cash[1]).toBe(550);
  });

  itRule('two-desperados-on-one-space', `a duel with each; both win → the loot is shared`, () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy'], { scriptedDice: [6, 1, 2, 6, 3, 1, 1, 5, 2, 6] });
    s.setup(['denver', 'cheyenne', 'tucson', 'helena', 'omaha', 'kansas-city']);
    s.arrange((ctx) => ({
      desperados: ctx.desperados.map((d) =>
        d.owner === 0 ? d : { ...d, at: 'denver~kansas-city:3' },
      ),
    }));
    const denverTrain = s.ctx.trains.find((t) => t.at === 'denver')!.id;
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: denverTrain,
      path: leg('denver', 'kansas-city'),
    });
    expect(s.ctx.events.filter((e) => e.kind === 'duel')).toHaveLength(2);
    expect(s.ctx.cash).toEqual([450, 500, 500]);
  });

  itRule(
    'when-desperados-cannot-attack',
    `not in a town, not its owner's train, not by riding onto a train`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === BOB_DESPERADO ? { ...d, at: 'cheyenne' } : { ...d, at: 'cheyenne~denver:1' },
        ),
      }));
      s.act({ type: 'dice.roll' });
      // Ann's own desperado never duels her; Bob's in Cheyenne town cannot attack from there.
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.ctx.events.some((e) => e.kind === 'duel')).toBe(false);
      const onto = twoPlayers([1, 1, 1]);
      onto.arrangeTrain(BOB_CHEYENNE, { at: 'denver~leadville:1', from: 'leadville' });
      onto
        .act({ type: 'dice.roll' })
        .act({ type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] });
      expect(onto.ctx.events.some((e) => e.kind === 'duel')).toBe(false);
      expect(onto.train(BOB_CHEYENNE).cargo).toHaveLength(1);
    },
  );

  itRule(
    'relocating-a-desperado',
    `riding into an own station, it may start again at another`,
    () => {
      const s = twoPlayers([4, 2, 1]);
      s.arrange((ctx) => ({
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver~kansas-city:7' } : d,
        ),
      }));
      s.act({ type: 'dice.roll' });
      s.act({
        type: 'desperado.jump',
        desperado: ANN_DESPERADO,
        path: ['denver~kansas-city:8', 'kansas-city'],
        to: 'denver',
      });
      expect(s.ctx.desperados.find((d) => d.id === ANN_DESPERADO)!.at).toBe('denver');
      refused(
        s,
        {
          type: 'desperado.jump',
          player: 0,
          desperado: ANN_DESPERADO,
          path: ['denver~leadville:1'],
          to: 'kansas-city',
        },
        R('moving-desperados'),
      );
    },
  );

  itRule('dynamite', `$20 a token, anywhere but in a town`, () => {
    const s = twoPlayers();
    s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
    expect(s.ctx.cash[0]).toBe(430);
    refused(
      s,
      { type: 'dynamite.lay', player: 0, space: 'omaha' },
      R('buying-and-placing-dynamite'),
    );
  });

  itRule(
    'buying-and-placing-dynamite',
    `at most three a turn, never more than three next to each other`,
    () => {
      const s = twoPlayers();
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:1' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:2' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
      expect(
        refused(
          s,
          { type: 'dynamite.lay', player: 0, space: 'helena~bismarck:4' },
          R('buying-and-placing-dynamite'),
        ),
      ).toMatch(/3 dynamite tokens a turn/);
      s.arrange(() => ({ dynamiteThisTurn: 0 }));
      expect(
        refused(
          s,
          { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:4' },
          R('buying-and-placing-dynamite'),
        ),
      ).toMatch(/next to each other/);
      legal(s, { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:5' });
    },
  );

  itRule(
    'dynamite-explosions',
    `landing exactly on it (own too): the train waits a move, passengers leave, goods stay`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, {
        size: 'large',
        cargo: [
          { type: 'goods', good: 'mining-equipment' },
          { type: 'passengers', zone: 'C' },
        ],
      });
      s.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
      s.act({ type: 'dynamite.lay', space: 'cheyenne~denver:1' });
      s.act({ type: 'dice.roll' });
      s.act({ type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] });
      expect(s.ctx.dynamite.map((d) => d.at)).toContain('cheyenne~denver:1');
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2', 'omaha'],
      });
      expect(s.train(ANN_KC).waiting).toBe(false);
      const hit = twoPlayers([1, 1, 1]);
      hit.arrangeTrain(ANN_KC, { cargo: [{ type: 'passengers', zone: 'C' }] });
      hit.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
      hit.act({ type: 'dice.roll' });
      hit.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
      });
      expect(hit.train(ANN_KC)).toMatchObject({ waiting: true, cargo: [] });
      expect(hit.ctx.dynamite).toEqual([]);
      const goods = twoPlayers([1, 1, 1]);
      goods.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' }).act({ type: 'dice.roll' });
      goods.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
      });
      expect(goods.train(ANN_KC).cargo).toEqual([{ type: 'goods', good: 'mining-equipment' }]);
    },
  );

  itRule('sheriffs', `two sheriffs start in the supply`, () => {
    expect(twoPlayers().ctx.sheriffs).toEqual([null, null]);
  });

  itRule(
    'placing-a-sheriff',
    `landing on a star lets the owner place a sheriff anywhere on the track (or move one)`,
    () => {
      const s = twoPlayers([1, 1, 1]);
      s.arrangeTrain(ANN_KC, {
        at: 'denver~kansas-city:4',
        from: 'denver~kansas-city:5',
        cargo: [],
      });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
      });
      expect(s.phase).toBe('sheriff');
      refused(
        s,
        { type: 'sheriff.place', player: 0, sheriff: 0, space: 'denver' },
        R('placing-a-sheriff'),
      );
      refused(
        s,
        { type: 'sheriff.place', player: 0, sheriff: 1, space: 'cheyenne~omaha:3' },
        R('placing-a-sheriff'),
      );
      s.act({ type: 'sheriff.place', sheriff: 0, space: 'cheyenne~omaha:3' });
      expect(s.ctx.sheriffs).toEqual(['cheyenne~omaha:3', null]);
      expect(s.phase).toBe('moving');
      s.arrange(() => ({ sheriffs: ['cheyenne~omaha:3', 'cheyenne~omaha:5'], pendingSheriff: 0 }));
      s.state = { ...s.state, value: { turn: { moving: 'sheriff' } } } as never;
      s.act({ type: 'sheriff.place', sheriff: 1, space: 'helena~bismarck:2' });
      expect(s.ctx.sheriffs).toEqual(['cheyenne~omaha:3', 'helena~bismarck:2']);
    },
  );

  itRule('placing-a-sheriff', `the owner may decline`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:4', from: 'denver~kansas-city:5', cargo: [] });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
    });
    s.act({ type: 'sheriff.skip' });
    expect(s.ctx.sheriffs).toEqual([null, null]);
  });

  itRule(
    'sheriffs-block-desperados',
    `a desperado cannot enter or pass a sheriff; hemmed in, it stays`,
    () => {
      const s = twoPlayers([3, 1, 1]);
      s.arrange((ctx) => ({
        sheriffs: ['denver~leadville:2', null],
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver' } : d,
        ),
      }));
      s.act({ type: 'dice.roll' });
      refused(
        s,
        {
          type: 'desperado.move',
          player: 0,
          desperado: ANN_DESPERADO,
          path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
        },
        R('sheriffs-block-desperados'),
      );
      const trapped = twoPlayers([6, 1, 1]);
      trapped.arrange((ctx) => ({
        sheriffs: ['denver~kansas-city:2', 'denver~kansas-city:5'],
        desperados: ctx.desperados.map((d) =>
          d.id === ANN_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
        ),
      }));
      trapped.act({ type: 'dice.roll' });
      expect(trapped.ctx.toMove).not.toContain(ANN_DESPERADO);
    },
  );

  itRule('sheriffs-clear-dynamite', `a sheriff placed on dynamite removes it`, () => {
    const s = twoPlayers([1, 1, 1]);
    s.act({ type: 'dynamite.lay', space: 'cheyenne~omaha:3' });
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:4', from: 'denver~kansas-city:5', cargo: [] });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
    });
    s.act({ type: 'sheriff.place', sheriff: 0, space: 'cheyenne~omaha:3' });
    expect(s.ctx.dynamite).toEqual([]);
    expect(s.ctx.cash[0]).toBe(430);
  });

  itRule('telegrams', `landing on a T space draws the top telegram`, () => {
    const s = twoPlayers([1, 1, 1], { stackedDeck: ['payday'] });
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
    });
    expect(s.ctx.cash).toEqual([500, 500]);
    expect(s.ctx.deck.at(-1)).toBe('payday');
    expect(s.ctx.deckKnown).toBe(1);
  });

  itRule('drawing-a-telegram', `passing a T space draws nothing; a draw is an undo barrier`, () => {
    const s = twoPlayers([6, 3, 1], { stackedDeck: ['payday'] });
    s.act({ type: 'dice.roll' });
    const move = {
      type: 'train.move',
      player: 0,
      train: ANN_DENVER,
      path: leg('denver', 'kansas-city'),
    } as WweMove;
    expect(game.isUndoBarrier!(s.state, move)).toBe(false);
    s.apply(move);
    expect(s.ctx.deck[0]).toBe('payday');
    const t = twoPlayers([1, 1, 1], { stackedDeck: ['payday'] });
    t.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' }).act({
      type: 'dice.roll',
    });
    expect(
      game.isUndoBarrier!(t.state, {
        type: 'train.move',
        player: 0,
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      }),
    ).toBe(true);
  });

  itRule(
    'public-and-personal-telegrams',
    `a personal telegram is used at once or kept secretly; a kept one moves only the train that drew it`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['full-steam-1'] });
      s.arrangeTrain(ANN_KC, {
        at: 'denver~kansas-city:3',
        from: 'denver~kansas-city:2',
        cargo: [],
      });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.phase).toBe('telegram');
      expect(game.view(s.state, 1).pending.telegram!.card).toBeNull();
      expect(game.view(s.state, 0).pending.telegram!.card!.id).toBe('full-steam-1');
      expect(game.describeMove({ type: 'telegram.keep', player: 0 }, s.state, 1)).not.toMatch(
        /Full steam/,
      );
      s.act({ type: 'telegram.keep' });
      expect(game.view(s.state, 1).players[0]!.kept).toBeNull();
      expect(game.view(s.state, 1).players[0]!.keptCount).toBe(1);
      expect(game.view(s.state, 0).players[0]!.kept![0]!.card.id).toBe('full-steam-1');
    },
  );

  itRule(
    'public-and-personal-telegrams',
    `a public telegram is resolved at once and goes under the deck`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['headwind'] });
      s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.phase).toBe('telegramMove');
      refused(
        s,
        {
          type: 'train.move',
          player: 0,
          train: ANN_DENVER,
          path: ['cheyenne~denver:1', 'cheyenne'],
        },
        R('public-and-personal-telegrams'),
      );
      s.act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:3'],
      });
      expect(s.train(ANN_KC).at).toBe('denver~kansas-city:3');
      expect(s.ctx.deck.at(-1)).toBe('headwind');
    },
  );

  itRule(
    'competition-telegrams',
    `a competition takes a slot; the first to do it wins; full slots send it under the deck`,
    () => {
      const s = twoPlayers([1, 1, 1], { stackedDeck: ['new-locomotive'] });
      s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      s.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(s.ctx.competitions[0]!.card).toBe('new-locomotive');
      s.arrange(() => ({ cash: [2000, 450], toMove: [] }));
      s.state = { ...s.state, value: { turn: { beforeRoll: 'actions' } } } as never;
      s.act({ type: 'train.upgrade', train: ANN_DENVER });
      expect(s.ctx.cash[0]).toBe(2000 - 600 + 200);
      expect(s.ctx.competitions[0]).toBeNull();
      const full = twoPlayers([1, 1, 1], { stackedDeck: ['long-haul'] });
      full.arrange(() => ({
        competitions: [
          { card: 'coast-to-prairie', drawnBy: 1, lastRound: 9 },
          { card: 'pacific-franchise', drawnBy: 1, lastRound: 9 },
          { card: 'mountain-franchise', drawnBy: 1, lastRound: 9 },
        ],
        deck: full.ctx.deck.filter(
          (c) => !['coast-to-prairie', 'pacific-franchise', 'mountain-franchise'].includes(c),
        ),
      }));
      full.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:3', from: 'denver~kansas-city:2' });
      full.act({ type: 'dice.roll' }).act({
        type: 'train.move',
        train: ANN_KC,
        path: ['denver~kansas-city:4', 'denver~kansas-city:5'],
      });
      expect(full.ctx.deck.at(-1)).toBe('long-haul');
    },
  );

  itRule(
    'tips-and-tricks',
    `the tips are options: a lower target, a round limit, two desperados for two`,
    () => {
      const ids = optionSpecs.map((o) => o.id);
      expect(ids).toEqual(expect.arrayContaining(['target', 'roundLimit', 'twoDesperados']));
    },
  );

  itRule(
    'shorter-games',
    `with a round limit the most success points win when it is reached`,
    () => {
      const s = twoPlayers([1, 1, 1, 1, 1, 1], { roundLimit: 10 });
      s.arrange(() => ({ round: 10, cash: [450, 1300] }));
      s.act({ type: 'dice.roll' });
      for (const move of [
        { type: 'train.move', train: ANN_DENVER, path: ['cheyenne~denver:1', 'cheyenne'] },
        { type: 'train.move', train: ANN_KC, path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'] },
        { type: 'desperado.move', desperado: ANN_DESPERADO, path: ['denver~leadville:1'] },
      ] as const)
        s.act(move as never);
      s.act({ type: 'dice.roll' });
      while (s.phase === 'moving')
        s.act(game.legalMoves(s.state).find((m) => m.type !== 'train.wait') as never);
      expect(s.phase).toBe('gameOver');
      expect(game.result(s.state)!.winners).toEqual([1]);
      expect(game.result(s.state)!.rule).toBe(R('shorter-games'));
    },
  );

  itRule('price-overview-cards', `every town's buying and selling prices are in the view`, () => {
    const v = twoPlayers().view;
    const denver = v.nodes.find((n) => n.id === 'denver')!;
    expect(denver.sells).toEqual(CITY_GOODS.denver.sells);
    expect(denver.buys).toEqual(CITY_GOODS.denver.buys);
  });

  itRule('extra-desperados-for-two-players', `the tip is ignored with more players`, () => {
    const s = new Scenario(['A', 'B', 'C'], { twoDesperados: true, scriptedDice: [6, 1, 1] });
    s.setup(['denver', 'cheyenne', 'omaha', 'tucson', 'helena', 'kansas-city']);
    expect(s.ctx.desperados).toHaveLength(3);
  });

  itRule(
    'dirty-tricks-and-side-deals',
    `deals are the table's business (registered, no engine rule)`,
    () => {
      expect(ambiguities.some((a) => a.rule === R('dirty-tricks-and-side-deals'))).toBe(true);
    },
  );

  itRule('alternative-rules', `both variants are options, off by default`, () => {
    const byId = Object.fromEntries(optionSpecs.map((o) => [o.id, o]));
    expect(byId.expensiveDynamite!.default).toBe(false);
    expect(byId.extraGangs!.default).toBe(false);
  });

  itRule('variant-expensive-dynamite', `$50 a token, and the train also loses its goods`, () => {
    const s = twoPlayers([1, 1, 1], { expensiveDynamite: true });
    s.act({ type: 'dynamite.lay', space: 'kansas-city~omaha:2' });
    expect(s.ctx.cash[0]).toBe(400);
    s.act({ type: 'dice.roll' });
    s.act({
      type: 'train.move',
      train: ANN_KC,
      path: ['kansas-city~omaha:1', 'kansas-city~omaha:2'],
    });
    expect(s.train(ANN_KC).cargo).toEqual([]);
  });

  itRule('variant-extra-desperado-gang', `$250 for another desperado at an own station`, () => {
    const plain = twoPlayers();
    refused(
      plain,
      { type: 'gang.hire', player: 0, city: 'denver' },
      R('variant-extra-desperado-gang'),
    );
    const s = twoPlayers([], { extraGangs: true });
    s.act({ type: 'gang.hire', city: 'kansas-city' });
    expect(s.ctx.cash[0]).toBe(200);
    expect(s.ctx.desperados.filter((d) => d.owner === 0).map((d) => d.at)).toEqual([
      'denver',
      'kansas-city',
    ]);
    refused(s, { type: 'gang.hire', player: 0, city: 'omaha' }, R('variant-extra-desperado-gang'));
  });

  it('every rule section has a test named after its id', () => {
    expect(ruleSections.map((s) => s.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('every space of the board is reachable and no telegram space is in a town', () => {
    expect(NODES.filter((n) => n.kind === 'city' && n.feature !== null)).toEqual([]);
  });
});
