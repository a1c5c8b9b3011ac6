/**
 * Chicago Express map: 160 hexes.
 *
 * Provenance: converted from /work/shared/data/chicago-express/board-reference.json, which was
 * transcribed from a public hobby implementation (github.com/pablonen/wabash,
 * app/models/game_map.rb @0b26ed2, 2023-02-22). Confidence: the terrain, red costs, black incomes
 * and house values agree with every number the rulebook states (Chicago +7; Detroit / Wheeling /
 * Pittsburgh start at 1 / 3 / 4; Fort Wayne 1 + house 2; the Binghamton example). The rest is
 * UNVERIFIED against a printed board.
 *
 * Layout: "odd-q" offset grid; `col` 0..18 = columns A..S west to east, `row` 0..10 north to
 * south, odd columns shifted half a hex down. Both are read from the id (`E10` = col 4, row 10).
 * `adj` lists the neighbours (symmetric).
 *
 * Terrain: `plain`, `forest`, `mountain`, `city` (incl. Fort Wayne, the Wabash start),
 * `industrial` (Detroit, Wheeling, Pittsburgh), `start` (the four start hexes), `chicago`.
 * `cost` = red build number, `income` = black number (for industrial cities the starting track
 * value, which the engine takes from the industrial table instead), `house` = value printed on
 * the house for cities and mountains (0 where none).
 *
 * Names: `nameSource` says where a name comes from. `rulebook` = named in the rulebook;
 * `example` = fixed by a rulebook example (Binghamton is the only city 2 hexes from New York
 * through a forest); `geography` = APPROXIMATE, our own reading of the hex's position on the
 * map (not printed in our sources). Unnamed hexes are labelled by their coordinate.
 */
import type { CompanyId } from './companies.js';

export type Terrain = 'plain' | 'forest' | 'mountain' | 'city' | 'industrial' | 'start' | 'chicago';
export type NameSource = 'rulebook' | 'example' | 'geography';

export interface HexData {
  readonly id: string;
  readonly col: number;
  readonly row: number;
  readonly terrain: Terrain;
  readonly cost: number;
  readonly income: number;
  readonly house: number;
  readonly name?: string;
  readonly nameSource?: NameSource;
  /** The company whose start hex this is (Fort Wayne: the Wabash). */
  readonly startOf?: CompanyId;
  readonly adj: readonly string[];
}

/**
 * One hex a line: id, terrain, cost, income, house, the neighbours' ids (space-separated), then
 * for a named hex its name and name source, and for a start hex the company starting there.
 */
type HexRow = readonly [
  id: string,
  terrain: Terrain,
  cost: number,
  income: number,
  house: number,
  adj: string,
  name?: string,
  nameSource?: NameSource,
  startOf?: CompanyId,
];

/** Grid position from a hex id: the letter is the column (A = 0), the number the row. */
export function gridOf(id: string): { readonly col: number; readonly row: number } {
  return { col: id.charCodeAt(0) - 'A'.charCodeAt(0), row: Number(id.slice(1)) };
}

function hexOf(row: HexRow): HexData {
  const [id, terrain, cost, income, house, adj, name, nameSource, startOf] = row;
  return {
    id,
    ...gridOf(id),
    terrain,
    cost,
    income,
    house,
    ...(name === undefined ? {} : { name, nameSource }),
    ...(startOf === undefined ? {} : { startOf }),
    adj: adj.split(' '),
  };
}

