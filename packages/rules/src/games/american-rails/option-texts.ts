/**
 * The words for American Rails's rule options, by option id: what the playground's setup form and the
 * docs show. Kept out of the engine (browsers load them from `@railyard/rules/texts/american-rails`);
 * `registry.test.ts` checks that every option has its words.
 */
import type { OptionText } from '../../core/game-definition.js';

export const optionTexts: Readonly<Record<string, OptionText>> = {
  endWhenSharesGone: {
    label: 'End when all shares are gone',
    description:
      'Also end the game after a round that leaves no share to buy (a reference implementation; the end page is missing).',
  },
  endWhenSuppliesLow: {
    label: 'End when track supplies run out',
    description:
      'Also end the game after a round in which 3/4/5 supplies (3/4/5 players) hold 2 cubes or fewer (a reference implementation).',
  },
  takeFromPoorPlayers: {
    label: 'Take $2 from players who have less',
    description:
      '"Take $2 from each other player" when one has less: "pay-what-they-have" (default) takes what they have; "forbidden" refuses the option.',
  },
  noEmptyCityPayment: {
    label: 'Bid paid when a new company finds no empty city',
    description:
      'A new company finds no empty city, so its shares leave the game: "kept" (default, literal reading) leaves the bid in its treasury; "refunded" returns it to the buyer.',
  },
  firstBidder: {
    label: 'First bidder in an auction',
    description:
      '"selector" (default): who put the share up bids first; "left-of-selector": the next player clockwise.',
  },
  firstCubeBy: {
    label: "Who places an auctioned company's first cube",
    description:
      '"buyer" (default, as in the opening auctions) or "auctioneer" (who put the share up) places the first cube of a company new to the map; the rulebook says "the player".',
  },
};
