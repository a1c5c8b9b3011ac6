/** Every legal move now, with its parameters: each layable tile, each sellable card, each city to buy in. */
import { legalLays, buyableCities, sellableCards } from './rules.js';
import { phaseOf, type LastSpikeState } from './state.js';
import type { LsMove } from './types.js';

export function legalMoves(state: LastSpikeState): LsMove[] {
  const ctx = state.context;
  const player = ctx.current;
  switch (phaseOf(state)) {
    case 'drawFirst':
    case 'drawTile':
      return [{ type: 'tile.draw', player }];
    case 'layTile': {
      const tiles = legalLays(ctx, player);
      return tiles.length > 0
        ? tiles.map((tile) => ({ type: 'tile.lay' as const, player, tile }))
        : [{ type: 'bankruptcy.declare', player }];
    }
    case 'raisingCash':
      return sellableCards(ctx, player).map((card) => ({
        type: 'land.sell' as const,
        player,
        card,
      }));
    case 'buyLand':
      return [
        ...buyableCities(ctx, player).map((city) => ({ type: 'land.buy' as const, player, city })),
        { type: 'land.decline', player },
      ];
    default:
      return [];
  }
}
