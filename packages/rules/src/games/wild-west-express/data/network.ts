/**
 * OUR DESIGN, not the printed board. The Wild West Express rulebook has no map, so this network
 * is Railyard's own: 24 real western towns in three time zones, 39 legs of track measured in
 * movement steps, three junctions outside the towns, sheriff stars and telegram spaces. It grew
 * from the sketch in `shared/data/wild-west-express/network-sketch.json` and was balanced by
 * simulation (see the docs' "About our board" note). Positions are for drawing only, in a
 * 1020 × 720 picture (roughly longitude and latitude).
 */

export type ZoneId = 'P' | 'M' | 'C';

export interface ZoneData {
  readonly id: ZoneId;
  readonly name: string;
  /** Colour of the zone's dashed boundary and of its passenger tokens. */
  readonly color: string;
  /** Colour in words, the non-colour cue for the same token. */
  readonly colorName: string;
}

/** West to east. Passenger fares count the zone lines between boarding and drop-off. */
export const ZONES: readonly ZoneData[] = [
  { id: 'P', name: 'Pacific', color: '#2b7bb9', colorName: 'blue' },
  { id: 'M', name: 'Mountain', color: '#b8860b', colorName: 'ochre' },
  { id: 'C', name: 'Central', color: '#a23b72', colorName: 'plum' },
];

/** The two dashed zone lines, vertical at `x` in the drawing. */
export const ZONE_LINES: readonly {
  readonly west: ZoneId;
  readonly east: ZoneId;
  readonly x: number;
}[] = [
  { west: 'P', east: 'M', x: 317 },
  { west: 'M', east: 'C', x: 746 },
];

export const CITY_IDS = [
  'portland',
  'sacramento',
  'san-francisco',
  'los-angeles',
  'virginia-city',
  'helena',
  'salt-lake-city',
  'cheyenne',
  'denver',
  'leadville',
  'deadwood',
  'santa-fe',
  'tucson',
  'tombstone',
  'el-paso',
  'bismarck',
  'omaha',
  'kansas-city',
  'dodge-city',
  'wichita',
  'fort-worth',
  'dallas',
  'san-antonio',
  'galveston',
] as const;
export type CityId = (typeof CITY_IDS)[number];

export interface CityData {
  readonly id: CityId;
  readonly name: string;
  readonly zone: ZoneId;
  readonly x: number;
  readonly y: number;
}

export const CITIES: readonly CityData[] = [
  { id: 'portland', name: 'Portland', zone: 'P', x: 63, y: 110 },
  { id: 'sacramento', name: 'Sacramento', zone: 'P', x: 102, y: 358 },
  { id: 'san-francisco', name: 'San Francisco', zone: 'P', x: 73, y: 387 },
  { id: 'los-angeles', name: 'Los Angeles', zone: 'P', x: 211, y: 520 },
  { id: 'virginia-city', name: 'Virginia City', zone: 'P', x: 165, y: 333 },
  { id: 'helena', name: 'Helena', zone: 'M', x: 416, y: 70 },
  { id: 'salt-lake-city', name: 'Salt Lake City', zone: 'M', x: 419, y: 279 },
  { id: 'cheyenne', name: 'Cheyenne', zone: 'M', x: 654, y: 268 },
  { id: 'denver', name: 'Denver', zone: 'M', x: 647, y: 319 },
  { id: 'leadville', name: 'Leadville', zone: 'M', x: 604, y: 337 },
  { id: 'deadwood', name: 'Deadwood', zone: 'M', x: 690, y: 150 },
  { id: 'santa-fe', name: 'Santa Fe', zone: 'M', x: 617, y: 463 },
  { id: 'tucson', name: 'Tucson', zone: 'M', x: 452, y: 589 },
  { id: 'tombstone', name: 'Tombstone', zone: 'M', x: 479, y: 640 },
  { id: 'el-paso', name: 'El Paso', zone: 'M', x: 598, y: 603 },
  { id: 'bismarck', name: 'Bismarck', zone: 'C', x: 786, y: 63 },
  { id: 'omaha', name: 'Omaha', zone: 'C', x: 944, y: 261 },
  { id: 'kansas-city', name: 'Kansas City', zone: 'C', x: 990, y: 340 },
  { id: 'dodge-city', name: 'Dodge City', zone: 'C', x: 812, y: 387 },
  { id: 'wichita', name: 'Wichita', zone: 'C', x: 901, y: 391 },
  { id: 'fort-worth', name: 'Fort Worth', zone: 'C', x: 891, y: 567 },
  { id: 'dallas', name: 'Dallas', zone: 'C', x: 944, y: 560 },
  { id: 'san-antonio', name: 'San Antonio', zone: 'C', x: 862, y: 690 },
  { id: 'galveston', name: 'Galveston', zone: 'C', x: 984, y: 693 },
];

