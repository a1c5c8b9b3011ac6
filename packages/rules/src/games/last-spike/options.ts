/**
 * Rule options: the readings of the rulebook we made switchable (see ambiguities.ts), and one
 * non-standard option that fixes the deal for worked examples, tests and docs.
 */
import type { OptionSpec } from '../../core/game-definition.js';
import type { JsonValue } from '../../core/record.js';

export type DetachedPlacement = 'onlyWhenNoNormalLay' | 'always';
export type FirstPlayerTile = 'reshuffle' | 'keep';

export const optionSpecs: readonly OptionSpec[] = [
  {
    id: 'detachedPlacement',
    label: 'When a detached tile may be laid',
    description:
      '"onlyWhenNoNormalLay" (default, the German rulebook: "otherwise one must lay at double cost"): a tile away from cities and laid track, at double cost, only when no tile in hand can be laid next to a city or a tile and paid for. "always": any tile may be laid detached at double cost (a freer reading of the English edition\'s "where possible").',
    default: 'onlyWhenNoNormalLay',
    choices: ['onlyWhenNoNormalLay', 'always'],
    rule: 'last-spike:detached-tiles-cost-double',
  },
  {
    id: 'hiddenCash',
    label: 'Hidden cash',
    description:
      'The rulebook allows players to keep their cash secret. When on, a seat sees only its own cash (amounts paid and received stay public, as at the table); everything is shown when the game ends.',
    default: false,
    rule: 'last-spike:land-ownership-is-public',
  },
  {
    id: 'firstPlayerTile',
    label: 'First-player tile',
    description:
      '"reshuffle" (default, the German rulebook): the tiles drawn to choose the first player go back and are shuffled in before the hands are drawn. "keep" (variant of the publisher\'s English edition): each player keeps that tile, seen by all, and draws 3 more.',
    default: 'reshuffle',
    choices: ['reshuffle', 'keep'],
    rule: 'last-spike:choosing-the-first-player',
  },
  {
    id: 'fixedDeal',
    label: 'Fixed deal (non-standard: examples, tests and docs only)',
    description:
      'Empty (default): tiles are shuffled from the seed. Otherwise tile codes "FIRST… | STACK…": the tiles drawn for the first player, one per seat in seat order, then the order tiles come off the stack after the shuffle (the 2-player set-aside tile, then each seat\'s hand in seat order, then the draws), the tiles not listed following in A1…Z4 order. Tiles returned by a bankrupt player go to the bottom in A1…Z4 order. Not a rule of the game.',
    default: '',
    rule: 'last-spike:drawing-starting-tiles',
  },
];

export interface LsOptions {
  readonly detachedPlacement: DetachedPlacement;
  readonly hiddenCash: boolean;
  readonly firstPlayerTile: FirstPlayerTile;
  readonly fixedDeal: string;
}

export function toLsOptions(resolved: Record<string, JsonValue>): LsOptions {
  return resolved as unknown as LsOptions;
}
