export interface BundleCheck {
  /** File in dist/. */
  readonly file: string;
  /** Gzip budget in bytes of the file and its static imports. */
  readonly limit: number;
  /** Issue 16's goal in bytes where the budget is looser than it (printed, not enforced). */
  readonly goal?: number;
  /** The one game it must carry (and no other), or null for the all-games bundle. */
  readonly game: string | null;
  readonly what: string;
}

export const budgetGames: string[];
export const BOARD_BUDGET: number;
export const GAME_BUNDLE_BUDGET: number;
export const GAME_BUNDLE_GOAL: number;
export function engineMarker(game: string): RegExp;
export const ELK_MARKER: string;
export const checks: BundleCheck[];
export const statechartPageBudget: number;

export interface PageBudget {
  /** Built site, relative to the repository root. */
  readonly dist: string;
  /** Which of its HTML files are checked: `every page` or one file. */
  readonly pages: string;
  /** Gzip budget in bytes of the JavaScript a page loads before any interaction. */
  readonly limit: number;
  /** Whether going over fails the build (false: the figure is only reported). */
  readonly enforced: boolean;
  /** Files that must never be in a page's static closure (they load on first use). */
  readonly neverStatic: readonly RegExp[];
  /** Code that must never be loaded up front: a marker found only in it, and its name. */
  readonly neverContains?: readonly { readonly marker: RegExp; readonly what: string }[];
}

export const pageBudgets: { readonly docs: PageBudget; readonly playground: PageBudget };
