/**
 * Where the statechart opens and how far it zooms: pure arithmetic over the frame size, the
 * chart size (1 SVG unit = 1 CSS pixel at k = 1) and the boxes of the states to show, on top of
 * the map tools' transform helpers (shared/map-view.ts).
 */
import {
  centreOn,
  clampTransform,
  type MapGeometry,
  type MapTransform,
  type Rect,
} from '../../shared/map-view.js';

/** The smallest scale at which the chart's 11-unit labels are at least 11 CSS pixels. */
export const READABLE_SCALE = 1;
/** Never open larger than this (a small toy machine stays at its natural size). */
export const OPEN_MAX_SCALE = 1;
export const MAX_SCALE = 3;
/**
 * A chart this little too wide for its frame (labels still about 9.5 px) opens shrunk to the
 * frame's width rather than clipped at the edge (the Chicago Express chart in a phone's frame).
 */
export const SNUG_SCALE = 0.85;
/** Room kept around a region the view opens on, in CSS pixels. */
const MARGIN = 12;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Zoom limits: out until the whole chart shows (or readable size, if that is smaller), in to 3×. */
export function geometry(frame: Size, chart: Size): MapGeometry {
  const fitAll = Math.min(frame.width / chart.width, frame.height / chart.height);
  return {
    frame,
    content: { x: 0, y: 0, width: chart.width, height: chart.height },
    minScale: Math.min(READABLE_SCALE, fitAll),
    maxScale: MAX_SCALE,
  };
}

/** The scale at which a rect fits the frame with a margin. */
export function fitScale(frame: Size, rect: Size): number {
  return Math.min(
    (frame.width - 2 * MARGIN) / Math.max(1, rect.width),
    (frame.height - 2 * MARGIN) / Math.max(1, rect.height),
  );
}

/** The whole chart, as large as fits (it may be too small to read: the "Fit" button). */
export function wholeChart(frame: Size, chart: Size): MapTransform {
  const g = geometry(frame, chart);
  return clampTransform({ k: Math.min(MAX_SCALE, g.minScale), x: 0, y: 0 }, g);
}

/**
 * The view a chart opens on, readable: the whole chart when it fits at readable size; else the
 * outermost of `regions` (the active states, outermost first) that fits at readable size, as
 * large as fits; else the innermost region at readable size; with no region, the chart's top
 * centre at readable size.
 */
export function openingView(frame: Size, chart: Size, regions: readonly Rect[]): MapTransform {
  const g = geometry(frame, chart);
  const all = Math.min(frame.width / chart.width, frame.height / chart.height);
  if (all >= openScale(frame.width, chart))
    return clampTransform({ k: Math.min(all, OPEN_MAX_SCALE), x: 0, y: 0 }, g);
  for (const region of regions) {
    const k = fitScale(frame, region);
    if (k >= READABLE_SCALE) return centreOn(region, Math.min(k, OPEN_MAX_SCALE), g);
  }
  const innermost = regions[regions.length - 1];
  if (innermost) return centreOn(innermost, READABLE_SCALE, g);
  return clampTransform(
    { k: READABLE_SCALE, x: frame.width / 2 - (READABLE_SCALE * chart.width) / 2, y: 0 },
    g,
  );
}

/** The frame height a chart needs at its opening scale (so a small chart leaves no empty band). */
export function neededHeight(frameWidth: number, chart: Size): number {
  return Math.ceil(chart.height * openScale(frameWidth, chart)) + 2;
}

/** The scale a chart opens at across the frame's width: natural size, or snug to the width. */
function openScale(frameWidth: number, chart: Size): number {
  const width = Math.min(frameWidth / chart.width, OPEN_MAX_SCALE);
  return width >= SNUG_SCALE ? width : READABLE_SCALE;
}
