/**
 * The Last Spike map: 9 cities and 12 routes of 4 track spaces (48 tiles). The rulebook prints no
 * map; it states that route A is St. Louis–Omaha (A4 next to Omaha), that C1 and D1 also touch
 * Omaha, that V is Ogden–Denver, that Denver ends 4 routes, Yuma 3 and St. Louis 2, and that tiles
 * A3 and V3 cost $3,000. A 3×3 diamond (St. Louis and Sacramento at opposite corners, Denver in the
 * centre) is the map that fits all of it; every other letter and cost is ours (see provenance).
 * Source of the reconstruction: /work/shared/data/last-spike (topology-inferred.json,
 * candidate-tables.json).
 */
import { inferred, reconstructed, rulebook, type Sourced } from './provenance.js';

export type CityId =
  | 'st-louis'
  | 'omaha'
  | 'dodge-city'
  | 'laramie'
  | 'denver'
  | 'el-paso'
  | 'ogden'
  | 'yuma'
  | 'sacramento';

export type RouteLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z';

export interface CityData {
  readonly id: CityId;
  readonly name: Sourced<string>;
  /**
   * Place on the schematic diamond: `x` 0 (west, Sacramento) to 4 (east, St. Louis), `y` -2
   * (north) to 2 (south). Not a geographic map.
   */
  readonly x: Sourced<number>;
  readonly y: Sourced<number>;
}

export interface RouteData {
  readonly letter: Sourced<RouteLetter>;
  /** City at space 1 (tile numbers run from the east end: A1 touches St. Louis, A4 Omaha). */
  readonly east: Sourced<CityId>;
  /** City at space 4. */
  readonly west: Sourced<CityId>;
  /** Cost in dollars of the tiles 1–4 laid normally (double when detached). */
  readonly costs: readonly [Sourced<number>, Sourced<number>, Sourced<number>, Sourced<number>];
}

const POSITION = 'schematic diamond position, not the printed map';

export const CITY_DATA: readonly CityData[] = [
  { id: 'st-louis', name: rulebook('St. Louis'), x: inferred(4), y: inferred(0) },
  { id: 'omaha', name: rulebook('Omaha'), x: inferred(3), y: inferred(-1) },
  { id: 'dodge-city', name: rulebook('Dodge City'), x: inferred(3), y: inferred(1) },
  { id: 'laramie', name: rulebook('Laramie'), x: inferred(2, POSITION), y: inferred(-2) },
  { id: 'denver', name: rulebook('Denver'), x: inferred(2), y: inferred(0) },
  { id: 'el-paso', name: rulebook('El Paso'), x: inferred(2, POSITION), y: inferred(2) },
  { id: 'ogden', name: rulebook('Ogden'), x: inferred(1), y: inferred(-1) },
  { id: 'yuma', name: rulebook('Yuma'), x: inferred(1), y: inferred(1) },
  { id: 'sacramento', name: rulebook('Sacramento'), x: inferred(0), y: inferred(0) },
];

const r = reconstructed;
const TOPOLOGY = 'the 3×3 diamond is the map that fits the stated route counts';
const LETTER = 'letter not confirmed by the rulebook';

export const ROUTE_DATA: readonly RouteData[] = [
  {
    letter: rulebook('A'),
    east: rulebook('st-louis'),
    west: rulebook('omaha', 'A4 is the space next to Omaha'),
    costs: [r(4000), r(2000), rulebook(3000, 'tile A3 costs $3,000'), r(3000)],
  },
  {
    letter: r('B', LETTER),
    east: rulebook('st-louis', 'St. Louis ends 2 routes'),
    west: inferred('dodge-city', TOPOLOGY),
    costs: [r(4000), r(2000), r(1000), r(2000)],
  },
  {
    letter: r('C', 'C1 touches Omaha (rulebook); its other end is not stated'),
    east: rulebook('omaha', 'C1 is next to Omaha'),
    west: inferred('laramie', TOPOLOGY),
    costs: [r(2000), r(1000), r(2000), r(2000)],
  },
  {
    letter: r('D', 'D1 touches Omaha (rulebook); its other end is not stated'),
    east: rulebook('omaha', 'D1 is next to Omaha'),
    west: inferred('denver', TOPOLOGY),
    costs: [r(2000), r(1000), r(2000), r(3000)],
  },
  {
    letter: r('E', LETTER),
    east: rulebook('dodge-city', 'the rulebook names a Dodge City–Denver route'),
    west: rulebook('denver'),
    costs: [r(1000), r(2000), r(2000), r(2000)],
  },
  {
    letter: r('F', LETTER),
    east: rulebook('dodge-city', 'the finished game pays El Paso–Dodge City'),
    west: rulebook('el-paso'),
    costs: [r(2000), r(2000), r(3000), r(3000)],
  },
  {
    letter: r('U', LETTER),
    east: inferred('laramie', TOPOLOGY),
    west: inferred('ogden', TOPOLOGY),
    costs: [r(3000), r(5000), r(4000), r(6000)],
  },
  {
    letter: rulebook('V'),
    east: rulebook('denver', 'tile V3 lies on Ogden–Denver; V1 at Denver is inferred'),
    west: rulebook('ogden'),
    costs: [r(6000), r(5000), rulebook(3000, 'the last spike V3 costs $3,000'), r(5000)],
  },
  {
    letter: r('W', LETTER),
    east: inferred('denver', 'Denver ends 4 routes'),
    west: inferred('yuma', 'Yuma ends 3 routes'),
    costs: [r(6000), r(4000), r(3000), r(5000)],
  },
  {
    letter: r('X', LETTER),
    east: rulebook('el-paso', 'the finished game pays Yuma–El Paso'),
    west: rulebook('yuma'),
    costs: [r(2000), r(2000), r(2000), r(4000)],
  },
  {
    letter: r('Y', LETTER),
    east: rulebook('ogden', 'the finished game pays Sacramento–Ogden'),
    west: rulebook('sacramento'),
    costs: [r(2000), r(2000), r(5000), r(7000)],
  },
  {
    letter: inferred(
      'Z',
      'Z3 could also have been the last spike: Yuma–Sacramento is the only fit',
    ),
    east: inferred('yuma'),
    west: inferred('sacramento'),
    costs: [r(3000), r(3000), r(5000), r(4000)],
  },
];
