/**
 * The facts an American Rails choice relies on, beside its move controls: the stock games' shared ones
 * (your cash and each offered share's minimum bid; your shares beside action, develop, fund and build
 * choices; the building company's treasury and what each offered build costs), read from the
 * seat's own view.
 */
import type { GameMove } from '../../core/record.js';
import { stockChoiceFacts } from '../../core/stock/choice-facts.js';
import type { StockView } from '../../core/stock/view.js';
import type { AmericanRailsView } from './view.js';

export function choiceFacts<M extends GameMove>(
  view: StockView,
  moves: readonly M[],
  seat: number,
) {
  return stockChoiceFacts(
    view,
    moves,
    seat,
    (v, hex) => (v as AmericanRailsView).board.hexes.find((h) => h.id === hex)?.nextCubeCost,
  );
}
