/**
 * The American Rails map as the project's own typed data.
 *
 * Provenance: converted from /work/shared/data/american-rails/board-reference.json, a hobby
 * transcription (github.com/blripley/american-rails "Game Board & Pieces/board-data.json" @6336a99).
 * - City names and full/shared values: transcribed from a photo of the board (confidence: high;
 *   New York 8/5 and Buffalo 4/3 are confirmed by the rulebook). Spellings as printed
 *   ("Pittsburg", "Charlestown" = Charleston, West Virginia).
 * - Cities that cannot be developed: the rulebook's five (New York, Baltimore, Philadelphia,
 *   Boston, Chicago), matching the transcription.
 * - Special connection cities: Chicago, New York, Atlanta (rulebook).
 * - Per-hex terrain of non-city hexes: APPROXIMATE (the transcriber's own grade); a further
 *   column west of the westernmost cities may exist on the real board. Every non-city hex is
 *   therefore marked `approximate: true`.
 *
 * Layout: pointy-top hexes, 20 columns x 18 rows, odd rows shifted right by half a hex (odd-r);
 * column 0..19 west to east, row 0..17 north to south. Grid letters: C city, P plains, F forest,
 * M mountain, O off the map.
 */
export type Terrain = 'city' | 'plains' | 'forest' | 'mountain';

export const GRID_COLUMNS = 20;
export const GRID_ROWS = 18;

/** Terrain grid, one string per row (north first). */
export const TERRAIN_GRID: readonly string[] = [
  'OOOOOOOOOOOCFFCFCFFO',
  'OPCOPPCOOOFFFFFMFFCO',
  'OCPPPCPPPCFFFMMFFFFO',
  'PPPPPPPPPFCFMCPPCOOO',
  'OPPPPCPPCFFMMFPCOOOO',
  'PPPPFPCFFFMMFCPOOOOO',
  'OCPPFCFFFCMMFPOOOOOO',
  'PPPPFFFFFMCFCPOOOOOO',
  'OPPFFFFMMMFFFFCOOOOO',
  'PPFCFFCMMFFCPPOOOOOO',
  'OCFFFCMMMCFPPFOOOOOO',
  'PFFFFFMFFFPFCOOOOOOO',
  'OFFFCFCFFPPFOOOOOOOO',
  'PFFFFFFFPFCOOOOOOOOO',
  'OCFFCFFPPFOOOOOOOOOO',
  'PFFFFPPFCOOOOOOOOOOO',
  'PFCFPCOOOOOOOOOOOOOO',
  'COOOOOOOOOOOOOOOOOOO',
];

export interface CityData {
  /** Slug of the name, e.g. `st-louis`. */
  readonly slug: string;
  readonly name: string;
  readonly col: number;
  readonly row: number;
  /** Income when one company has track here (left number on the map). */
  readonly full: number;
  /** Income per company when two or more companies have track here (right number). */
  readonly shared: number;
  /** False for the five cities with black squares (never developed). */
  readonly developable: boolean;
  /** Chicago, New York and Atlanta: special connection cities. */
  readonly special: boolean;
}

type CityRow = readonly [
  slug: string,
  name: string,
  col: number,
  row: number,
  full: number,
  shared: number,
  developable: boolean,
  special: boolean,
];

