import type { SnapshotFrom } from 'xstate';
import type { Phase } from './explain.js';
import type { AmericanRailsMachine } from './machine.js';

/** An American Rails game state: the machine's snapshot. */
export type AmericanRailsState = SnapshotFrom<AmericanRailsMachine>;

const OPENING: Readonly<Record<string, Phase>> = {
  choosingShare: 'openingOffer',
  bidding: 'openingBidding',
  placingStartingCity: 'openingStart',
};
const ACTION: Readonly<Record<string, Phase>> = {
  choosingAction: 'chooseAction',
  developing: 'develop',
  funding: 'fund',
  takingMoney: 'takeMoney',
  expanding: 'expand',
};
const AUCTION: Readonly<Record<string, Phase>> = {
  choosingShare: 'auctionOffer',
  bidding: 'auctionBidding',
  placingStartingCity: 'auctionStart',
};

/** The phase where the snapshot rests (transient states never rest). */
export function phaseOf(state: AmericanRailsState): Phase {
  const value = state.value as unknown;
  if (typeof value === 'string') return 'gameOver';
  const v = value as Record<string, unknown>;
  const opening = v.openingAuctions;
  if (typeof opening === 'string') return OPENING[opening] ?? 'gameOver';
  const action = v.actionPhases;
  if (typeof action === 'string') return ACTION[action] ?? 'gameOver';
  if (typeof action === 'object' && action !== null) {
    const auction = (action as { auctioningShare?: unknown }).auctioningShare;
    if (typeof auction === 'string') return AUCTION[auction] ?? 'gameOver';
  }
  return 'gameOver';
}
