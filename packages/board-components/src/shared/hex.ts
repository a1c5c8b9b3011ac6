/**
 * Hex geometry shared by every board. Both printed maps are offset grids:
 * - Chicago Express: flat-top hexes, "odd-q" (odd columns shifted half a hex down);
 * - American Rails: pointy-top hexes, "odd-r" (odd rows shifted half a hex right).
 * Everything here is pure arithmetic on SVG user units; boards pick the layout and a size.
 */
export type HexOrientation = 'flat' | 'pointy';

export interface HexLayout {
  readonly orientation: HexOrientation;
  /** Centre-to-corner distance in SVG units. */
  readonly size: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of the hex at an offset coordinate (odd-q for flat, odd-r for pointy). */
export function hexCenter(layout: HexLayout, col: number, row: number): Point {
  const { size } = layout;
  if (layout.orientation === 'flat') {
    return {
      x: size * 1.5 * col + size,
      y: size * SQRT3 * (row + 0.5 * (col & 1)) + (size * SQRT3) / 2,
    };
  }
  return {
    x: size * SQRT3 * (col + 0.5 * (row & 1)) + (size * SQRT3) / 2,
    y: size * 1.5 * row + size,
  };
}

/** The six corners of a hex around `center`, clockwise from the east (flat) or north-east (pointy). */
export function hexCorners(layout: HexLayout, center: Point, scale = 1): Point[] {
  const start = layout.orientation === 'flat' ? 0 : -30;
  const radius = layout.size * scale;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = ((start + 60 * i) * Math.PI) / 180;
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  });
}

/** `points` attribute of an SVG polygon for a hex. */
export function hexPoints(layout: HexLayout, center: Point, scale = 1): string {
  return hexCorners(layout, center, scale)
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');
}

export interface HexGeometry {
  readonly center: Point;
  /** `points` of the hex polygon. */
  readonly points: string;
  /** `points` of a slightly smaller hex, for marks drawn inside the outline. */
  readonly inner: string;
}

const geometryCache = new WeakMap<HexLayout, Map<string, HexGeometry>>();

/** Centre and polygon points of a cell, computed once per layout and cell. */
export function hexGeometry(
  layout: HexLayout,
  col: number,
  row: number,
  innerScale = 0.84,
): HexGeometry {
  let cache = geometryCache.get(layout);
  if (!cache) geometryCache.set(layout, (cache = new Map()));
  const key = `${col},${row}`;
  let geometry = cache.get(key);
  if (!geometry) {
    const center = hexCenter(layout, col, row);
    geometry = {
      center,
      points: hexPoints(layout, center),
      inner: hexPoints(layout, center, innerScale),
    };
    cache.set(key, geometry);
  }
  return geometry;
}

/** Width and height of one hex. */
export function hexExtent(layout: HexLayout): { width: number; height: number } {
  return layout.orientation === 'flat'
    ? { width: layout.size * 2, height: layout.size * SQRT3 }
    : { width: layout.size * SQRT3, height: layout.size * 2 };
}

/** A viewBox (`minX minY width height`) enclosing every hex, with a margin. */
export function gridViewBox(
  layout: HexLayout,
  cells: Iterable<{ col: number; row: number }>,
  margin = 4,
): { minX: number; minY: number; width: number; height: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const { width, height } = hexExtent(layout);
  for (const cell of cells) {
    const c = hexCenter(layout, cell.col, cell.row);
    minX = Math.min(minX, c.x - width / 2);
    maxX = Math.max(maxX, c.x + width / 2);
    minY = Math.min(minY, c.y - height / 2);
    maxY = Math.max(maxY, c.y + height / 2);
  }
  if (minX === Infinity) return { minX: 0, minY: 0, width: 1, height: 1 };
  return {
    minX: round(minX - margin),
    minY: round(minY - margin),
    width: round(maxX - minX + 2 * margin),
    height: round(maxY - minY + 2 * margin),
  };
}

/** Offset neighbours of a cell (the six around it), whether or not they are on the map. */
export function offsetNeighbours(
  orientation: HexOrientation,
  col: number,
  row: number,
): Array<{ col: number; row: number }> {
  if (orientation === 'flat') {
    const shift = col & 1; // odd-q: odd columns sit lower
    return [
      { col, row: row - 1 },
      { col, row: row + 1 },
      { col: col - 1, row: row - 1 + shift },
      { col: col - 1, row: row + shift },
      { col: col + 1, row: row - 1 + shift },
      { col: col + 1, row: row + shift },
    ];
  }
  const shift = row & 1; // odd-r: odd rows sit further right
  return [
    { col: col - 1, row },
    { col: col + 1, row },
    { col: col - 1 + shift, row: row - 1 },
    { col: col + shift, row: row - 1 },
    { col: col - 1 + shift, row: row + 1 },
    { col: col + shift, row: row + 1 },
  ];
}

/**
 * Keyboard navigation over scattered cells: the index of the cell nearest to `from` within 60° of
 * the direction (dx, dy), preferring cells close to that axis; `from` itself when none lies that way.
 * Works for any orientation because it looks only at centres.
 */
export function nearestInDirection(
  points: readonly Point[],
  from: number,
  dx: number,
  dy: number,
): number {
  const origin = points[from];
  if (!origin) return from;
  let best = from;
  let bestScore = Infinity;
  points.forEach((p, i) => {
    if (i === from) return;
    const vx = p.x - origin.x;
    const vy = p.y - origin.y;
    const along = vx * dx + vy * dy;
    if (along <= 1e-6) return;
    const across = Math.abs(vx * dy - vy * dx);
    // Within 60° of the axis; the nearest wins, sideways drift counts a little.
    if (across > along * SQRT3 + 1e-6) return;
    const score = Math.hypot(vx, vy) + 0.5 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
