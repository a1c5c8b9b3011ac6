/**
 * The words for Chicago Express's rule options, by option id: what the playground's setup form and the
 * docs show. Kept out of the engine (browsers load them from `@railyard/rules/texts/chicago-express`);
 * `registry.test.ts` checks that every option has its words.
 */
import type { OptionText } from '../../core/game-definition.js';

export const optionTexts: Readonly<Record<string, OptionText>> = {
  auctionDial: {
    label: 'Auction dial length',
    description:
      'Spaces from START to red: how often "Auction a share" can be chosen between dividend phases. Not in the rulebook; 3 from a hobby implementation (unverified).',
  },
  buildDial: {
    label: 'Build dial length',
    description:
      'Spaces from START to red: how often "Expand a network" can be chosen between dividend phases. Not in the rulebook; 5 from a hobby implementation (unverified).',
  },
  developDial: {
    label: 'Develop dial length',
    description:
      'Spaces from START to red: how often "Develop a hex" can be chosen between dividend phases. Not in the rulebook; 4 from a hobby implementation (unverified).',
  },
  wheelingMax: {
    label: 'Wheeling maximum',
    description:
      'Last value of the Wheeling row (from 3, +1 per development). Printed on the board only; 6 is unverified.',
  },
  pittsburghMax: {
    label: 'Pittsburgh maximum',
    description:
      'Last value of the Pittsburgh row (from 4, +2 per development). Printed on the board only; 8 is unverified.',
  },
  wabashCountsForEnd: {
    label: 'Wabash counts in the "3 companies" end conditions',
    description:
      'Whether the Wabash counts in the "3 or more companies without locomotives / shares" end conditions. Default yes: the rulebook says "companies".',
  },
  houseEndLimit: {
    label: 'House supply end condition',
    description:
      'The end is triggered when the house supply holds at most this many: 3 in our edition, 4 in another (reportedly).',
  },
  chicagoTiming: {
    label: 'When the Chicago phase happens',
    description:
      '"immediate" (default): the Chicago phase interrupts the build, which ends there (p.8: play passes on). "resumeBuild": the build goes on after it. "afterBuild": it follows the finished build (a condensed rules sheet).',
  },
  offererPass: {
    label: 'When the offering player passes',
    description:
      '"othersMayBid" (default): the others may still bid, the first bid at least the minimum. "voidAuction": the auction ends and the share stays unsold.',
  },
  developNeedsShare: {
    label: 'Developing needs a share',
    description:
      'Whether developing a hex needs a share of a company with a locomotive there. The rulebook states no such requirement.',
  },
};
