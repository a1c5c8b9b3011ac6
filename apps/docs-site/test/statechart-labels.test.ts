/**
 * The docs' state list and `<ry-statechart>` read machines through one walker (`chartModel` of
 * @railyard/rules), so a transition reads the same in the list and on the diagram: `event
 * [guard]`, with named, parameterised, inline and combined guards alike.
 */
import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { chartModel, chartNodes } from '@railyard/rules';
import { docsGames, engineOf } from '../src/lib/games.ts';
import { flatStates, machineStates, statesOfMachine } from '../src/lib/machine.ts';

const labelsByState = (entries: ReturnType<typeof machineStates>) =>
  flatStates(entries).map((entry) => [entry.path, entry.transitions.map((t) => t.label)]);

describe('statechart labels: docs list = diagram', () => {
  for (const game of docsGames.filter((g) => g.hasEngine)) {
    it(`${game.id}: every state lists exactly the labels the diagram draws`, () => {
      const model = chartModel(engineOf(game.id).machine);
      const diagram = chartNodes(model)
        .slice(1)
        .map((node) => [node.id, node.transitions.map((edge) => edge.label)]);
      expect(labelsByState(machineStates(game.id))).toEqual(diagram);
      // Named guards are shown by name (the docs once printed "condition" for every one).
      const guards = flatStates(machineStates(game.id)).flatMap((s) =>
        s.transitions.map((t) => t.guard).filter(Boolean),
      );
      expect(guards.length).toBeGreaterThan(0);
      expect(guards).not.toContain('condition');
    });
  }

  it('combined and parameterised guards and onDone read as on the diagram', () => {
    const door = setup({ guards: { isUnlocked: () => true, hasKey: () => true } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: {
          initial: 'shut',
          states: { shut: { on: { 'door.jam': 'jammed' } }, jammed: { type: 'final' } },
          onDone: 'open',
          on: {
            'door.open': { guard: and(['isUnlocked', not('hasKey')]), target: 'open' },
            'door.knock': { guard: { type: 'hasKey', params: { key: 1 } } },
          },
        },
        open: { always: { guard: 'isUnlocked', target: 'closed' } },
      },
    });
    const states = statesOfMachine(door, () => null);
    expect(labelsByState(states)).toEqual([
      ['closed', ['door.open [isUnlocked && !hasKey]', 'door.knock [hasKey]', 'done']],
      ['closed.shut', ['door.jam']],
      ['closed.jammed', []],
      ['open', ['always [isUnlocked]']],
    ]);
    expect(flatStates(states)[0]!.transitions.map((t) => t.targets)).toEqual([
      ['open'],
      [],
      ['open'],
    ]);
  });
});
