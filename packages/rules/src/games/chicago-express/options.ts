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
    default: 3,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'buildDial',
    default: 5,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'developDial',
    default: 4,
    choices: [2, 3, 4, 5, 6, 7, 8],
    rule: 'chicago-express:full-dials',
  },
  {
    id: 'wheelingMax',
    default: 6,
    choices: [4, 5, 6, 7, 8, 9, 10],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'pittsburghMax',
    default: 8,
    choices: [6, 8, 10, 12],
    rule: 'chicago-express:industrial-city-maximum',
  },
  {
    id: 'wabashCountsForEnd',
    default: true,
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'houseEndLimit',
    default: 3,
    choices: [3, 4],
    rule: 'chicago-express:end-conditions',
  },
  {
    id: 'chicagoTiming',
    default: 'immediate',
    choices: ['immediate', 'resumeBuild', 'afterBuild'],
    rule: 'chicago-express:reaching-chicago',
  },
  {
    id: 'offererPass',
    default: 'othersMayBid',
    choices: ['othersMayBid', 'voidAuction'],
    rule: 'chicago-express:minimum-bid',
  },
  {
    id: 'developNeedsShare',
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
