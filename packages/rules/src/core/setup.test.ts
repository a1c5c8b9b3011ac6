import { describe, expect, it } from 'vitest';
import { and, initialTransition, setup as xstateSetup, transition } from 'xstate';
import { setup } from './setup.js';
import { assign } from './assign.js';

type Ctx = { count: number };
type Ev = { type: 'add'; by: number } | { type: 'next' };

/** The same chart built with either setup: guards (one combined), actions with params. */
function chart(setupImpl: typeof xstateSetup) {
  return setupImpl({
    types: { context: {} as Ctx, events: {} as Ev },
    guards: {
      isSmall: ({ context }) => context.count < 5,
      isPositive: ({ event }) => event.type !== 'add' || event.by > 0,
    },
    actions: {
      add: assign(({ context, event }, params: { times: number }) =>
        event.type === 'add' ? { count: context.count + event.by * params.times } : {},
      ),
    },
  }).createMachine({
    id: 'chart',
    context: { count: 0 },
    initial: 'a',
    states: {
      a: {
        on: {
          add: {
            guard: and(['isSmall', 'isPositive']),
            actions: { type: 'add', params: { times: 2 } },
          },
          next: 'b',
        },
      },
      b: { meta: { rule: 'toy:b' }, on: { next: 'a' } },
    },
  });
}

describe('setup (XState setup without its action creators)', () => {
  it('builds the machine XState builds: same chart, implementations and transitions', () => {
    const ours = chart(setup);
    const theirs = chart(xstateSetup);
    expect(JSON.stringify(ours.root.definition)).toEqual(JSON.stringify(theirs.root.definition));
    expect(Object.keys(ours.implementations.guards)).toEqual(
      Object.keys(theirs.implementations.guards),
    );
    expect(Object.keys(ours.implementations.actions)).toEqual(
      Object.keys(theirs.implementations.actions),
    );
    const events: Ev[] = [
      { type: 'add', by: 1 },
      { type: 'add', by: -1 },
      { type: 'add', by: 2 },
      { type: 'add', by: 1 },
      { type: 'next' },
      { type: 'add', by: 1 },
      { type: 'next' },
    ];
    const run = (machine: ReturnType<typeof chart>) => {
      let [state] = initialTransition(machine);
      const seen = [{ value: state.value, context: state.context }];
      for (const event of events) {
        [state] = transition(machine, state, event);
        seen.push({ value: state.value, context: state.context });
      }
      return seen;
    };
    expect(run(ours)).toEqual(run(theirs));
    expect(run(ours).at(-1)).toEqual({ value: 'a', context: { count: 6 } });
  });

  it('hands back createMachine only', () => {
    expect(Object.keys(setup({}))).toEqual(['createMachine']);
  });
});
