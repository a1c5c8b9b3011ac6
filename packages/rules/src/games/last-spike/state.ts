import type { SnapshotFrom } from 'xstate';
import { chartPhase } from '../../core/machine-kit.js';
import type { Phase } from './explain.js';
import type { LastSpikeMachine } from './machine.js';

/** A Last Spike game state: the machine's snapshot. */
export type LastSpikeState = SnapshotFrom<LastSpikeMachine>;

/** The phase where the snapshot rests, read off the chart (transient states never rest). */
export function phaseOf(state: LastSpikeState): Phase {
  return chartPhase<Phase>(state) ?? 'gameOver';
}
