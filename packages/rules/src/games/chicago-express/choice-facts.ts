/**
 * The facts a Chicago Express choice relies on, beside its move controls: the stock games' shared ones
 * (your cash and each offered share's minimum bid; your shares beside action, develop, fund and build
 * choices), read from the seat's own view.
 */
export { stockChoiceFacts as choiceFacts } from '../../core/stock/choice-facts.js';
