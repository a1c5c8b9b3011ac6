/**
 * Zoom and pan arithmetic of a board's map, in CSS pixels of the map's frame. Pure: the map
 * tools (boards/map-tools.ts) feed it sizes read from the DOM and apply the result as a CSS
 * transform `translate(x, y) scale(k)` with origin 0 0 on the map's SVG.
 *
 * `k = 1` is "fit": the SVG fills its box and draws the whole map inside it (`meet`).
 */
export interface MapTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What the arithmetic needs to know: the visible frame and where the map is drawn at k = 1. */
export interface MapGeometry {
  /** Size of the visible frame. */
  readonly frame: { readonly width: number; readonly height: number };
  /** The drawn map at k = 1, in frame pixels (the part of the SVG box its viewBox fills). */
  readonly content: Rect;
  readonly minScale: number;
  readonly maxScale: number;
}

export const FIT: MapTransform = { k: 1, x: 0, y: 0 };

/** Keeps the map covering the frame where it is larger than the frame, and centred where not. */
export function clampTransform(t: MapTransform, g: MapGeometry): MapTransform {
  const k = Math.min(g.maxScale, Math.max(g.minScale, t.k));
  const axis = (offset: number, start: number, length: number, frame: number) => {
    const size = k * length;
    if (size <= frame) return (frame - size) / 2 - k * start;
    return Math.min(-k * start, Math.max(frame - k * (start + length), offset));
  };
  return {
    k,
    x: axis(t.x, g.content.x, g.content.width, g.frame.width),
    y: axis(t.y, g.content.y, g.content.height, g.frame.height),
  };
}

/** Zooms by `factor` keeping the frame point `at` where it is. */
export function zoomAt(
  t: MapTransform,
  factor: number,
  at: { x: number; y: number },
  g: MapGeometry,
): MapTransform {
  const k = Math.min(g.maxScale, Math.max(g.minScale, t.k * factor));
  const ratio = k / t.k;
  return clampTransform({ k, x: at.x - (at.x - t.x) * ratio, y: at.y - (at.y - t.y) * ratio }, g);
}

export function panBy(t: MapTransform, dx: number, dy: number, g: MapGeometry): MapTransform {
  return clampTransform({ k: t.k, x: t.x + dx, y: t.y + dy }, g);
}

/** Puts the centre of `rect` (SVG box pixels at k = 1) in the middle of the frame, at scale k. */
export function centreOn(rect: Rect, k: number, g: MapGeometry): MapTransform {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return clampTransform({ k, x: g.frame.width / 2 - k * cx, y: g.frame.height / 2 - k * cy }, g);
}

/** Where `rect` (SVG box pixels at k = 1) is drawn in the frame under `t`. */
export function project(t: MapTransform, rect: Rect): Rect {
  return {
    x: t.x + t.k * rect.x,
    y: t.y + t.k * rect.y,
    width: t.k * rect.width,
    height: t.k * rect.height,
  };
}

/** `t` itself when `rect` is in view (with a margin), else `t` moved to centre it. */
export function keepInView(t: MapTransform, rect: Rect, g: MapGeometry, margin = 8): MapTransform {
  const r = project(t, rect);
  const inside =
    r.x >= margin &&
    r.y >= margin &&
    r.x + r.width <= g.frame.width - margin &&
    r.y + r.height <= g.frame.height - margin;
  return inside ? t : centreOn(rect, t.k, g);
}

/** The smallest rectangle holding every rect; null for none. */
export function union(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The scale at which text drawn `fontUnits` SVG units high is `minPixels` CSS pixels, given
 * `pixelsPerUnit` at k = 1; never below fit.
 */
export function readableScale(fontUnits: number, pixelsPerUnit: number, minPixels = 11): number {
  if (!(fontUnits > 0) || !(pixelsPerUnit > 0)) return 1;
  return Math.max(1, minPixels / (fontUnits * pixelsPerUnit));
}

/** The rect (in SVG box pixels) where a viewBox is drawn by `preserveAspectRatio="xMidYMid meet"`. */
export function meetRect(
  box: { width: number; height: number },
  viewBox: { width: number; height: number },
): Rect {
  const scale = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  const width = viewBox.width * scale;
  const height = viewBox.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}
