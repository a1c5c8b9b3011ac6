/**
 * The share economy both games' heuristic bots reason in, read off the common view (cash,
 * holdings, incomes, treasuries, shares): what each seat can expect to have at the end, and what
 * a share, an income point or a treasury dollar is worth to a seat relative to its rivals. Money
 * wins in both games, shares count for nothing at the end, so a share is worth the dividends it
 * will still draw, shared among the shares that will be out by then.
 */
import { nextInt, type PrngState } from '../prng.js';
import type { GameMove } from '../record.js';
import { inPreferenceOrder } from '../search-bot.js';
import type { StockView } from './view.js';

export interface Economy {
  readonly cash: readonly number[];
  /** holdings[seat][company]. */
  readonly holdings: readonly (readonly number[])[];
  readonly income: readonly number[];
  readonly treasury: readonly number[];
  /** Shares in players' hands per company. */
  readonly held: readonly number[];
  /** Shares still to be sold per company. */
  readonly unsold: readonly number[];
  /** Pieces left to build with per company. */
  readonly supply: readonly number[];
  /** Dividend payments still to come, the next one included (0: the game is over). */
  readonly dividendsLeft: number;
  /** Income one treasury dollar buys, for the first dollars (later ones buy less). */
  readonly growth: number;
}

/** The economy of a view, given the game's estimate of the dividends still to come. */
export function economyOf(view: StockView, dividendsLeft: number, growth: number): Economy {
  const ids = view.companies.map((c) => c.id);
  const holdings = view.players.map((p) => ids.map((id) => p.shares[id] ?? 0));
  return {
    cash: view.players.map((p) => p.cash),
    holdings,
    income: view.companies.map((c) => c.income),
    treasury: view.companies.map((c) => c.treasury),
    held: ids.map((_, c) => holdings.reduce((sum, h) => sum + h[c]!, 0)),
    unsold: view.companies.map((c) => c.sharesLeft),
    supply: view.companies.map((c) => c.supply),
    dividendsLeft: Math.max(0, dividendsLeft),
    growth,
  };
}

/** Future dividends of one share of `company` (0 when nobody holds one). */
export function shareWorth(e: Economy, company: number): number {
  const left = e.dividendsLeft;
  if (left <= 0 || e.held[company]! <= 0) return 0;
  const later = Math.max(0, left - 1);
  // Shares sold later dilute this one; their price goes to the treasury (counted below).
  const shares = e.held[company]! + (0.5 * e.unsold[company]! * later) / left;
  const treasury = e.treasury[company]!;
  const extraIncome = e.supply[company]! > 0 ? (e.growth * treasury) / (1 + treasury / 25) : 0;
  return (left * e.income[company]! + 0.7 * later * extraIncome) / shares;
}

/**
 * The money each seat can expect at the end: cash (worth a little more while it can still buy
 * shares) plus the dividends its shares will draw.
 */
export function projectedScores(e: Economy): number[] {
  // Plain loops: the heuristics score several moves a decision, on every move of every playout.
  const worth: number[] = [];
  for (let c = 0; c < e.income.length; c++) worth.push(shareWorth(e, c));
  const cashValue = 1 + 0.05 * Math.max(0, e.dividendsLeft - 1);
  const scores: number[] = [];
  for (let seat = 0; seat < e.cash.length; seat++) {
    const holdings = e.holdings[seat]!;
    let score = e.cash[seat]! * cashValue;
    for (let c = 0; c < holdings.length; c++) score += holdings[c]! * worth[c]!;
    scores.push(score);
  }
  return scores;
}

/** How well `seat` stands: its projected money against its rivals' (best and average). */
export function utility(e: Economy, seat: number): number {
  const scores = projectedScores(e);
  let best = -Infinity;
  let sum = 0;
  for (let other = 0; other < scores.length; other++) {
    if (other === seat) continue;
    best = Math.max(best, scores[other]!);
    sum += scores[other]!;
  }
  if (scores.length < 2) return scores[seat]!;
  return scores[seat]! - 0.5 * best - (0.5 * sum) / (scores.length - 1);
}

const replace = <T>(list: readonly T[], index: number, value: T): T[] => {
  const copy = list.slice();
  copy[index] = value;
  return copy;
};

