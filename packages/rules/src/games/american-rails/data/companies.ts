/**
 * The six railroad companies of American Rails.
 *
 * Provenance: the rulebook gives only the totals (21 shares, 144 track cubes) and the colours of
 * American (white), Continental (green), Majestic (yellow) and Republic (blue). The split per
 * company and the colours of National (grey) and Liberty (red) come from the hobby board
 * transcription in /work/shared/data/american-rails/board-reference.json (confidence: medium;
 * the totals agree with the rulebook).
 */
export interface CompanyData {
  /** Stable id used in moves and views. */
  readonly id: CompanyId;
  readonly name: string;
  /** Cube color as named on the components. */
  readonly colorName: string;
  /** CSS color for renderers (always paired with `short`, a non-color cue). */
  readonly css: string;
  readonly short: string;
  readonly shares: number;
  /** Track cubes in the box, including the one that becomes the income-track marker. */
  readonly cubes: number;
  readonly source: 'rulebook' | 'board-transcription';
}

export const COMPANY_IDS = [
  'american',
  'national',
  'continental',
  'majestic',
  'liberty',
  'republic',
] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];

export const COMPANIES: readonly CompanyData[] = [
  {
    id: 'american',
    name: 'American',
    colorName: 'white',
    css: '#f2f2ee',
    short: 'AM',
    shares: 5,
    cubes: 31,
    source: 'rulebook',
  },
  {
    id: 'national',
    name: 'National',
    colorName: 'grey',
    css: '#8a9099',
    short: 'NA',
    shares: 4,
    cubes: 29,
    source: 'board-transcription',
  },
  {
    id: 'continental',
    name: 'Continental',
    colorName: 'green',
    css: '#2e8b57',
    short: 'CO',
    shares: 3,
    cubes: 26,
    source: 'rulebook',
  },
  {
    id: 'majestic',
    name: 'Majestic',
    colorName: 'yellow',
    css: '#e3c02a',
    short: 'MA',
    shares: 4,
    cubes: 22,
    source: 'rulebook',
  },
  {
    id: 'liberty',
    name: 'Liberty',
    colorName: 'red',
    css: '#c0392b',
    short: 'LI',
    shares: 2,
    cubes: 19,
    source: 'board-transcription',
  },
  {
    id: 'republic',
    name: 'Republic',
    colorName: 'blue',
    css: '#2f6fba',
    short: 'RE',
    shares: 3,
    cubes: 17,
    source: 'rulebook',
  },
];

/** Index of a company id in COMPANIES, or -1. */
export function companyIndex(id: unknown): number {
  return typeof id === 'string' ? (COMPANY_IDS as readonly string[]).indexOf(id) : -1;
}

/** Totals printed in the rulebook's component list. */
export const TOTAL_SHARES = 21;
export const TOTAL_CUBES = 144;
/** Black development markers (setup E). */
export const DEVELOPMENT_MARKERS = 12;
/** Year track (setup F): one round per year. */
export const FIRST_YEAR = 1851;
export const LAST_YEAR = 1857;
/** Lowest bid in every auction (opening auctions and the Auction a share action). */
export const MINIMUM_BID = 10;
/** Starting money per player by player count (setup J; 3 and 4 players both $50 as printed). */
export const STARTING_MONEY: Readonly<Record<number, number>> = { 3: 50, 4: 50, 5: 40 };
