/**
 * The three action dials, in this index order everywhere (context `dials`, the view's `dials`).
 * Their lengths are options (see options.ts), not stated in the rulebook.
 */
export const ACTIONS = ['auction', 'build', 'develop'] as const;
export type ActionId = (typeof ACTIONS)[number];

/** The name of each action as the rulebook gives it. */
export const ACTION_LABELS: Readonly<Record<ActionId, string>> = {
  auction: 'Auction a share',
  build: 'Expand a network',
  develop: 'Develop a hex',
};
