/**
 * The part of every game's view that generic widgets (player table, log, <ry-game>) rely on.
 * Each game's view extends it with its board; the stock games (companies, shares, auctions) add
 * the stock facet (`stock/view.ts`).
 */
export interface PlayerView {
  readonly seat: number;
  readonly name: string;
  readonly cash: number;
}

export interface CommonView {
  readonly game: string;
  /** Name of the current phase in words, e.g. "Build action". */
  readonly phase: string;
  /** Rule section of the current phase (`<game>:<anchor>`). */
  readonly rule: string;
  readonly players: readonly PlayerView[];
  /** Seats expected to act. */
  readonly activeSeats: readonly number[];
  readonly finished: boolean;
}
