/**
 * What a seat of a stock game needs beside its move controls: its cash and each offered share's
 * minimum bid when it may put a share up for auction ("offer a share you can afford"), and the
 * shares it holds when it chooses an action, develops, funds or starts a company's track ("a
 * company you hold shares in"). Both stock games name these moves alike. While bidding: the shares
 * the seat holds and its cash (what it already has decides what a share is worth to it). Beside
 * builds: the building company's treasury, which alone pays for track, and what the builds offered
 * cost (`buildCost`, from the game's view of each space).
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

/** Moves of a running auction. */
const BID_MOVES = new Set(['auction.bid', 'auction.pass']);

const money = (amount: number) => `$${amount}`;

/** What placing on space `hex` costs now, read from the game's view; null when not known. */
export type BuildCost = (view: StockView, hex: string) => number | null | undefined;

/** A stock game's `choiceFacts`: the shared facts, with the game's own reading of a build's cost. */
export function stockChoiceFactsWith(buildCost: BuildCost) {
  return <M extends GameMove>(view: StockView, moves: readonly M[], seat: number): ChoiceFact[] =>
    stockChoiceFacts(view, moves, seat, buildCost);
}

export function stockChoiceFacts<M extends GameMove>(
  view: StockView,
  moves: readonly M[],
  seat: number,
  buildCost?: BuildCost,
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
  const bidding = moves.some((m) => BID_MOVES.has(m.type));
  if (bidding || moves.some((m) => HOLDING_MOVES.has(m.type))) {
    const held = view.companies
      .filter((c) => (me.shares[c.id] ?? 0) > 0)
      .map((c) => `${c.short} ${me.shares[c.id]}`);
    const text = held.length ? held.join(' · ') : 'none yet';
    // One line while bidding: on a phone it sits in the docked bar, above the map's bottom.
    facts.push({ label: 'Your shares', text: bidding ? `${text} (cash ${money(me.cash)})` : text });
  }
  const builds = moves.filter((m) => m.type === 'build.place');
  const builder = view.companies.find((c) => c.id === String(builds[0]?.company));
  if (builder) {
    const costs = builds
      .map((m) => buildCost?.(view, String(m.hex)))
      .filter((c): c is number => typeof c === 'number');
    const low = Math.min(...costs);
    const high = Math.max(...costs);
    const range = low === high ? `${money(low)} each` : `${money(low)}–${money(high)}`;
    facts.push({
      label: `${builder.short} treasury`,
      text: costs.length
        ? `${money(builder.treasury)}; the builds offered cost ${range}`
        : money(builder.treasury),
    });
  }
  return facts;
}
