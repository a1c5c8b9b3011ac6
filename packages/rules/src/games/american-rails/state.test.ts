/**
 * The chart is the source of truth for where the game waits: every state a snapshot can rest in
 * maps to one phase (state.ts `phaseOf`), and that phase accepts exactly the moves the state
 * handles on the chart, so explain.ts and the machine cannot drift apart.
 */
import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PHASES, type Phase } from './explain.js';
import { americanRails } from './index.js';
import { americanRailsMachine } from './machine.js';
import { phaseOf, type AmericanRailsState } from './state.js';

/** Atomic states a snapshot can rest in: they handle moves, or the whole game is over there. */
function restingStates(node: AnyStateNode, out: AnyStateNode[] = []): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const gameOver = node.type === 'final' && node.parent === node.machine.root;
  if (children.length === 0) {
    if (gameOver || Object.keys(node.on).length > 0) out.push(node);
  } else for (const child of children) restingStates(child, out);
  return out;
}

const start = americanRails.createGame({ players: ['A', 'B', 'C', 'D'], seed: 'state' });

function snapshotAt(node: AnyStateNode): AmericanRailsState {
  const value = node.path.reduceRight<unknown>(
    (inner, key) => (inner === null ? key : { [key]: inner }),
    null,
  );
  return americanRailsMachine.resolveState({
    value: value as never,
    context: start.context,
  }) as AmericanRailsState;
}

describe('american-rails phases come from the chart', () => {
  const nodes = restingStates(americanRailsMachine.root);

  it('every resting state maps to its own phase, and every phase to a resting state', () => {
    const phases = nodes.map((node) => phaseOf(snapshotAt(node)));
    expect(new Set(phases).size).toBe(nodes.length);
    expect(new Set(phases)).toEqual(new Set(Object.keys(PHASES) as Phase[]));
  });

  it('each phase accepts exactly the moves its state handles', () => {
    for (const node of nodes) {
      const phase = phaseOf(snapshotAt(node));
      const handled = Object.keys(node.on).sort();
      expect([node.id, [...PHASES[phase].accepts].sort()]).toEqual([node.id, handled]);
    }
  });
});
