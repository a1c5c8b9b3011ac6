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
    default: 'onlyWhenNoNormalLay',
    choices: ['onlyWhenNoNormalLay', 'always'],
    rule: 'last-spike:detached-tiles-cost-double',
  },
  {
    id: 'hiddenCash',
    default: false,
    rule: 'last-spike:land-ownership-is-public',
  },
  {
    id: 'firstPlayerTile',
    default: 'reshuffle',
    choices: ['reshuffle', 'keep'],
    rule: 'last-spike:choosing-the-first-player',
  },
  {
    id: 'fixedDeal',
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
