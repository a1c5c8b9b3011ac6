/** Money facts of Last Spike; all of them are stated in the rulebook. */
import { rulebook, type Sourced } from './provenance.js';

/** Starting cash per player by player count. */
export const STARTING_CASH: Readonly<Record<number, Sourced<number>>> = {
  2: rulebook(60000),
  3: rulebook(50000),
  4: rulebook(40000),
  5: rulebook(35000),
  6: rulebook(30000),
};

/** Paid by the bank to the player who lays the last spike. */
export const LAST_SPIKE_BONUS: Sourced<number> = rulebook(20000);

/** The smallest chip: every amount is a multiple of it; land sells at half price rounded up to it. */
export const MONEY_STEP: Sourced<number> = rulebook(1000, 'the white chip is $1,000');

/** Tiles in each hand at setup. */
export const HAND_SIZE: Sourced<number> = rulebook(4);
