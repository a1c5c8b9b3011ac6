/**
 * Three readings that follow the rulebook's sentence by default (issue 22), each with our earlier,
 * narrower reading kept as an option (see ambiguities.ts): a duel against an empty train, dynamite
 * under a standing train or a sheriff, a sheriff on a desperado's space.
 */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import type { WweMove } from './types.js';

const R = (anchor: string) => `wild-west-express:${anchor}`;
const ANN_DENVER = 'train-0-1';
const ANN_KC = 'train-0-2';
const BOB_CHEYENNE = 'train-1-3';
const BOB_DESPERADO = 'desperado-1-2';
/** The nine spaces from Denver to Kansas City. */
const DENVER_TO_KC = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `denver~kansas-city:${i}`);

/** Ann (seat 0): Denver and Kansas City; Bob (seat 1): Cheyenne and Omaha. Ann starts. */
function twoPlayers(dice: number[], options: Record<string, unknown> = {}): Scenario {
  const s = new Scenario(['Ann', 'Bob'], { scriptedDice: [6, 1, ...dice], ...options } as never);
  return s.setup(['denver', 'cheyenne', 'omaha', 'kansas-city']);
}

const isLegal = (s: Scenario, move: WweMove) => {
  expect(game.explainIllegal(s.state, move as GameMove)).toBeNull();
  expect(game.legalMoves(s.state)).toContainEqual(move);
};
const isRefused = (s: Scenario, move: WweMove, rule: string, reason: RegExp) => {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why?.rule).toBe(rule);
  expect(why?.reason).toMatch(reason);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
};

