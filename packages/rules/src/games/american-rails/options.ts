import type { OptionSpec } from '../../core/game-definition.js';
import type { JsonValue } from '../../core/record.js';

/**
 * Rule options of American Rails: every open point of the rulebook that we made switchable.
 * Defaults are the readings documented on the docs page and in ambiguities.ts.
 */
export const optionSpecs: readonly OptionSpec[] = [
  {
    id: 'endWhenSharesGone',
    label: 'End when all shares are gone',
    description:
      'Also end the game at the end of a round in which no share is left to buy (every share bought by a player or removed). From the reference implementation; the rulebook page with the end conditions is missing. Default off.',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-all-shares-gone',
  },
  {
    id: 'endWhenSuppliesLow',
    label: 'End when track supplies run out',
    description:
      'Also end the game at the end of a round in which at least 3/4/5 company supplies (3/4/5 players) hold 2 or fewer cubes. From the reference implementation; unverified. Default off.',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-track-supplies-running-out',
  },
  {
    id: 'takeFromPoorPlayers',
    label: 'Take $2 from players who have less',
    description:
      '"Take $2 from each other player": "pay-what-they-have" (default) lets a player with less than $2 pay all they have; "forbidden" makes that option illegal unless every other player has at least $2.',
    default: 'pay-what-they-have',
    choices: ['pay-what-they-have', 'forbidden'],
    rule: 'american-rails:taking-money',
  },
  {
    id: 'noEmptyCityPayment',
    label: 'Bid paid when a new company finds no empty city',
    description:
      'When a share of a company not yet on the map is bought and no city is empty, the share and all remaining shares are removed. "kept" (default, literal reading): the bid stays in the company treasury. "refunded": the bid goes back to the buyer.',
    default: 'kept',
    choices: ['kept', 'refunded'],
    rule: 'american-rails:no-empty-city-for-a-new-company',
  },
  {
    id: 'firstBidder',
    label: 'First bidder in an auction',
    description:
      '"selector" (default): the player who put the share up bids or passes first. "left-of-selector": the next player clockwise starts the bidding.',
    default: 'selector',
    choices: ['selector', 'left-of-selector'],
    rule: 'american-rails:opening-auction-bidding',
  },
  {
    id: 'firstCubeBy',
    label: "Who places a new company's first cube after an auction",
    description:
      'Who puts the first cube of a company not yet on the map in an empty city after "Auction a share" (the rulebook says "the player"): "buyer" (default, as in the opening auctions) or "auctioneer" (the player who put the share up).',
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
