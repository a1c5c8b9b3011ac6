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
 * south, odd columns shifted half a hex down. `adj` lists the neighbours (symmetric).
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

export const HEXES: readonly HexData[] = [
  { id: 'A2', col: 0, row: 2, terrain: 'chicago', cost: 3, income: 7, house: 0, name: 'Chicago', nameSource: 'rulebook', adj: ['A3', 'B2'] },
  { id: 'A3', col: 0, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['A2', 'A4', 'B2', 'B3'] },
  { id: 'A4', col: 0, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['A3', 'B3', 'B4'] },
  { id: 'B2', col: 1, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['A2', 'A3', 'B3', 'C2', 'C3'] },
  { id: 'B3', col: 1, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['A3', 'A4', 'B2', 'B4', 'C3', 'C4'] },
  { id: 'B4', col: 1, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['A4', 'B3', 'B5', 'C4', 'C5'] },
  { id: 'B5', col: 1, row: 5, terrain: 'city', cost: 1, income: 2, house: 2, name: 'Indianapolis', nameSource: 'geography', adj: ['B4', 'B6', 'C5', 'C6'] },
  { id: 'B6', col: 1, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B5', 'C6', 'C7'] },
  { id: 'C0', col: 2, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C1', 'D0'] },
  { id: 'C1', col: 2, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C0', 'C2', 'D0', 'D1'] },
  { id: 'C2', col: 2, row: 2, terrain: 'city', cost: 2, income: 1, house: 2, name: 'South Bend', nameSource: 'geography', adj: ['B2', 'C1', 'C3', 'D1', 'D2'] },
  { id: 'C3', col: 2, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B2', 'B3', 'C2', 'C4', 'D2', 'D3'] },
  { id: 'C4', col: 2, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B3', 'B4', 'C3', 'C5', 'D3', 'D4'] },
  { id: 'C5', col: 2, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B4', 'B5', 'C4', 'C6', 'D4', 'D5'] },
  { id: 'C6', col: 2, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B5', 'B6', 'C5', 'C7', 'D5', 'D6'] },
  { id: 'C7', col: 2, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['B6', 'C6', 'D6', 'D7'] },
  { id: 'D0', col: 3, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C0', 'C1', 'D1', 'E0', 'E1'] },
  { id: 'D1', col: 3, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C1', 'C2', 'D0', 'D2', 'E1', 'E2'] },
  { id: 'D2', col: 3, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C2', 'C3', 'D1', 'D3', 'E2', 'E3'] },
  { id: 'D3', col: 3, row: 3, terrain: 'city', cost: 1, income: 1, house: 2, name: 'Fort Wayne', nameSource: 'rulebook', startOf: 'wabash', adj: ['C3', 'C4', 'D2', 'D4', 'E3', 'E4'] },
  { id: 'D4', col: 3, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C4', 'C5', 'D3', 'D5', 'E4', 'E5'] },
  { id: 'D5', col: 3, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C5', 'C6', 'D4', 'D6', 'E5', 'E6'] },
  { id: 'D6', col: 3, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['C6', 'C7', 'D5', 'D7', 'E6', 'E7'] },
  { id: 'D7', col: 3, row: 7, terrain: 'city', cost: 2, income: 2, house: 2, name: 'Cincinnati', nameSource: 'geography', adj: ['C7', 'D6', 'E7', 'E8'] },
  { id: 'E0', col: 4, row: 0, terrain: 'industrial', cost: 3, income: 1, house: 0, name: 'Detroit', nameSource: 'rulebook', adj: ['D0', 'E1'] },
  { id: 'E1', col: 4, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D0', 'D1', 'E0', 'E2', 'F1'] },
  { id: 'E2', col: 4, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D1', 'D2', 'E1', 'E3', 'F1', 'F2'] },
  { id: 'E3', col: 4, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D2', 'D3', 'E2', 'E4', 'F2', 'F3'] },
  { id: 'E4', col: 4, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D3', 'D4', 'E3', 'E5', 'F3', 'F4'] },
  { id: 'E5', col: 4, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D4', 'D5', 'E4', 'E6', 'F4', 'F5'] },
  { id: 'E6', col: 4, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D5', 'D6', 'E5', 'E7', 'F5', 'F6'] },
  { id: 'E7', col: 4, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D6', 'D7', 'E6', 'E8', 'F6', 'F7'] },
  { id: 'E8', col: 4, row: 8, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['D7', 'E7', 'F7', 'F8'] },
  { id: 'F1', col: 5, row: 1, terrain: 'city', cost: 2, income: 1, house: 1, name: 'Toledo', nameSource: 'geography', adj: ['E1', 'E2', 'F2', 'G2'] },
  { id: 'F2', col: 5, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['E2', 'E3', 'F1', 'F3', 'G2', 'G3'] },
  { id: 'F3', col: 5, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['E3', 'E4', 'F2', 'F4', 'G3', 'G4'] },
  { id: 'F4', col: 5, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['E4', 'E5', 'F3', 'F5', 'G4', 'G5'] },
  { id: 'F5', col: 5, row: 5, terrain: 'city', cost: 1, income: 1, house: 1, name: 'Columbus', nameSource: 'geography', adj: ['E5', 'E6', 'F4', 'F6', 'G5', 'G6'] },
  { id: 'F6', col: 5, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['E6', 'E7', 'F5', 'F7', 'G6', 'G7'] },
  { id: 'F7', col: 5, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['E7', 'E8', 'F6', 'F8', 'G7', 'G8'] },
  { id: 'F8', col: 5, row: 8, terrain: 'city', cost: 2, income: 2, house: 1, adj: ['E8', 'F7', 'G8', 'G9'] },
  { id: 'G2', col: 6, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F1', 'F2', 'G3', 'H2'] },
  { id: 'G3', col: 6, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F2', 'F3', 'G2', 'G4', 'H2', 'H3'] },
  { id: 'G4', col: 6, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F3', 'F4', 'G3', 'G5', 'H3', 'H4'] },
  { id: 'G5', col: 6, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F4', 'F5', 'G4', 'G6', 'H4', 'H5'] },
  { id: 'G6', col: 6, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F5', 'F6', 'G5', 'G7', 'H5', 'H6'] },
  { id: 'G7', col: 6, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['F6', 'F7', 'G6', 'G8', 'H6', 'H7'] },
  { id: 'G8', col: 6, row: 8, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['F7', 'F8', 'G7', 'G9', 'H7', 'H8'] },
  { id: 'G9', col: 6, row: 9, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['F8', 'G8', 'H8', 'H9'] },
  { id: 'H2', col: 7, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['G2', 'G3', 'H3', 'I2', 'I3'] },
  { id: 'H3', col: 7, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['G3', 'G4', 'H2', 'H4', 'I3', 'I4'] },
  { id: 'H4', col: 7, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['G4', 'G5', 'H3', 'H5', 'I4', 'I5'] },
  { id: 'H5', col: 7, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['G5', 'G6', 'H4', 'H6', 'I5', 'I6'] },
  { id: 'H6', col: 7, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['G6', 'G7', 'H5', 'H7', 'I6', 'I7'] },
  { id: 'H7', col: 7, row: 7, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['G7', 'G8', 'H6', 'H8', 'I7', 'I8'] },
  { id: 'H8', col: 7, row: 8, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['G8', 'G9', 'H7', 'H9', 'I8', 'I9'] },
  { id: 'H9', col: 7, row: 9, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['G9', 'H8', 'I9', 'I10'] },
  { id: 'I2', col: 8, row: 2, terrain: 'city', cost: 1, income: 2, house: 2, name: 'Cleveland', nameSource: 'geography', adj: ['H2', 'I3', 'J1', 'J2'] },
  { id: 'I3', col: 8, row: 3, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['H2', 'H3', 'I2', 'I4', 'J2', 'J3'] },
  { id: 'I4', col: 8, row: 4, terrain: 'city', cost: 2, income: 1, house: 1, adj: ['H3', 'H4', 'I3', 'I5', 'J3', 'J4'] },
  { id: 'I5', col: 8, row: 5, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['H4', 'H5', 'I4', 'I6', 'J4', 'J5'] },
  { id: 'I6', col: 8, row: 6, terrain: 'industrial', cost: 3, income: 3, house: 0, name: 'Wheeling', nameSource: 'rulebook', adj: ['H5', 'H6', 'I5', 'I7', 'J5', 'J6'] },
  { id: 'I7', col: 8, row: 7, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['H6', 'H7', 'I6', 'I8', 'J6', 'J7'] },
  { id: 'I8', col: 8, row: 8, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['H7', 'H8', 'I7', 'I9', 'J7', 'J8'] },
  { id: 'I9', col: 8, row: 9, terrain: 'city', cost: 3, income: 2, house: 1, name: 'Charleston', nameSource: 'geography', adj: ['H8', 'H9', 'I8', 'I10', 'J8', 'J9'] },
  { id: 'I10', col: 8, row: 10, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['H9', 'I9', 'J9'] },
  { id: 'J1', col: 9, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['I2', 'J2', 'K1', 'K2'] },
  { id: 'J2', col: 9, row: 2, terrain: 'forest', cost: 1, income: 0, house: 0, adj: ['I2', 'I3', 'J1', 'J3', 'K2', 'K3'] },
  { id: 'J3', col: 9, row: 3, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['I3', 'I4', 'J2', 'J4', 'K3', 'K4'] },
  { id: 'J4', col: 9, row: 4, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['I4', 'I5', 'J3', 'J5', 'K4', 'K5'] },
  { id: 'J5', col: 9, row: 5, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['I5', 'I6', 'J4', 'J6', 'K5', 'K6'] },
  { id: 'J6', col: 9, row: 6, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['I6', 'I7', 'J5', 'J7', 'K6', 'K7'] },
  { id: 'J7', col: 9, row: 7, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['I7', 'I8', 'J6', 'J8', 'K7', 'K8'] },
  { id: 'J8', col: 9, row: 8, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['I8', 'I9', 'J7', 'J9', 'K8', 'K9'] },
  { id: 'J9', col: 9, row: 9, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['I9', 'I10', 'J8', 'K9', 'K10'] },
  { id: 'K1', col: 10, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['J1', 'K2', 'L0', 'L1'] },
  { id: 'K2', col: 10, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['J1', 'J2', 'K1', 'K3', 'L1', 'L2'] },
  { id: 'K3', col: 10, row: 3, terrain: 'forest', cost: 4, income: 0, house: 0, adj: ['J2', 'J3', 'K2', 'K4', 'L2', 'L3'] },
  { id: 'K4', col: 10, row: 4, terrain: 'industrial', cost: 4, income: 4, house: 0, name: 'Pittsburgh', nameSource: 'rulebook', adj: ['J3', 'J4', 'K3', 'K5', 'L3', 'L4'] },
  { id: 'K5', col: 10, row: 5, terrain: 'forest', cost: 4, income: 0, house: 0, adj: ['J4', 'J5', 'K4', 'K6', 'L4', 'L5'] },
  { id: 'K6', col: 10, row: 6, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['J5', 'J6', 'K5', 'K7', 'L5', 'L6'] },
  { id: 'K7', col: 10, row: 7, terrain: 'city', cost: 2, income: 1, house: 1, adj: ['J6', 'J7', 'K6', 'K8', 'L6', 'L7'] },
  { id: 'K8', col: 10, row: 8, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['J7', 'J8', 'K7', 'K9', 'L7', 'L8'] },
  { id: 'K9', col: 10, row: 9, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['J8', 'J9', 'K8', 'K10', 'L8', 'L9'] },
  { id: 'K10', col: 10, row: 10, terrain: 'city', cost: 2, income: 1, house: 1, adj: ['J9', 'K9', 'L9'] },
  { id: 'L0', col: 11, row: 0, terrain: 'city', cost: 2, income: 3, house: 2, name: 'Buffalo', nameSource: 'geography', adj: ['K1', 'L1', 'M0', 'M1'] },
  { id: 'L1', col: 11, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['K1', 'K2', 'L0', 'L2', 'M1', 'M2'] },
  { id: 'L2', col: 11, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['K2', 'K3', 'L1', 'L3', 'M2', 'M3'] },
  { id: 'L3', col: 11, row: 3, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['K3', 'K4', 'L2', 'L4', 'M3', 'M4'] },
  { id: 'L4', col: 11, row: 4, terrain: 'mountain', cost: 3, income: 1, house: 2, adj: ['K4', 'K5', 'L3', 'L5', 'M4', 'M5'] },
  { id: 'L5', col: 11, row: 5, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['K5', 'K6', 'L4', 'L6', 'M5', 'M6'] },
  { id: 'L6', col: 11, row: 6, terrain: 'mountain', cost: 2, income: 1, house: 2, adj: ['K6', 'K7', 'L5', 'L7', 'M6', 'M7'] },
  { id: 'L7', col: 11, row: 7, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['K7', 'K8', 'L6', 'L8', 'M7', 'M8'] },
  { id: 'L8', col: 11, row: 8, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['K8', 'K9', 'L7', 'L9', 'M8', 'M9'] },
  { id: 'L9', col: 11, row: 9, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['K9', 'K10', 'L8', 'M9', 'M10'] },
  { id: 'M0', col: 12, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['L0', 'M1', 'N0'] },
  { id: 'M1', col: 12, row: 1, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['L0', 'L1', 'M0', 'M2', 'N0', 'N1'] },
  { id: 'M2', col: 12, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['L1', 'L2', 'M1', 'M3', 'N1', 'N2'] },
  { id: 'M3', col: 12, row: 3, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['L2', 'L3', 'M2', 'M4', 'N2', 'N3'] },
  { id: 'M4', col: 12, row: 4, terrain: 'city', cost: 2, income: 1, house: 1, name: 'Altoona', nameSource: 'geography', adj: ['L3', 'L4', 'M3', 'M5', 'N3', 'N4'] },
  { id: 'M5', col: 12, row: 5, terrain: 'mountain', cost: 4, income: 1, house: 2, adj: ['L4', 'L5', 'M4', 'M6', 'N4', 'N5'] },
  { id: 'M6', col: 12, row: 6, terrain: 'mountain', cost: 2, income: 1, house: 2, adj: ['L5', 'L6', 'M5', 'M7', 'N5', 'N6'] },
  { id: 'M7', col: 12, row: 7, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['L6', 'L7', 'M6', 'M8', 'N6', 'N7'] },
  { id: 'M8', col: 12, row: 8, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['L7', 'L8', 'M7', 'M9', 'N7', 'N8'] },
  { id: 'M9', col: 12, row: 9, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['L8', 'L9', 'M8', 'M10', 'N8', 'N9'] },
  { id: 'M10', col: 12, row: 10, terrain: 'city', cost: 1, income: 1, house: 1, adj: ['L9', 'M9', 'N9'] },
  { id: 'N0', col: 13, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['M0', 'M1', 'N1', 'O0', 'O1'] },
  { id: 'N1', col: 13, row: 1, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['M1', 'M2', 'N0', 'N2', 'O1', 'O2'] },
  { id: 'N2', col: 13, row: 2, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['M2', 'M3', 'N1', 'N3', 'O2', 'O3'] },
  { id: 'N3', col: 13, row: 3, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['M3', 'M4', 'N2', 'N4', 'O3', 'O4'] },
  { id: 'N4', col: 13, row: 4, terrain: 'mountain', cost: 3, income: 1, house: 1, adj: ['M4', 'M5', 'N3', 'N5', 'O4', 'O5'] },
  { id: 'N5', col: 13, row: 5, terrain: 'forest', cost: 4, income: 0, house: 0, adj: ['M5', 'M6', 'N4', 'N6', 'O5', 'O6'] },
  { id: 'N6', col: 13, row: 6, terrain: 'city', cost: 2, income: 1, house: 1, adj: ['M6', 'M7', 'N5', 'N7', 'O6', 'O7'] },
  { id: 'N7', col: 13, row: 7, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['M7', 'M8', 'N6', 'N8', 'O7', 'O8'] },
  { id: 'N8', col: 13, row: 8, terrain: 'plain', cost: 2, income: 0, house: 0, adj: ['M8', 'M9', 'N7', 'N9', 'O8', 'O9'] },
  { id: 'N9', col: 13, row: 9, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['M9', 'M10', 'N8', 'O9', 'O10'] },
  { id: 'O0', col: 14, row: 0, terrain: 'city', cost: 2, income: 1, house: 2, name: 'Rochester', nameSource: 'geography', adj: ['N0', 'O1', 'P0'] },
  { id: 'O1', col: 14, row: 1, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['N0', 'N1', 'O0', 'O2', 'P0', 'P1'] },
  { id: 'O2', col: 14, row: 2, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['N1', 'N2', 'O1', 'O3', 'P1', 'P2'] },
  { id: 'O3', col: 14, row: 3, terrain: 'forest', cost: 3, income: 0, house: 0, adj: ['N2', 'N3', 'O2', 'O4', 'P2', 'P3'] },
  { id: 'O4', col: 14, row: 4, terrain: 'city', cost: 2, income: 1, house: 1, name: 'Harrisburg', nameSource: 'geography', adj: ['N3', 'N4', 'O3', 'O5', 'P3', 'P4'] },
  { id: 'O5', col: 14, row: 5, terrain: 'plain', cost: 2, income: 0, house: 0, adj: ['N4', 'N5', 'O4', 'O6', 'P4', 'P5'] },
  { id: 'O6', col: 14, row: 6, terrain: 'plain', cost: 2, income: 0, house: 0, adj: ['N5', 'N6', 'O5', 'O7', 'P5', 'P6'] },
  { id: 'O7', col: 14, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['N6', 'N7', 'O6', 'O8', 'P6', 'P7'] },
  { id: 'O8', col: 14, row: 8, terrain: 'plain', cost: 2, income: 0, house: 0, adj: ['N7', 'N8', 'O7', 'O9', 'P7', 'P8'] },
  { id: 'O9', col: 14, row: 9, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['N8', 'N9', 'O8', 'O10', 'P8', 'P9'] },
  { id: 'O10', col: 14, row: 10, terrain: 'city', cost: 2, income: 2, house: 1, adj: ['N9', 'O9', 'P9'] },
  { id: 'P0', col: 15, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O0', 'O1', 'P1', 'Q0', 'Q1'] },
  { id: 'P1', col: 15, row: 1, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['O1', 'O2', 'P0', 'P2', 'Q1', 'Q2'] },
  { id: 'P2', col: 15, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['O2', 'O3', 'P1', 'P3', 'Q2', 'Q3'] },
  { id: 'P3', col: 15, row: 3, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['O3', 'O4', 'P2', 'P4', 'Q3', 'Q4'] },
  { id: 'P4', col: 15, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O4', 'O5', 'P3', 'P5', 'Q4', 'Q5'] },
  { id: 'P5', col: 15, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O5', 'O6', 'P4', 'P6', 'Q5', 'Q6'] },
  { id: 'P6', col: 15, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O6', 'O7', 'P5', 'P7', 'Q6', 'Q7'] },
  { id: 'P7', col: 15, row: 7, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O7', 'O8', 'P6', 'P8', 'Q7', 'Q8'] },
  { id: 'P8', col: 15, row: 8, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O8', 'O9', 'P7', 'P9', 'Q8', 'Q9'] },
  { id: 'P9', col: 15, row: 9, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['O9', 'O10', 'P8', 'Q9'] },
  { id: 'Q0', col: 16, row: 0, terrain: 'city', cost: 2, income: 1, house: 1, name: 'Syracuse', nameSource: 'geography', adj: ['P0', 'Q1', 'R0'] },
  { id: 'Q1', col: 16, row: 1, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['P0', 'P1', 'Q0', 'Q2', 'R0', 'R1'] },
  { id: 'Q2', col: 16, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['P1', 'P2', 'Q1', 'Q3', 'R1', 'R2'] },
  { id: 'Q3', col: 16, row: 3, terrain: 'city', cost: 2, income: 1, house: 1, name: 'Binghamton', nameSource: 'example', adj: ['P2', 'P3', 'Q2', 'Q4', 'R2', 'R3'] },
  { id: 'Q4', col: 16, row: 4, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['P3', 'P4', 'Q3', 'Q5', 'R3', 'R4'] },
  { id: 'Q5', col: 16, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['P4', 'P5', 'Q4', 'Q6', 'R4', 'R5'] },
  { id: 'Q6', col: 16, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['P5', 'P6', 'Q5', 'Q7', 'R5', 'R6'] },
  { id: 'Q7', col: 16, row: 7, terrain: 'start', cost: 0, income: 0, house: 0, name: 'Baltimore', nameSource: 'rulebook', startOf: 'bo', adj: ['P6', 'P7', 'Q6', 'Q8', 'R6'] },
  { id: 'Q8', col: 16, row: 8, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['P7', 'P8', 'Q7', 'Q9'] },
  { id: 'Q9', col: 16, row: 9, terrain: 'start', cost: 0, income: 0, house: 0, name: 'Washington', nameSource: 'rulebook', startOf: 'co', adj: ['P8', 'P9', 'Q8'] },
  { id: 'R0', col: 17, row: 0, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['Q0', 'Q1', 'R1', 'S0', 'S1'] },
  { id: 'R1', col: 17, row: 1, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['Q1', 'Q2', 'R0', 'R2', 'S1', 'S2'] },
  { id: 'R2', col: 17, row: 2, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['Q2', 'Q3', 'R1', 'R3', 'S2', 'S3'] },
  { id: 'R3', col: 17, row: 3, terrain: 'forest', cost: 2, income: 0, house: 0, adj: ['Q3', 'Q4', 'R2', 'R4', 'S3', 'S4'] },
  { id: 'R4', col: 17, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['Q4', 'Q5', 'R3', 'R5', 'S4', 'S5'] },
  { id: 'R5', col: 17, row: 5, terrain: 'start', cost: 0, income: 0, house: 0, name: 'Philadelphia', nameSource: 'rulebook', startOf: 'prr', adj: ['Q5', 'Q6', 'R4', 'R6', 'S5'] },
  { id: 'R6', col: 17, row: 6, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['Q6', 'Q7', 'R5'] },
  { id: 'S0', col: 18, row: 0, terrain: 'city', cost: 2, income: 1, house: 2, name: 'Albany', nameSource: 'geography', adj: ['R0', 'S1'] },
  { id: 'S1', col: 18, row: 1, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['R0', 'R1', 'S0', 'S2'] },
  { id: 'S2', col: 18, row: 2, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['R1', 'R2', 'S1', 'S3'] },
  { id: 'S3', col: 18, row: 3, terrain: 'start', cost: 0, income: 0, house: 0, name: 'New York', nameSource: 'rulebook', startOf: 'nyc', adj: ['R2', 'R3', 'S2', 'S4'] },
  { id: 'S4', col: 18, row: 4, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['R3', 'R4', 'S3', 'S5'] },
  { id: 'S5', col: 18, row: 5, terrain: 'plain', cost: 1, income: 0, house: 0, adj: ['R4', 'R5', 'S4'] },
];

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
  { id: 'detroit', hex: 'E0', name: 'Detroit', start: 1, step: 1, maxOption: null, playerDevelops: false },
  { id: 'wheeling', hex: 'I6', name: 'Wheeling', start: 3, step: 1, maxOption: 'wheelingMax', playerDevelops: true },
  { id: 'pittsburgh', hex: 'K4', name: 'Pittsburgh', start: 4, step: 2, maxOption: 'pittsburghMax', playerDevelops: true },
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
export const HEX_INDEX: Readonly<Record<string, number>> = Object.fromEntries(HEXES.map((h, i) => [h.id, i]));
/** Neighbour indices per hex index. */
export const NEIGHBOURS: readonly (readonly number[])[] = HEXES.map((h) => h.adj.map((id) => HEX_INDEX[id]!));
/** Industrial table index per hex index (-1 if not industrial). */
export const INDUSTRIAL_AT: readonly number[] = HEXES.map((h) => INDUSTRIAL.findIndex((ind) => ind.hex === h.id));

/** Human label: the name where known, otherwise "<terrain> <coordinate>". */
export function hexLabel(hex: HexData): string {
  if (hex.name) return hex.nameSource === 'geography' ? `${hex.name} (${hex.id})` : hex.name;
  const kind = hex.terrain === 'city' ? 'City' : hex.terrain === 'plain' ? 'Plain' : hex.terrain === 'forest' ? 'Forest' : 'Mountain';
  return `${kind} ${hex.id}`;
}

export function isHexId(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(HEX_INDEX, id);
}
