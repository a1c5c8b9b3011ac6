import { describe, expect, it } from 'vitest';
import { and, not, or, setup, stateIn } from 'xstate';
import { activeIds, chartModel, chartNodes, guardLabel } from './chart.js';

/** A machine with a guard of every shape, an onDone, an eventless and a targetless transition. */
const door = setup({
  guards: { isUnlocked: () => true, hasKey: () => true, isAfterHours: () => false },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      meta: { rule: 'door:closed' },
      description: 'The door is shut.',
      initial: 'locked',
      states: {
        locked: { on: { 'door.unlock': { guard: 'hasKey', target: 'unlocked' } } },
        unlocked: {
          on: {
            'door.lock': 'locked',
            'door.wedge': {
              guard: { type: 'isAfterHours', params: { hour: 22 } },
              target: 'stuck',
            },
          },
        },
        stuck: { type: 'final' },
      },
      onDone: 'broken',
      on: {
        'door.open': { guard: and(['isUnlocked', not('hasKey')]), target: 'open' },
        'door.kick': { guard: or(['isAfterHours', stateIn('closed.stuck')]), target: 'broken' },
        'door.knock': {},
      },
    },
    open: {
      description: 'Wide open',
      on: { 'door.close': { guard: () => true, target: 'closed' } },
    },
    broken: { always: { guard: 'isUnlocked', target: 'open' } },
  },
});

describe('chartModel (the one walker of machines, for the docs and <ry-statechart>)', () => {
  it('reads nested states, initial children, rules and descriptions', () => {
    const model = chartModel(door);
    expect(model.root.children.map((c) => c.id)).toEqual(['closed', 'open', 'broken']);
    const closed = model.nodes.get('closed')!;
    expect(closed).toMatchObject({
      type: 'compound',
      initial: 'closed.locked',
      rule: 'door:closed',
      description: 'The door is shut.',
    });
    expect(model.nodes.get('closed.stuck')!.type).toBe('final');
    expect(model.nodes.get('open')!.description).toBe('Wide open');
    expect(chartNodes(model).map((n) => n.id)).toEqual([
      '',
      'closed',
      'closed.locked',
      'closed.unlocked',
      'closed.stuck',
      'open',
      'broken',
    ]);
  });

  it('labels every transition `event [guard]`, whatever the guard shape', () => {
    const labels = chartNodes(chartModel(door)).flatMap((n) =>
      n.transitions.map((e) => `${n.id}: ${e.label} -> ${e.target}`),
    );
    expect(labels).toEqual([
      'closed: door.open [isUnlocked && !hasKey] -> open',
      'closed: door.kick [isAfterHours || in("closed.stuck")] -> broken',
      'closed: door.knock -> closed',
      'closed: done -> broken',
      'closed.locked: door.unlock [hasKey] -> closed.unlocked',
      'closed.unlocked: door.lock -> closed.locked',
      'closed.unlocked: door.wedge [isAfterHours] -> closed.stuck',
      'open: door.close [guard] -> closed',
      'broken: always [isUnlocked] -> open',
    ]);
    const closed = chartModel(door).nodes.get('closed')!;
    expect(closed.internal.map((e) => e.event)).toEqual(['door.knock']);
    expect(chartModel(door).edges.map((e) => e.event)).not.toContain('door.knock');
  });

  it('names guards of every shape', () => {
    expect(guardLabel(undefined)).toBeUndefined();
    expect(guardLabel('isLegalBid')).toBe('isLegalBid');
    expect(guardLabel({ type: 'isLegalBid', params: { max: 3 } })).toBe('isLegalBid');
    expect(
      guardLabel(function canBuild() {
        return true;
      }),
    ).toBe('canBuild');
  });

  it('lists active ids ancestors first', () => {
    expect(activeIds({ closed: 'locked' })).toEqual(['closed', 'closed.locked']);
    expect(activeIds('open')).toEqual(['open']);
    expect(activeIds(undefined)).toEqual([]);
  });
});