/** The 39 cities: slug, name, column, row, full value, shared value, developable, special. */
const CITY_ROWS: readonly CityRow[] = [
  ['buffalo', 'Buffalo', 11, 0, 4, 3, true, false],
  ['syracuse', 'Syracuse', 14, 0, 2, 1, true, false],
  ['albany', 'Albany', 16, 0, 3, 2, true, false],
  ['chicago', 'Chicago', 2, 1, 7, 5, false, true],
  ['detroit', 'Detroit', 6, 1, 4, 2, true, false],
  ['boston', 'Boston', 18, 1, 5, 3, false, false],
  ['rock-island', 'Rock Island', 1, 2, 2, 1, true, false],
  ['fort-wayne', 'Fort Wayne', 5, 2, 2, 1, true, false],
  ['cleveland', 'Cleveland', 9, 2, 4, 2, true, false],
  ['pittsburg', 'Pittsburg', 10, 3, 5, 3, true, false],
  ['harrisburg', 'Harrisburg', 13, 3, 1, 1, true, false],
  ['new-york', 'New York', 16, 3, 8, 5, false, true],
  ['indianapolis', 'Indianapolis', 5, 4, 4, 2, true, false],
  ['columbus', 'Columbus', 8, 4, 1, 1, true, false],
  ['philadelphia', 'Philadelphia', 15, 4, 6, 4, false, false],
  ['cincinnati', 'Cincinnati', 6, 5, 4, 2, true, false],
  ['baltimore', 'Baltimore', 13, 5, 5, 3, false, false],
  ['st-louis', 'St. Louis', 1, 6, 5, 3, true, false],
  ['louisville', 'Louisville', 5, 6, 1, 1, true, false],
  ['charlestown', 'Charlestown', 9, 6, 2, 1, true, false],
  ['roanoke', 'Roanoke', 10, 7, 2, 1, true, false],
  ['richmond', 'Richmond', 12, 7, 3, 2, true, false],
  ['norfolk', 'Norfolk', 14, 8, 2, 2, true, false],
  ['nashville', 'Nashville', 3, 9, 3, 2, true, false],
  ['knoxville', 'Knoxville', 6, 9, 2, 1, true, false],
  ['raleigh', 'Raleigh', 11, 9, 2, 1, true, false],
  ['memphis', 'Memphis', 1, 10, 3, 2, true, false],
  ['chattanooga', 'Chattanooga', 5, 10, 4, 2, true, false],
  ['charlotte', 'Charlotte', 9, 10, 3, 2, true, false],
  ['wilmington', 'Wilmington', 12, 11, 2, 1, true, false],
  ['birmingham', 'Birmingham', 4, 12, 2, 1, true, false],
  ['atlanta', 'Atlanta', 6, 12, 5, 3, true, true],
  ['charleston', 'Charleston', 10, 13, 3, 2, true, false],
  ['jackson', 'Jackson', 1, 14, 3, 2, true, false],
  ['montgomery', 'Montgomery', 4, 14, 2, 1, true, false],
  ['savannah', 'Savannah', 8, 15, 3, 2, true, false],
  ['mobile', 'Mobile', 2, 16, 2, 1, true, false],
  ['tallahassee', 'Tallahassee', 5, 16, 2, 1, true, false],
  ['new-orleans', 'New Orleans', 0, 17, 5, 3, true, false],
];

export const CITIES: readonly CityData[] = CITY_ROWS.map(
  ([slug, name, col, row, full, shared, developable, special]) => ({
    slug,
    name,
    col,
    row,
    full,
    shared,
    developable,
    special,
  }),
);

/** Development raises a city's full value by 2 and its shared value by 1. */
export const DEVELOPMENT_FULL_BONUS = 2;
export const DEVELOPMENT_SHARED_BONUS = 1;
/** The special connection cities and the bonus per connected pair. */
export const SPECIAL_CITIES = ['chicago', 'new-york', 'atlanta'] as const;
export const SPECIAL_CONNECTION_BONUS = 10;

/** Cost per cube by terrain (track costs table). */
export const TRACK_COST = {
  cityBase: 2,
  cityPerPiece: 2,
  plainsBase: 2,
  plainsPerCube: 2,
  forest: 3,
  mountain: 5,
} as const;

export interface HexData {
  /** `col,row`, the id used in moves (e.g. `"11,0"` is Buffalo). */
  readonly id: string;
  readonly index: number;
  readonly col: number;
  readonly row: number;
  readonly terrain: Terrain;
  /** Index into CITIES, or -1. */
  readonly city: number;
  /** Indices of the neighbouring hexes on the map. */
  readonly neighbours: readonly number[];
  /** Human label, e.g. "Buffalo" or "Plains 2,6 (next to St. Louis)". */
  readonly label: string;
  /** True where the terrain is the transcriber's approximation (every non-city hex). */
  readonly approximate: boolean;
}

