import type { PrngState } from '../../core/prng.js';
import type { CityId, RouteLetter } from './data/index.js';
import type { LsOptions } from './options.js';

export const MOVE_TYPES = [
  'tile.lay',
  'land.sell',
  'land.buy',
  'land.decline',
  'tile.draw',
  'bankruptcy.declare',
] as const;

export type LsMove =
  | { readonly type: 'tile.lay'; readonly player: number; readonly tile: string }
  | { readonly type: 'land.sell'; readonly player: number; readonly card: string }
  | { readonly type: 'land.buy'; readonly player: number; readonly city: CityId }
  | { readonly type: 'land.decline'; readonly player: number }
  | { readonly type: 'tile.draw'; readonly player: number }
  | { readonly type: 'bankruptcy.declare'; readonly player: number };

/** One public event of the game (a draw never names its tile). */
export type LogEntry =
  | {
      readonly kind: 'lay';
      readonly turn: number;
      readonly seat: number;
      readonly tile: string;
      readonly cost: number;
      readonly detached: boolean;
    }
  | {
      readonly kind: 'grant';
      readonly turn: number;
      readonly seat: number;
      readonly city: CityId;
      readonly card: string;
    }
  | { readonly kind: 'complete'; readonly turn: number; readonly route: RouteLetter }
  | {
      readonly kind: 'bonus';
      readonly turn: number;
      readonly seat: number;
      readonly amount: number;
    }
  | {
      readonly kind: 'payout';
      readonly turn: number;
      readonly route: RouteLetter;
      readonly city: CityId;
      readonly seat: number;
      readonly cards: number;
      readonly amount: number;
    }
  | {
      readonly kind: 'buy';
      readonly turn: number;
      readonly seat: number;
      readonly card: string;
      readonly price: number;
    }
  | {
      readonly kind: 'sale';
      readonly turn: number;
      readonly seat: number;
      readonly card: string;
      readonly price: number;
      readonly received: number;
    }
  | { readonly kind: 'draw'; readonly turn: number; readonly seat: number }
  | { readonly kind: 'skip'; readonly turn: number; readonly seat: number }
  | {
      readonly kind: 'bankrupt';
      readonly turn: number;
      readonly seat: number;
      readonly tiles: number;
      readonly cash: number;
      readonly cards: readonly string[];
      readonly grantsRemoved: readonly string[];
    };

export interface PendingLay {
  readonly tile: string;
  readonly cost: number;
  readonly detached: boolean;
}

export type EndReason = 'lastSpike' | 'allBankrupt' | 'stalled';

export interface LsContext {
  readonly players: readonly string[];
  readonly options: LsOptions;
  readonly cash: readonly number[];
  /** Each seat's tiles, always in canonical order (so the order tells nothing). */
  readonly hands: readonly (readonly string[])[];
  /** Tiles of each hand that every player has seen (the kept first-player tile of the variant). */
  readonly known: readonly (readonly string[])[];
  /** Face-down supply, top first. */
  readonly supply: readonly string[];
  /** The 2-player set-aside tile (0 or 1 tiles), seen by nobody. */
  readonly setAside: readonly string[];
  /** Laid tiles: code → seat that laid it. */
  readonly board: Readonly<Record<string, number>>;
  /** Ranks (0 = grant … 4) of the cards left on each city's pile, ascending. */
  readonly piles: Readonly<Record<CityId, readonly number[]>>;
  /** Card ids held by each seat, in the order received. */
  readonly holdings: readonly (readonly string[])[];
  /** Grants of bankrupt players, out of the game. */
  readonly removedGrants: readonly string[];
  /** Completed routes in the order they were completed. */
  readonly completed: readonly RouteLetter[];
  readonly current: number;
  readonly firstPlayer: number;
  readonly firstPlayerDraw: readonly { readonly seat: number; readonly tile: string }[];
  /** Per seat: the order in which it went bankrupt (0 first), or null while solvent. */
  readonly bankrupt: readonly (number | null)[];
  /** Turns started so far (the first turn is 0). */
  readonly turn: number;
  /** The player at turn claimed a land grant this turn (no purchase then). */
  readonly grantThisTurn: boolean;
  /** A tile chosen but not yet paid for: the player sells land to raise its cost. */
  readonly pending: PendingLay | null;
  readonly lastSpike: { readonly seat: number; readonly tile: string } | null;
  readonly end: EndReason | null;
  /** Money the bank paid out and took in since the start (cash is conserved against it). */
  readonly ledger: { readonly paid: number; readonly received: number };
  readonly log: readonly LogEntry[];
  readonly prng: PrngState;
}
