import { describe, expect, it } from 'vitest';
import { assign as xstateAssign, initialTransition, setup } from 'xstate';
import { assign } from './assign.js';
import { machineTransition } from './replay.js';

type Ctx = { count: number; log: string[]; flag: boolean };
type Ev = { type: 'add'; by: number } | { type: 'toggle' } | { type: 'next' };

/** The same chart built with either assign: nested states, tags, entry actions, params. */
function chart(assignImpl: typeof xstateAssign) {
  return setup({
    types: { context: {} as Ctx, events: {} as Ev },
    actions: {
      add: assignImpl(({ context, event }) =>
        event.type === 'add' ? { count: context.count + event.by } : {},
      ),
      note: assignImpl(({ context }, params: { text: string }) => ({
        log: [...context.log, params.text],
      })),
      toggle: assignImpl({
        flag: ({ context }) => !context.flag,
        log: ({ context }) => context.log,
      }),
    },
  }).createMachine({
    context: { count: 0, log: [], flag: false },
    initial: 'a',
    states: {
      a: {
        tags: ['first'],
        initial: 'inner',
        states: {
          inner: {
            on: {
              add: { actions: 'add' },
              toggle: { actions: 'toggle' },
              next: { target: '#b', actions: { type: 'note', params: { text: 'a→b' } } },
            },
          },
        },
      },
      b: {
        id: 'b',
        tags: ['second'],
        entry: { type: 'note', params: { text: 'entered b' } },
        always: { guard: ({ context }) => context.count > 5, target: 'done' },
        on: { add: { actions: 'add' }, next: { target: 'a' } },
      },
      done: { type: 'final' },
    },
  });
}

const plain = (s: ReturnType<typeof initialTransition>[0]) => ({
  value: s.value,
  status: s.status,
  context: s.context,
  tags: [...s.tags].sort(),
  meta: s.getMeta(),
  matchesA: s.matches('a'),
});

describe('core assign (a cheaper drop-in for XState assign)', () => {
  it('gives the same snapshots as XState assign over targetless, targeted and eventless steps', () => {
    const ours = chart(assign);
    const theirs = chart(xstateAssign);
    const events: Ev[] = [
      { type: 'add', by: 2 },
      { type: 'toggle' },
      { type: 'next' },
      { type: 'add', by: 1 },
      { type: 'next' },
      { type: 'toggle' },
      { type: 'add', by: 1 },
      { type: 'next' },
      { type: 'add', by: 3 },
    ];
    let [a] = initialTransition(ours);
    let [b] = initialTransition(theirs);
    expect(plain(a)).toEqual(plain(b));
    for (const event of events) {
      a = machineTransition(ours, a, event);
      b = machineTransition(theirs, b, event);
      expect(plain(a)).toEqual(plain(b));
    }
    expect(a.status).toBe('done');
    expect(a.context).toEqual({
      count: 7,
      log: ['a→b', 'entered b', 'a→b', 'entered b'],
      flag: false,
    });
  });

  it('never changes the snapshot it is given (a pure step)', () => {
    const ours = chart(assign);
    const [start] = initialTransition(ours);
    const before = structuredClone(start.context);
    const next = machineTransition(ours, start, { type: 'add', by: 4 } as Ev);
    expect(start.context).toEqual(before);
    expect(next.context.count).toBe(4);
    expect(next.value).toEqual(start.value);
  });
});
