/**
 * Every engine with its invariants, by id, for `railyard validate`: the registry's definitions
 * leave the invariants out (browsers never check them). cli.test.ts checks that every game of
 * the registry is here.
 */
import type { AnyCheckedGameDefinition } from '../core/game-definition.js';
import { checkedAmericanRails } from '../games/american-rails/invariants.js';
import { checkedChicagoExpress } from '../games/chicago-express/invariants.js';
import { checkedLastSpike } from '../games/last-spike/invariants.js';
import { checkedWildWestExpress } from '../games/wild-west-express/invariants.js';

export const checkedGames: ReadonlyMap<string, AnyCheckedGameDefinition> = new Map(
  [checkedChicagoExpress, checkedAmericanRails, checkedLastSpike, checkedWildWestExpress].map(
    (game) => [game.id, game],
  ),
);
