/**
 * The facts beside Wild West Express's move controls: while start towns are drafted, how far
 * each town's free good (its cheapest for sale) travels to its nearest buyer, and the towns
 * table (what each sells and buys) one button away.
 */
import type { ChoiceFact } from '../../core/game-definition.js';
import type { GameMove } from '../../core/record.js';
import { CITIES, type CityId } from './data/network.js';
import { spacesToBuyer } from './rules.js';

const NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CITIES.map((c) => [c.id, c.name]),
);

export function choiceFacts(_view: unknown, moves: readonly GameMove[]): ChoiceFact[] {
  const towns = moves.filter((m) => m.type === 'city.choose').map((m) => String(m.city));
  if (!towns.length) return [];
  const distances = towns.map((town) => {
    const spaces = spacesToBuyer(town as CityId);
    return `${NAMES[town] ?? town} ${spaces ?? '–'}`;
  });
  return [
    {
      label: 'Towns',
      text: 'what each sells (the cheapest first: the good its start train gets free) and buys',
      part: 'towns',
      partName: 'the towns table',
    },
    {
      label: 'Spaces from each town to the nearest buyer of its free good',
      text: distances.join(' · '),
    },
  ];
}
