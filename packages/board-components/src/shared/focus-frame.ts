import type { Rect } from './map-view.js';

/**
 * The frame height (CSS px) a docs example's map needs to show its named spaces: the spaces'
 * box at the readable zoom, filling at most `fill` of the frame, or, when that box is too wide
 * for the frame, at the zoom where its width fits. Never taller than the whole map drawn at the
 * frame's width, nor than `max`; null when the frame is tall enough already. The zoom is never
 * below 1 (the fitted map).
 *
 * `named` is in map pixels at the fitted zoom; `readable` is the zoom at which labels are
 * readable; `mapAspect` is the map's height over its width.
 */
export function focusFrameHeight(
  named: Rect,
  frame: { width: number; height: number },
  readable: number,
  mapAspect: number,
  max: number,
  fill = 0.8,
): number | null {
  if (!(named.width > 0) || !(named.height > 0)) return null;
  // The map is never drawn smaller than fitted (zoom 1).
  const scale = Math.max(1, Math.min(readable, (frame.width * fill) / named.width));
  const wanted = Math.min((named.height * scale) / fill, frame.width * mapAspect, max);
  return wanted > frame.height + 1 ? Math.ceil(wanted) : null;
}