const TERRAIN_LETTER: Readonly<Record<string, Terrain>> = {
  C: 'city',
  P: 'plains',
  F: 'forest',
  M: 'mountain',
};

function buildHexes(): HexData[] {
  const at = new Map<string, number>();
  const raw: { col: number; row: number; terrain: Terrain }[] = [];
  TERRAIN_GRID.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) {
      const terrain = TERRAIN_LETTER[line[col]!];
      if (!terrain) continue;
      at.set(`${col},${row}`, raw.length);
      raw.push({ col, row, terrain });
    }
  });
  const cityAt = new Map(CITIES.map((c, i) => [`${c.col},${c.row}`, i]));
  const neighboursOf = (col: number, row: number): number[] => {
    // odd-r offsets: odd rows are shifted right.
    const odd = row % 2 === 1;
    const deltas = odd
      ? [
          [-1, 0],
          [1, 0],
          [0, -1],
          [1, -1],
          [0, 1],
          [1, 1],
        ]
      : [
          [-1, 0],
          [1, 0],
          [-1, -1],
          [0, -1],
          [-1, 1],
          [0, 1],
        ];
    const out: number[] = [];
    for (const [dc, dr] of deltas) {
      const index = at.get(`${col + dc!},${row + dr!}`);
      if (index !== undefined) out.push(index);
    }
    return out.sort((a, b) => a - b);
  };
  const hexes = raw.map(({ col, row, terrain }, index) => ({
    id: `${col},${row}`,
    index,
    col,
    row,
    terrain,
    city: cityAt.get(`${col},${row}`) ?? -1,
    neighbours: neighboursOf(col, row),
    label: '',
    approximate: terrain !== 'city',
  }));
  const terrainName: Record<Terrain, string> = {
    city: 'City',
    plains: 'Plains',
    forest: 'Forest',
    mountain: 'Mountains',
  };
  return hexes.map((hex) => {
    if (hex.city >= 0) return { ...hex, label: CITIES[hex.city]!.name };
    const near = hex.neighbours
      .filter((n) => hexes[n]!.city >= 0)
      .map((n) => CITIES[hexes[n]!.city]!.name);
    const label = `${terrainName[hex.terrain]} ${hex.id}${near.length ? ` (next to ${near.join(', ')})` : ''}`;
    return { ...hex, label };
  });
}

/** Every hex on the map, in reading order (row by row, west to east). Precomputed once. */
export const HEXES: readonly HexData[] = buildHexes();

const HEX_INDEX: ReadonlyMap<string, number> = new Map(HEXES.map((h) => [h.id, h.index]));

/** Index of a hex id (`"col,row"`), or -1 for anything else. */
export function hexIndex(id: unknown): number {
  return typeof id === 'string' ? (HEX_INDEX.get(id) ?? -1) : -1;
}

/** Hex index of each city (parallel to CITIES). */
export const CITY_HEX: readonly number[] = CITIES.map((c) => hexIndex(`${c.col},${c.row}`));

/** Hex indices of the special connection cities, in SPECIAL_CITIES order. */
export const SPECIAL_HEXES: readonly number[] = SPECIAL_CITIES.map(
  (slug) => CITY_HEX[CITIES.findIndex((c) => c.slug === slug)]!,
);

/** The three special pairs as indices into SPECIAL_CITIES, with their names. */
export const SPECIAL_PAIRS: readonly {
  readonly id: string;
  readonly a: number;
  readonly b: number;
  readonly label: string;
}[] = [
  { id: 'chicago-new-york', a: 0, b: 1, label: 'Chicago–New York' },
  { id: 'chicago-atlanta', a: 0, b: 2, label: 'Chicago–Atlanta' },
  { id: 'new-york-atlanta', a: 1, b: 2, label: 'New York–Atlanta' },
];

/** Hex id of a city by slug (for tests and fixtures). */
export function cityHexId(slug: string): string {
  const city = CITIES.find((c) => c.slug === slug);
  if (!city) throw new RangeError(`No city ${slug}`);
  return `${city.col},${city.row}`;
}
