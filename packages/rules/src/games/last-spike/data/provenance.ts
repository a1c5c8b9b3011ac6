/**
 * Where each number of the Last Spike data comes from. The seed rulebook (German edition) states
 * only a few facts about the board and the cards; the rest is inferred from those facts or
 * reconstructed so that the game is playable. An owner of the printed game corrects a value in
 * its data file and changes its source to `'rulebook'` (or `'board'`).
 */
export type Provenance =
  /** Stated in the rulebook text. */
  | 'rulebook'
  /** Follows from rulebook statements (e.g. the only map that fits the stated route counts). */
  | 'inferred'
  /** Chosen by us to be consistent with every stated fact; NOT the printed game. */
  | 'reconstructed';

/** A value with its source and, where useful, a note on how it was obtained. */
export interface Sourced<T> {
  readonly value: T;
  readonly source: Provenance;
  readonly note?: string;
}

export const rulebook = <T>(value: T, note?: string): Sourced<T> =>
  note === undefined ? { value, source: 'rulebook' } : { value, source: 'rulebook', note };
export const inferred = <T>(value: T, note?: string): Sourced<T> =>
  note === undefined ? { value, source: 'inferred' } : { value, source: 'inferred', note };
export const reconstructed = <T>(value: T, note?: string): Sourced<T> =>
  note === undefined
    ? { value, source: 'reconstructed' }
    : { value, source: 'reconstructed', note };
