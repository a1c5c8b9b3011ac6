import type { MoveFields } from '../../core/move-fields.js';
import type { AuctionState } from '../../core/stock/auction.js';
import type { PrngState } from '../../core/prng.js';
import type { ActionId } from './data/actions.js';
import type { CompanyId } from './data/companies.js';
import type { ArOptions } from './options.js';

/** A company's state; arrays of these are indexed like COMPANIES. */
export interface CompanyState {
  /** False for the company removed in a three-player game (setup C). */
  readonly inGame: boolean;
  /** Shares still available to auction. */
  readonly sharesUnsold: number;
  /** Shares removed from the game (unsold in an auction, or no empty city, or setup C). */
  readonly sharesRemoved: number;
  readonly treasury: number;
  /** Position of the income marker. */
  readonly income: number;
  /** Cubes left in the supply (the income marker cube is not in it). */
  readonly supply: number;
  /** Hex index of the company's starting cube, or -1 while it is not on the map. */
  readonly startHex: number;
  /** Its opening share has been put up for auction. */
  readonly offeredInOpening: boolean;
}

export interface IncomeChange {
  readonly hex: number;
  readonly company: number;
  /** What caused it: a cube placed or a development marker. */
  readonly cause: 'cube' | 'develop' | 'start';
  /** Income change per company index (only companies whose income changed). */
  readonly deltas: readonly {
    readonly company: number;
    readonly before: number;
    readonly after: number;
  }[];
  /** Special connection pairs completed by this change. */
  readonly bonuses: readonly string[];
}

export interface DividendPayment {
  readonly company: number;
  readonly income: number;
  readonly sharesHeld: number;
  readonly perShare: number;
  /** Money paid to each seat. */
  readonly payouts: readonly number[];
}

/** Setup facts that never change during a game. */
export interface ArSetup {
  readonly options: ArOptions;
  /** Seat of the banker (seat 0). */
  readonly banker: number;
  readonly startingMoney: number;
}

/** Year track, turn-order track and the progress of the current round. */
export interface ArClock {
  /** Year marker (1851–1857). */
  readonly year: number;
  /** 0 during the opening auctions, then 1..7. */
  readonly round: number;
  /** Current action phase 0..2 (column of the action track). */
  readonly phase: number;
  /** Turn-order track: spaces 1..n, each a seat or null while free. */
  readonly turnOrder: readonly (number | null)[];
  /** Seats in the order they act in the current action phase. */
  readonly phaseOrder: readonly number[];
  /** Index into phaseOrder of the seat acting now. */
  readonly phaseTurn: number;
  /** Seat that picks the next opening share: the banker, then each winner or the last to pass. */
  readonly openingChooser: number;
}

/** What the last events did, for views, logs and the rulebook examples. */
export interface ArLast {
  /** The last share sold (also used by the no-empty-city rule). */
  readonly sale: { readonly company: number; readonly seat: number; readonly price: number } | null;
  /** Dividends of the last dividend phase. */
  readonly dividends: readonly DividendPayment[] | null;
  /** Income changes caused by the last cube or development marker. */
  readonly incomeChange: IncomeChange | null;
  /** Cost of the last cube placed. */
  readonly cubeCost: number | null;
  /** Why the game ended, once over. */
  readonly endReason: { readonly reason: string; readonly rule: string } | null;
}

/**
 * The whole game state, plain JSON. Kept to few top-level keys (grouped in setup, clock, bank,
 * last): XState copies the context with Object.assign on every assign, and V8 keeps objects of
 * up to about 18 properties in fast mode; a flat 27-key context fell into dictionary mode and
 * made every event several times slower.
 */
export interface ArContext {
  readonly players: readonly string[];
  readonly setup: ArSetup;
  readonly prng: PrngState;
  readonly cash: readonly number[];
  /** Money paid out by the bank (starting money, dividends, Fund $5, Take $2) and paid into it (track, Take $2 from players). */
  readonly bank: { readonly paid: number; readonly received: number };
  readonly companies: readonly CompanyState[];
  /** holdings[seat][company] = shares held. */
  readonly holdings: readonly (readonly number[])[];
  /** Per hex index: companies with a cube there, in order of arrival. */
  readonly cubes: readonly (readonly number[])[];
  /** Per hex index: development marker present. */
  readonly developed: readonly boolean[];
  readonly developmentSupply: number;
  readonly clock: ArClock;
  /** actionTrack[column][row] = seat or null. */
  readonly actionTrack: readonly (readonly (number | null)[])[];
  /** Cubes placed so far in the Expand action being carried out (its limit is on the action track). */
  readonly cubesPlaced: number;
  /** The auction in progress (item = company index). */
  readonly auction: AuctionState<number> | null;
  readonly last: ArLast;
}

export interface ArInput {
  readonly players: readonly string[];
  readonly seed: string;
  readonly options: ArOptions;
}

/** Every event of the machine. Every event carries the acting seat as `player`. */
export type ArMove =
  | { readonly type: 'auction.offer'; readonly player: number; readonly company: CompanyId }
  | { readonly type: 'auction.bid'; readonly player: number; readonly amount: number }
  | { readonly type: 'auction.pass'; readonly player: number }
  | { readonly type: 'build.start'; readonly player: number; readonly hex: string }
  | { readonly type: 'action.choose'; readonly player: number; readonly action: ActionId }
  | { readonly type: 'action.decline'; readonly player: number }
  | { readonly type: 'develop.place'; readonly player: number; readonly hex: string }
  | { readonly type: 'fund.pay'; readonly player: number; readonly company: CompanyId }
  | { readonly type: 'money.take'; readonly player: number; readonly from: 'bank' | 'players' }
  | {
      readonly type: 'build.place';
      readonly player: number;
      readonly company: CompanyId;
      readonly hex: string;
    }
  | { readonly type: 'build.finish'; readonly player: number };

export type ArMoveType = ArMove['type'];

/** The fields each move type takes besides `type` and `player`. */
export const MOVE_FIELDS: MoveFields<ArMoveType> = {
  'auction.offer': { company: 'string' },
  'auction.bid': { amount: 'number' },
  'auction.pass': {},
  'build.start': { hex: 'string' },
  'action.choose': { action: 'string' },
  'action.decline': {},
  'develop.place': { hex: 'string' },
  'fund.pay': { company: 'string' },
  'money.take': { from: 'string' },
  'build.place': { company: 'string', hex: 'string' },
  'build.finish': {},
};

/** Every move type, in the order of MOVE_FIELDS. */
export const MOVE_TYPES = Object.keys(MOVE_FIELDS) as readonly ArMoveType[];
