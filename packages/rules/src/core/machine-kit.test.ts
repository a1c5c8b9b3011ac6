import { createMachine, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { setup } from './setup.js';
import { chartPhase, machineKit, ruleMeta } from './machine-kit.js';
import { CHECKER_GUARD } from './event-conditions.js';

type Phase = 'bidding' | 'building' | 'over';
const rule = ruleMeta<Phase>('toy');

const machine = createMachine({
  id: 'toy',
  initial: 'round',
  meta: rule('sequence'),
  states: {
    round: {
      meta: rule('round'),
      initial: 'bidding',
      states: {
        bidding: { meta: rule('bidding', 'bidding'), on: { 'bid.done': 'building' } },
        building: { meta: rule('toy:building', 'building'), on: { 'build.done': '#toy.over' } },
      },
    },
    over: { type: 'final', meta: rule('end', 'over') },
    unnamed: {},
  },
});

describe('ruleMeta', () => {
  it('prefixes an anchor with the game, keeps a full rule id, and adds a phase when given', () => {
    expect(rule('bidding')).toEqual({ rule: 'toy:bidding' });
    expect(rule('other:bidding')).toEqual({ rule: 'other:bidding' });
    expect(rule('bidding', 'bidding')).toEqual({ rule: 'toy:bidding', phase: 'bidding' });
  });
});

describe('chartPhase', () => {
  it('reads the phase of the active state off the chart, not off the parent states', () => {
    const [start] = initialTransition(machine);
    expect(chartPhase<Phase>(start)).toBe('bidding');
    const [built] = transition(machine, start, { type: 'bid.done' });
    expect(chartPhase<Phase>(built)).toBe('building');
    const [over] = transition(machine, built, { type: 'build.done' });
    expect(chartPhase<Phase>(over)).toBe('over');
  });

  it('is undefined in a state whose meta names no phase', () => {
    const unnamed = machine.resolveState({ value: 'unnamed', context: {} });
    expect(chartPhase(unnamed)).toBeUndefined();
  });
});

describe('machineKit', () => {
  type Ctx = { total: number; moves: number };
  type Move = { type: 'add.one'; player: number } | { type: 'add.n'; player: number; n: number };
  const { on, step, legal } = machineKit<Ctx, Move, 'adding'>();
  const counter = setup({
    types: { context: {} as Ctx, events: {} as Move },
    guards: { isLegal: (_, params: { phase: 'adding' }) => params.phase === 'adding' },
    actions: {
      addN: on('add.n', (c, move) => ({ total: c.total + move.n })),
      count: step((c) => ({ moves: c.moves + 1 })),
    },
  }).createMachine({
    context: { total: 0, moves: 0 },
    on: {
      'add.n': { guard: legal('adding'), actions: ['addN', 'count'] },
      // A typed action named on another move's transition changes nothing.
      'add.one': { actions: ['addN', 'count'] },
    },
  });

  it('runs a typed update on its own move, a move-free step on any, and is inert on another move', () => {
    const [start] = initialTransition(counter);
    const [added] = transition(counter, start, { type: 'add.n', player: 0, n: 5 });
    expect(added.context).toEqual({ total: 5, moves: 1 });
    const [other] = transition(counter, added, { type: 'add.one', player: 0 });
    expect(other.context).toEqual({ total: 5, moves: 2 });
    expect(legal('adding')).toEqual({ type: 'isLegal', params: { phase: 'adding' } });
    // The state panel reads the guard by this name as the event's condition.
    expect(legal('adding').type).toBe(CHECKER_GUARD);
  });
});
