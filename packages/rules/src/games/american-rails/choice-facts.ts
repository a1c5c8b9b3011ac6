/**
 * The facts an American Rails choice relies on, beside its move controls: the stock games' shared ones
 * (your cash and each offered share's minimum bid; your shares beside action, develop, fund and build
 * choices; the building company's treasury and what each offered build costs), read from the
 * seat's own view.
 */
import { stockChoiceFactsWith } from '../../core/stock/choice-facts.js';
import type { AmericanRailsView } from './view.js';

export const choiceFacts = stockChoiceFactsWith(
  (view, hex) => (view as AmericanRailsView).board.hexes.find((h) => h.id === hex)?.nextCubeCost,
);
