/**
 * Each game's drill kinds, loaded on demand through the rules' registry (`loadDrillSet`): a page
 * with `<ry-drill>` loads the generator and the game's easy bot only when it asks its first
 * question.
 */
import { loadDrillSet } from '@railyard/rules';
import type { DrillSet } from '@railyard/rules/drills';

/** A game's drill set; throws a RangeError naming the games with drills otherwise. */
export const loadDrills = (game: string): Promise<DrillSet> => loadDrillSet(game);
