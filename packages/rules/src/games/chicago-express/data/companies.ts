/**
 * The five railroad companies (rulebook: components, setup, opening auctions). Order is the
 * rulebook's share list (PRR, B&O, NYC, C&O, Wabash) and is the index used everywhere.
 *
 * Start incomes are not written in the rulebook text (they are printed on the income track);
 * they equal the opening minimum bids (translation notes A17, board reference README).
 */
export type CompanyId = 'prr' | 'bo' | 'nyc' | 'co' | 'wabash';

export interface CompanyData {
  readonly id: CompanyId;
  readonly name: string;
  readonly short: string;
  readonly colorName: string;
  /** CSS colour for pieces. */
  readonly color: string;
  readonly shares: number;
  readonly locos: number;
  readonly startHex: string;
  /** Income at setup (Wabash: 0; its Fort Wayne locomotive brings 1 or 3 when it opens). */
  readonly startIncome: number;
  /** Opening auction position (0-3), null for the Wabash. */
  readonly openingOrder: number | null;
  /** Minimum bid in the opening auction. */
  readonly openingMinimum: number | null;
}

export const COMPANIES: readonly CompanyData[] = [
  {
    id: 'prr',
    name: 'Pennsylvania Railroad',
    short: 'PRR',
    colorName: 'red',
    color: '#c62828',
    shares: 3,
    locos: 20,
    startHex: 'R5',
    startIncome: 7,
    openingOrder: 0,
    openingMinimum: 7,
  },
  {
    id: 'bo',
    name: 'Baltimore & Ohio',
    short: 'B&O',
    colorName: 'blue',
    color: '#1565c0',
    shares: 4,
    locos: 22,
    startHex: 'Q7',
    startIncome: 6,
    openingOrder: 1,
    openingMinimum: 6,
  },
  {
    id: 'nyc',
    name: 'New York Central',
    short: 'NYC',
    colorName: 'green',
    color: '#2e7d32',
    shares: 5,
    locos: 24,
    startHex: 'S3',
    startIncome: 8,
    openingOrder: 3,
    openingMinimum: 8,
  },
  {
    id: 'co',
    name: 'Chesapeake & Ohio',
    short: 'C&O',
    colorName: 'yellow',
    color: '#f9a825',
    shares: 6,
    locos: 26,
    startHex: 'Q9',
    startIncome: 5,
    openingOrder: 2,
    openingMinimum: 5,
  },
  {
    id: 'wabash',
    name: 'Wabash',
    short: 'WAB',
    colorName: 'black',
    color: '#212121',
    shares: 2,
    locos: 11,
    startHex: 'D3',
    startIncome: 0,
    openingOrder: null,
    openingMinimum: null,
  },
];

export const COMPANY_COUNT = COMPANIES.length;
export const WABASH = 4;
export const COMPANY_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  COMPANIES.map((c, i) => [c.id, i]),
);
/** Opening auctions in order: PRR, B&O, C&O, NYC (company indices). */
export const OPENING_ORDER: readonly number[] = [0, 1, 3, 2];
export const TOTAL_MONEY = 120;
export const TOTAL_HOUSES = 23;
export const SUPPLY_HOUSES = 20;
/** Money for a forest development (rulebook: effect on forests). */
export const FOREST_BONUS = 2;

export function isCompanyId(id: unknown): id is CompanyId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(COMPANY_INDEX, id);
}