export const JUNCTION_IDS = ['snake-river', 'raton', 'pecos'] as const;
export type JunctionId = (typeof JUNCTION_IDS)[number];

/** Junctions are track spaces outside towns where three lines meet (any branch may be taken). */
export const JUNCTIONS: readonly { id: JunctionId; name: string; x: number; y: number }[] = [
  { id: 'snake-river', name: 'Snake River Junction', x: 277, y: 178 },
  { id: 'raton', name: 'Raton Junction', x: 667, y: 420 },
  { id: 'pecos', name: 'Pecos Junction', x: 696, y: 632 },
];

export type FeatureKind = 'telegram' | 'star';

export interface LegData {
  readonly from: CityId | JunctionId;
  readonly to: CityId | JunctionId;
  /** Steps from one end to the other: `steps - 1` track spaces lie between them. */
  readonly steps: number;
  /** Telegram (T) and sheriff-star spaces, by step counted from `from` (never at either end). */
  readonly features?: Readonly<Record<number, FeatureKind>>;
}

export const LEGS: readonly LegData[] = [
  { from: 'portland', to: 'sacramento', steps: 9, features: { 5: 'telegram', 7: 'star' } },
  { from: 'sacramento', to: 'san-francisco', steps: 2 },
  { from: 'san-francisco', to: 'los-angeles', steps: 7, features: { 4: 'telegram', 2: 'star' } },
  { from: 'sacramento', to: 'virginia-city', steps: 4 },
  { from: 'virginia-city', to: 'salt-lake-city', steps: 9, features: { 5: 'telegram', 7: 'star' } },
  { from: 'portland', to: 'snake-river', steps: 6, features: { 3: 'telegram' } },
  { from: 'snake-river', to: 'helena', steps: 5, features: { 3: 'telegram' } },
  { from: 'snake-river', to: 'salt-lake-city', steps: 5, features: { 2: 'star' } },
  { from: 'helena', to: 'bismarck', steps: 10, features: { 5: 'telegram', 8: 'star' } },
  { from: 'salt-lake-city', to: 'cheyenne', steps: 7, features: { 4: 'telegram', 2: 'star' } },
  { from: 'cheyenne', to: 'deadwood', steps: 5, features: { 3: 'star' } },
  { from: 'deadwood', to: 'bismarck', steps: 6, features: { 3: 'telegram' } },
  { from: 'cheyenne', to: 'denver', steps: 2 },
  { from: 'cheyenne', to: 'omaha', steps: 8, features: { 4: 'telegram' } },
  { from: 'denver', to: 'leadville', steps: 3 },
  { from: 'leadville', to: 'salt-lake-city', steps: 8, features: { 4: 'telegram', 6: 'star' } },
  { from: 'denver', to: 'kansas-city', steps: 9, features: { 5: 'telegram', 2: 'star' } },
  { from: 'denver', to: 'raton', steps: 4 },
  { from: 'raton', to: 'santa-fe', steps: 2 },
  { from: 'raton', to: 'dodge-city', steps: 5, features: { 3: 'telegram' } },
  { from: 'leadville', to: 'santa-fe', steps: 5, features: { 2: 'star' } },
  { from: 'dodge-city', to: 'kansas-city', steps: 5, features: { 3: 'telegram' } },
  { from: 'dodge-city', to: 'wichita', steps: 3 },
  { from: 'wichita', to: 'fort-worth', steps: 5, features: { 3: 'telegram' } },
  { from: 'kansas-city', to: 'omaha', steps: 3 },
  { from: 'omaha', to: 'bismarck', steps: 7, features: { 4: 'telegram' } },
  { from: 'kansas-city', to: 'wichita', steps: 3 },
  { from: 'santa-fe', to: 'el-paso', steps: 5, features: { 3: 'telegram' } },
  { from: 'el-paso', to: 'tucson', steps: 5, features: { 3: 'telegram' } },
  { from: 'tucson', to: 'tombstone', steps: 2 },
  { from: 'tucson', to: 'los-angeles', steps: 8, features: { 4: 'telegram', 6: 'star' } },
  { from: 'el-paso', to: 'pecos', steps: 5, features: { 3: 'telegram' } },
  { from: 'pecos', to: 'san-antonio', steps: 4 },
  { from: 'pecos', to: 'fort-worth', steps: 4 },
  { from: 'fort-worth', to: 'dallas', steps: 1 },
  { from: 'dallas', to: 'galveston', steps: 4 },
  { from: 'san-antonio', to: 'galveston', steps: 3 },
  { from: 'san-antonio', to: 'fort-worth', steps: 4 },
  { from: 'kansas-city', to: 'dallas', steps: 8, features: { 4: 'telegram', 6: 'star' } },
];
