import type { OptionSpec } from '../../core/game-definition.js';
import type { JsonValue } from '../../core/record.js';
import { TELEGRAM_INDEX } from './data/telegrams.js';

const R = (anchor: string) => `wild-west-express:${anchor}`;

/**
 * Rule options: the rulebook's variants and tips, and two NON-STANDARD options for tests and the
 * docs' worked examples only (`scriptedDice`, `stackedDeck`): they fix the dice and the top of
 * the telegram deck so that an example shows the same numbers every time. A real game leaves
 * them empty and everything comes from the seed.
 */
export const optionSpecs: readonly OptionSpec[] = [
  {
    id: 'target',
    default: 0,
    choices: [0, 5, 6, 7, 8, 9, 10, 11, 12],
    rule: R('success-points-needed-to-win'),
  },
  {
    id: 'roundLimit',
    default: 0,
    choices: [0, 10, 15, 20, 25, 30, 40, 50],
    rule: R('shorter-games'),
  },
  {
    id: 'expensiveDynamite',
    default: false,
    rule: R('variant-expensive-dynamite'),
  },
  {
    id: 'extraGangs',
    default: false,
    rule: R('variant-extra-desperado-gang'),
  },
  {
    id: 'twoDesperados',
    default: false,
    rule: R('extra-desperados-for-two-players'),
  },
  // Railyard's earlier readings, narrower than the rulebook's sentences (see ambiguities.ts).
  {
    id: 'skipEmptyTrainDuels',
    default: false,
    rule: R('duels'),
  },
  {
    id: 'dynamiteOnFreeTrackOnly',
    default: false,
    rule: R('buying-and-placing-dynamite'),
  },
  {
    id: 'sheriffNotOnDesperado',
    default: false,
    rule: R('placing-a-sheriff'),
  },
  {
    id: 'scriptedDice',
    default: [],
    rule: R('movement-dice'),
  },
  {
    id: 'stackedDeck',
    default: [],
    rule: R('drawing-a-telegram'),
  },
];

export interface WweOptions {
  readonly target: number;
  readonly roundLimit: number;
  readonly expensiveDynamite: boolean;
  readonly extraGangs: boolean;
  readonly twoDesperados: boolean;
  readonly skipEmptyTrainDuels: boolean;
  readonly dynamiteOnFreeTrackOnly: boolean;
  readonly sheriffNotOnDesperado: boolean;
  readonly scriptedDice: readonly number[];
  readonly stackedDeck: readonly string[];
}

/** Checks the list options the generic resolver cannot; throws a RangeError naming the field. */
export function toWweOptions(resolved: Record<string, JsonValue>): WweOptions {
  const dice = resolved.scriptedDice;
  if (!Array.isArray(dice) || dice.some((d) => !Number.isInteger(d) || +d! < 1 || +d! > 6))
    throw new RangeError('options.scriptedDice must be a list of whole numbers from 1 to 6');
  const deck = resolved.stackedDeck;
  const isCard = (c: unknown) => typeof c === 'string' && Object.hasOwn(TELEGRAM_INDEX, c);
  if (!Array.isArray(deck) || !deck.every(isCard))
    throw new RangeError(
      `options.stackedDeck must list telegram card ids (unknown: ${JSON.stringify((Array.isArray(deck) ? deck : [deck]).filter((c) => !isCard(c)))})`,
    );
  if (new Set(deck).size !== deck.length)
    throw new RangeError('options.stackedDeck lists a card twice');
  return resolved as unknown as WweOptions;
}

/** The rulebook's target for a player count: 2 → 11, 3 → 10, 4 → 9, 5 → 8. */
export const targetFor = (players: number, option: number) => option || 13 - players;
