import type { MoveFields } from '../../core/move-fields.js';
import type { AuctionState } from '../../core/stock/auction.js';
import type { ActionId } from './data/actions.js';
import type { CompanyId } from './data/companies.js';
import type { CeOptions } from './options.js';

/** opening = one of the four opening auctions; share = "Auction a share" action; wabash = first Wabash share in the Chicago phase. */
export type AuctionKind = 'opening' | 'share' | 'wabash';

export interface PlacementRecord {
  readonly hex: string;
  /** Locomotives on the hex after this placement (all companies). */
  readonly locosOnHex: number;
  readonly cost: number;
  readonly incomeGain: number;
}

export interface BuildRecord {
  readonly company: number;
  readonly player: number;
  readonly placements: readonly PlacementRecord[];
  readonly cost: number;
  readonly incomeBefore: number;
  readonly incomeAfter: number;
}

export interface IncomeChange {
  readonly company: number;
  readonly before: number;
  readonly after: number;
}

export interface DevelopRecord {
  /** Seat that developed, null for Detroit's automatic development. */
  readonly player: number | null;
  readonly hex: string;
  readonly kind: 'house' | 'forest' | 'industrial' | 'detroit';
  readonly valueBefore: number | null;
  readonly valueAfter: number | null;
  readonly incomeChanges: readonly IncomeChange[];
  /** Money paid by the bank to a company (forest). */
  readonly cashTo: { readonly company: number; readonly amount: number } | null;
}

export interface DividendPayment {
  readonly company: number;
  /** False for companies not paid in this dividend (Chicago dividend: all but one). */
  readonly paid: boolean;
  readonly income: number;
  readonly sharesSold: number;
  readonly perShare: number;
  /** Money per seat. */
  readonly payouts: readonly number[];
  readonly total: number;
}

export interface DividendRecord {
  readonly kind: 'general' | 'chicago';
  /** One entry per company, in company order. */
  readonly payments: readonly DividendPayment[];
  readonly total: number;
}

export interface AuctionRecord {
  readonly kind: AuctionKind;
  readonly company: number;
  readonly opener: number;
  readonly minimum: number;
  /** Seat receiving the share, or null when unsold. */
  readonly winner: number | null;
  readonly price: number;
}

export interface CeBuildInProgress {
  readonly company: number;
  readonly placed: readonly string[];
}

/** The whole game state: plain JSON. Arrays indexed by seat, company index or hex index. */
export interface CeContext {
  readonly players: readonly string[];
  readonly options: CeOptions;
  readonly cash: readonly number[];
  /** holdings[seat][company] = shares held. */
  readonly holdings: readonly (readonly number[])[];
  readonly treasury: readonly number[];
  readonly income: readonly number[];
  /** Locomotives left on each company board. */
  readonly locosLeft: readonly number[];
  /** Shares left on each company board. */
  readonly sharesLeft: readonly number[];
  /** pieces[hexIndex] = company indices with a locomotive there (placement order). */
  readonly pieces: readonly (readonly number[])[];
  /** houses[hexIndex] = a house stands there. */
  readonly houses: readonly boolean[];
  readonly houseSupply: number;
  /** Current value per industrial city (INDUSTRIAL order: Detroit, Wheeling, Pittsburgh). */
  readonly industrial: readonly number[];
  /** Pointer position per dial (ACTIONS order); position == length means red. */
  readonly dials: readonly number[];
  /** Seat whose turn it is (after the opening auctions). */
  readonly currentPlayer: number;
  readonly turnNumber: number;
  /** Next opening auction (0-3), 4 when they are over. */
  readonly openingIndex: number;
  readonly auction: AuctionState<number> | null;
  readonly auctionKind: AuctionKind | null;
  readonly auctionOpener: number | null;
  readonly chosenAction: ActionId | null;
  readonly build: CeBuildInProgress | null;
  /** Company whose locomotive just entered Chicago, waiting for its Chicago phase. */
  readonly chicagoPending: number | null;
  readonly wabashOpen: boolean;
  /** Money paid by the bank (dividends, forest bonus) and received (build costs). */
  readonly bankPaid: number;
  readonly bankReceived: number;
  readonly dividendPhases: number;
  readonly lastDividend: DividendRecord | null;
  readonly lastBuild: BuildRecord | null;
  readonly lastDevelop: DevelopRecord | null;
  readonly lastAuction: AuctionRecord | null;
  /** Set when the game ends: the end conditions that held. */
  readonly endReasons: readonly string[] | null;
}

// ---- Moves (events). Every event carries `player` (seat). ----

export type BidMove = {
  readonly type: 'auction.bid';
  readonly player: number;
  readonly amount: number;
};
export type PassMove = { readonly type: 'auction.pass'; readonly player: number };
export type OfferMove = {
  readonly type: 'auction.offer';
  readonly player: number;
  readonly company: CompanyId;
};
export type ChooseMove = {
  readonly type: 'action.choose';
  readonly player: number;
  readonly action: ActionId;
};
export type DeclineMove = { readonly type: 'action.decline'; readonly player: number };
export type PlaceMove = {
  readonly type: 'build.place';
  readonly player: number;
  readonly company: CompanyId;
  readonly hex: string;
};
export type FinishMove = { readonly type: 'build.finish'; readonly player: number };
export type DevelopMove = {
  readonly type: 'develop.place';
  readonly player: number;
  readonly hex: string;
};

export type CeMove =
  BidMove | PassMove | OfferMove | ChooseMove | DeclineMove | PlaceMove | FinishMove | DevelopMove;
export type CeMoveType = CeMove['type'];

/** The fields each move type takes besides `type` and `player`. */
export const MOVE_FIELDS: MoveFields<CeMoveType> = {
  'auction.bid': { amount: 'number' },
  'auction.pass': {},
  'auction.offer': { company: 'string' },
  'action.choose': { action: 'string' },
  'action.decline': {},
  'build.place': { company: 'string', hex: 'string' },
  'build.finish': {},
  'develop.place': { hex: 'string' },
};

/** Every move type, in the order of MOVE_FIELDS. */
export const MOVE_TYPES = Object.keys(MOVE_FIELDS) as readonly CeMoveType[];

/** What the machine is created from. */
export interface CeInput {
  readonly players: readonly string[];
  readonly options: CeOptions;
}
