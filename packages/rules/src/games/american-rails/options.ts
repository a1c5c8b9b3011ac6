import type { OptionSpec } from '../../core/game-definition.js';
import type { JsonValue } from '../../core/record.js';

/**
 * Rule options of American Rails: every open point of the rulebook that we made switchable.
 * Defaults are the readings documented on the docs page and in ambiguities.ts.
 */
export const optionSpecs: readonly OptionSpec[] = [
  {
    id: 'endWhenSharesGone',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-all-shares-gone',
  },
  {
    id: 'endWhenSuppliesLow',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-track-supplies-running-out',
  },
  {
    id: 'takeFromPoorPlayers',
    default: 'pay-what-they-have',
    choices: ['pay-what-they-have', 'forbidden'],
    rule: 'american-rails:taking-money',
  },
  {
    id: 'noEmptyCityPayment',
    default: 'kept',
    choices: ['kept', 'refunded'],
    rule: 'american-rails:no-empty-city-for-a-new-company',
  },
  {
    id: 'firstBidder',
    default: 'selector',
    choices: ['selector', 'left-of-selector'],
    rule: 'american-rails:opening-auction-bidding',
  },
  {
    id: 'firstCubeBy',
    default: 'buyer',
    choices: ['buyer', 'auctioneer'],
    rule: 'american-rails:bringing-a-new-company-onto-the-map',
  },
];

/** Resolved options, typed. */
export interface ArOptions {
  readonly endWhenSharesGone: boolean;
  readonly endWhenSuppliesLow: boolean;
  readonly takeFromPoorPlayers: 'pay-what-they-have' | 'forbidden';
  readonly noEmptyCityPayment: 'kept' | 'refunded';
  readonly firstBidder: 'selector' | 'left-of-selector';
  readonly firstCubeBy: 'buyer' | 'auctioneer';
}

/** Narrows the output of `resolveOptions` (already validated against the choices). */
export function toArOptions(resolved: Record<string, JsonValue>): ArOptions {
  return resolved as unknown as ArOptions;
}
