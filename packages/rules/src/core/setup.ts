/**
 * XState's `setup`, without the action creators it hands back beside `createMachine` (`sendTo`,
 * `raise`, `log`, `spawnChild`, `enqueueActions`…): XState returns them all in one object, so a
 * bundle that calls `setup` carries every one of them, about 0.8 KB gzip the games never use
 * (they take `assign` from core/assign.ts and `and` from XState). Same types as XState's; the
 * machine is built exactly as XState's `setup(...).createMachine(config)` builds it.
 * core/setup.test.ts compares the two, so an XState upgrade that changes setup fails there.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

type Implementations = Parameters<typeof xstateSetup>[0];

/** Drop-in for XState's `setup` (same types), offering `createMachine` only. */
export const setup = (({ schemas, actors, actions, guards, delays }: Implementations) => ({
  createMachine: (config: object) =>
    createMachine({ ...config, schemas } as never, { actors, actions, guards, delays } as never),
})) as unknown as typeof xstateSetup;
