/**
 * What a seat of a stock game needs beside its move controls: its cash and each offered share's
 * minimum bid when it may put a share up for auction ("offer a share you can afford"), and the
 * shares it holds when it chooses an action, develops, funds or starts a company's track ("a
 * company you hold shares in"). Both stock games name these moves alike.
 */
import type { ChoiceFact } from '../game-definition.js';
import type { GameMove } from '../record.js';
import type { StockView } from './view.js';

/** Moves whose choice turns on which companies the seat holds. */
const HOLDING_MOVES = new Set([
  'action.choose',
  'develop.place',
  'fund.pay',
  'build.start',
  'build.place',
]);

const money = (amount: number) => `$${amount}`;

export function stockChoiceFacts<M extends GameMove>(
  view: StockView,
  moves: readonly M[],
  seat: number,
): ChoiceFact[] {
  const me = view.players.find((p) => p.seat === seat);
  if (!me) return [];
  const facts: ChoiceFact[] = [];
  const offered = new Set(
    moves.filter((m) => m.type === 'auction.offer').map((m) => String(m.company)),
  );
  if (offered.size) {
    facts.push({ label: 'Your cash', text: money(me.cash) });
    const bids = view.companies
      .filter((c) => offered.has(c.id))
      .map(
        (c) =>
          `${c.short} ${money(c.minimumBid)}${c.minimumBid > me.cash ? ' (more than your cash)' : ''}`,
      );
    facts.push({ label: 'Minimum bids', text: bids.join(' · ') });
  }
  if (moves.some((m) => HOLDING_MOVES.has(m.type))) {
    const held = view.companies
      .filter((c) => (me.shares[c.id] ?? 0) > 0)
      .map((c) => `${c.short} ${me.shares[c.id]}`);
    facts.push({ label: 'Your shares', text: held.length ? held.join(' · ') : 'none yet' });
  }
  return facts;
}
