/**
 * The part of every game's view that generic widgets (player panel, auction panel, log,
 * <ry-game>) rely on. Each game's view extends it with its board.
 */
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
}

export interface PlayerView {
  readonly seat: number;
  readonly name: string;
  readonly cash: number;
  /** Shares held per company id. */
  readonly shares: Readonly<Record<string, number>>;
}

export interface AuctionView {
  /** What is being sold, e.g. a company id. */
  readonly item: string;
  readonly itemLabel: string;
  /**
   * The lowest bid legal now, the same in every game: the opening minimum before any bid, the
   * high bid + 1 after (core/auction.ts `lowestBid`). A bidder who cannot pay it can only pass.
   */
  readonly minimum: number;
  readonly highBid: number | null;
  readonly highBidder: number | null;
  /** Seats still in the bidding. */
  readonly active: readonly number[];
  /** Seat to bid or pass. */
  readonly turn: number;
}

export interface CommonView {
  readonly game: string;
  /** Name of the current phase in words, e.g. "Build action". */
  readonly phase: string;
  /** Rule section of the current phase (`<game>:<anchor>`). */
  readonly rule: string;
  readonly players: readonly PlayerView[];
  readonly companies: readonly CompanyView[];
  /** Seats expected to act. */
  readonly activeSeats: readonly number[];
  readonly auction: AuctionView | null;
  readonly finished: boolean;
}
