import type { OptionSpec } from '../../core/game-definition.js';
import type { JsonValue } from '../../core/record.js';

/**
 * Rule options: every open point of the rulebook that we made switchable (see ambiguities.ts).
 * Defaults follow the translation notes; the dial lengths and industrial maximums are board
 * data we could not verify.
 */
export const optionSpecs: readonly OptionSpec[] = [
  {
    id: 'auctionDial',
    label: 'Auction dial length',
    description:
      'Spaces from START to red: how often "Auction a share" can be chosen between dividend phases. Not in the rulebook; 3 from a hobby implementation (unverified).',
    default: 3,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'buildDial',
    label: 'Build dial length',
    description:
      'Spaces from START to red: how often "Expand a network" can be chosen between dividend phases. Not in the rulebook; 5 from a hobby implementation (unverified).',
    default: 5,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'developDial',
    label: 'Develop dial length',
    description:
      'Spaces from START to red: how often "Develop a hex" can be chosen between dividend phases. Not in the rulebook; 4 from a hobby implementation (unverified).',
    default: 4,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'wheelingMax',
    label: 'Wheeling maximum',
    description:
      'Last value of the Wheeling row (from 3, +1 per development). Printed on the board only; 6 is unverified.',
    default: 6,
    choices: [4, 5, 6, 7, 8, 9, 10],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'pittsburghMax',
    label: 'Pittsburgh maximum',
    description:
      'Last value of the Pittsburgh row (from 4, +2 per development). Printed on the board only; 8 is unverified.',
    default: 8,
    choices: [6, 8, 10, 12],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'wabashCountsForEnd',
    label: 'Wabash counts in the "3 companies" end conditions',
    description:
      'Whether the Wabash counts in the "3 or more companies without locomotives / shares" end conditions. Default yes: the rulebook says "companies".',
    default: true,
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'houseEndLimit',
    label: 'House supply end condition',
    description:
      'The end is triggered when the house supply holds at most this many: 3 in our edition, 4 in another (reportedly).',
    default: 3,
    choices: [3, 4],
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'chicagoTiming',
    label: 'When the Chicago phase happens',
    description:
      '"immediate" (default): the Chicago phase interrupts the build, which ends there (p.8: play passes on). "resumeBuild": the build goes on after it. "afterBuild": it follows the finished build (a condensed rules sheet).',
    default: 'immediate',
    choices: ['immediate', 'resumeBuild', 'afterBuild'],
    rule: 'chicago-express:reaching-chicago',
  },
  {
    id: 'offererPass',
    label: 'When the offering player passes',
    description:
      '"othersMayBid" (default): the others may still bid, the first bid at least the minimum. "voidAuction": the auction ends and the share stays unsold.',
    default: 'othersMayBid',
    choices: ['othersMayBid', 'voidAuction'],
    rule: 'chicago-express:minimum-bid',
  },
  {
    id: 'developNeedsShare',
    label: 'Developing needs a share',
    description:
      'Whether developing a hex needs a share of a company with a locomotive there. The rulebook states no such requirement.',
    default: false,
    rule: 'chicago-express:develop-a-hex',
  },
];

export interface CeOptions {
  readonly auctionDial: number;
  readonly buildDial: number;
  readonly developDial: number;
  readonly wheelingMax: number;
  readonly pittsburghMax: number;
  readonly wabashCountsForEnd: boolean;
  readonly houseEndLimit: number;
  readonly chicagoTiming: 'immediate' | 'resumeBuild' | 'afterBuild';
  readonly offererPass: 'othersMayBid' | 'voidAuction';
  readonly developNeedsShare: boolean;
}

export function toCeOptions(resolved: Record<string, JsonValue>): CeOptions {
  return resolved as unknown as CeOptions;
}
