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

export const GOOD_NAMES: Readonly<Record<GoodId, string>> = {
  weapons: 'weapons',
  gold: 'gold',
  'mining-equipment': 'mining equipment',
  cattle: 'cattle',
  silver: 'silver',
  alcohol: 'alcohol',
  food: 'food',
  'luxury-goods': 'luxury goods',
  cotton: 'cotton',
};

export interface CityGoods {
  /** Red: goods a train in this town may buy, at this price. */
  readonly sells: Readonly<Partial<Record<GoodId, number>>>;
  /** Green: goods this town takes from a train that stops here, at this price. */
  readonly buys: Readonly<Partial<Record<GoodId, number>>>;
}

export const CITY_GOODS: Readonly<Record<CityId, CityGoods>> = {
  portland: { sells: { food: 40 }, buys: { 'mining-equipment': 210, cattle: 260 } },
  sacramento: {
    sells: { gold: 140, food: 40 },
    buys: { 'mining-equipment': 100, 'luxury-goods': 130 },
  },
  'san-francisco': {
    sells: { 'luxury-goods': 100, 'mining-equipment': 80, weapons: 90 },
    buys: { gold: 170, silver: 190, cotton: 390, cattle: 230 },
  },
  'los-angeles': { sells: { food: 40, alcohol: 60 }, buys: { weapons: 180, 'luxury-goods': 190 } },
  'virginia-city': {
    sells: { silver: 110 },
    buys: { 'mining-equipment': 150, food: 80, alcohol: 200, 'luxury-goods': 180 },
  },
  helena: { sells: { gold: 140 }, buys: { 'mining-equipment': 310, food: 140, alcohol: 270 } },
  'salt-lake-city': { sells: { food: 40 }, buys: { cotton: 340, 'mining-equipment': 190 } },
  cheyenne: { sells: { cattle: 50 }, buys: { weapons: 190, alcohol: 80, food: 110 } },
  denver: {
    sells: { 'mining-equipment': 80, alcohol: 60 },
    buys: { gold: 240, silver: 150, 'luxury-goods': 390, food: 130 },
  },
  leadville: { sells: { silver: 110 }, buys: { 'mining-equipment': 120, food: 120, alcohol: 90 } },
  deadwood: {
    sells: { gold: 140 },
    buys: { 'mining-equipment': 160, alcohol: 140, weapons: 250, food: 120 },
  },
  'santa-fe': { sells: { weapons: 90 }, buys: { 'luxury-goods': 340, cotton: 220, food: 160 } },
  tucson: { sells: { cattle: 50 }, buys: { weapons: 220, food: 140 } },
  tombstone: {
    sells: { silver: 110 },
    buys: { 'mining-equipment': 300, alcohol: 140, weapons: 240 },
  },
  'el-paso': { sells: { cattle: 50, alcohol: 60 }, buys: { weapons: 150, 'luxury-goods': 280 } },
  bismarck: { sells: { food: 40 }, buys: { weapons: 220, cattle: 190 } },
  omaha: { sells: { food: 40, alcohol: 60 }, buys: { cattle: 150, gold: 360 } },
  'kansas-city': {
    sells: { weapons: 90, 'mining-equipment': 80 },
    buys: { cattle: 100, silver: 290, cotton: 130 },
  },
  'dodge-city': { sells: { cattle: 50 }, buys: { alcohol: 150, weapons: 150, food: 70 } },
  wichita: { sells: { food: 40 }, buys: { cattle: 80 } },
  'fort-worth': { sells: { cattle: 50 }, buys: { weapons: 190, food: 90 } },
  dallas: { sells: { cotton: 50 }, buys: { cattle: 60, alcohol: 190 } },
  'san-antonio': { sells: { cattle: 50, cotton: 60 }, buys: { weapons: 240, alcohol: 180 } },
  galveston: {
    sells: { 'luxury-goods': 100, cotton: 50 },
    buys: { cattle: 80, silver: 390, gold: 580 },
  },
};
