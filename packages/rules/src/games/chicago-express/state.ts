import type { SnapshotFrom } from 'xstate';
import type { Phase } from './explain.js';
import type { ChicagoExpressMachine } from './machine.js';

/** A Chicago Express game state: the machine's snapshot. */
export type ChicagoExpressState = SnapshotFrom<ChicagoExpressMachine>;

/** The phase where the snapshot rests (transient states never rest). */
export function phaseOf(state: ChicagoExpressState): Phase {
  const value = state.value as unknown;
  if (typeof value === 'string')
    return value === 'openingAuctions' ? 'openingAuctions' : 'gameOver';
  const v = value as Record<string, unknown>;
  if ('turn' in v) {
    const t = v.turn;
    if (t === 'chooseAction') return 'chooseAction';
    if (t === 'build') return 'build';
    if (t === 'develop') return 'develop';
    if (typeof t === 'object' && t !== null)
      return (t as { auction?: string }).auction === 'offer' ? 'auctionOffer' : 'auctionBidding';
  }
  if ('chicagoPhase' in v) return 'wabashAuction';
  return 'gameOver';
}
