import type { PrngState } from '../../core/prng.js';
import type { GoodId } from './data/goods.js';
import type { CityId, ZoneId } from './data/network.js';
import type { WweOptions } from './options.js';

export type TrainSize = 'small' | 'large';

/** One token aboard a train: a goods token, or passengers coloured by the zone they boarded in. */
export type Cargo =
  | { readonly type: 'goods'; readonly good: GoodId }
  | { readonly type: 'passengers'; readonly zone: ZoneId };

export interface Train {
  readonly id: string;
  readonly owner: number;
  readonly size: TrainSize;
  /** Node id where it stands. */
  readonly at: string;
  /** Node it came from on its last step (null in a town, where it may leave any way). */
  readonly from: string | null;
  readonly cargo: readonly Cargo[];
  /** Skips its next move (dynamite, a derailment, a storm). */
  readonly waiting: boolean;
  /** An unpaid coal-and-water fee: the train stays put until its owner can pay. */
  readonly owes: { readonly to: number; readonly amount: number } | null;
  /** Telegram boons that last until used. */
  readonly guarded: boolean;
  readonly feePass: boolean;
  readonly premium: number;
}

export interface Desperado {
  readonly id: string;
  readonly owner: number;
  readonly at: string;
}

export interface Dynamite {
  readonly at: string;
  readonly owner: number;
}

export interface KeptTelegram {
  readonly card: string;
  /** The train that drew it: the one its effect applies to. */
  readonly train: string;
}

export interface Competition {
  readonly card: string;
  readonly drawnBy: number;
  /** Lapses when this round ends. */
  readonly lastRound: number;
}

/** A decision the current player owes before play goes on. */
export interface PendingMove {
  readonly train: string;
  readonly spaces: number;
  readonly direction: 'forward' | 'back';
  readonly card: string;
}

export interface PendingTelegram {
  readonly card: string;
  readonly train: string;
  readonly seat: number;
}

/** What happened in the last move, for logs, announcements and the balance counts. */
export interface GameEvent {
  readonly kind:
    | 'setup'
    /** A player's own setup choice, told by the move itself. */
    | 'choice'
    | 'roll'
    | 'sale'
    | 'fare'
    | 'fee'
    | 'fee-unpaid'
    | 'bonus'
    | 'duel'
    | 'robbery'
    | 'dynamite'
    | 'sheriff'
    | 'telegram'
    | 'competition'
    | 'wait'
    | 'relocation'
    | 'purchase'
    | 'deck-empty'
    | 'end';
  readonly text: string;
  /** Seat that alone may read it (a personal telegram); absent = public. */
  readonly onlyFor?: number;
  /** Card id, rule-firing counts. */
  readonly card?: string;
}

export interface WweContext {
  readonly players: readonly string[];
  readonly options: WweOptions;
  readonly target: number;
  readonly cash: readonly number[];
  /** Owner seat per town (CITY_IDS order), -1 = the bank. */
  readonly stations: readonly number[];
  readonly trains: readonly Train[];
  readonly desperados: readonly Desperado[];
  /** Node id of each of the two sheriffs, null = in the supply. */
  readonly sheriffs: readonly (string | null)[];
  readonly dynamite: readonly Dynamite[];
  /** Telegram deck, top first. */
  readonly deck: readonly string[];
  /** The bottom `deckKnown` cards were put there openly (their order is public). */
  readonly deckKnown: number;
  readonly kept: readonly (readonly KeptTelegram[])[];
  readonly competitions: readonly (Competition | null)[];
  readonly discounts: readonly { readonly station: number; readonly upgrade: number }[];
  /** First-player rolls, one list per round of rolling (ties roll again). */
  readonly orderRolls: readonly (readonly (number | null)[])[];
  readonly firstPlayer: number;
  /** Start-city picks so far (seat, city), in draft order. */
  readonly draft: readonly { readonly seat: number; readonly city: CityId }[];
  readonly startCities: readonly (readonly CityId[])[];
  readonly currentPlayer: number;
  /** 1-based; a round ends when play comes back to the first player. */
  readonly round: number;
  readonly turns: number;
  readonly dice: readonly number[] | null;
  /** Pieces still to move this turn (train and desperado ids). */
  readonly toMove: readonly string[];
  readonly dynamiteThisTurn: number;
  readonly pendingMove: PendingMove | null;
  readonly pendingTelegram: PendingTelegram | null;
  /** Seat placing a sheriff now. */
  readonly pendingSheriff: number | null;
  readonly nextTrain: number;
  readonly nextDesperado: number;
  readonly diceUsed: number;
  readonly prng: PrngState;
  /** Money the bank paid out (start capital included) and took in. */
  readonly bankPaid: number;
  readonly bankReceived: number;
  readonly events: readonly GameEvent[];
  readonly winner: number | null;
  readonly endReason: string | null;
}

// ---- Moves (events). Every event carries `player` (seat). ----
type M<T extends string, P = object> = { readonly type: T; readonly player: number } & P;

export type WweMove =
  | M<'city.choose', { readonly city: string }>
  | M<'desperado.place', { readonly city: string }>
  | M<'goods.buy', { readonly train: string; readonly good: string }>
  | M<'passengers.board', { readonly train: string }>
  | M<'station.buy', { readonly train: string }>
  | M<'train.buy', { readonly city: string; readonly size: TrainSize }>
  | M<'train.upgrade', { readonly train: string }>
  | M<'dynamite.lay', { readonly space: string }>
  | M<'gang.hire', { readonly city: string }>
  | M<'telegram.play', { readonly card: string }>
  | M<'dice.roll'>
  | M<'train.move', { readonly train: string; readonly path: string[] }>
  | M<'train.wait', { readonly train: string }>
  | M<'desperado.move', { readonly desperado: string; readonly path: string[] }>
  | M<
      'desperado.jump',
      { readonly desperado: string; readonly path: string[]; readonly to: string }
    >
  | M<'sheriff.place', { readonly sheriff: number; readonly space: string }>
  | M<'sheriff.skip'>
  | M<'telegram.use'>
  | M<'telegram.keep'>;

export type WweMoveType = WweMove['type'];
