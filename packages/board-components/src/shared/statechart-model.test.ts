import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { activeIds, chartModel, lastTransition } from './statechart-model.js';
import { toyGame } from '../test-support/toy-game.js';
import { simulate, applyMove } from '@railyard/rules';

const door = setup({
  guards: { isUnlocked: () => true, hasKey: () => true },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      meta: { rule: 'door:closed' },
      initial: 'locked',
      states: {
        locked: { on: { 'door.unlock': { guard: 'hasKey', target: 'unlocked' } } },
        unlocked: { on: { 'door.lock': 'locked' } },
      },
      on: {
        'door.open': { guard: and(['isUnlocked', not('hasKey')]), target: 'open' },
        'door.knock': {},
      },
    },
    open: { description: 'Wide open', on: { 'door.close': 'closed' } },
  },
});

// The walk itself (states, labels, guards) is tested with the rules core's chartModel.
describe('lastTransition', () => {
  it('lists active ids ancestors first and finds the transition an event took', () => {
    expect(activeIds({ closed: 'locked' })).toEqual(['closed', 'closed.locked']);
    const model = chartModel(door);
    expect(
      lastTransition(model, { closed: 'locked' }, 'door.unlock', { closed: 'unlocked' })?.target,
    ).toBe('closed.unlocked');
    expect(lastTransition(model, { closed: 'unlocked' }, 'door.open', 'open')?.source).toBe(
      'closed',
    );
    expect(
      lastTransition(model, { closed: 'locked' }, 'door.knock', { closed: 'locked' })?.event,
    ).toBe('door.knock');
    expect(lastTransition(model, 'open', 'door.unlock', 'open')).toBeUndefined();
  });

  it('follows a real game: the toy game moves from auction to build', () => {
    const model = chartModel(toyGame.machine);
    expect(model.nodes.get('auction')!.rule).toBe('toy:auction');
    expect(
      model.edges.some(
        (e) => e.source === 'auction' && e.target === 'build' && e.event === 'always',
      ),
    ).toBe(true);
  });
});

describe('toy game (test support)', () => {
  it('plays to the end with bots', () => {
    const { record, state } = simulate(toyGame, { players: ['A', 'B', 'C'], seed: 's1' });
    expect(record.moves.length).toBeGreaterThan(3);
    expect(toyGame.result(state as never)).not.toBeNull();
    const bad = applyMove(toyGame, toyGame.createGame({ players: ['A', 'B'], seed: 'x' }), {
      type: 'auction.bid',
      player: 1,
      amount: 3,
    });
    expect(bad.ok).toBe(false);
  });
});

describe('lastTransitions', () => {
  it('follows an event with the eventless transitions it triggered', async () => {
    const { lastTransitions } = await import('./statechart-model.js');
    const model = chartModel(toyGame.machine);
    const path = lastTransitions(model, 'auction', 'auction.pass', 'build');
    expect(path.map((e) => `${e.source}->${e.target}:${e.event}`)).toEqual([
      'auction->auction:auction.pass',
      'auction->build:always',
    ]);
    // build.place re-enters build and stays there.
    expect(lastTransitions(model, 'build', 'build.place', 'build').map((e) => e.event)).toEqual([
      'build.place',
    ]);
    // build.place after which the build is done: build -> checkEnd -> auction
    expect(
      lastTransitions(model, 'build', 'build.place', 'auction').map(
        (e) => `${e.source}->${e.target}`,
      ),
    ).toEqual(['build->build', 'build->checkEnd', 'checkEnd->auction']);
  });
});
