/**
 * Records written by earlier versions of the engine. Until the buy step was skipped when nothing
 * can be bought, a player had to answer it with `land.decline` ("buy no land") even then, so old
 * records hold that move right after such a lay. The record format did not change (a record where
 * a purchase was possible reads the same); the compatibility rule is this: reading a record
 * (`replay`, `GameSession.open`) passes over a `land.decline` that the engine refuses when
 *  - the record's move before it was its player's lay (`tile.lay`, or the `land.sell` that paid
 *    for the chosen tile),
 *  - the last lay in the log is that player's, followed only by what the lay itself caused (a
 *    completed route and its payouts) and by turns skipped for want of tiles: no grant (the buy
 *    step was skipped for a grant before too), no purchase, no draw, no sale,
 *  - no tile is waiting to be paid for, and
 *  - the player can buy no land now (cash and piles are as they were at that buy step).
 * Every other refused decline is still refused. A `GameSession` drops the move, so a record saved
 * again is in today's form.
 */
import type { GameMove } from '../../core/record.js';
import { buyableCities } from './rules.js';
import type { LastSpikeState } from './state.js';

const CAUSED_BY_THE_LAY_OR_SKIPPED = new Set(['complete', 'payout', 'skip']);

export function isObsoleteMove(
  state: LastSpikeState,
  move: GameMove,
  previous: GameMove | undefined,
): boolean {
  if (move?.type !== 'land.decline' || previous === undefined) return false;
  if (previous.player !== move.player) return false;
  if (previous.type !== 'tile.lay' && previous.type !== 'land.sell') return false;
  const ctx = state.context;
  if (ctx.pending !== null) return false;
  let lay = ctx.log.length - 1;
  while (lay >= 0 && ctx.log[lay]!.kind !== 'lay') lay--;
  const entry = ctx.log[lay];
  if (entry?.kind !== 'lay' || entry.seat !== move.player) return false;
  if (!ctx.log.slice(lay + 1).every((e) => CAUSED_BY_THE_LAY_OR_SKIPPED.has(e.kind))) return false;
  return buyableCities(ctx, move.player).length === 0;
}
