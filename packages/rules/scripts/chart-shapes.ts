/**
 * What XState itself costs per event for the chart shapes the games use, against the bench's
 * trivial machine (one targetless transition, one assign, a one-node chart) — the ceiling a game
 * event can reach before any rule runs (see PERFORMANCE.md). Slices interleave, medians report.
 * `node --import tsx scripts/chart-shapes.ts`
 */
import { assign, initialTransition, setup, type AnyStateMachine } from 'xstate';
import { machineTransition } from '../src/core/replay.js';

type Ctx = { count: number };
const inc = assign(({ context }: { context: Ctx }) => ({ count: context.count + 1 }));
const never = ({ context }: { context: Ctx }) => context.count < 0;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const chart = (config: any): AnyStateMachine =>
  setup({ actions: { inc } }).createMachine({ context: { count: 0 }, ...config });
const nest = (leaf: object) => ({
  initial: 'x',
  states: { x: { initial: 'y', states: { y: { initial: 'a', states: leaf } } } },
});

const shapes: Record<string, AnyStateMachine> = {
  'trivial (bench reference)': chart({ on: { tick: { actions: 'inc' } } }),
  'targetless, 3 levels deep': chart(nest({ a: { on: { tick: { actions: 'inc' } } } })),
  'targetless + always guard (false), deep': chart(
    nest({ a: { always: { guard: never, target: 'b' }, on: { tick: { actions: 'inc' } } }, b: {} }),
  ),
  'targetless, two assigns, deep': chart(
    nest({ a: { on: { tick: { actions: ['inc', 'inc'] } } } }),
  ),
  'sibling target a⇄b, deep': chart(
    nest({
      a: { on: { tick: { target: 'b', actions: 'inc' } } },
      b: { on: { tick: { target: 'a', actions: 'inc' } } },
    }),
  ),
  'to a transient settle state and back, deep': chart(
    nest({
      a: { on: { tick: { target: 's', actions: 'inc' } } },
      s: { always: { target: 'a' } },
    }),
  ),
  'settle with an entry assign, deep': chart(
    nest({
      a: { on: { tick: { target: 's', actions: 'inc' } } },
      s: { entry: 'inc', always: { target: 'a' } },
    }),
  ),
};

const SLICE = 2000;
const run = (machine: AnyStateMachine) => {
  let [snapshot] = initialTransition(machine);
  const event = { type: 'tick' };
  const start = performance.now();
  for (let i = 0; i < SLICE; i++) snapshot = machineTransition(machine, snapshot, event);
  return performance.now() - start;
};
const reference = Object.values(shapes)[0]!;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
for (const [name, machine] of Object.entries(shapes)) {
  const ratios: number[] = [];
  for (let i = 0; i < 60; i++) {
    const ref = run(reference);
    ratios.push(ref / run(machine));
  }
  console.log(`${name.padEnd(42)} ${(median(ratios.slice(10)) * 100).toFixed(0)}% of trivial`);
}
