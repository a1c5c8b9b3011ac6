/**
 * The stock facet (`core/stock/view.ts`): a game that sells company shares (`stock: true`) gives
 * every view its companies, each player's shares and the auction slot; any other game gives none
 * of them (no empty lists). A check of the conformance suite, apart from conformance-checks.ts to
 * keep that file's size in bounds.
 */
import type { AnyGameDefinition, Viewer } from '../game-definition.js';
import { hasStock } from '../stock/view.js';
import type { CommonView } from '../view.js';
import { viewersOf } from './conformance-checks.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

const show = (viewer: Viewer) => JSON.stringify(viewer);

/** Problems with the stock facet of `state`'s view for every viewer. */
export function checkStockFacet(game: AnyGameDefinition, state: State, players: number): string[] {
  const problems: string[] = [];
  for (const viewer of viewersOf(players)) {
    const view = game.view(state, viewer) as CommonView & Record<string, unknown>;
    const stock = hasStock(view);
    const where = `view(${show(viewer)})`;
    if (game.stock) {
      if (!stock) problems.push(`${where} has no companies, but the game sells shares (stock)`);
      else {
        if (!('auction' in view)) problems.push(`${where} has companies but no auction slot`);
        for (const player of view.players)
          if (typeof player.shares !== 'object' || player.shares === null)
            problems.push(`${where}: player ${player.seat} has no shares`);
      }
    } else {
      for (const key of ['companies', 'auction'] as const)
        if (key in view) problems.push(`${where} has "${key}", but the game sells no shares`);
      for (const player of (view.players ?? []) as unknown[])
        if (typeof player === 'object' && player !== null && 'shares' in player)
          problems.push(`${where}: a player has "shares", but the game sells no shares`);
    }
  }
  return problems;
}
