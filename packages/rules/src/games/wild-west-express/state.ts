import type { SnapshotFrom } from 'xstate';
import { chartPhase } from '../../core/machine-kit.js';
import type { Phase } from './explain.js';
import type { WildWestExpressMachine } from './machine.js';

/** A Wild West Express game state: the machine's snapshot. */
export type WildWestExpressState = SnapshotFrom<WildWestExpressMachine>;

/** The phase where the snapshot rests, read off the chart (transient states never rest). */
export function phaseOf(state: Pick<WildWestExpressState, '_nodes'>): Phase {
  return chartPhase<Phase>(state as WildWestExpressState) ?? 'gameOver';
}
