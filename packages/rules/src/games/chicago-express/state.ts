import type { SnapshotFrom } from 'xstate';
import { chartPhase } from '../../core/machine-kit.js';
import type { Phase } from './explain.js';
import type { ChicagoExpressMachine } from './machine.js';

/** A Chicago Express game state: the machine's snapshot. */
export type ChicagoExpressState = SnapshotFrom<ChicagoExpressMachine>;

/** The phase where the snapshot rests, read off the chart (transient states never rest). */
export function phaseOf(state: ChicagoExpressState): Phase {
  return chartPhase<Phase>(state) ?? 'gameOver';
}
