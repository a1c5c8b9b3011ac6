/**
 * Why a move is good in a share game (Chicago Express, American Rails), in words a learner can
 * follow: what it does to a company's income and who draws it, what a share bought is worth
 * against its price, and what it does to the seat's and its best rival's expected money. Read off
 * the economies before and after the move (`bot-economy.ts`), which come from the seat's view.
 */
import { projectedScores, shareWorth, type Economy } from './bot-economy.js';
import type { StockView } from './view.js';

const money = (x: number) => `$${Math.round(Math.abs(x))}`;

/** Up to three sentences; `view` is the seat's view before the move (names, seats). */
export function stockMoveReasons(
  before: Economy,
  after: Economy,
  view: StockView,
  seat: number,
): string[] {
  const reasons: string[] = [];
  view.companies.forEach((company, c) => {
    const bought = after.holdings[seat]![c]! - before.holdings[seat]![c]!;
    if (bought > 0) {
      const price = before.cash[seat]! - after.cash[seat]!;
      reasons.push(
        `It buys a ${company.name} share for ${money(price)}; its dividends to come are worth about ${money(shareWorth(after, c))}.`,
      );
    }
    const change = after.income[c]! - before.income[c]!;
    if (change !== 0 && after.held[c]! > 0) {
      const own = after.holdings[seat]![c]!;
      const words = change > 0 ? 'raises' : 'lowers';
      reasons.push(
        `It ${words} ${company.name}'s income by ${money(change)} a dividend; you hold ${own} of its ${after.held[c]} shares.`,
      );
    }
  });
  const was = projectedScores(before);
  const now = projectedScores(after);
  let rival = -1;
  for (let other = 0; other < now.length; other++)
    if (other !== seat && (rival < 0 || now[other]! > now[rival]!)) rival = other;
  const mine = stockMoneyGain(before, after, seat);
  const theirs = rival < 0 ? 0 : Math.round(now[rival]! - was[rival]!);
  if (mine === 0 && theirs === 0) return reasons.slice(0, 3);
  const sign = (x: number) => (x < 0 ? `-$${-x}` : `+$${x}`);
  const name = view.players[rival]?.name ?? `seat ${rival + 1}`;
  const rivalPart = theirs === 0 ? '' : `, and ${sign(theirs)} to ${name}, your closest rival`;
  return [
    ...reasons.slice(0, 2),
    `By the end of the game it should be worth about ${sign(mine)} to you${rivalPart}.`,
  ];
}

/** The money a move adds to what `seat` can expect at the end (cash and shares), in dollars. */
export function stockMoneyGain(before: Economy, after: Economy, seat: number): number {
  return Math.round(projectedScores(after)[seat]! - projectedScores(before)[seat]!);
}

/**
 * Why passing in the auction under way can be right: what the share would cost against what it
 * is worth to the seat, or the cash kept. `before` is the economy with no sale settled.
 */
export function stockPassReason(before: Economy, view: StockView, seat: number): string {
  const auction = view.auction!;
  const c = view.companies.findIndex((company) => company.id === auction.item);
  const cash = view.players[seat]?.cash ?? 0;
  if (c < 0) return `It keeps your ${money(cash)} for later.`;
  const worth = shareWorth(before, c);
  const name = view.companies[c]!.name;
  return auction.minimum > worth
    ? `It lets the ${name} share go: at ${money(auction.minimum)} or more it costs more than its dividends to come are worth (about ${money(worth)}).`
    : `It lets the ${name} share go and keeps your ${money(cash)} for later shares.`;
}