/** `buyer` buys a share of `company` for `price`; the money goes to the company. */
export function withSale(e: Economy, buyer: number, company: number, price: number): Economy {
  return {
    ...e,
    cash: replace(e.cash, buyer, e.cash[buyer]! - price),
    holdings: replace(
      e.holdings,
      buyer,
      replace(e.holdings[buyer]!, company, e.holdings[buyer]![company]! + 1),
    ),
    held: replace(e.held, company, e.held[company]! + 1),
    unsold: replace(e.unsold, company, Math.max(0, e.unsold[company]! - 1)),
    treasury: replace(e.treasury, company, e.treasury[company]! + price),
  };
}

/**
 * The economy once the auction under way ends as it stands: the high bidder buys at its bid.
 * One move ahead, a bid changes nothing else, so this is what a bid is worth before it is won.
 */
export function withAuctionSettled(e: Economy, view: StockView): Economy {
  const auction = view.auction;
  if (!auction || auction.highBidder === null || auction.highBid === null) return e;
  const company = view.companies.findIndex((c) => c.id === auction.item);
  return company < 0 ? e : withSale(e, auction.highBidder, company, auction.highBid);
}

/** `company` gains `income` and pays `cost` (a piece built, a development). */
export function withIncome(
  e: Economy,
  company: number,
  income: number,
  cost = 0,
  pieces = 0,
): Economy {
  return {
    ...e,
    income: replace(e.income, company, e.income[company]! + income),
    treasury: replace(e.treasury, company, e.treasury[company]! - cost),
    supply: replace(e.supply, company, e.supply[company]! - pieces),
  };
}

/** Money moves to a seat (positive) or from it. */
export function withCash(e: Economy, seat: number, amount: number): Economy {
  return { ...e, cash: replace(e.cash, seat, e.cash[seat]! + amount) };
}

/** Money moves into a company's treasury. */
export function withTreasury(e: Economy, company: number, amount: number): Economy {
  return { ...e, treasury: replace(e.treasury, company, e.treasury[company]! + amount) };
}

export interface AuctionSituation {
  readonly company: number;
  readonly lowest: number;
  readonly highBid: number | null;
  readonly highBidder: number | null;
  /** Seats still in, clockwise. */
  readonly active: readonly number[];
}

/**
 * The highest price `seat` should pay for the share, or null when even the lowest bid is too
 * much: buying must leave it better placed than what happens if it drops out (the high bidder
 * gets the share at its bid, or the next seat still in at the lowest bid, or nobody).
 */
export function bidLimit(
  e: Economy,
  seat: number,
  auction: AuctionSituation,
  tuning: AuctionTuning = {},
): number | null {
  const { company, lowest } = auction;
  let otherwise: Economy = e;
  if (auction.highBidder !== null && auction.highBidder !== seat)
    otherwise = withSale(e, auction.highBidder, company, auction.highBid ?? lowest);
  else {
    const next = auction.active.find((s) => s !== seat);
    if (next !== undefined && e.cash[next]! >= lowest)
      otherwise = withSale(e, next, company, lowest);
  }
  const floor = utility(otherwise, seat);
  // What the seat itself can expect if it drops out: a share is worth no more than what buying
  // it adds to that (its dividends to come and what its price does in the treasury).
  const ownFloor = projectedScores(otherwise)[seat]!;
  const reserve = tuning.reserve ?? 0;
  const most = Math.min(e.cash[seat]! - reserve, tuning.maxBid ?? Infinity);
  let limit: number | null = null;
  for (let price = lowest; price <= most; price++) {
    const bought = withSale(e, seat, company, price);
    if (utility(bought, seat) < floor) break;
    if (tuning.ownWorthCap && projectedScores(bought)[seat]! < ownFloor) break;
    limit = price;
  }
  return limit;
}

/** How a heuristic bids (defaults: the plain `bidLimit`). */
export interface AuctionTuning {
  /**
   * Never pay more than the share adds to the seat's own expected money (its dividends to come
   * and what its price does in the treasury of a company the seat holds), even when a rival
   * would gain more from buying it cheap.
   */
  readonly ownWorthCap?: boolean;
  /** Money kept back from any bid (for the next auction, or a rival's take). */
  readonly reserve?: number;
  /** The most paid for one share (a game's opening auctions: money is kept for the shares to come). */
  readonly maxBid?: number;
}

