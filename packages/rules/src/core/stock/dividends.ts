/**
 * Dividends as both implemented games pay them: each share held by a player receives
 * ceil(income / shares held by players); the money comes from the bank.
 */
export function dividendPerShare(income: number, sharesHeldByPlayers: number): number {
  if (sharesHeldByPlayers <= 0) return 0;
  return Math.ceil(income / sharesHeldByPlayers);
}

/** Payout per player for one company: holdings[seat] = shares that player holds. */
export function dividendPayouts(income: number, holdings: readonly number[]): number[] {
  const held = holdings.reduce((sum, n) => sum + n, 0);
  const perShare = dividendPerShare(income, held);
  return holdings.map((n) => n * perShare);
}

/** Minimum opening bid for a company share: ceil(income / (shares sold + 1)). */
export function minimumShareBid(income: number, sharesSold: number): number {
  return Math.ceil(income / (sharesSold + 1));
}
