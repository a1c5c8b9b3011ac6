/**
 * The words for Wild West Express's rule options, by option id: what the playground's setup form and the
 * docs show. Kept out of the engine (browsers load them from `@railyard/rules/texts/wild-west-express`);
 * `registry.test.ts` checks that every option has its words.
 */
import type { OptionText } from '../../core/game-definition.js';

export const optionTexts: Readonly<Record<string, OptionText>> = {
  target: {
    label: 'Success points to win',
    description:
      '0 = the rulebook’s target for the player count (2: 11, 3: 10, 4: 9, 5: 8). A lower number plays a shorter game, as the tips suggest.',
  },
  roundLimit: {
    label: 'Round limit',
    description:
      'Instead of “a fixed number of minutes” (which cannot be replayed): 0 = no limit; otherwise the game ends after this many rounds and the most success points win (then the most cash; then a shared win).',
  },
  expensiveDynamite: {
    label: 'Variant: expensive dynamite',
    description:
      'Dynamite costs $50 instead of $20, and a train blown up by it also loses its goods to the bank.',
  },
  extraGangs: {
    label: 'Variant: extra desperado gangs',
    description:
      'Before the roll a player may hire another desperado for $250; it starts at one of their stations. Limited by the 10 desperado pieces.',
  },
  twoDesperados: {
    label: 'Two desperados each (2 players)',
    description:
      'The tip for two players: each player has two desperados, one in each start city. Ignored with more players.',
  },
  skipEmptyTrainDuels: {
    label: 'No duel against an empty train',
    description:
      'A desperado lets a train with no goods or passengers aboard pass without a duel (nothing to take). The rulebook has every train that meets a rival desperado fight a duel; an empty train then only risks nothing, but its armed guards are used up.',
  },
  dynamiteOnFreeTrackOnly: {
    label: 'Dynamite only on free track',
    description:
      'Dynamite may not be laid under a standing train or a sheriff. The rulebook allows it anywhere outside the towns.',
  },
  sheriffNotOnDesperado: {
    label: 'No sheriff on a desperado',
    description:
      'A sheriff may not be placed on the space of a desperado. The rulebook lets the player choose any space.',
  },
  scriptedDice: {
    label: 'Scripted dice (non-standard: tests and docs only)',
    description:
      'The values of the first dice rolled in the game, in order (each 1–6); later dice come from the seed. For worked examples and tests; never in a real game.',
  },
  stackedDeck: {
    label: 'Stacked telegrams (non-standard: tests and docs only)',
    description:
      'Telegram card ids put on top of the shuffled deck, first on top. For worked examples and tests; never in a real game.',
  },
};
