/**
 * The stock facet of a view: what the games that sell company shares (Chicago Express, American
 * Rails) add to the common view, and what the auction panel, the charters and the bots' share
 * economy read. A game declares it with `stock: true` in its definition; the conformance suite
 * checks that its views carry the facet exactly then.
 */
import type { CommonView, PlayerView } from '../view.js';

export interface CompanyView {
  readonly id: string;
  readonly name: string;
  /** CSS colour for the company's pieces; renderers add a non-colour cue (its `short` label). */
  readonly color: string;
  readonly short: string;
  readonly sharesTotal: number;
  /** Shares still available to auction. */
  readonly sharesLeft: number;
  readonly treasury: number;
  readonly income: number;
  /** Pieces (locomotives, cubes) left in the company's supply. */
  readonly supply: number;
  /** Company has entered play (on the map / open). */
  readonly open: boolean;
  /** The lowest opening bid for one of its shares now. */
  readonly minimumBid: number;
}

export interface StockPlayerView extends PlayerView {
  /** Shares held per company id. */
  readonly shares: Readonly<Record<string, number>>;
}

export interface AuctionView {
  /** What is being sold, e.g. a company id. */
  readonly item: string;
  readonly itemLabel: string;
  /**
   * The lowest bid legal now, the same in every game: the opening minimum before any bid, the
   * high bid + 1 after (`lowestBid` in auction.ts). A bidder who cannot pay it can only pass.
   */
  readonly minimum: number;
  readonly highBid: number | null;
  readonly highBidder: number | null;
  /** Seats still in the bidding. */
  readonly active: readonly number[];
  /** Seat to bid or pass. */
  readonly turn: number;
}

/** The stock facet: companies, each player's shares and the auction under way (null if none). */
export interface StockFacet {
  readonly players: readonly StockPlayerView[];
  readonly companies: readonly CompanyView[];
  readonly auction: AuctionView | null;
}

/** A view of a stock game: the common view with the stock facet. */
export interface StockView extends CommonView, StockFacet {
  readonly players: readonly StockPlayerView[];
}

/** Whether `view` carries the stock facet (its game sells company shares). */
export function hasStock<V extends CommonView>(view: V): view is V & StockView {
  return Array.isArray((view as { readonly companies?: unknown }).companies);
}
