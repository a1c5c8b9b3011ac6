import type { SnapshotFrom } from 'xstate';
import { chartPhase } from '../../core/machine-kit.js';
import type { Phase } from './explain.js';
import type { AmericanRailsMachine } from './machine.js';

/** An American Rails game state: the machine's snapshot. */
export type AmericanRailsState = SnapshotFrom<AmericanRailsMachine>;

/** The phase where the snapshot rests, read off the chart (transient states never rest). */
export function phaseOf(state: AmericanRailsState): Phase {
  return chartPhase<Phase>(state) ?? 'gameOver';
}
