/**
 * Open-outcry auction shared by the games: starting with the opener, players in clockwise
 * order raise or pass; a player who passes is out; the auction ends when only the high bidder
 * is left in, or when everyone passed without a bid. Nobody may bid above their own cash.
 *
 * Plain data plus pure functions, so it can sit inside any machine's context.
 */
export interface AuctionState<Item = string> {
  readonly item: Item;
  /** Seats still in, clockwise from the opener. */
  readonly active: readonly number[];
  /** Seat whose turn it is to bid or pass. */
  readonly turn: number;
  /** The lowest legal first bid. */
  readonly minimum: number;
  readonly highBid: number | null;
  readonly highBidder: number | null;
  /** Bids and passes in order, for logs and views. */
  readonly history: readonly AuctionCall[];
}

export type AuctionCall = { seat: number; bid: number } | { seat: number; pass: true };

export type AuctionOutcome =
  { sold: true; winner: number; price: number } | { sold: false; lastToPass: number | null };

/** Starts an auction; `participants` are the seats taking part, clockwise from the opener. */
export function startAuction<Item>(
  item: Item,
  participants: readonly number[],
  minimum: number,
): AuctionState<Item> {
  if (participants.length === 0) throw new Error('An auction needs at least one participant');
  return {
    item,
    active: participants.slice(),
    turn: participants[0]!,
    minimum,
    highBid: null,
    highBidder: null,
    history: [],
  };
}

/** The smallest bid the player to act may make. */
export function lowestBid(auction: AuctionState<unknown>): number {
  return auction.highBid === null ? auction.minimum : auction.highBid + 1;
}

/** Why `seat` may not bid `amount` now, or null when the bid is legal. */
export function explainBid(
  auction: AuctionState<unknown>,
  seat: number,
  amount: number,
  cash: number,
): string | null {
  if (isAuctionOver(auction)) return 'The auction is over.';
  if (seat !== auction.turn) return `It is seat ${auction.turn}'s turn to bid, not seat ${seat}'s.`;
  if (!Number.isInteger(amount)) return `A bid must be a whole number of dollars, got ${amount}.`;
  const lowest = lowestBid(auction);
  if (amount < lowest) {
    return auction.highBid === null
      ? `The opening bid must be at least the minimum of $${lowest}.`
      : `A bid must raise the current bid of $${auction.highBid}: at least $${lowest}.`;
  }
  if (amount > cash) return `A player cannot bid more than their cash ($${cash}).`;
  return null;
}

/** Why `seat` may not pass now, or null. */
export function explainPass(auction: AuctionState<unknown>, seat: number): string | null {
  if (isAuctionOver(auction)) return 'The auction is over.';
  if (seat !== auction.turn) return `It is seat ${auction.turn}'s turn to bid, not seat ${seat}'s.`;
  return null;
}

/** Every legal bid amount for the player to act. */
export function legalBidAmounts(auction: AuctionState<unknown>, cash: number): number[] {
  const out: number[] = [];
  for (let amount = lowestBid(auction); amount <= cash; amount++) out.push(amount);
  return out;
}

function advance<Item>(
  auction: AuctionState<Item>,
  active: readonly number[],
  from: number,
): AuctionState<Item> {
  // The next active seat after `from` in the auction's clockwise order.
  const order = active;
  let turn = auction.turn;
  if (order.length > 0) {
    const index = order.indexOf(from);
    const start = index === -1 ? 0 : index + 1;
    for (let i = 0; i < order.length; i++) {
      const candidate = order[(start + i) % order.length]!;
      if (candidate !== auction.highBidder || order.length === 1) {
        turn = candidate;
        break;
      }
    }
  }
  return { ...auction, active, turn };
}

/** Applies a legal bid (check with explainBid first). */
export function placeBid<Item>(
  auction: AuctionState<Item>,
  seat: number,
  amount: number,
): AuctionState<Item> {
  const next = {
    ...auction,
    highBid: amount,
    highBidder: seat,
    history: [...auction.history, { seat, bid: amount }],
  };
  return advance(next, auction.active, seat);
}

/** Applies a legal pass: the seat leaves the auction. */
export function passBid<Item>(auction: AuctionState<Item>, seat: number): AuctionState<Item> {
  const index = auction.active.indexOf(seat);
  const active = auction.active.filter((s) => s !== seat);
  const history = [...auction.history, { seat, pass: true as const }];
  if (active.length === 0) return { ...auction, active, history };
  // The seat before the passer in the remaining order, so advance() lands on the passer's successor.
  const predecessor = active[(index - 1 + active.length) % active.length]!;
  return advance({ ...auction, history }, active, predecessor);
}

/** True when no more calls are possible. */
export function isAuctionOver(auction: AuctionState<unknown>): boolean {
  if (auction.active.length === 0) return true;
  return (
    auction.highBidder !== null &&
    auction.active.length === 1 &&
    auction.active[0] === auction.highBidder
  );
}

/** The result of a finished auction. */
export function auctionOutcome(auction: AuctionState<unknown>): AuctionOutcome {
  if (!isAuctionOver(auction)) throw new Error('The auction is not over yet');
  if (auction.highBidder !== null && auction.highBid !== null) {
    return { sold: true, winner: auction.highBidder, price: auction.highBid };
  }
  const passes = auction.history.filter((call) => 'pass' in call);
  return { sold: false, lastToPass: passes.length ? passes[passes.length - 1]!.seat : null };
}
