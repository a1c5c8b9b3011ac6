/**
 * Which attribute a new game's refused setup comes from. `players` was checked against the game's
 * range before the game was made, so when the same players start a game without options, the
 * `options` attribute is what the game refused.
 */
import type { AnyGameDefinition, GameRecord } from '@railyard/rules';

export function setupAttribute(
  definition: AnyGameDefinition,
  record: GameRecord,
): 'options' | 'players' {
  if (Object.keys(record.options ?? {}).length === 0) return 'players';
  try {
    definition.createGame({ players: record.players, seed: record.seed, options: {} });
    return 'options';
  } catch {
    return 'players';
  }
}