describe('wild-west-express: readings that follow the rulebook sentence', () => {
  /** Ann's empty (and guarded) Denver train rides past Bob's desperado; the duel dice are 2 and 5. */
  function emptyTrainPassesDesperado(options: Record<string, unknown> = {}): Scenario {
    const s = twoPlayers([6, 3, 1, 2, 5], options);
    s.arrangeTrain(ANN_DENVER, { cargo: [], guarded: true });
    s.arrangeTrain(ANN_KC, { guarded: false });
    s.arrange((ctx) => ({
      desperados: ctx.desperados.map((d) =>
        d.id === BOB_DESPERADO ? { ...d, at: 'denver~kansas-city:3' } : d,
      ),
    }));
    return s.act({ type: 'dice.roll' });
  }
  const ride: WweMove = {
    type: 'train.move',
    player: 0,
    train: ANN_DENVER,
    path: [...DENVER_TO_KC, 'kansas-city'],
  };

  it(`${R('duels')}: an empty train that meets a rival desperado fights the duel; nothing is taken`, () => {
    const s = emptyTrainPassesDesperado();
    // A guarded train's guards see the desperado off: used up even though nothing was aboard.
    expect(game.isUndoBarrier!(s.state, ride)).toBe(false);
    s.apply(ride);
    expect(s.ctx.events.some((e) => e.kind === 'duel' && /Armed guards/.test(e.text))).toBe(true);
    expect(s.train(ANN_DENVER).guarded).toBe(false);
    const unguarded = emptyTrainPassesDesperado();
    unguarded.arrangeTrain(ANN_DENVER, { guarded: false });
    const bob = unguarded.ctx.cash[1]!;
    expect(game.isUndoBarrier!(unguarded.state, ride)).toBe(true);
    unguarded.apply(ride);
    const duel = unguarded.ctx.events.filter((e) => e.kind === 'duel').map((e) => e.text);
    expect(duel[0]).toMatch(/rolls 5, .* rolls 2: the desperado wins/);
    expect(duel[1]).toMatch(/carries nothing: the desperado rides off empty-handed/);
    expect(unguarded.ctx.cash[1]).toBe(bob);
    expect(game.checkInvariants(unguarded.state)).toEqual([]);
  });

  it(`${R('duels')}: option skipEmptyTrainDuels: an empty train passes without a duel`, () => {
    const s = emptyTrainPassesDesperado({ skipEmptyTrainDuels: true });
    expect(game.isUndoBarrier!(s.state, ride)).toBe(false);
    const dice = s.ctx.diceUsed;
    s.apply(ride);
    expect(s.ctx.events.some((e) => e.kind === 'duel')).toBe(false);
    expect(s.ctx.diceUsed).toBe(dice);
    expect(s.train(ANN_DENVER).guarded).toBe(true);
  });

  /** Bob's Cheyenne train stands on cheyenne~omaha:3 and a sheriff on cheyenne~omaha:5. */
  function occupiedTrack(options: Record<string, unknown> = {}): Scenario {
    const s = twoPlayers([1, 1, 1], options);
    s.arrangeTrain(BOB_CHEYENNE, { at: 'cheyenne~omaha:3', from: 'cheyenne~omaha:2' });
    return s.arrange(() => ({ sheriffs: ['cheyenne~omaha:5', null] }));
  }
  const underTrain = { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:3' } as const;
  const underSheriff = { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:5' } as const;

  it(`${R('buying-and-placing-dynamite')}: dynamite may lie under a standing train or a sheriff (anywhere but in towns)`, () => {
    const s = occupiedTrack();
    isLegal(s, underTrain);
    isLegal(s, underSheriff);
    isRefused(
      s,
      { type: 'dynamite.lay', player: 0, space: 'omaha' },
      R('buying-and-placing-dynamite'),
      /not be laid in a town/,
    );
    s.apply(underTrain).apply(underSheriff);
    expect(s.ctx.dynamite.map((d) => d.at)).toEqual(['cheyenne~omaha:3', 'cheyenne~omaha:5']);
    // The sheriff already standing there does not clear it; the train standing on it is not blown up.
    expect(s.ctx.sheriffs[0]).toBe('cheyenne~omaha:5');
    expect(s.train(BOB_CHEYENNE).waiting).toBe(false);
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it(`${R('buying-and-placing-dynamite')}: option dynamiteOnFreeTrackOnly: not under a train or a sheriff`, () => {
    const s = occupiedTrack({ dynamiteOnFreeTrackOnly: true });
    isRefused(s, underTrain, R('buying-and-placing-dynamite'), /a train stands on that space/);
    isRefused(s, underSheriff, R('buying-and-placing-dynamite'), /a sheriff stands on that space/);
    isLegal(s, { type: 'dynamite.lay', player: 0, space: 'cheyenne~omaha:4' });
  });

  /** Ann's Kansas City train lands on a star; Bob's desperado waits on cheyenne~omaha:3. */
  function sheriffToPlace(options: Record<string, unknown> = {}): Scenario {
    const s = twoPlayers([1, 1, 1], options);
    s.arrangeTrain(ANN_KC, { at: 'denver~kansas-city:4', from: 'denver~kansas-city:5', cargo: [] });
    s.arrange((ctx) => ({
      desperados: ctx.desperados.map((d) =>
        d.id === BOB_DESPERADO ? { ...d, at: 'cheyenne~omaha:3' } : d,
      ),
    }));
    s.act({ type: 'dice.roll' }).act({
      type: 'train.move',
      train: ANN_KC,
      path: ['denver~kansas-city:3', 'denver~kansas-city:2'],
    });
    expect(s.phase).toBe('sheriff');
    return s;
  }
  const onDesperado = {
    type: 'sheriff.place',
    player: 0,
    sheriff: 0,
    space: 'cheyenne~omaha:3',
  } as const;

  it(`${R('placing-a-sheriff')}: a sheriff may go on a desperado's space (a space of the player's choice)`, () => {
    const s = sheriffToPlace();
    isLegal(s, onDesperado);
    s.apply(onDesperado);
    expect(s.ctx.sheriffs[0]).toBe('cheyenne~omaha:3');
    expect(s.ctx.desperados.find((d) => d.id === BOB_DESPERADO)!.at).toBe('cheyenne~omaha:3');
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it(`${R('placing-a-sheriff')}: option sheriffNotOnDesperado: not on a desperado's space`, () => {
    const s = sheriffToPlace({ sheriffNotOnDesperado: true });
    isRefused(s, onDesperado, R('placing-a-sheriff'), /a desperado stands on that space/);
    isLegal(s, { ...onDesperado, space: 'cheyenne~omaha:4' });
  });
});
