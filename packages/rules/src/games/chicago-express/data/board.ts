/**
 * The Chicago Express board: the hex table (hexes.ts, transcribed from the board reference), the
 * industrial cities' table and the fixed hexes, and the lookups the engine reads, computed once
 * from them. Importers read this file; correct a hex in hexes.ts.
 */
import { HEXES, type HexData } from './hexes.js';

export { HEXES, type HexData, type NameSource, type Terrain } from './hexes.js';

export type IndustrialId = 'detroit' | 'wheeling' | 'pittsburgh';

export interface IndustrialData {
  readonly id: IndustrialId;
  readonly hex: string;
  readonly name: string;
  /** Starting value in the industrial city table (rulebook, setup). */
  readonly start: number;
  /** Value gained per development (rulebook: Detroit and Wheeling +1, Pittsburgh +2). */
  readonly step: number;
  /** Option id holding the last value of the row (Detroit: fixed 8 by the rulebook). */
  readonly maxOption: string | null;
  /** Developed by players (false for Detroit, which develops automatically). */
  readonly playerDevelops: boolean;
}

export const INDUSTRIAL: readonly IndustrialData[] = [
  {
    id: 'detroit',
    hex: 'E0',
    name: 'Detroit',
    start: 1,
    step: 1,
    maxOption: null,
    playerDevelops: false,
  },
  {
    id: 'wheeling',
    hex: 'I6',
    name: 'Wheeling',
    start: 3,
    step: 1,
    maxOption: 'wheelingMax',
    playerDevelops: true,
  },
  {
    id: 'pittsburgh',
    hex: 'K4',
    name: 'Pittsburgh',
    start: 4,
    step: 2,
    maxOption: 'pittsburghMax',
    playerDevelops: true,
  },
];

/** Detroit's last value (rulebook, Detroit development). */
export const DETROIT_MAX = 8;
export const CHICAGO_HEX = 'A2';
export const FORT_WAYNE_HEX = 'D3';
/** Chicago adds 7 to the income of each company reaching it. */
export const CHICAGO_INCOME = 7;

// ---- Static lookups, computed once at module load. ----

export const HEX_COUNT = HEXES.length;
/** Hex id -> index into HEXES. */
export const HEX_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  HEXES.map((h, i) => [h.id, i]),
);
/** Neighbour indices per hex index. */
export const NEIGHBOURS: readonly (readonly number[])[] = HEXES.map((h) =>
  h.adj.map((id) => HEX_INDEX[id]!),
);
/** Industrial table index per hex index (-1 if not industrial). */
export const INDUSTRIAL_AT: readonly number[] = HEXES.map((h) =>
  INDUSTRIAL.findIndex((ind) => ind.hex === h.id),
);

/**
 * Where an unnamed hex is, for players who cannot find grid codes on the map: the named hexes
 * next to it ("next to Harrisburg"), else the nearest named hex two steps away ("near Albany").
 */
const WHERE: readonly string[] = HEXES.map((hex) => {
  if (hex.name) return '';
  const named = (ids: readonly number[]) => [
    ...new Set(ids.map((i) => HEXES[i]!.name).filter((n): n is string => !!n)),
  ];
  const near = NEIGHBOURS[HEX_INDEX[hex.id]!]!;
  const next = named(near);
  if (next.length) return ` (next to ${next.join(', ')})`;
  // Further out ring by ring, so that every hex has a city to find it by ("City N6" alone did not).
  let ring: readonly number[] = near;
  const seen = new Set<number>([HEX_INDEX[hex.id]!, ...near]);
  while (ring.length) {
    ring = [...new Set(ring.flatMap((i) => NEIGHBOURS[i]!))].filter((i) => !seen.has(i));
    for (const i of ring) seen.add(i);
    const [further] = named(ring);
    if (further) return ` (near ${further})`;
  }
  return '';
});

/**
 * Human label: the name where known, otherwise "<terrain> <coordinate>" with the named hexes
 * next to it ("Plain Q5 (next to Philadelphia)").
 */
export function hexLabel(hex: HexData): string {
  if (hex.name) return hex.nameSource === 'geography' ? `${hex.name} (${hex.id})` : hex.name;
  const kind =
    hex.terrain === 'city'
      ? 'City'
      : hex.terrain === 'plain'
        ? 'Plain'
        : hex.terrain === 'forest'
          ? 'Forest'
          : 'Mountain';
  return `${kind} ${hex.id}${WHERE[HEX_INDEX[hex.id]!]}`;
}

/** Every hex's label by index: they never change, so views and drills read this, not `hexLabel`. */
export const HEX_LABELS: readonly string[] = HEXES.map(hexLabel);

export function isHexId(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(HEX_INDEX, id);
}
