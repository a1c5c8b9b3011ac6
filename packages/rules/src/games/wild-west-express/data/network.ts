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

/** "Salt Lake City" from `salt-lake-city`: every town and junction is named after its id. */
const nameOf = (id: string) =>
  id
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The zone a drawing position lies in: west of the first line Pacific, and so on. */
export function zoneAt(x: number): ZoneId {
  let zone: ZoneId = ZONE_LINES[0]!.west;
  for (const line of ZONE_LINES) if (x > line.x) zone = line.east;
  return zone;
}

/** "x,y" of each point, space-separated (data kept compact: strings are parsed at load). */
const points = (list: string) => list.split(' ').map((point) => point.split(',').map(Number));

/** Each town's drawing position, in `CITY_IDS` order; its zone is where it lies. */
const CITY_POINTS = points(
  '63,110 102,358 73,387 211,520 165,333 416,70 419,279 654,268 647,319 604,337 690,150 617,463 452,589 479,640 598,603 786,63 944,261 990,340 812,387 901,391 891,567 944,560 862,690 984,693',
);

export const CITIES: readonly CityData[] = CITY_IDS.map((id, i) => {
  const [x, y] = CITY_POINTS[i]!;
  return { id, name: nameOf(id), zone: zoneAt(x!), x: x!, y: y! };
});

export const JUNCTION_IDS = ['snake-river', 'raton', 'pecos'] as const;
export type JunctionId = (typeof JUNCTION_IDS)[number];

const JUNCTION_POINTS = points('277,178 667,420 696,632');

/** Junctions are track spaces outside towns where three lines meet (any branch may be taken). */
export const JUNCTIONS: readonly { id: JunctionId; name: string; x: number; y: number }[] =
  JUNCTION_IDS.map((id, i) => {
    const [x, y] = JUNCTION_POINTS[i]!;
    return { id, name: `${nameOf(id)} Junction`, x: x!, y: y! };
  });

export type FeatureKind = 'telegram' | 'star';

export interface LegData {
  readonly from: CityId | JunctionId;
  readonly to: CityId | JunctionId;
  /** Steps from one end to the other: `steps - 1` track spaces lie between them. */
  readonly steps: number;
  /** Telegram (T) and sheriff-star spaces, by step counted from `from` (never at either end). */
  readonly features?: Readonly<Record<number, FeatureKind>>;
}

/**
 * One leg a line: `from to steps`, then its telegram (`5t`: step 5) and sheriff-star (`7s`)
 * spaces.
 */
const LEG_LINES = `
portland sacramento 9 5t 7s
sacramento san-francisco 2
san-francisco los-angeles 7 4t 2s
sacramento virginia-city 4
virginia-city salt-lake-city 9 5t 7s
portland snake-river 6 3t
snake-river helena 5 3t
snake-river salt-lake-city 5 2s
helena bismarck 10 5t 8s
salt-lake-city cheyenne 7 4t 2s
cheyenne deadwood 5 3s
deadwood bismarck 6 3t
cheyenne denver 2
cheyenne omaha 8 4t
denver leadville 3
leadville salt-lake-city 8 4t 6s
denver kansas-city 9 5t 2s
denver raton 4
raton santa-fe 2
raton dodge-city 5 3t
leadville santa-fe 5 2s
dodge-city kansas-city 5 3t
dodge-city wichita 3
wichita fort-worth 5 3t
kansas-city omaha 3
omaha bismarck 7 4t
kansas-city wichita 3
santa-fe el-paso 5 3t
el-paso tucson 5 3t
tucson tombstone 2
tucson los-angeles 8 4t 6s
el-paso pecos 5 3t
pecos san-antonio 4
pecos fort-worth 4
fort-worth dallas 1
dallas galveston 4
san-antonio galveston 3
san-antonio fort-worth 4
kansas-city dallas 8 4t 6s`;

const FEATURES: Readonly<Record<string, FeatureKind>> = { t: 'telegram', s: 'star' };

export const LEGS: readonly LegData[] = LEG_LINES.trim()
  .split('\n')
  .map((line) => {
    const [from, to, steps, ...marks] = line.split(' ');
    const leg = {
      from: from as CityId | JunctionId,
      to: to as CityId | JunctionId,
      steps: +steps!,
    };
    if (!marks.length) return leg;
    const features = Object.fromEntries(
      marks.map((mark) => [+mark.slice(0, -1), FEATURES[mark.slice(-1)]!]),
    );
    return { ...leg, features };
  });
