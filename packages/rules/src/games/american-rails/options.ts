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
      'Also end the game after a round that leaves no share to buy (a reference implementation; the end page is missing).',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-all-shares-gone',
  },
  {
    id: 'endWhenSuppliesLow',
    label: 'End when track supplies run out',
    description:
      'Also end the game after a round in which 3/4/5 supplies (3/4/5 players) hold 2 cubes or fewer (a reference implementation).',
    default: false,
    choices: [false, true],
    rule: 'american-rails:optional-end-track-supplies-running-out',
  },
  {
    id: 'takeFromPoorPlayers',
    label: 'Take $2 from players who have less',
    description:
      '"Take $2 from each other player" when one has less: "pay-what-they-have" (default) takes what they have; "forbidden" refuses the option.',
    default: 'pay-what-they-have',
    choices: ['pay-what-they-have', 'forbidden'],
    rule: 'american-rails:taking-money',
  },
  {
    id: 'noEmptyCityPayment',
    label: 'Bid paid when a new company finds no empty city',
    description:
      'A new company finds no empty city, so its shares leave the game: "kept" (default, literal reading) leaves the bid in its treasury; "refunded" returns it to the buyer.',
    default: 'kept',
    choices: ['kept', 'refunded'],
    rule: 'american-rails:no-empty-city-for-a-new-company',
  },
  {
    id: 'firstBidder',
    label: 'First bidder in an auction',
    description:
      '"selector" (default): who put the share up bids first; "left-of-selector": the next player clockwise.',
    default: 'selector',
    choices: ['selector', 'left-of-selector'],
    rule: 'american-rails:opening-auction-bidding',
  },
  {
    id: 'firstCubeBy',
    label: "Who places an auctioned company's first cube",
    description:
      '"buyer" (default, as in the opening auctions) or "auctioneer" (who put the share up) places the first cube of a company new to the map; the rulebook says "the player".',
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
