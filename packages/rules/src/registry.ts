import type { AnyGameDefinition } from './core/game-definition.js';
import { chicagoExpress } from './games/chicago-express/index.js';
import { americanRails } from './games/american-rails/index.js';
import { wildWestExpress } from './games/wild-west-express/index.js';

/** Every implemented game by id. Games are added here as they land. */
export const games: Readonly<Record<string, AnyGameDefinition>> = {
  'chicago-express': chicagoExpress,
  'american-rails': americanRails,
  'wild-west-express': wildWestExpress,
};

export const gameIds = (): string[] => Object.keys(games);

/** The game with this id; throws a RangeError listing the known ids otherwise. */
export function getGame(id: string): AnyGameDefinition {
  const game = games[id];
  if (!game)
    throw new RangeError(`Unknown game "${id}" (known: ${gameIds().join(', ') || 'none'})`);
  return game;
}
