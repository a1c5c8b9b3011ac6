import type { GameMove, Viewer } from '@railyard/rules';
import type { ChartPosition } from '../ry-statechart/state-panel.js';

const positions = new WeakMap<object, { viewer: Viewer; position: ChartPosition }>();

/**
 * The position `<ry-statechart>`'s state panel judges events in (its verdicts): the state shown
 * and its legal moves, which are left out when they belong to a seat the viewer may not see (a
 * hand). Computed once per state and viewer.
 */
export function chartPosition(
  state: object,
  viewer: Viewer,
  activeSeats: readonly number[],
  legalMoves: () => readonly GameMove[],
): ChartPosition {
  const known = positions.get(state);
  if (known && known.viewer === viewer) return known.position;
  const seen = activeSeats.every((seat) => viewer === 'all' || viewer === seat);
  const position: ChartPosition = {
    snapshot: state as ChartPosition['snapshot'],
    legalMoves: seen ? legalMoves() : undefined,
  };
  positions.set(state, { viewer, position });
  return position;
}
