import type { SnapshotFrom } from 'xstate';
import type { Phase } from './explain.js';
import type { LastSpikeMachine } from './machine.js';

/** A Last Spike game state: the machine's snapshot. */
export type LastSpikeState = SnapshotFrom<LastSpikeMachine>;

const RESTING: readonly Phase[] = ['drawFirst', 'layTile', 'raisingCash', 'buyLand', 'drawTile'];

/** The phase where the snapshot rests, read off the chart (transient states never rest). */
export function phaseOf(state: LastSpikeState): Phase {
  const value = state.value as unknown;
  if (typeof value === 'object' && value !== null && 'turn' in value) {
    const sub = (value as { turn: string }).turn as Phase;
    if (RESTING.includes(sub)) return sub;
  }
  return 'gameOver';
}