const ROWS: readonly HexRow[] = [
  ['A2', 'chicago', 3, 7, 0, 'A3 B2', 'Chicago', 'rulebook'],
  ['A3', 'plain', 1, 0, 0, 'A2 A4 B2 B3'],
  ['A4', 'plain', 1, 0, 0, 'A3 B3 B4'],
  ['B2', 'plain', 1, 0, 0, 'A2 A3 B3 C2 C3'],
  ['B3', 'plain', 1, 0, 0, 'A3 A4 B2 B4 C3 C4'],
  ['B4', 'plain', 1, 0, 0, 'A4 B3 B5 C4 C5'],
  ['B5', 'city', 1, 2, 2, 'B4 B6 C5 C6', 'Indianapolis', 'geography'],
  ['B6', 'plain', 1, 0, 0, 'B5 C6 C7'],
  ['C0', 'plain', 1, 0, 0, 'C1 D0'],
  ['C1', 'plain', 1, 0, 0, 'C0 C2 D0 D1'],
  ['C2', 'city', 2, 1, 2, 'B2 C1 C3 D1 D2', 'South Bend', 'geography'],
  ['C3', 'plain', 1, 0, 0, 'B2 B3 C2 C4 D2 D3'],
  ['C4', 'plain', 1, 0, 0, 'B3 B4 C3 C5 D3 D4'],
  ['C5', 'plain', 1, 0, 0, 'B4 B5 C4 C6 D4 D5'],
  ['C6', 'plain', 1, 0, 0, 'B5 B6 C5 C7 D5 D6'],
  ['C7', 'plain', 1, 0, 0, 'B6 C6 D6 D7'],
  ['D0', 'plain', 1, 0, 0, 'C0 C1 D1 E0 E1'],
  ['D1', 'plain', 1, 0, 0, 'C1 C2 D0 D2 E1 E2'],
  ['D2', 'plain', 1, 0, 0, 'C2 C3 D1 D3 E2 E3'],
  ['D3', 'city', 1, 1, 2, 'C3 C4 D2 D4 E3 E4', 'Fort Wayne', 'rulebook', 'wabash'],
  ['D4', 'plain', 1, 0, 0, 'C4 C5 D3 D5 E4 E5'],
  ['D5', 'plain', 1, 0, 0, 'C5 C6 D4 D6 E5 E6'],
  ['D6', 'plain', 1, 0, 0, 'C6 C7 D5 D7 E6 E7'],
  ['D7', 'city', 2, 2, 2, 'C7 D6 E7 E8', 'Cincinnati', 'geography'],
  ['E0', 'industrial', 3, 1, 0, 'D0 E1', 'Detroit', 'rulebook'],
  ['E1', 'plain', 1, 0, 0, 'D0 D1 E0 E2 F1'],
  ['E2', 'plain', 1, 0, 0, 'D1 D2 E1 E3 F1 F2'],
  ['E3', 'plain', 1, 0, 0, 'D2 D3 E2 E4 F2 F3'],
  ['E4', 'plain', 1, 0, 0, 'D3 D4 E3 E5 F3 F4'],
  ['E5', 'plain', 1, 0, 0, 'D4 D5 E4 E6 F4 F5'],
  ['E6', 'plain', 1, 0, 0, 'D5 D6 E5 E7 F5 F6'],
  ['E7', 'plain', 1, 0, 0, 'D6 D7 E6 E8 F6 F7'],
  ['E8', 'plain', 1, 0, 0, 'D7 E7 F7 F8'],
  ['F1', 'city', 2, 1, 1, 'E1 E2 F2 G2', 'Toledo', 'geography'],
  ['F2', 'plain', 1, 0, 0, 'E2 E3 F1 F3 G2 G3'],
  ['F3', 'plain', 1, 0, 0, 'E3 E4 F2 F4 G3 G4'],
  ['F4', 'plain', 1, 0, 0, 'E4 E5 F3 F5 G4 G5'],
  ['F5', 'city', 1, 1, 1, 'E5 E6 F4 F6 G5 G6', 'Columbus', 'geography'],
  ['F6', 'plain', 1, 0, 0, 'E6 E7 F5 F7 G6 G7'],
  ['F7', 'plain', 1, 0, 0, 'E7 E8 F6 F8 G7 G8'],
  ['F8', 'city', 2, 2, 1, 'E8 F7 G8 G9'],
  ['G2', 'plain', 1, 0, 0, 'F1 F2 G3 H2'],
  ['G3', 'plain', 1, 0, 0, 'F2 F3 G2 G4 H2 H3'],
  ['G4', 'plain', 1, 0, 0, 'F3 F4 G3 G5 H3 H4'],
  ['G5', 'plain', 1, 0, 0, 'F4 F5 G4 G6 H4 H5'],
  ['G6', 'plain', 1, 0, 0, 'F5 F6 G5 G7 H5 H6'],
  ['G7', 'plain', 1, 0, 0, 'F6 F7 G6 G8 H6 H7'],
  ['G8', 'forest', 2, 0, 0, 'F7 F8 G7 G9 H7 H8'],
  ['G9', 'mountain', 3, 1, 2, 'F8 G8 H8 H9'],
  ['H2', 'plain', 1, 0, 0, 'G2 G3 H3 I2 I3'],
  ['H3', 'plain', 1, 0, 0, 'G3 G4 H2 H4 I3 I4'],
  ['H4', 'plain', 1, 0, 0, 'G4 G5 H3 H5 I4 I5'],
  ['H5', 'plain', 1, 0, 0, 'G5 G6 H4 H6 I5 I6'],
  ['H6', 'plain', 1, 0, 0, 'G6 G7 H5 H7 I6 I7'],
  ['H7', 'forest', 2, 0, 0, 'G7 G8 H6 H8 I7 I8'],
  ['H8', 'forest', 2, 0, 0, 'G8 G9 H7 H9 I8 I9'],
  ['H9', 'mountain', 3, 1, 2, 'G9 H8 I9 I10'],
  ['I2', 'city', 1, 2, 2, 'H2 I3 J1 J2', 'Cleveland', 'geography'],
  ['I3', 'plain', 1, 0, 0, 'H2 H3 I2 I4 J2 J3'],
  ['I4', 'city', 2, 1, 1, 'H3 H4 I3 I5 J3 J4'],
  ['I5', 'forest', 2, 0, 0, 'H4 H5 I4 I6 J4 J5'],
  ['I6', 'industrial', 3, 3, 0, 'H5 H6 I5 I7 J5 J6', 'Wheeling', 'rulebook'],
  ['I7', 'forest', 2, 0, 0, 'H6 H7 I6 I8 J6 J7'],
  ['I8', 'mountain', 4, 1, 2, 'H7 H8 I7 I9 J7 J8'],
  ['I9', 'city', 3, 2, 1, 'H8 H9 I8 I10 J8 J9', 'Charleston', 'geography'],
  ['I10', 'mountain', 3, 1, 2, 'H9 I9 J9'],
  ['J1', 'plain', 1, 0, 0, 'I2 J2 K1 K2'],
  ['J2', 'forest', 1, 0, 0, 'I2 I3 J1 J3 K2 K3'],
  ['J3', 'forest', 2, 0, 0, 'I3 I4 J2 J4 K3 K4'],
  ['J4', 'forest', 2, 0, 0, 'I4 I5 J3 J5 K4 K5'],
  ['J5', 'forest', 2, 0, 0, 'I5 I6 J4 J6 K5 K6'],
  ['J6', 'mountain', 3, 1, 2, 'I6 I7 J5 J7 K6 K7'],
  ['J7', 'mountain', 4, 1, 2, 'I7 I8 J6 J8 K7 K8'],
  ['J8', 'mountain', 4, 1, 2, 'I8 I9 J7 J9 K8 K9'],
  ['J9', 'mountain', 3, 1, 2, 'I9 I10 J8 K9 K10'],
  ['K1', 'plain', 1, 0, 0, 'J1 K2 L0 L1'],
  ['K2', 'forest', 2, 0, 0, 'J1 J2 K1 K3 L1 L2'],
  ['K3', 'forest', 4, 0, 0, 'J2 J3 K2 K4 L2 L3'],
  ['K4', 'industrial', 4, 4, 0, 'J3 J4 K3 K5 L3 L4', 'Pittsburgh', 'rulebook'],
  ['K5', 'forest', 4, 0, 0, 'J4 J5 K4 K6 L4 L5'],
  ['K6', 'mountain', 4, 1, 2, 'J5 J6 K5 K7 L5 L6'],
  ['K7', 'city', 2, 1, 1, 'J6 J7 K6 K8 L6 L7'],
  ['K8', 'mountain', 4, 1, 2, 'J7 J8 K7 K9 L7 L8'],
  ['K9', 'forest', 2, 0, 0, 'J8 J9 K8 K10 L8 L9'],
  ['K10', 'city', 2, 1, 1, 'J9 K9 L9'],
  ['L0', 'city', 2, 3, 2, 'K1 L1 M0 M1', 'Buffalo', 'geography'],
  ['L1', 'plain', 1, 0, 0, 'K1 K2 L0 L2 M1 M2'],
  ['L2', 'forest', 2, 0, 0, 'K2 K3 L1 L3 M2 M3'],
  ['L3', 'forest', 3, 0, 0, 'K3 K4 L2 L4 M3 M4'],
  ['L4', 'mountain', 3, 1, 2, 'K4 K5 L3 L5 M4 M5'],
  ['L5', 'mountain', 4, 1, 2, 'K5 K6 L4 L6 M5 M6'],
  ['L6', 'mountain', 2, 1, 2, 'K6 K7 L5 L7 M6 M7'],
  ['L7', 'forest', 3, 0, 0, 'K7 K8 L6 L8 M7 M8'],
  ['L8', 'forest', 2, 0, 0, 'K8 K9 L7 L9 M8 M9'],
  ['L9', 'plain', 1, 0, 0, 'K9 K10 L8 M9 M10'],
  ['M0', 'plain', 1, 0, 0, 'L0 M1 N0'],
  ['M1', 'forest', 2, 0, 0, 'L0 L1 M0 M2 N0 N1'],
  ['M2', 'forest', 2, 0, 0, 'L1 L2 M1 M3 N1 N2'],
  ['M3', 'forest', 3, 0, 0, 'L2 L3 M2 M4 N2 N3'],
  ['M4', 'city', 2, 1, 1, 'L3 L4 M3 M5 N3 N4', 'Altoona', 'geography'],
  ['M5', 'mountain', 4, 1, 2, 'L4 L5 M4 M6 N4 N5'],
  ['M6', 'mountain', 2, 1, 2, 'L5 L6 M5 M7 N5 N6'],
  ['M7', 'forest', 2, 0, 0, 'L6 L7 M6 M8 N6 N7'],
  ['M8', 'forest', 2, 0, 0, 'L7 L8 M7 M9 N7 N8'],
  ['M9', 'forest', 2, 0, 0, 'L8 L9 M8 M10 N8 N9'],
  ['M10', 'city', 1, 1, 1, 'L9 M9 N9'],
  ['N0', 'plain', 1, 0, 0, 'M0 M1 N1 O0 O1'],
  ['N1', 'forest', 3, 0, 0, 'M1 M2 N0 N2 O1 O2'],
  ['N2', 'forest', 3, 0, 0, 'M2 M3 N1 N3 O2 O3'],
  ['N3', 'forest', 2, 0, 0, 'M3 M4 N2 N4 O3 O4'],
  ['N4', 'mountain', 3, 1, 1, 'M4 M5 N3 N5 O4 O5'],
  ['N5', 'forest', 4, 0, 0, 'M5 M6 N4 N6 O5 O6'],
  ['N6', 'city', 2, 1, 1, 'M6 M7 N5 N7 O6 O7'],
  ['N7', 'forest', 2, 0, 0, 'M7 M8 N6 N8 O7 O8'],
  ['N8', 'plain', 2, 0, 0, 'M8 M9 N7 N9 O8 O9'],
  ['N9', 'plain', 1, 0, 0, 'M9 M10 N8 O9 O10'],
  ['O0', 'city', 2, 1, 2, 'N0 O1 P0', 'Rochester', 'geography'],
  ['O1', 'forest', 2, 0, 0, 'N0 N1 O0 O2 P0 P1'],
  ['O2', 'forest', 3, 0, 0, 'N1 N2 O1 O3 P1 P2'],
  ['O3', 'forest', 3, 0, 0, 'N2 N3 O2 O4 P2 P3'],
  ['O4', 'city', 2, 1, 1, 'N3 N4 O3 O5 P3 P4', 'Harrisburg', 'geography'],
  ['O5', 'plain', 2, 0, 0, 'N4 N5 O4 O6 P4 P5'],
  ['O6', 'plain', 2, 0, 0, 'N5 N6 O5 O7 P5 P6'],
  ['O7', 'plain', 1, 0, 0, 'N6 N7 O6 O8 P6 P7'],
  ['O8', 'plain', 2, 0, 0, 'N7 N8 O7 O9 P7 P8'],
  ['O9', 'forest', 2, 0, 0, 'N8 N9 O8 O10 P8 P9'],
  ['O10', 'city', 2, 2, 1, 'N9 O9 P9'],
  ['P0', 'plain', 1, 0, 0, 'O0 O1 P1 Q0 Q1'],
  ['P1', 'forest', 2, 0, 0, 'O1 O2 P0 P2 Q1 Q2'],
  ['P2', 'forest', 2, 0, 0, 'O2 O3 P1 P3 Q2 Q3'],
  ['P3', 'forest', 2, 0, 0, 'O3 O4 P2 P4 Q3 Q4'],
  ['P4', 'plain', 1, 0, 0, 'O4 O5 P3 P5 Q4 Q5'],
  ['P5', 'plain', 1, 0, 0, 'O5 O6 P4 P6 Q5 Q6'],
  ['P6', 'plain', 1, 0, 0, 'O6 O7 P5 P7 Q6 Q7'],
  ['P7', 'plain', 1, 0, 0, 'O7 O8 P6 P8 Q7 Q8'],
  ['P8', 'plain', 1, 0, 0, 'O8 O9 P7 P9 Q8 Q9'],
  ['P9', 'plain', 1, 0, 0, 'O9 O10 P8 Q9'],
  ['Q0', 'city', 2, 1, 1, 'P0 Q1 R0', 'Syracuse', 'geography'],
  ['Q1', 'forest', 2, 0, 0, 'P0 P1 Q0 Q2 R0 R1'],
  ['Q2', 'forest', 2, 0, 0, 'P1 P2 Q1 Q3 R1 R2'],
  ['Q3', 'city', 2, 1, 1, 'P2 P3 Q2 Q4 R2 R3', 'Binghamton', 'example'],
  ['Q4', 'forest', 2, 0, 0, 'P3 P4 Q3 Q5 R3 R4'],
  ['Q5', 'plain', 1, 0, 0, 'P4 P5 Q4 Q6 R4 R5'],
  ['Q6', 'plain', 1, 0, 0, 'P5 P6 Q5 Q7 R5 R6'],
  ['Q7', 'start', 0, 0, 0, 'P6 P7 Q6 Q8 R6', 'Baltimore', 'rulebook', 'bo'],
  ['Q8', 'plain', 1, 0, 0, 'P7 P8 Q7 Q9'],
  ['Q9', 'start', 0, 0, 0, 'P8 P9 Q8', 'Washington', 'rulebook', 'co'],
  ['R0', 'plain', 1, 0, 0, 'Q0 Q1 R1 S0 S1'],
  ['R1', 'forest', 2, 0, 0, 'Q1 Q2 R0 R2 S1 S2'],
  ['R2', 'forest', 2, 0, 0, 'Q2 Q3 R1 R3 S2 S3'],
  ['R3', 'forest', 2, 0, 0, 'Q3 Q4 R2 R4 S3 S4'],
  ['R4', 'plain', 1, 0, 0, 'Q4 Q5 R3 R5 S4 S5'],
  ['R5', 'start', 0, 0, 0, 'Q5 Q6 R4 R6 S5', 'Philadelphia', 'rulebook', 'prr'],
  ['R6', 'plain', 1, 0, 0, 'Q6 Q7 R5'],
  ['S0', 'city', 2, 1, 2, 'R0 S1', 'Albany', 'geography'],
  ['S1', 'plain', 1, 0, 0, 'R0 R1 S0 S2'],
  ['S2', 'plain', 1, 0, 0, 'R1 R2 S1 S3'],
  ['S3', 'start', 0, 0, 0, 'R2 R3 S2 S4', 'New York', 'rulebook', 'nyc'],
  ['S4', 'plain', 1, 0, 0, 'R3 R4 S3 S5'],
  ['S5', 'plain', 1, 0, 0, 'R4 R5 S4'],
];

export const HEXES: readonly HexData[] = ROWS.map(hexOf);
