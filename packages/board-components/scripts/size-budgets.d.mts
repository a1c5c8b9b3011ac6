export interface BundleCheck {
  /** File in dist/. */
  readonly file: string;
  /** Gzip budget in bytes of the file and its static imports. */
  readonly limit: number;
  /** The one game it must carry (and no other), or null for the all-games bundle. */
  readonly game: string | null;
  readonly what: string;
}

export const budgetGames: string[];
export const BOARD_BUDGET: number;
export const GAME_BUNDLE_BUDGET: number;
export function engineMarker(game: string): RegExp;
export const ELK_MARKER: string;
export const checks: BundleCheck[];