/**
 * The bid to make when willing to pay up to `limit`: a fifth to nearly half of the way from the
 * lowest bid (drawn from the bot's PRNG, so that games between the same bots differ), so that
 * bidding wars end in a few rounds instead of dollar by dollar.
 */
export function bidToMake(lowest: number, limit: number, prng: PrngState): [number, PrngState] {
  const [index, next] = nextInt(prng, BID_STEPS.length);
  return [lowest + Math.floor((limit - lowest) * BID_STEPS[index]!), next];
}

/** Fractions of the way from the lowest bid to the limit that a bid goes. */
const BID_STEPS = [0.2, 0.3, 0.35, 0.45] as const;

/** The auction under way in `view`, if any (`lowest`: the lowest legal bid, when known). */
export const auctionSituation = (view: StockView, lowest?: number): AuctionSituation | null => {
  const auction = view.auction;
  const company = auction ? view.companies.findIndex((c) => c.id === auction.item) : -1;
  if (!auction || company < 0) return null;
  return {
    company,
    lowest: lowest ?? auction.minimum,
    highBid: auction.highBid,
    highBidder: auction.highBidder,
    active: auction.active,
  };
};

/**
 * The heuristic's answer in an auction: a bid up to the share's worth to the seat (`bidLimit`),
 * else a pass. `moves` are the seat's legal `auction.bid` / `auction.pass` moves.
 */
export function auctionMove(
  e: Economy,
  seat: number,
  view: StockView,
  moves: readonly GameMove[],
  prng: PrngState,
  tuning: AuctionTuning = {},
): [GameMove, PrngState] {
  const pass = moves.find((m) => m.type === 'auction.pass')!;
  const auction = auctionSituation(view);
  if (!auction) return [pass, prng];
  const limit = bidLimit(e, seat, auction, tuning);
  if (limit === null || limit < auction.lowest) return [pass, prng];
  const [amount, next] = bidToMake(auction.lowest, limit, prng);
  const move =
    moves.find((m) => m.type === 'auction.bid' && m.amount === amount) ??
    moves.find((m) => m.type === 'auction.bid') ??
    pass;
  return [move, next];
}

/**
 * The auction moves worth searching: the heuristic's choice, the pass and four bid amounts
 * (the lowest, two above it, the middle of the way to the limit and the limit itself) out of
 * the many legal ones. Null when the moves are not a long bid list.
 */
export function auctionCandidates(
  e: Economy,
  seat: number,
  view: StockView,
  moves: readonly GameMove[],
  chosen: GameMove,
  tuning: AuctionTuning = {},
): GameMove[] | null {
  const bids = moves.filter((m) => m.type === 'auction.bid');
  if (bids.length <= 4) return null;
  const lowest = Math.min(...bids.map((m) => m.amount as number));
  const auction = auctionSituation(view, lowest);
  if (!auction) return null;
  const limit = bidLimit(e, seat, auction, tuning) ?? lowest;
  const amounts = new Set([lowest, lowest + 2, lowest + Math.floor((limit - lowest) / 2), limit]);
  return inPreferenceOrder(
    chosen,
    moves.filter((m) => m.type === 'auction.pass' || amounts.has(m.amount as number)),
  );
}

/**
 * The best item by score, for the heuristics: items within `tolerance` of the best count as
 * tied and one of them is drawn from the bot's PRNG, so that games between deterministic
 * heuristics differ while no clearly better item is passed over.
 */
export function bestOf<T>(
  items: readonly T[],
  score: (item: T) => number,
  prng: PrngState,
  tolerance = 0.05,
): [{ item: T; score: number } | null, PrngState] {
  const scored = items.map((item) => ({ item, score: score(item) }));
  let top = -Infinity;
  for (const x of scored) if (x.score > top) top = x.score;
  if (scored.length === 0) return [null, prng];
  const near = scored.filter((x) => x.score >= top - tolerance || x.score === top);
  if (near.length === 1) return [near[0]!, prng];
  const [index, next] = nextInt(prng, near.length);
  return [near[index]!, next];
}
