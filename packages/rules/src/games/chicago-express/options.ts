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
      'Number of times "Auction a share" can be chosen before its pointer reaches the red space. Not stated in the rulebook; 3 is the value of a hobby implementation (unverified).',
    default: 3,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'buildDial',
    label: 'Build dial length',
    description:
      'Number of times "Expand a network" can be chosen before its pointer reaches the red space. Not stated in the rulebook; 5 is the value of a hobby implementation (unverified).',
    default: 5,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'developDial',
    label: 'Develop dial length',
    description:
      'Number of times "Develop a hex" can be chosen before its pointer reaches the red space. Not stated in the rulebook; 4 is the value of a hobby implementation (unverified).',
    default: 4,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'wheelingMax',
    label: 'Wheeling maximum',
    description:
      'Last value of the Wheeling row of the industrial city table (starts at 3, +1 per development). Printed on the board only; 6 is the hobby implementation value (unverified).',
    default: 6,
    choices: [4, 5, 6, 7, 8, 9, 10],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'pittsburghMax',
    label: 'Pittsburgh maximum',
    description:
      'Last value of the Pittsburgh row of the industrial city table (starts at 4, +2 per development). Printed on the board only; 8 is the hobby implementation value (unverified).',
    default: 8,
    choices: [6, 8, 10, 12],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'wabashCountsForEnd',
    label: 'Wabash counts in the "3 companies" end conditions',
    description:
      'Whether the Wabash is one of the companies counted by the "3 or more companies have no locomotives / no shares left" end conditions. Default: yes (the rulebook says simply "companies").',
    default: true,
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'houseEndLimit',
    label: 'House supply end condition',
    description:
      'The game end is triggered when the general supply holds at most this many houses. This (Hungarian) edition says "3 or fewer"; another printing reportedly says 4.',
    default: 3,
    choices: [3, 4],
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'chicagoTiming',
    label: 'When the Chicago phase happens',
    description:
      '"immediate" (default): a locomotive reaching Chicago interrupts the build with the Chicago phase and the build ends (play continues with the next player, p.8). "resumeBuild": the player may finish the build afterwards. "afterBuild": the Chicago phase follows the finished build (a later condensed rules sheet).',
    default: 'immediate',
    choices: ['immediate', 'resumeBuild', 'afterBuild'],
    rule: 'chicago-express:reaching-chicago',
  },
  {
    id: 'offererPass',
    label: 'When the offering player passes',
    description:
      '"othersMayBid": bidding still goes round clockwise and the first bid must reach the minimum (default). "voidAuction": a pass by the offering player before any bid ends the auction, the share stays unsold.',
    default: 'othersMayBid',
    choices: ['othersMayBid', 'voidAuction'],
    rule: 'chicago-express:minimum-bid',
  },
  {
    id: 'developNeedsShare',
    label: 'Developing needs a share',
    description:
      'Whether the Develop action requires the player to hold a share of a company with a locomotive on the hex. The rulebook states no such requirement (default: false).',
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
