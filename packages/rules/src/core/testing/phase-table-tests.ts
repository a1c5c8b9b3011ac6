/**
 * For a game whose explain.ts keeps a table of phases (the moves each accepts): the chart stays
 * the source of truth for where the game waits. Every state a snapshot can rest in maps to one
 * phase of the table, and that phase accepts exactly the moves the state handles on the chart,
 * so the table and the machine cannot drift apart.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { restingStates } from './chart-phase-checks.js';

export interface PhaseTable<State> {
  readonly machine: AnyStateMachine;
  /** A position whose context the resting states are resolved with. */
  readonly start: { readonly context: unknown };
  readonly phaseOf: (state: State) => string;
  readonly phases: Readonly<Record<string, { readonly accepts: readonly string[] }>>;
}

export function describePhaseTable<State>(label: string, table: PhaseTable<State>): void {
  const { machine, start, phaseOf, phases } = table;
  /** A snapshot resting in `node`, with the start position's context. */
  const snapshotAt = (node: AnyStateNode): State => {
    const value = node.path.reduceRight<unknown>(
      (inner, key) => (inner === null ? key : { [key]: inner }),
      null,
    );
    return machine.resolveState({ value: value as never, context: start.context }) as State;
  };

  describe(label, () => {
    const nodes = restingStates(machine.root);

    it('every resting state maps to its own phase, and every phase to a resting state', () => {
      const found = nodes.map((node) => phaseOf(snapshotAt(node)));
      expect(new Set(found).size).toBe(nodes.length);
      expect(new Set(found)).toEqual(new Set(Object.keys(phases)));
    });

    it('each phase accepts exactly the moves its state handles', () => {
      for (const node of nodes) {
        const phase = phaseOf(snapshotAt(node));
        const handled = Object.keys(node.on).sort();
        expect([node.id, [...phases[phase]!.accepts].sort()]).toEqual([node.id, handled]);
      }
    });
  });
}
