/**
 * The words for Last Spike's rule options, by option id: what the playground's setup form and the
 * docs show. Kept out of the engine (browsers load them from `@railyard/rules/texts/last-spike`);
 * `registry.test.ts` checks that every option has its words.
 */
import type { OptionText } from '../../core/game-definition.js';

export const optionTexts: Readonly<Record<string, OptionText>> = {
  detachedPlacement: {
    label: 'When a detached tile may be laid',
    description:
      '"onlyWhenNoNormalLay" (default, the German rulebook: "otherwise one must lay at double cost"): a tile away from cities and laid track, at double cost, only when no tile in hand can be laid next to a city or a tile and paid for. "always": any tile may be laid detached at double cost (a freer reading of the English edition\'s "where possible").',
  },
  hiddenCash: {
    label: 'Hidden cash',
    description:
      'The rulebook allows players to keep their cash secret. When on, a seat sees only its own cash (amounts paid and received stay public, as at the table); everything is shown when the game ends.',
  },
  firstPlayerTile: {
    label: 'First-player tile',
    description:
      '"reshuffle" (default, the German rulebook): the tiles drawn to choose the first player go back and are shuffled in before the hands are drawn. "keep" (variant of the publisher\'s English edition): each player keeps that tile, seen by all, and draws 3 more.',
  },
  fixedDeal: {
    label: 'Fixed deal (non-standard: examples, tests and docs only)',
    description:
      'Empty (default): tiles are shuffled from the seed. Otherwise tile codes "FIRST… | STACK…": the tiles drawn for the first player, one per seat in seat order, then the order tiles come off the stack after the shuffle (the 2-player set-aside tile, then each seat\'s hand in seat order, then the draws), the tiles not listed following in A1…Z4 order. Tiles returned by a bankrupt player go to the bottom in A1…Z4 order. Not a rule of the game.',
  },
};
