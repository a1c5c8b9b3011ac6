/**
 * Shapes that step goals of several games share, as plain functions over numbers the game's own
 * rules functions give (core knows no game): a game passes its holdings and incomes.
 */

/** The companies a seat holds shares in: the indices of `shares` above zero. */
export function heldCompanies(shares: readonly number[]): number[] {
  return shares.flatMap((count, company) => (count > 0 ? [company] : []));
}

/**
 * What a change of incomes is worth to a shareholder: each held company's income gain (`gain`),
 * times the shares held. A goal "raise the income of a company you hold" is this above zero.
 */
export function heldIncomeGain(
  shares: readonly number[],
  gain: (company: number) => number,
): number {
  return heldCompanies(shares).reduce((sum, c) => sum + shares[c]! * gain(c), 0);
}
