/**
 * OUR DESIGN, not the printed price overview (the rulebook gives no prices). For every town: the
 * goods it sells (red on the board: a train there may buy them) and the goods it buys (green: a
 * train stopping there sells them), in dollars. Every town sells something and no town has two
 * cheapest goods, so every start city has one free starting load. Sale prices grow with the
 * distance from the nearest town selling that good and with the zone lines between them
 * ("longer and riskier pays more"); the figures were then tuned by simulation.
 */
import type { CityId } from './network.js';

export const GOOD_IDS = [
  'weapons',
  'gold',
  'mining-equipment',
  'cattle',
  'silver',
  'alcohol',
  'food',
  'luxury-goods',
  'cotton',
] as const;
export type GoodId = (typeof GOOD_IDS)[number];

/** What players call each good: its id in words ("mining equipment"). */
export const GOOD_NAMES = Object.fromEntries(
  GOOD_IDS.map((good) => [good, good.replace('-', ' ')]),
) as Readonly<Record<GoodId, string>>;

export interface CityGoods {
  /** Red: goods a train in this town may buy, at this price. */
  readonly sells: Readonly<Partial<Record<GoodId, number>>>;
  /** Green: goods this town takes from a train that stops here, at this price. */
  readonly buys: Readonly<Partial<Record<GoodId, number>>>;
}

export const CITY_GOODS: Readonly<Record<CityId, CityGoods>> = {
  portland: { sells: { food: 40 }, buys: { 'mining-equipment': 180, cattle: 160 } },
  sacramento: {
    sells: { gold: 140, food: 40 },
    buys: { 'mining-equipment': 130, 'luxury-goods': 160 },
  },
  'san-francisco': {
    sells: { 'luxury-goods': 100, 'mining-equipment': 80, weapons: 90 },
    buys: { gold: 160, silver: 170, cotton: 320, cattle: 190 },
  },
  'los-angeles': { sells: { food: 40, alcohol: 60 }, buys: { weapons: 160, 'luxury-goods': 170 } },
  'virginia-city': {
    sells: { silver: 110 },
    buys: { 'mining-equipment': 140, food: 70, alcohol: 170, 'luxury-goods': 160 },
  },
  helena: {
    sells: { gold: 140, cattle: 50 },
    buys: { 'mining-equipment': 250, food: 120, alcohol: 220 },
  },
  'salt-lake-city': { sells: { food: 40 }, buys: { cotton: 280, 'mining-equipment': 160 } },
  cheyenne: { sells: { cattle: 50 }, buys: { weapons: 170, alcohol: 80, food: 90 } },
  denver: {
    sells: { 'mining-equipment': 80, alcohol: 60 },
    buys: { gold: 220, silver: 140, 'luxury-goods': 330, food: 110 },
  },
  leadville: { sells: { silver: 110 }, buys: { 'mining-equipment': 110, food: 100, alcohol: 90 } },
  deadwood: {
    sells: { gold: 190, cattle: 50 },
    buys: { 'mining-equipment': 140, alcohol: 120, weapons: 190, food: 110 },
  },
  'santa-fe': { sells: { weapons: 90 }, buys: { 'luxury-goods': 290, cotton: 180, food: 140 } },
  tucson: { sells: { cattle: 50 }, buys: { weapons: 190, food: 120 } },
  tombstone: {
    sells: { silver: 130 },
    buys: { 'mining-equipment': 260, alcohol: 120, weapons: 210 },
  },
  'el-paso': { sells: { cattle: 50, alcohol: 60 }, buys: { weapons: 140, 'luxury-goods': 240 } },
  bismarck: { sells: { food: 40 }, buys: { weapons: 190, cattle: 120 } },
  omaha: { sells: { food: 40, alcohol: 60 }, buys: { cattle: 130, gold: 310 } },
  'kansas-city': {
    sells: { weapons: 90, 'mining-equipment': 80 },
    buys: { cattle: 90, silver: 250, cotton: 110 },
  },
  'dodge-city': { sells: { cattle: 50 }, buys: { alcohol: 130, weapons: 140, food: 60 } },
  wichita: { sells: { food: 40 }, buys: { cattle: 70 } },
  'fort-worth': { sells: { cattle: 50 }, buys: { weapons: 170, food: 80 } },
  dallas: { sells: { cotton: 50 }, buys: { cattle: 60, alcohol: 160 } },
  'san-antonio': { sells: { cattle: 50, cotton: 60 }, buys: { weapons: 210, alcohol: 160 } },
  galveston: {
    sells: { 'luxury-goods': 100, cotton: 50 },
    buys: { cattle: 70, silver: 330, gold: 480 },
  },
};
