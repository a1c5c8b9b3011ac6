/**
 * The action track: seven rows (top to bottom) in three columns, one per action phase.
 *
 * Provenance: the rulebook never lists the rows in order; the order below comes from the board
 * transcription (README of /work/shared/data/american-rails) and agrees with all four turn-order
 * examples in the rulebook (see ambiguity `action-track-order`).
 */
export const ACTION_IDS = [
  'pass',
  'develop',
  'fund',
  'take',
  'expand3',
  'auction',
  'expand4',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

export interface ActionRow {
  readonly id: ActionId;
  readonly label: string;
  /** Rule section describing the action. */
  readonly rule: string;
  /** Cubes an Expand action may place (0 for the other rows; Take $2 / Expand 2 has 2 in 4–5 player games). */
  readonly cubes: number;
}

export const ACTION_ROWS: readonly ActionRow[] = [
  { id: 'pass', label: 'Pass', rule: 'american-rails:pass', cubes: 0 },
  { id: 'develop', label: 'Develop', rule: 'american-rails:develop', cubes: 0 },
  { id: 'fund', label: 'Fund $5', rule: 'american-rails:fund-5', cubes: 0 },
  { id: 'take', label: 'Take $2 / Expand 2', rule: 'american-rails:take-2-or-expand-2', cubes: 2 },
  { id: 'expand3', label: 'Expand 3', rule: 'american-rails:expand', cubes: 3 },
  { id: 'auction', label: 'Auction a share', rule: 'american-rails:auction-a-share', cubes: 0 },
  { id: 'expand4', label: 'Expand 4', rule: 'american-rails:expand', cubes: 4 },
];

export const ACTION_COLUMNS = 3;

/** Row index of an action id, or -1. */
export function actionRow(id: unknown): number {
  return typeof id === 'string' ? (ACTION_IDS as readonly string[]).indexOf(id) : -1;
}

/** Fund $5: money from the bank to a company treasury. */
export const FUND_AMOUNT = 5;
/** Take $2: money from the bank to the player, or from each other player to the bank. */
export const TAKE_AMOUNT = 2;
